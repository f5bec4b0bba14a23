import { RECIPIENT_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { CONFLICT_AS_INFO, badRequestMessage } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import { useSetRecipientsPausedMutation } from '../../../generated/graphql';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';

/**
 * Pauses or plays recipients by address (spec 01 §4). The answered rows replace the cached ones,
 * so the table shows the change; nothing to change (409) is the server's text as an info toast
 * (spec 01 §8) and a 400 the tab's 'Bad Request.' text. Resolves whether anything changed.
 */
export function useRecipientsPause(campaignId: string) {
  const [mutate, { loading }] = useSetRecipientsPausedMutation({
    context: { ...CONFLICT_AS_INFO, ...badRequestMessage(RECIPIENTS_TEXTS.pauseFailed) },
  });

  const setPaused = useCallback(
    async (emails: string[], paused: boolean): Promise<boolean> => {
      try {
        await mutate({ variables: { campaignId, emails, paused } });
        showSuccess(paused ? RECIPIENT_MESSAGES.paused : RECIPIENT_MESSAGES.played);
        return true;
      } catch {
        // The error link already said why.
        return false;
      }
    },
    [mutate, campaignId],
  );

  return { setPaused, pausing: loading };
}
