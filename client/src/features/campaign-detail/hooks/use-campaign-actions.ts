import { useApolloClient } from '@apollo/client';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONFLICT_AS_INFO, badRequestFallback } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import {
  type CampaignScheduleInput,
  useDuplicateCampaignMutation,
  useRenameCampaignMutation,
  useSetDetailCampaignStatusMutation,
} from '../../../generated/graphql';
import { campaignPath } from '../../campaigns/campaign-path';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';

/**
 * What the header menu does to its campaign. Each action resolves to whether it worked; failures
 * are reported by the error link (a 409 "already in that state" as the spec's info toast).
 * After a status change the page reloads: every query on it is fetched again.
 */
export function useCampaignActions(campaignId: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [rename] = useRenameCampaignMutation({
    context: badRequestFallback(CAMPAIGN_DETAIL_TEXTS.renameFailed),
  });
  const [duplicate] = useDuplicateCampaignMutation({
    context: badRequestFallback(CAMPAIGN_DETAIL_TEXTS.duplicateFailed),
  });
  const [setStatus] = useSetDetailCampaignStatusMutation();

  /** Refresh: every active query of the page again, from the server. */
  const refresh = useCallback(async () => {
    await client.refetchQueries({ include: 'active' });
  }, [client]);

  const renameCampaign = useCallback(
    async (name: string) => {
      try {
        await rename({ variables: { id: campaignId, name } });
        return true;
      } catch {
        return false;
      }
    },
    [rename, campaignId],
  );

  /** Duplicate, then open the copy (a draft continues in the wizard). */
  const duplicateCampaign = useCallback(async () => {
    try {
      const { data } = await duplicate({ variables: { id: campaignId } });
      if (data) navigate(campaignPath(data.duplicateCampaign));
    } catch {
      // Reported by the error link.
    }
  }, [duplicate, navigate, campaignId]);

  /** Start Now (`started`) or Reschedule (`scheduled` with the new start). */
  const changeStatus = useCallback(
    async (status: 'started' | 'scheduled', schedule?: CampaignScheduleInput) => {
      const failed =
        status === 'scheduled'
          ? CAMPAIGN_DETAIL_TEXTS.rescheduleFailed
          : CAMPAIGN_DETAIL_TEXTS.statusFailed;
      let changed = false;
      try {
        await setStatus({
          variables: { id: campaignId, status, ...(schedule && { schedule }) },
          context: { ...CONFLICT_AS_INFO, ...badRequestFallback(failed) },
        });
        showSuccess(
          status === 'scheduled' ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.statusUpdated,
        );
        changed = true;
      } catch {
        // Reported by the error link; the page still shows what the campaign is now.
      }
      await refresh();
      return changed;
    },
    [setStatus, refresh, campaignId],
  );

  return { refresh, renameCampaign, duplicateCampaign, changeStatus };
}
