import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { contactHooks } from '../contact/hooks';
import { mailboxHooks } from '../mailbox/hooks';
import { pauseCampaignsOfMailbox } from './campaign-states';
import { CampaignListsService } from './lists/campaign-lists.service';
import { CampaignPreviewService } from './preview/campaign-preview.service';
import { CampaignVariantsService } from './variants/campaign-variants.service';
import { CampaignVariantsResolver } from './variants/campaign-variants.resolver';
import { campaignVariantsRoutes } from './variants/campaign-variants.rest';
import { CampaignRecipientsService } from './recipients/campaign-recipients.service';
import { CampaignSearchService } from './campaign-search.service';
import { CampaignSettingsService } from './settings/campaign-settings.service';
import { CampaignSendingAccountService } from './sending-account/campaign-sending-account.service';
import { CampaignPoolService } from './pool/campaign-pool.service';
import { CampaignPoolResolver } from './pool/campaign-pool.resolver';
import { campaignPoolRoutes } from './pool/campaign-pool.rest';
import { CampaignStatusService } from './campaign-status.service';
import { CampaignStepsService } from './steps/campaign-steps.service';
import { CampaignService } from './campaign.service';
import { LabelService } from './labels/label.service';
import { LabelResolver } from './labels/label.resolver';
import { labelRoutes } from './labels/label.rest';
import { CampaignListsResolver } from './lists/campaign-lists.resolver';
import { campaignListsRoutes } from './lists/campaign-lists.rest';
import { CampaignPreviewResolver } from './preview/campaign-preview.resolver';
import { campaignPreviewRoutes } from './preview/campaign-preview.rest';
import { CampaignRecipientsResolver } from './recipients/campaign-recipients.resolver';
import { campaignRecipientsRoutes } from './recipients/campaign-recipients.rest';
import { RecipientValuesResolver } from './recipients/recipient-values.resolver';
import { recipientValuesRoutes } from './recipients/recipient-values.rest';
import { RecipientValuesService } from './recipients/recipient-values.service';
import { AddressChecksService } from './recipients/address-checks.service';
import { registerAddressCheckJobs } from './recipients/address-checks.jobs';
import { CampaignSettingsResolver } from './settings/campaign-settings.resolver';
import { campaignSettingsRoutes } from './settings/campaign-settings.rest';
import { CampaignSendingAccountResolver } from './sending-account/campaign-sending-account.resolver';
import { campaignSendingAccountRoutes } from './sending-account/campaign-sending-account.rest';
import { CampaignStepsResolver } from './steps/campaign-steps.resolver';
import { campaignStepsRoutes } from './steps/campaign-steps.rest';
import { CampaignResolver } from './campaign.resolver';
import { campaignRoutes } from './campaign.rest';
import { CAMPAIGN_ENTITIES } from './campaign.entities';
import {
  releaseDeliverableDomains,
  stopRecipientsOnDoNotContact,
} from './recipients/recipient-check-changes';

/**
 * Campaigns, with one folder per sub-area: `steps/` (the sequence, running edits), `recipients/`
 * (the recipient API and the Recipients tab), `lists/` (linked contact lists and their mapping),
 * `preview/` (preview and test send), `settings/`, `sending-account/` (the mailbox and From name
 * of campaign settings), `pool/` (the sending pool: the campaign's mailboxes) and `labels/`; the campaign itself (wizard
 * start, list page, status machine) is at the top. Services take typed commands
 * (`@outbound/common`'s campaign commands); each `*.rest.ts` maps the /v1 names to them. Named
 * SQL lives in each area's `queries.ts` (`queries/` at the top and in `recipients/`). The module
 * owns every write of `campaign` and `campaign_recipient`: other modules go through
 * `campaign-states.ts` (status changes the dispatcher and mailbox deletion decide) and the
 * recipient API, `recipients/recipient-states.ts` (adding, unlinking, pausing, sequence edits) and
 * `recipients/recipient-progress.ts` (locked and re-checked before a send, sent, suppressed,
 * stopped, complete; the variables a message is rendered with; the recipients waiting, for the
 * sending calendar). Its SQL fragments (`RECIPIENT_STATE_SQL`, `RECIPIENT_VARIABLES_SQL`) stay
 * inside the module.
 */
export const campaignModule: ServerModule = {
  name: 'campaign',
  resolvers: [
    CampaignResolver,
    CampaignStepsResolver,
    CampaignSettingsResolver,
    CampaignSendingAccountResolver,
    CampaignPoolResolver,
    CampaignPreviewResolver,
    CampaignVariantsResolver,
    CampaignListsResolver,
    CampaignRecipientsResolver,
    RecipientValuesResolver,
    LabelResolver,
  ],
  routes: [
    campaignRoutes,
    campaignStepsRoutes,
    campaignSettingsRoutes,
    campaignSendingAccountRoutes,
    campaignPoolRoutes,
    campaignPreviewRoutes,
    campaignVariantsRoutes,
    campaignListsRoutes,
    campaignRecipientsRoutes,
    recipientValuesRoutes,
    labelRoutes,
  ],
  entities: CAMPAIGN_ENTITIES,
  registerJobs: (agenda, services) => registerAddressCheckJobs(agenda, services.addressChecks),
};

/**
 * Builds the campaign services (the preview renders and test-sends through a mailbox), and
 * supplies the mailbox hook that pauses a deleted mailbox's campaigns.
 */
export function buildCampaignServices({
  db,
  config,
  mailbox,
  mailTransports,
  dkim,
  audit,
}: Pick<ServiceDeps, 'db' | 'config' | 'mailbox' | 'mailTransports' | 'dkim' | 'audit'>): Pick<
  Services,
  | 'campaigns'
  | 'campaignSearch'
  | 'campaignLists'
  | 'campaignStatus'
  | 'labels'
  | 'campaignSteps'
  | 'campaignSettings'
  | 'campaignSendingAccount'
  | 'campaignPool'
  | 'campaignRecipients'
  | 'recipientValues'
  | 'addressChecks'
  | 'campaignPreview'
  | 'campaignVariants'
> {
  mailboxHooks.supply({ pauseCampaignsOfDeletedMailbox: pauseCampaignsOfMailbox });
  contactHooks.supply({
    doNotContactAdded: stopRecipientsOnDoNotContact,
    domainsDeliverableAgain: releaseDeliverableDomains,
  });
  const campaigns = new CampaignService(db);
  const campaignSteps = new CampaignStepsService(db, campaigns);
  const addressChecks = new AddressChecksService(db);
  return {
    campaigns,
    campaignSearch: new CampaignSearchService(db),
    campaignLists: new CampaignListsService(db, campaigns, addressChecks),
    campaignStatus: new CampaignStatusService(db, campaigns, audit),
    labels: new LabelService(db),
    campaignSteps,
    campaignSettings: new CampaignSettingsService(db, campaigns),
    campaignSendingAccount: new CampaignSendingAccountService(db, campaigns),
    campaignPool: new CampaignPoolService(db, campaigns),
    campaignRecipients: new CampaignRecipientsService(db, campaigns, audit),
    recipientValues: new RecipientValuesService(db, campaigns),
    addressChecks,
    campaignPreview: new CampaignPreviewService(
      db,
      campaigns,
      campaignSteps,
      mailbox,
      mailTransports,
      config.publicUrl,
      dkim,
    ),
    campaignVariants: new CampaignVariantsService(db, campaigns, campaignSteps),
  };
}

export { recipientVariablesOf } from './recipients/recipient-progress';
