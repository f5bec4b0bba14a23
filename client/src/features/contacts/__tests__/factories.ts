import type { MockedResponse } from '@apollo/client/testing';
import { CONTACTS_PAGE_SIZE } from '@outbound/common';
import {
  ContactImportDocument,
  ContactListsDocument,
  ContactStatsDocument,
  ContactsDocument,
  MailUsersDocument,
} from '../../../generated/graphql';

/** A contact row as the search returns it; a new address each time unless given. */
export function buildContactRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ContactRow',
    id: `c-${n}`,
    email: `contact${n}@example.com`,
    createdAt: '2025-03-04T12:00:00.000Z',
    status: 'active',
    displayStatus: 'CREATED',
    campaignCount: 0,
    sentCount: 0,
    engagedCount: 0,
    ...overrides,
  };
}

export function buildRows(count: number, first = 1) {
  return Array.from({ length: count }, (_, index) => buildContactRow(first + index));
}

type SearchInput = {
  userEmail?: string;
  listId?: string;
  searchText?: string;
  filter?: string;
  offset?: number;
};

/**
 * A mocked contact search. `result` is a jest mock function, so a test can tell whether the page
 * asked for exactly these variables.
 */
export function contactsMock(
  { offset = 0, ...criteria }: SearchInput,
  page: { rows: unknown[]; total: number; totalCapped?: boolean },
) {
  const result = jest.fn(() => ({
    data: {
      contacts: {
        __typename: 'ContactPage',
        total: page.total,
        totalCapped: page.totalCapped ?? false,
        rows: page.rows,
      },
    },
  }));
  return {
    request: {
      query: ContactsDocument,
      variables: { input: { ...criteria, offset, limit: CONTACTS_PAGE_SIZE } },
    },
    result,
  } satisfies MockedResponse;
}

export const EMPTY_STATS = {
  total: 0,
  inCampaign: 0,
  engaged: 0,
  leads: 0,
  bounced: 0,
  unsubscribed: 0,
};

export function statsMock(userEmail: string | null, stats: Partial<typeof EMPTY_STATS> = {}) {
  return {
    request: { query: ContactStatsDocument, variables: { userEmail } },
    result: {
      data: { contactStats: { __typename: 'ContactStats', ...EMPTY_STATS, ...stats } },
    },
  } satisfies MockedResponse;
}

export function buildList(id: string, name: string, contactsCount = 10) {
  return { __typename: 'ContactList', id, name, contactsCount };
}

export function listsMock(lists: ReturnType<typeof buildList>[] = []) {
  return {
    request: { query: ContactListsDocument },
    result: { data: { contactLists: lists } },
  } satisfies MockedResponse;
}

export const TEAM = [
  { __typename: 'User', id: 'u-1', name: 'Ada Owner', email: 'ada@example.com' },
  { __typename: 'User', id: 'u-2', name: 'Grace Sender', email: 'grace@example.com' },
];

export function usersMock(users = TEAM) {
  return {
    request: { query: MailUsersDocument },
    result: { data: { users } },
  } satisfies MockedResponse;
}

/** The page's first four calls: users, lists, stats for all users, and page 1 of all contacts. */
export function pageMocks({
  rows = buildRows(3),
  total = rows.length,
  stats = {},
  lists = [],
}: {
  rows?: ReturnType<typeof buildContactRow>[];
  total?: number;
  stats?: Partial<typeof EMPTY_STATS>;
  lists?: ReturnType<typeof buildList>[];
} = {}) {
  return [usersMock(), listsMock(lists), statsMock(null, stats), contactsMock({}, { rows, total })];
}

export function buildImportProgress(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ContactImport',
    id: 'imp-1',
    listId: 'list-9',
    name: 'Spring leads',
    status: 'running',
    bytesTotal: 1000,
    bytesRead: 0,
    rowsRead: 0,
    imported: 0,
    duplicates: 0,
    invalid: 0,
    errors: [],
    message: null,
    ...overrides,
  };
}

export function importMock(progress: ReturnType<typeof buildImportProgress>) {
  return {
    request: { query: ContactImportDocument, variables: { id: progress.id } },
    result: { data: { contactImport: progress } },
  } satisfies MockedResponse;
}
