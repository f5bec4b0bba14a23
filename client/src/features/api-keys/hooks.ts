import type { Reference } from '@apollo/client';
import {
  ApiKeyFieldsFragmentDoc,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  type ApiKeyFieldsFragment,
} from '../../generated/graphql';

/** Makes a key and puts it first in the cached list (no refetch). */
export function useCreateApiKey() {
  return useCreateApiKeyMutation({
    update(cache, { data }) {
      if (!data) return;
      const created = cache.writeFragment<ApiKeyFieldsFragment>({
        data: data.createApiKey.apiKey,
        fragment: ApiKeyFieldsFragmentDoc,
        fragmentName: 'ApiKeyFields',
      });
      if (!created) return;
      cache.modify<{ apiKeys: Reference[] }>({
        fields: { apiKeys: (existing) => [created, ...(existing as Reference[])] },
      });
    },
  });
}

/** Revokes a key and drops it from the cache. */
export function useRevokeApiKey() {
  return useRevokeApiKeyMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'ApiKey', id: data.revokeApiKey }) });
      cache.gc();
    },
  });
}
