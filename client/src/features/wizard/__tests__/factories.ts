import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  CreateWizardCampaignDocument,
  LinkWizardListDocument,
  SaveWizardOptionsDocument,
  SetWizardCampaignStatusDocument,
  SetWizardSendingPoolDocument,
  UnlinkWizardListDocument,
  UpdateWizardCampaignDocument,
  type VariableMappingInput,
  WizardCampaignDocument,
  WizardCampaignListsDocument,
  WizardContactListsDocument,
  WizardMailAccountsDocument,
  WizardPoolMailboxesDocument,
  WizardSendStepsDocument,
  type CampaignScheduleInput,
  type WizardCampaignFragment,
  type WizardCampaignListsQuery,
  type WizardContactListsQuery,
  type WizardMailAccountsQuery,
  type WizardSendStepsQuery,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';

export const CAMPAIGN_ID = 'camp-1';

export const ACCOUNTS: Answered<WizardMailAccountsQuery['mailAccounts']> = [
  {
    __typename: 'MailAccount',
    id: 'ma-1',
    email: 'sales@acme.test',
    name: 'Sales Team',
    status: 'active',
    hasSmtp: true,
  },
  {
    __typename: 'MailAccount',
    id: 'ma-2',
    email: 'ceo@acme.test',
    name: 'Ceo',
    status: 'active',
    hasSmtp: false,
  },
];

type WizardCampaignRow = Answered<WizardCampaignFragment>;

/** A campaign as the wizard reads it; by default a draft that just linked its first list. */
export function buildCampaign(overrides: Partial<WizardCampaignRow> = {}): WizardCampaignRow {
  return {
    __typename: 'Campaign',
    id: CAMPAIGN_ID,
    name: 'Spring outreach',
    status: 'draft',
    currentTab: 'compose',
    completedTabs: ['start', 'add-recipients'],
    useSmtp: false,
    messageMimeType: 'text/html',
    trackOpen: true,
    trackClicks: true,
    pertinentLaws: false,
    startTime: null,
    startTimeZone: null,
    mailAccount: {
      __typename: 'CampaignMailAccount',
      id: 'ma-1',
      email: 'sales@acme.test',
      name: 'Sales Team',
      status: 'active',
      hasSmtp: true,
    },
    mailAccounts: [{ __typename: 'CampaignPoolMailbox', id: 'ma-1' }],
    ...overrides,
  };
}

/** The campaign query; answered as often as the wizard asks. */
export function campaignMock(campaign: WizardCampaignRow): MockedResponse {
  return {
    request: { query: WizardCampaignDocument, variables: { id: campaign.id } },
    result: { data: { campaign } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function accountsMock(): MockedResponse {
  return {
    request: { query: WizardMailAccountsDocument },
    result: { data: { mailAccounts: ACCOUNTS } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The mailboxes the pool picker offers: the accounts with their cap and today's sends. */
export function poolMailboxesMock(): MockedResponse {
  const poolMailboxes = ACCOUNTS.map((account, i) => ({
    __typename: 'PoolMailbox',
    id: account.id,
    email: account.email,
    name: account.name,
    dailyCap: 50,
    sentToday: i * 7,
  }));
  return {
    request: { query: WizardPoolMailboxesDocument },
    result: { data: { poolMailboxes } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Setting the campaign's pool to `ids`, in that order. */
export function setPoolMock(ids: string[], answer?: MockedResponse['result']) {
  const mailAccounts = ids.map((id) => ({ __typename: 'CampaignPoolMailbox', id }));
  const data = {
    setCampaignMailAccounts: { __typename: 'Campaign', id: CAMPAIGN_ID, mailAccounts },
  };
  return {
    request: { query: SetWizardSendingPoolDocument, variables: { campaignId: CAMPAIGN_ID, ids } },
    result: jest.fn(() => (answer ?? { data }) as object),
  } satisfies MockedResponse;
}

type ListRow = Answered<WizardCampaignListsQuery['campaignLists'][number]>;

export function buildList(n: number, overrides: Partial<ListRow> = {}): ListRow {
  return {
    __typename: 'CampaignList',
    id: `list-${n}`,
    name: `List ${n}`,
    contactsCount: 10 * n,
    recipientsCount: 10 * n,
    ...overrides,
  };
}

/** One answer of the campaign's lists (use one per time the screen asks). */
export function campaignListsMock(lists: ListRow[], campaignId = CAMPAIGN_ID): MockedResponse {
  return {
    request: { query: WizardCampaignListsDocument, variables: { campaignId } },
    result: { data: { campaignLists: lists } },
  };
}

export function contactListsMock(
  lists: WizardContactListsQuery['contactLists'],
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockedResponse {
  return {
    request: { query: WizardContactListsDocument },
    result: {
      data: { contactLists: lists.map((list) => ({ __typename: 'ContactList', ...list })) },
    },
    maxUsageCount,
  };
}

/** A GraphQL error with the server's code, HTTP status and extra extensions. */
export function failure(
  message: string,
  code = 'BAD_REQUEST',
  status = 400,
  extensions: Record<string, unknown> = {},
) {
  return { errors: [new GraphQLError(message, { extensions: { code, status, ...extensions } })] };
}

export function createMock(
  input: { name: string; assignedTo: string; useSmtp: boolean },
  answer: MockedResponse['result'],
) {
  return {
    request: { query: CreateWizardCampaignDocument, variables: { input } },
    result: jest.fn(() => answer as object),
  } satisfies MockedResponse;
}

export function updateMock(
  id: string,
  input: { name: string; assignedTo: string; useSmtp: boolean },
  answer: MockedResponse['result'],
) {
  return {
    request: { query: UpdateWizardCampaignDocument, variables: { id, input } },
    result: jest.fn(() => answer as object),
  } satisfies MockedResponse;
}

export function linkMock(
  listId: string,
  answer: MockedResponse['result'],
  mapping?: VariableMappingInput[],
) {
  return {
    request: {
      query: LinkWizardListDocument,
      variables: { campaignId: CAMPAIGN_ID, listId, ...(mapping && { mapping }) },
    },
    result: jest.fn(() => answer as object),
  } satisfies MockedResponse;
}

export function unlinkMock(listId: string, answer: MockedResponse['result']) {
  return {
    request: { query: UnlinkWizardListDocument, variables: { campaignId: CAMPAIGN_ID, listId } },
    result: jest.fn(() => answer as object),
  } satisfies MockedResponse;
}

export function optionsMock(
  input: { trackOpen: boolean; trackClicks: boolean; pertinentLaws: boolean },
  answer: MockedResponse['result'],
) {
  return {
    request: { query: SaveWizardOptionsDocument, variables: { campaignId: CAMPAIGN_ID, input } },
    result: jest.fn(() => answer as object),
  } satisfies MockedResponse;
}

type SendStepsCampaign = Answered<WizardSendStepsQuery['campaign']>;

export function buildStep(
  position: number,
  subject: string,
  delay: number,
): SendStepsCampaign['steps'][number] {
  return { __typename: 'Step', id: `step-${position}`, position, subject, delay };
}

export function stepsMock(steps: SendStepsCampaign['steps']): MockedResponse {
  const campaign: SendStepsCampaign = { __typename: 'Campaign', id: CAMPAIGN_ID, steps };
  return {
    request: { query: WizardSendStepsDocument, variables: { id: CAMPAIGN_ID } },
    result: { data: { campaign } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function statusMock(
  status: string,
  answer: MockedResponse['result'],
  schedule?: CampaignScheduleInput,
) {
  return {
    request: {
      query: SetWizardCampaignStatusDocument,
      variables: { ids: [CAMPAIGN_ID], status, ...(schedule && { schedule }) },
    },
    result: jest.fn(() => answer as object),
  } satisfies MockedResponse;
}
