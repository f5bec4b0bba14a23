import type { Reference } from '@apollo/client';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  WebhookFieldsFragmentDoc,
  type WebhookFieldsFragment,
} from '../../generated/graphql';

/** Creates an endpoint and adds it to the cached list (no refetch). */
export function useCreateWebhook() {
  return useCreateWebhookMutation({
    update(cache, { data }) {
      if (!data) return;
      const created = cache.writeFragment<WebhookFieldsFragment>({
        data: data.createWebhook.webhook,
        fragment: WebhookFieldsFragmentDoc,
        fragmentName: 'WebhookFields',
      });
      if (!created) return;
      cache.modify<{ webhooks: Reference[] }>({
        fields: { webhooks: (existing) => [...(existing as Reference[]), created] },
      });
    },
  });
}

/** Deletes an endpoint and drops it from the cache. */
export function useDeleteWebhook() {
  return useDeleteWebhookMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Webhook', id: data.deleteWebhook }) });
      cache.gc();
    },
  });
}
