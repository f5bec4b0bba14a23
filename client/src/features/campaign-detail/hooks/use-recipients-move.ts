import { RECIPIENT_SENDER_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { CONFLICT_AS_INFO, badRequestFallback } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import { useMoveRecipientsToMailboxMutation } from '../../../generated/graphql';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';

/**
 * Moves recipients (by address) to another mailbox of the campaign's pool. The answered rows
 * replace the cached ones, so the table shows their new sender; nothing to move (409) is the
 * server's text as an info toast, a 400 the server's reason. Resolves whether anything moved.
 */
export function useRecipientsMove(campaignId: string) {
  const [mutate, { loading }] = useMoveRecipientsToMailboxMutation({
    context: { ...CONFLICT_AS_INFO, ...badRequestFallback(RECIPIENTS_TEXTS.moveFailed) },
  });

  const move = useCallback(
    async (emails: string[], mailAccountId: string): Promise<boolean> => {
      try {
        await mutate({ variables: { campaignId, emails, mailAccountId } });
        showSuccess(RECIPIENT_SENDER_MESSAGES.moved);
        return true;
      } catch {
        // The error link already said why.
        return false;
      }
    },
    [mutate, campaignId],
  );

  return { move, moving: loading };
}
