import { SEND_CHECK_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestFallback } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import { useUpdateRecipientValuesMutation } from '../../../generated/graphql';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';

/**
 * Edits a recipient's values (its row in the list it came from). The answered row replaces the
 * cached one (a recipient held for an empty field shows active again) and the campaign header's
 * count of held recipients is read again. Resolves whether it was saved.
 */
export function useRecipientValues(campaignId: string) {
  const [mutate, { loading }] = useUpdateRecipientValuesMutation({
    context: badRequestFallback(RECIPIENTS_TEXTS.editFailed),
    refetchQueries: ['CampaignDetail'],
  });

  const save = useCallback(
    async (email: string, values: { name: string; value: string }[]): Promise<boolean> => {
      try {
        await mutate({ variables: { campaignId, email, values } });
        showSuccess(SEND_CHECK_MESSAGES.valuesUpdated);
        return true;
      } catch {
        // The error link already said why.
        return false;
      }
    },
    [mutate, campaignId],
  );

  return { save, saving: loading };
}
