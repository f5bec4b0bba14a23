import { UNSUBSCRIBERS_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import { useDeleteUnsubscribeDomainsMutation } from '../../../generated/graphql';

/**
 * Deletes some of a recipient's unsubscribed domains (their senders may then email them again)
 * and confirms it. Resolves to whether it worked; failures are reported by the error link, a 400
 * with the spec's text.
 */
export function useDeleteUnsubscribeDomains() {
  const [mutate, { loading }] = useDeleteUnsubscribeDomainsMutation({
    context: badRequestMessage(UNSUBSCRIBERS_MESSAGES.deleteDomainsFailed),
  });

  const deleteDomains = useCallback(
    async (email: string, domains: string[]): Promise<boolean> => {
      try {
        await mutate({ variables: { email, domains } });
      } catch {
        return false;
      }
      showSuccess(UNSUBSCRIBERS_MESSAGES.domainsDeleted);
      return true;
    },
    [mutate],
  );

  return [deleteDomains, loading] as const;
}
