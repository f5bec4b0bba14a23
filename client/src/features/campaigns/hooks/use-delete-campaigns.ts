import type { ApolloCache, Reference } from '@apollo/client';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import { useDeleteCampaignsMutation } from '../../../generated/graphql';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';

type StoredPage = { total: number; campaigns: readonly Reference[] };

/**
 * Takes deleted campaigns out of the cache: every cached page of the list loses their rows (and
 * its total as many), then the campaigns themselves are evicted. Nothing is fetched again.
 */
function removeCampaignsFromCache(cache: ApolloCache<unknown>, ids: readonly string[]) {
  const gone = new Set(ids);
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      campaigns(value, { readField }) {
        const page = value as StoredPage;
        const kept = page.campaigns.filter((ref) => !gone.has(readField<string>('id', ref) ?? ''));
        const removed = page.campaigns.length - kept.length;
        return removed === 0
          ? value
          : { ...page, campaigns: kept, total: Math.max(0, page.total - removed) };
      },
    },
  });
  for (const id of gone) cache.evict({ id: cache.identify({ __typename: 'Campaign', id }) });
  cache.gc();
}

/**
 * Deletes campaigns (status `deleted`, single or bulk) and confirms it. Resolves to whether it
 * worked; failures are reported by the error link, a 400 with the spec's text.
 */
export function useDeleteCampaigns() {
  const [mutate, { loading }] = useDeleteCampaignsMutation({
    context: badRequestMessage(CAMPAIGN_LIST_TEXTS.deleteFailed),
  });

  const deleteCampaigns = useCallback(
    async (ids: string[]): Promise<boolean> => {
      try {
        await mutate({
          variables: { ids },
          update: (cache) => removeCampaignsFromCache(cache, ids),
        });
      } catch {
        return false;
      }
      showSuccess(CAMPAIGN_MESSAGES.statusUpdated);
      return true;
    },
    [mutate],
  );

  return [deleteCampaigns, loading] as const;
}
