import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { DatabaseMetricsSources } from './metrics/database-metrics';
import { buildAuditServices } from './modules/audit';
import { buildAuthServices } from './modules/auth';
import { buildCampaignServices } from './modules/campaign';
import { buildContactServices } from './modules/contact';
import { buildDeliverabilityServices } from './modules/deliverability';
import { buildEventsServices } from './modules/events';
import { buildBounceGuard, buildGuardrailServices } from './modules/guardrails';
import { buildInboxServices } from './modules/inbox';
import { buildLeadServices } from './modules/lead';
import { buildMailboxServices } from './modules/mailbox';
import { buildMessageServices } from './modules/message';
import { buildReportsServices } from './modules/reports';
import { buildSendingServices } from './modules/sending';
import { buildSystemMailServices } from './modules/system-mail';
import { buildTrackingServices } from './modules/tracking';
import { buildWebhookServices } from './modules/webhook';
import { campaignHooks } from './modules/campaign/hooks';
import { mailboxHooks } from './modules/mailbox/hooks';
import { contactHooks } from './modules/contact/hooks';
import type { AuditService } from './modules/audit/audit.service';
import type { AuthService } from './modules/auth/auth.service';
import type { TeamService } from './modules/auth/team.service';
import type { ApiKeyService } from './modules/auth/api-keys/api-keys.service';
import type { CampaignPreviewService } from './modules/campaign/preview/campaign-preview.service';
import type { CampaignVariantsService } from './modules/campaign/variants/campaign-variants.service';
import type { CampaignRecipientsService } from './modules/campaign/recipients/campaign-recipients.service';
import type { RecipientValuesService } from './modules/campaign/recipients/recipient-values.service';
import type { AddressChecksService } from './modules/campaign/recipients/address-checks.service';
import type { CampaignSearchService } from './modules/campaign/campaign-search.service';
import type { CampaignSettingsService } from './modules/campaign/settings/campaign-settings.service';
import type { CampaignPoolService } from './modules/campaign/pool/campaign-pool.service';
import type { CampaignSendingAccountService } from './modules/campaign/sending-account/campaign-sending-account.service';
import type { CampaignStepsService } from './modules/campaign/steps/campaign-steps.service';
import type { CampaignListsService } from './modules/campaign/lists/campaign-lists.service';
import type { CampaignStatusService } from './modules/campaign/campaign-status.service';
import type { CampaignService } from './modules/campaign/campaign.service';
import type { LabelService } from './modules/campaign/labels/label.service';
import type { ContactImportService } from './modules/contact/contact-import.service';
import type { ContactListService } from './modules/contact/contact-list.service';
import type { ContactSearchService } from './modules/contact/contact-search.service';
import type { UnsubscribeService } from './modules/contact/unsubscribe.service';
import type { DoNotContactService } from './modules/contact/do-not-contact.service';
import type { InboxSync } from './modules/inbox/inbox-sync.service';
import type { InboxActionsService } from './modules/inbox/inbox-actions.service';
import type { InboxAnswersService } from './modules/inbox/inbox-answers.service';
import type { InboxConversationsService } from './modules/inbox/inbox-conversations.service';
import type { LeadSettingsService } from './modules/lead/lead-settings.service';
import type { LeadService } from './modules/lead/lead.service';
import type { GoogleAccountService } from './modules/mailbox/google-account.service';
import type { ImapLogins } from './modules/mailbox/imap-login';
import type { MailTransports } from './modules/mailbox/mail-transport';
import type { MailboxService } from './modules/mailbox/mailbox.service';
import type { WarmupService } from './modules/mailbox/warmup/warmup.service';
import type { DispatchService } from './modules/sending/dispatch.service';
import type { DiagnosisService } from './modules/sending/diagnosis/diagnosis.service';
import type { SendingCalendarService } from './modules/sending/sending-calendar.service';
import type { DkimKeys } from './modules/message/dkim';
import type { DeliverabilityService } from './modules/deliverability/deliverability.service';
import type { EventRecorder } from './modules/events/event-recorder';
import type { GuardrailsService } from './modules/guardrails/guardrails.service';
import type { TrackingTokens } from './modules/tracking/tokens';
import type { TrackingService } from './modules/tracking/tracking.service';
import type { UnsubscribeLinkService } from './modules/tracking/unsubscribe-link.service';
import type { CampaignReportsService } from './modules/reports/campaign-reports.service';
import type { DashboardService } from './modules/reports/dashboard.service';
import type { SystemMailService } from './modules/system-mail/system-mail.service';
import type { WebhookOutbox } from './modules/webhook/webhook-outbox';
import type { WebhookSecrets } from './modules/webhook/webhook-secrets';
import type { WebhookService } from './modules/webhook/webhook.service';
import { skipRecipientDomainLookups } from './modules/contact/domain-checks';
import { useDnsServers } from './dns/resolver';
import { loadSecret } from './secret';

/** Every service of a process, built once and handed to GraphQL, /v1 routes and jobs. */
export interface Services {
  db: DataSource;
  config: Config;
  logger: Logger;
  mail: SystemMailService;
  audit: AuditService;
  auth: AuthService;
  team: TeamService;
  apiKeys: ApiKeyService;
  mailbox: MailboxService;
  google: GoogleAccountService;
  warmup: WarmupService;
  contactImport: ContactImportService;
  contactLists: ContactListService;
  contactSearch: ContactSearchService;
  unsubscribes: UnsubscribeService;
  doNotContact: DoNotContactService;
  campaigns: CampaignService;
  campaignSearch: CampaignSearchService;
  campaignLists: CampaignListsService;
  campaignStatus: CampaignStatusService;
  labels: LabelService;
  events: EventRecorder;
  trackingTokens: TrackingTokens;
  tracking: TrackingService;
  unsubscribeLinks: UnsubscribeLinkService;
  mailTransports: MailTransports;
  imapLogins: ImapLogins;
  dkim: DkimKeys;
  inbox: InboxSync;
  inboxConversations: InboxConversationsService;
  inboxActions: InboxActionsService;
  inboxAnswers: InboxAnswersService;
  campaignSteps: CampaignStepsService;
  campaignSettings: CampaignSettingsService;
  campaignSendingAccount: CampaignSendingAccountService;
  campaignPool: CampaignPoolService;
  campaignPreview: CampaignPreviewService;
  campaignVariants: CampaignVariantsService;
  campaignRecipients: CampaignRecipientsService;
  recipientValues: RecipientValuesService;
  addressChecks: AddressChecksService;
  leadSettings: LeadSettingsService;
  leads: LeadService;
  dispatch: DispatchService;
  sendingCalendar: SendingCalendarService;
  diagnosis: DiagnosisService;
  campaignReports: CampaignReportsService;
  dashboard: DashboardService;
  webhooks: WebhookService;
  webhookOutbox: WebhookOutbox;
  webhookSecrets: WebhookSecrets;
  deliverability: DeliverabilityService;
  guardrails: GuardrailsService;
}

/** What a module's services are built from: the process's own values and earlier modules' services. */
export type ServiceDeps = Services & { secret: string };

/**
 * Builds every module's services (each module's index says how), in the order their dependencies
 * need: the audit log first (the audited modules record through it); system mail before auth;
 * mailbox, message and events before the campaign, sending, inbox and tracking services that use
 * them; sending before the reports (the dashboard's forecast). The modules above the campaign and
 * mailbox modules supply those modules' hooks as they are built (modules/module-hooks.ts); a hook
 * left unsupplied stops the process here.
 */
export function createServices(db: DataSource, config: Config, logger: Logger): Services {
  const audit = buildAuditServices({ db, logger });
  const core = { db, config, logger, secret: loadSecret(config), ...audit };
  useDnsServers(config.dnsServers);
  skipRecipientDomainLookups(config.skipRecipientDomainChecks);
  const systemMail = buildSystemMailServices(core);
  const auth = buildAuthServices({ ...core, ...systemMail });
  const mailbox = buildMailboxServices(core);
  const message = buildMessageServices(core);
  const webhook = buildWebhookServices(core);
  const bounceGuard = buildBounceGuard(webhook);
  const events = buildEventsServices({ ...core, ...webhook }, bounceGuard);
  const guardrails = buildGuardrailServices({ ...core, ...mailbox }, bounceGuard);
  const tracking = buildTrackingServices({ ...core, ...events });
  const contact = buildContactServices(core);
  const campaign = buildCampaignServices({ ...core, ...mailbox, ...message });
  const lead = buildLeadServices({ ...core, ...campaign, ...webhook });
  const sending = buildSendingServices({
    ...core,
    ...mailbox,
    ...message,
    ...events,
    ...tracking,
    ...campaign,
  });
  const reports = buildReportsServices({ ...core, ...campaign, ...mailbox, ...sending });
  const inbox = buildInboxServices({
    ...core,
    ...mailbox,
    ...message,
    ...events,
    ...tracking,
    ...campaign,
    ...lead,
  });
  const deliverability = buildDeliverabilityServices({ ...core, ...mailbox, ...message });
  campaignHooks.assertSupplied();
  mailboxHooks.assertSupplied();
  contactHooks.assertSupplied();
  return {
    db,
    config,
    logger,
    ...audit,
    ...systemMail,
    ...auth,
    ...mailbox,
    ...message,
    ...events,
    ...tracking,
    ...contact,
    ...campaign,
    ...lead,
    ...sending,
    ...inbox,
    ...reports,
    ...webhook,
    ...deliverability,
    ...guardrails,
  };
}

/** What `GET /metrics` reads of the process's services at a scrape (`metrics/`). */
export function metricsSources(services: Services): DatabaseMetricsSources {
  return { db: services.db, heldHits: () => services.tracking.heldHits };
}
