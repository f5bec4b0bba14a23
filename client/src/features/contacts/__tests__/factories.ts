import type { MockedResponse } from '@apollo/client/testing';
import { CONTACTS_PAGE_SIZE } from '@outbound/common';
import {
  ContactImportDocument,
  ContactListsDocument,
  ContactStatsDocument,
  ContactsDocument,
  MailUsersDocument,
  type ContactImportQuery,
  type ContactListsQuery,
  type ContactStatsQuery,
  type ContactsQuery,
  type MailUsersQuery,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';

type ContactRow = Answered<ContactsQuery['contacts']['rows'][number]>;
type ListRow = Answered<ContactListsQuery['contactLists'][number]>;
type Stats = ContactStatsQuery['contactStats'];
type ImportProgress = Answered<ContactImportQuery['contactImport']>;

/** A contact row as the search returns it; a new address each time unless given. */
export function buildContactRow(n: number, overrides: Partial<ContactRow> = {}): ContactRow {
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
  page: { rows: ContactRow[]; total: number; totalCapped?: boolean },
) {
  const contacts: Answered<ContactsQuery['contacts']> = {
    __typename: 'ContactPage',
    total: page.total,
    totalCapped: page.totalCapped ?? false,
    rows: page.rows,
  };
  const result = jest.fn(() => ({ data: { contacts } }));
  return {
    request: {
      query: ContactsDocument,
      variables: { input: { ...criteria, offset, limit: CONTACTS_PAGE_SIZE } },
    },
    result,
  } satisfies MockedResponse;
}

const EMPTY_STATS: Stats = {
  total: 0,
  inCampaign: 0,
  engaged: 0,
  leads: 0,
  bounced: 0,
  unsubscribed: 0,
};

export function statsMock(userEmail: string | null, stats: Partial<Stats> = {}) {
  const contactStats: Answered<Stats> = { __typename: 'ContactStats', ...EMPTY_STATS, ...stats };
  return {
    request: { query: ContactStatsDocument, variables: { userEmail } },
    result: { data: { contactStats } },
  } satisfies MockedResponse;
}

export function buildList(id: string, name: string, contactsCount = 10): ListRow {
  return { __typename: 'ContactList', id, name, contactsCount };
}

export function listsMock(lists: ListRow[] = []) {
  return {
    request: { query: ContactListsDocument },
    result: { data: { contactLists: lists } },
  } satisfies MockedResponse;
}

const TEAM: Answered<MailUsersQuery['users']> = [
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
  rows?: ContactRow[];
  total?: number;
  stats?: Partial<Stats>;
  lists?: ListRow[];
} = {}) {
  return [usersMock(), listsMock(lists), statsMock(null, stats), contactsMock({}, { rows, total })];
}

export function buildImportProgress(overrides: Partial<ImportProgress> = {}): ImportProgress {
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
    zonesUnreadable: 0,
    zonesUnreadableLines: [],
    ...overrides,
  };
}

export function importMock(progress: ImportProgress) {
  return {
    request: { query: ContactImportDocument, variables: { id: progress.id } },
    result: { data: { contactImport: progress } },
  } satisfies MockedResponse;
}
