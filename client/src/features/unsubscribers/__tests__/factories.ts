import { UNSUBSCRIBERS_PAGE_SIZE } from '@outbound/common';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  DeleteUnsubscribeDomainsDocument,
  DeleteUnsubscribersDocument,
  UnsubscribersDocument,
  type UnsubscriberFieldsFragment,
  type UnsubscribersQuery,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';

type UnsubscriberRow = Answered<UnsubscriberFieldsFragment>;

/** An unsubscribe entry of `domain`, at a local date and time. */
export function buildEntry(
  domain: string,
  localTime: Date,
): UnsubscriberRow['unsubscribes'][number] {
  return { __typename: 'UnsubscribeEntry', domain, createTime: localTime.toISOString() };
}

/** An unsubscribed recipient as the list query returns it; one entry (example.org) by default. */
export function buildUnsubscriber(
  n: number,
  overrides: Partial<UnsubscriberRow> = {},
): UnsubscriberRow {
  return {
    __typename: 'Unsubscriber',
    id: `uns-${n}`,
    email: `person${n}@example.com`,
    updatedAt: new Date(2026, 0, 1, 8, 0).toISOString(),
    unsubscribes: [buildEntry('example.org', new Date(2026, 0, n, 10, 30))],
    ...overrides,
  };
}

/** A GraphQL error answered with the given HTTP status. */
export function failure(message: string, status = 400) {
  const code = status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  return { errors: [new GraphQLError(message, { extensions: { code, status } })] };
}

/** The answer to one page of the list (UNSUBSCRIBERS_PAGE_SIZE from `offset`). */
export function unsubscribersMock({
  rows,
  total = rows.length,
  offset = 0,
  searchText,
}: {
  rows: UnsubscriberRow[];
  total?: number;
  offset?: number;
  searchText?: string;
}): MockedResponse {
  const unsubscribers: Answered<UnsubscribersQuery['unsubscribers']> = {
    __typename: 'UnsubscriberPage',
    total,
    rows,
  };
  return {
    request: {
      query: UnsubscribersDocument,
      variables: {
        ...(searchText ? { searchText } : {}),
        offset,
        limit: UNSUBSCRIBERS_PAGE_SIZE,
      },
    },
    result: { data: { unsubscribers } },
  };
}

export function deleteDomainsMock(
  email: string,
  domains: string[],
  result: MockedResponse['result'] = { data: { deleteUnsubscribeDomains: 'deleted' } },
): MockedResponse {
  return {
    request: { query: DeleteUnsubscribeDomainsDocument, variables: { email, domains } },
    result,
  };
}

export function deleteUnsubscribersMock(
  emails: string[],
  result: MockedResponse['result'] = { data: { deleteUnsubscribers: 'deleted' } },
): MockedResponse {
  return { request: { query: DeleteUnsubscribersDocument, variables: { emails } }, result };
}
