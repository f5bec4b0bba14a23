import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { CampaignListsService } from './campaign-lists.service';
import { CampaignPreviewService } from './campaign-preview.service';
import { CampaignRecipientsService } from './campaign-recipients.service';
import { CampaignSearchService } from './campaign-search.service';
import { CampaignSettingsService } from './campaign-settings.service';
import { CampaignStatusService } from './campaign-status.service';
import { CampaignStepsService } from './campaign-steps.service';
import { CampaignService } from './campaign.service';
import { LabelService } from './label.service';
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
import { CAMPAIGN_ENTITIES } from './campaign.entities';

/**
 * Campaigns, steps, settings, labels, linked lists, recipients and preview. Services take typed
 * commands (`@outbound/common`'s campaign commands); `*.rest.ts` maps the /v1 names to them.
 * Named SQL lives in `queries/` (one file per area). The module owns every write of `campaign`
 * and `campaign_recipient`: other modules go through `campaign-states.ts` (status changes the
 * dispatcher and mailbox deletion decide) and the recipient API, `recipient-states.ts` (adding,
 * unlinking, pausing, sequence edits) and `recipient-progress.ts` (locked and re-checked before a
 * send, sent, suppressed, stopped, complete; the variables a message is rendered with). Its SQL
 * fragments (`RECIPIENT_STATE_SQL`, `RECIPIENT_VARIABLES_SQL`) stay inside the module: the sending
 * calendar counts waiting recipients with `queries/waiting.ts`.
 */
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
  entities: CAMPAIGN_ENTITIES,
};

/** Builds the campaign services; the preview renders and test-sends through a mailbox. */
export function buildCampaignServices({
  db,
  config,
  mailbox,
  mailTransports,
  dkim,
}: Pick<ServiceDeps, 'db' | 'config' | 'mailbox' | 'mailTransports' | 'dkim'>): Pick<
  Services,
  | 'campaigns'
  | 'campaignSearch'
  | 'campaignLists'
  | 'campaignStatus'
  | 'labels'
  | 'campaignSteps'
  | 'campaignSettings'
  | 'campaignRecipients'
  | 'campaignPreview'
> {
  const campaigns = new CampaignService(db);
  const campaignSteps = new CampaignStepsService(db, campaigns);
  return {
    campaigns,
    campaignSearch: new CampaignSearchService(db),
    campaignLists: new CampaignListsService(db, campaigns),
    campaignStatus: new CampaignStatusService(db, campaigns),
    labels: new LabelService(db),
    campaignSteps,
    campaignSettings: new CampaignSettingsService(db, campaigns),
    campaignRecipients: new CampaignRecipientsService(db, campaigns),
    campaignPreview: new CampaignPreviewService(
      db,
      campaigns,
      campaignSteps,
      mailbox,
      mailTransports,
      config.publicUrl,
      dkim,
    ),
  };
}
