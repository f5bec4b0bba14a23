import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestFallback } from '../../../../app/apollo';
import { showSuccess } from '../../../../components/toast';
import { useSaveComposeStepsMutation } from '../../../../generated/graphql';
import { COMPOSE_TEXTS } from '../compose-texts';
import { type ComposeValues, stepsInput } from '../message-drafts';

/**
 * Next on Compose: saves the whole sequence (new messages without id, saved ones with theirs;
 * the ones left out are deleted) and confirms it. The answer is the campaign with its messages
 * and wizard progress, which updates the cache; previews built from the old messages are
 * dropped. Resolves to whether it worked; failures are reported by the error link (a 400 with
 * the server's reason, else the spec's text).
 */
export function useSaveMessages(campaignId: string) {
  const [mutate, { loading }] = useSaveComposeStepsMutation({
    context: badRequestFallback(COMPOSE_TEXTS.saveFailed),
  });

  const save = useCallback(
    async (values: ComposeValues): Promise<boolean> => {
      try {
        await mutate({
          variables: {
            campaignId,
            messageMimeType: values.mimeType,
            steps: stepsInput(values),
          },
          update(cache) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'campaignSteps', args: { campaignId } });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'campaignPreview', args: { campaignId } });
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'previewMessages' });
            cache.gc();
          },
        });
      } catch {
        return false;
      }
      showSuccess(CAMPAIGN_MESSAGES.messagesUpdated);
      return true;
    },
    [campaignId, mutate],
  );

  return [save, loading] as const;
}
