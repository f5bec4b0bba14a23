import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  CampaignContactExportDocument,
  CampaignDetailDocument,
  type CampaignContactExportQuery,
  type CampaignDetailFieldsFragment,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';

export const CAMPAIGN_ID = 'camp-1';
export const OVERVIEW_PATH = `/campaign/${CAMPAIGN_ID}/overview`;

type Detail = Answered<CampaignDetailFieldsFragment>;

/** A started HTML campaign with two messages, created Nov 02, 2026 (local time). */
export function buildDetail(overrides: Partial<Detail> = {}): Detail {
  return {
    __typename: 'Campaign',
    id: CAMPAIGN_ID,
    name: 'Spring outreach',
    status: 'started',
    currentTab: 'send',
    createdAt: new Date(2026, 10, 2, 9, 30).toISOString(),
    messageMimeType: 'text/html',
    trackOpen: true,
    trackClicks: true,
    startTime: null,
    startTimeZone: null,
    mailAccount: {
      __typename: 'CampaignMailAccount',
      id: 'ma-1',
      email: 'sales@acme.test',
      name: 'Sales Team',
      status: 'active',
    },
    counts: { __typename: 'CampaignCounts', recipients: 1200 },
    steps: [
      { __typename: 'Step', id: 'step-1', position: 1, status: 'active' },
      { __typename: 'Step', id: 'step-2', position: 2, status: 'active' },
    ],
    ...overrides,
  };
}

/** The campaign query; `result` is a jest mock so a test can count the times it was asked. */
export function detailMock(campaign: Detail = buildDetail()) {
  return {
    request: { query: CampaignDetailDocument, variables: { id: campaign.id } },
    result: jest.fn(() => ({ data: { campaign } })),
  } satisfies MockedResponse;
}

type ExportRow = Answered<CampaignContactExportQuery['campaignContactExport']['rows'][number]>;

export function buildExportRow(email: string, overrides: Partial<ExportRow> = {}): ExportRow {
  return {
    __typename: 'ContactExportRow',
    email,
    lastSentOn: null,
    opens: 0,
    clicks: 0,
    replies: 0,
    bounced: false,
    lead: false,
    ...overrides,
  };
}

type ExportQuery = { stepId?: string; after?: string | null };

export function exportMock(
  { stepId, after = null }: ExportQuery,
  page: { rows: ExportRow[]; next: string | null },
) {
  return {
    request: {
      query: CampaignContactExportDocument,
      variables: { campaignId: CAMPAIGN_ID, ...(stepId && { stepId }), after, limit: 5000 },
    },
    result: jest.fn(() => ({
      data: { campaignContactExport: { __typename: 'ContactExportPage', ...page } },
    })),
  } satisfies MockedResponse;
}

/** A GraphQL error with the server's code and HTTP status. */
export function failure(message: string, code = 'BAD_REQUEST', status = 400) {
  return { errors: [new GraphQLError(message, { extensions: { code, status } })] };
}
