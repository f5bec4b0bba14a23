import type { ServerModule } from '../server-module';
import { CampaignListsResolver } from './campaign-lists.resolver';
import { campaignListsRoutes } from './campaign-lists.rest';
import { CampaignPreviewResolver } from './campaign-preview.resolver';
import { campaignPreviewRoutes } from './campaign-preview.rest';
import { CampaignRecipientsResolver } from './campaign-recipients.resolver';
import { campaignRecipientsRoutes } from './campaign-recipients.rest';
import { CampaignSettingsResolver } from './campaign-settings.resolver';
import { campaignSettingsRoutes } from './campaign-settings.rest';
import { CampaignStepsResolver } from './campaign-steps.resolver';
import { campaignStepsRoutes } from './campaign-steps.rest';
import { CampaignResolver } from './campaign.resolver';
import { campaignRoutes } from './campaign.rest';

/** Campaigns, steps, settings, labels, linked lists, recipients and preview. */
export const campaignModule: ServerModule = {
  name: 'campaign',
  resolvers: [
    CampaignResolver,
    CampaignStepsResolver,
    CampaignSettingsResolver,
    CampaignPreviewResolver,
    CampaignListsResolver,
    CampaignRecipientsResolver,
  ],
  routes: [
    campaignRoutes,
    campaignStepsRoutes,
    campaignSettingsRoutes,
    campaignPreviewRoutes,
    campaignListsRoutes,
    campaignRecipientsRoutes,
  ],
};
