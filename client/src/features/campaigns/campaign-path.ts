import { campaignOverviewPath, campaignTabPath } from '../../app/paths';

type Routed = { id: string; status: string; currentTab: string };

/** Drafts continue in the wizard on their current tab; the others open their overview. */
export function campaignPath(campaign: Routed): string {
  return campaign.status === 'draft'
    ? campaignTabPath(campaign.id, campaign.currentTab)
    : campaignOverviewPath(campaign.id);
}
