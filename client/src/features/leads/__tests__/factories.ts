import { LEADS_PAGE_SIZE } from '@outbound/common';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  LeadAssigneesDocument,
  LeadCampaignNamesDocument,
  LeadsDocument,
  UpdateLeadsDocument,
  type LeadFieldsFragment,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';
import { type LeadFilter, leadSearchInput } from '../hooks/use-leads';

type LeadRow = Answered<LeadFieldsFragment>;

export const CAMPAIGNS = [
  { __typename: 'CampaignName', id: 'camp-1', name: 'Spring outreach' },
  { __typename: 'CampaignName', id: 'camp-2', name: 'Autumn' },
];
export const USERS = [
  { __typename: 'User', id: 'user-1', name: 'Tess Mate', email: 'tess@team.test' },
  { __typename: 'User', id: 'user-2', name: 'Owen Owner', email: 'owen@team.test' },
];

/** An open lead of Spring outreach, unassigned, without a reply, created on Jan n, 2026. */
export function buildLead(n: number, overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    __typename: 'Lead',
    id: `lead-${n}`,
    email: `lead${n}@prospect.test`,
    campaignId: 'camp-1',
    campaignName: 'Spring outreach',
    status: 'open',
    assignedToEmail: null,
    assignedToName: null,
    createdAt: new Date(2026, 0, n, 9, 30).toISOString(),
    reply: null,
    ...overrides,
  };
}

/** A GraphQL error answered with the given HTTP status. */
export function failure(message: string, status = 400) {
  const code = status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  return { errors: [new GraphQLError(message, { extensions: { code, status } })] };
}

const OPEN: LeadFilter = { searchText: '', campaignId: '', assignedTo: '', status: 'open' };

/** The answer to one page of leads of a filter (open, everything, by default). */
export function leadsMock({
  rows,
  total = rows.length,
  offset = 0,
  limit = LEADS_PAGE_SIZE,
  filter = {},
}: {
  rows: LeadRow[];
  total?: number;
  offset?: number;
  limit?: number;
  filter?: Partial<LeadFilter>;
}): MockedResponse {
  return {
    request: {
      query: LeadsDocument,
      variables: { input: leadSearchInput({ ...OPEN, ...filter }, offset, limit) },
    },
    result: { data: { leads: { __typename: 'LeadPage', totalCount: total, leads: rows } } },
  };
}

export function campaignNamesMock(
  result: MockedResponse['result'] = { data: { campaignNames: CAMPAIGNS } },
): MockedResponse {
  return { request: { query: LeadCampaignNamesDocument }, result };
}

export function assigneesMock(): MockedResponse {
  return { request: { query: LeadAssigneesDocument }, result: { data: { users: USERS } } };
}

/** The answer to an update: the leads as they are now. */
export function updateMock(
  variables: { ids: string[]; status?: string; assignedToEmail?: string },
  answer: LeadRow[] | ReturnType<typeof failure>,
): MockedResponse {
  return {
    request: { query: UpdateLeadsDocument, variables },
    result: Array.isArray(answer) ? { data: { updateLeads: answer } } : answer,
  };
}
