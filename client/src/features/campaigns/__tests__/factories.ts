import type { MockedResponse } from '@apollo/client/testing';
import { CAMPAIGN_LIST_PAGE_SIZE } from '@outbound/common';
import { GraphQLError } from 'graphql';
import {
  CampaignLabelsDocument,
  CampaignListDocument,
  CampaignListRowDocument,
  CampaignMailAccountOptionsDocument,
  ChangeCampaignStatusDocument,
  CreateLabelDocument,
  DeleteCampaignsDocument,
  DeleteLabelDocument,
  RenameLabelDocument,
  SetCampaignLabelDocument,
  type CampaignLabelFragment,
  type CampaignListQuery,
  type CampaignMailAccountOptionsQuery,
  type CampaignRowFragment,
  type ChangeCampaignStatusMutation,
  type SetCampaignLabelMutation,
} from '../../../generated/graphql';
import type { Answered, AnsweredData } from '../../../test/mocked-answer';

export const PATH = '/campaign/all';

type LabelRow = Answered<CampaignLabelFragment>;

export function buildLabel(id: string, name: string): LabelRow {
  return { __typename: 'Label', id, name };
}

export const ACCOUNTS: Answered<CampaignMailAccountOptionsQuery['mailAccounts']> = [
  { __typename: 'MailAccount', id: 'ma-1', email: 'sales@acme.test', name: 'Sales' },
  { __typename: 'MailAccount', id: 'ma-2', email: 'ceo@acme.test', name: 'Ceo' },
];

type CampaignRow = Answered<CampaignRowFragment>;

/** A campaign row as the list query returns it; created Nov 02, 2026 (local time) by default. */
export function buildCampaign(n: number, overrides: Partial<CampaignRow> = {}): CampaignRow {
  return {
    __typename: 'Campaign',
    id: `camp-${n}`,
    name: `Campaign ${n}`,
    status: 'started',
    currentTab: 'send',
    createdAt: new Date(2026, 10, 2, 9, 30).toISOString(),
    createdByName: 'Ada Owner',
    messageMimeType: 'text/html',
    trackOpen: true,
    trackClicks: true,
    mailAccount: { ...ACCOUNTS[0], __typename: 'CampaignMailAccount' },
    counts: {
      __typename: 'CampaignCounts',
      recipients: 10 * n,
      sent: 5 * n,
      lead: n,
      reply: 2 * n,
      open: 3 * n,
      bounce: 0,
    },
    uncertainCount: 0,
    labels: [],
    ...overrides,
  };
}

export function buildCampaigns(count: number, first = 1) {
  return Array.from({ length: count }, (_, index) => buildCampaign(first + index));
}

type ListInput = {
  search?: string;
  mailAccount?: string;
  labelIds?: string[];
  unlabeled?: boolean;
  offset?: number;
};

/**
 * A mocked page of the list. `result` is a jest mock function, so a test can tell whether the page
 * asked for exactly these variables.
 */
export function campaignListMock(
  { offset = 0, unlabeled = false, ...criteria }: ListInput,
  page: { rows: CampaignRow[]; total?: number },
) {
  const campaigns: Answered<CampaignListQuery['campaigns']> = {
    __typename: 'CampaignPage',
    total: page.total ?? page.rows.length,
    campaigns: page.rows,
  };
  const result = jest.fn(() => ({ data: { campaigns } }));
  return {
    request: {
      query: CampaignListDocument,
      variables: { input: { ...criteria, unlabeled, offset, limit: CAMPAIGN_LIST_PAGE_SIZE } },
    },
    result,
  } satisfies MockedResponse;
}

export function labelsMock(labels: LabelRow[]): MockedResponse {
  return { request: { query: CampaignLabelsDocument }, result: { data: { labels } } };
}

export function accountsMock(): MockedResponse {
  return {
    request: { query: CampaignMailAccountOptionsDocument },
    result: { data: { mailAccounts: ACCOUNTS } },
  };
}

/** What the page asks for when it opens: mail accounts, labels and the first page. */
export function pageMocks(rows: CampaignRow[], labels: LabelRow[] = [], total?: number) {
  return [accountsMock(), labelsMock(labels), campaignListMock({}, { rows, total })];
}

/** A GraphQL error with the server's code and HTTP status. */
export function failure(message: string, code = 'BAD_REQUEST', status = 400) {
  return { errors: [new GraphQLError(message, { extensions: { code, status } })] };
}

export function statusMock(id: string, status: string, result?: MockedResponse['result']) {
  return {
    request: { query: ChangeCampaignStatusDocument, variables: { ids: [id], status } },
    result: jest.fn(
      () =>
        (result as object | undefined) ?? {
          data: {
            setCampaignStatus: [{ __typename: 'Campaign', id, status }],
          } satisfies AnsweredData<ChangeCampaignStatusMutation>,
        },
    ),
  } satisfies MockedResponse;
}

export function rowMock(campaign: CampaignRow): MockedResponse {
  return {
    request: { query: CampaignListRowDocument, variables: { id: campaign.id } },
    result: { data: { campaign } },
  };
}

export function deleteCampaignsMock(ids: string[]) {
  return {
    request: { query: DeleteCampaignsDocument, variables: { ids } },
    result: jest.fn(() => ({ data: { setCampaignStatus: [] } })),
  } satisfies MockedResponse;
}

export function createLabelMock(name: string, result: MockedResponse['result']): MockedResponse {
  return { request: { query: CreateLabelDocument, variables: { name } }, result };
}

export function renameLabelMock(id: string, name: string): MockedResponse {
  return {
    request: { query: RenameLabelDocument, variables: { id, name } },
    result: { data: { updateLabel: buildLabel(id, name) } },
  };
}

export function deleteLabelMock(id: string): MockedResponse {
  return {
    request: { query: DeleteLabelDocument, variables: { id } },
    result: { data: { deleteLabel: id } },
  };
}

export function setLabelMock(
  campaigns: Array<{ id: string; labels: LabelRow[] }>,
  labelId: string,
  add: boolean,
) {
  return {
    request: {
      query: SetCampaignLabelDocument,
      variables: { campaignIds: campaigns.map((campaign) => campaign.id), labelId, add },
    },
    result: jest.fn(() => ({
      data: {
        setCampaignLabel: campaigns.map(({ id, labels }) => ({
          __typename: 'Campaign',
          id,
          labels,
        })),
      } satisfies AnsweredData<SetCampaignLabelMutation>,
    })),
  } satisfies MockedResponse;
}
