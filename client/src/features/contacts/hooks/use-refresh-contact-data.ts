import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';

/** Root fields whose answers change when a list is imported. */
const IMPORT_AFFECTED_FIELDS = ['contactLists', 'contactStats', 'contacts'] as const;

/**
 * After an import: the lists, stats and contact pages on screen are fetched again, and keep
 * showing what they have until the new answer arrives.
 */
export function useRefreshContactData() {
  const client = useApolloClient();
  return useCallback(
    () =>
      client.refetchQueries({
        updateCache(cache) {
          cache.modify({
            id: 'ROOT_QUERY',
            fields: Object.fromEntries(
              IMPORT_AFFECTED_FIELDS.map((field) => [
                field,
                (_value: unknown, { INVALIDATE }: { INVALIDATE: unknown }) => INVALIDATE,
              ]),
            ),
          });
        },
      }),
    [client],
  );
}
