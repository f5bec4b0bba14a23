import { useCallback, useState } from 'react';
import { badRequestFallback } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import {
  CampaignDetailDocument,
  useSetSequenceStepStatusMutation,
} from '../../../generated/graphql';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';

export type StepStatus = 'active' | 'pause';

/**
 * Pauses or enables one message of the Sequence tab. The server's confirmation shows as a success
 * toast; a failure is reported by the error link ('Bad Request. …' unless the server says why).
 * The message changes in place in the cache (the answer is a StepStatusChange, not the Step
 * itself), and the campaign is fetched again: the header's note reports paused messages.
 */
export function useStepStatus(campaignId: string) {
  const [setStepStatus] = useSetSequenceStepStatusMutation({
    refetchQueries: [CampaignDetailDocument],
  });
  const [changing, setChanging] = useState<string | null>(null);

  const changeStatus = useCallback(
    async (stepId: string, status: StepStatus) => {
      setChanging(stepId);
      try {
        const { data } = await setStepStatus({
          variables: { campaignId, stepId, status },
          context: badRequestFallback(
            status === 'pause'
              ? CAMPAIGN_DETAIL_TEXTS.stepPauseFailed
              : CAMPAIGN_DETAIL_TEXTS.stepEnableFailed,
          ),
          update(cache, { data: answer }) {
            if (!answer) return;
            cache.modify({
              id: cache.identify({ __typename: 'Step', id: answer.setStepStatus.id }),
              fields: { status: () => answer.setStepStatus.status },
            });
          },
        });
        if (data) showSuccess(data.setStepStatus.message);
      } catch {
        // Reported by the error link; the step still shows what the server last said.
      } finally {
        setChanging(null);
      }
    },
    [setStepStatus, campaignId],
  );

  return { changeStatus, changing };
}
