import { ApolloError } from '@apollo/client';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useCallback, useState } from 'react';
import { CONFLICT_AS_INFO } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import {
  type CampaignRowFragment,
  useCampaignListRowLazyQuery,
  useChangeCampaignStatusMutation,
} from '../../../generated/graphql';

/** started ↔ paused: the status a click on the row's control asks for (spec 01 §4). */
function toggledStatus(status: string): 'paused' | 'started' | null {
  if (status === 'started') return 'paused';
  if (status === 'paused') return 'started';
  return null;
}

function isConflict(error: unknown): boolean {
  return (
    error instanceof ApolloError &&
    error.graphQLErrors.some((entry) => entry.extensions?.code === 'CONFLICT')
  );
}

/**
 * Pauses a started campaign or resumes a paused one. The answer carries the new status, which the
 * normalized cache puts on the row. "Already in that state" (409) is an info toast, after which
 * the row is read again so that it shows the status the campaign really has.
 */
export function useCampaignStatusToggle() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [mutate] = useChangeCampaignStatusMutation({ context: CONFLICT_AS_INFO });
  const [readRow] = useCampaignListRowLazyQuery({ fetchPolicy: 'network-only' });

  const toggle = useCallback(
    async (campaign: Pick<CampaignRowFragment, 'id' | 'status'>) => {
      const status = toggledStatus(campaign.status);
      if (!status) return;
      setPending((now) => new Set(now).add(campaign.id));
      try {
        await mutate({ variables: { ids: [campaign.id], status } });
        showSuccess(CAMPAIGN_MESSAGES.statusUpdated);
      } catch (error) {
        if (isConflict(error)) await readRow({ variables: { id: campaign.id } });
      } finally {
        setPending((now) => {
          const next = new Set(now);
          next.delete(campaign.id);
          return next;
        });
      }
    },
    [mutate, readRow],
  );

  return { toggle, pending };
}
