import { UNSUBSCRIBERS_MESSAGES, UNSUBSCRIBERS_PAGE_SIZE } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { type UnsubscribersQuery, useUnsubscribersQuery } from '../../../generated/graphql';

type UnsubscriberPage = UnsubscribersQuery['unsubscribers'];

/** Appends a further page to the loaded rows, skipping rows already loaded. */
function appendPage(loaded: UnsubscriberPage, next: UnsubscriberPage): UnsubscriberPage {
  const known = new Set(loaded.rows.map((row) => row.id));
  return { ...next, rows: [...loaded.rows, ...next.rows.filter((row) => !known.has(row.id))] };
}

/**
 * The unsubscribers matching `searchText`, UNSUBSCRIBERS_PAGE_SIZE at a time: `loadMore` appends
 * the next page, `reload` starts again from the first one. A 400 answer is reported with the
 * spec's text.
 */
export function useUnsubscribers(searchText: string) {
  const { data, previousData, loading, error, fetchMore, refetch } = useUnsubscribersQuery({
    variables: {
      ...(searchText ? { searchText } : {}),
      offset: 0,
      limit: UNSUBSCRIBERS_PAGE_SIZE,
    },
    // Coming back to a search (the emptied box included) asks the server again.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: badRequestMessage(UNSUBSCRIBERS_MESSAGES.loadFailed),
  });
  // While another search loads, the previous answer stays on screen.
  const page = (data ?? previousData)?.unsubscribers;
  const rows = page?.rows ?? [];

  const loadMore = useCallback(() => {
    void fetchMore({
      variables: { offset: rows.length },
      updateQuery: (loaded, { fetchMoreResult }) => ({
        unsubscribers: appendPage(loaded.unsubscribers, fetchMoreResult.unsubscribers),
      }),
    }).catch(() => undefined); // Reported by the error link.
  }, [fetchMore, rows.length]);

  const reload = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);

  return {
    rows,
    total: page?.total ?? 0,
    loaded: page !== undefined,
    loading,
    failed: Boolean(error) && !data,
    loadMore,
    reload,
  };
}
