import { UNSUBSCRIBERS_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import { useDeleteUnsubscribersMutation } from '../../../generated/graphql';

/**
 * Deletes the unsubscribe records of the given emails and confirms it. Resolves to whether it
 * worked; failures are reported by the error link, a 400 with the spec's text.
 */
export function useDeleteUnsubscribers() {
  const [mutate, { loading }] = useDeleteUnsubscribersMutation({
    context: badRequestMessage(UNSUBSCRIBERS_MESSAGES.deleteFailed),
  });

  const deleteUnsubscribers = useCallback(
    async (emails: string[]): Promise<boolean> => {
      try {
        await mutate({ variables: { emails } });
      } catch {
        return false;
      }
      showSuccess(UNSUBSCRIBERS_MESSAGES.deleted);
      return true;
    },
    [mutate],
  );

  return [deleteUnsubscribers, loading] as const;
}
