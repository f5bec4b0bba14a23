import path from 'node:path';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { LoginThrottleService } from './modules/auth/login-throttle.service';
import { TeamService } from './modules/auth/team.service';
import { CampaignPreviewService } from './modules/campaign/campaign-preview.service';
import { CampaignRecipientsService } from './modules/campaign/campaign-recipients.service';
import { CampaignSearchService } from './modules/campaign/campaign-search.service';
import { CampaignSettingsService } from './modules/campaign/campaign-settings.service';
import { CampaignStepsService } from './modules/campaign/campaign-steps.service';
import { CampaignListsService } from './modules/campaign/campaign-lists.service';
import { CampaignStatusService } from './modules/campaign/campaign-status.service';
import { CampaignService } from './modules/campaign/campaign.service';
import { LabelService } from './modules/campaign/label.service';
import { ContactImportService } from './modules/contact/contact-import.service';
import { ContactListService } from './modules/contact/contact-list.service';
import { ContactSearchService } from './modules/contact/contact-search.service';
import { UnsubscribeService } from './modules/contact/unsubscribe.service';
import { InboxSync } from './modules/inbox/inbox-sync.service';
import { LeadSettingsService } from './modules/lead/lead-settings.service';
import { LeadService } from './modules/lead/lead.service';
import { CredentialsVault } from './modules/mailbox/credentials-vault';
import { GoogleAccountService } from './modules/mailbox/google-account.service';
import { GoogleOAuth } from './modules/mailbox/google-oauth';
import { ImapLogins } from './modules/mailbox/imap-login';
import { MailTransports } from './modules/mailbox/mail-transport';
import { MailboxService } from './modules/mailbox/mailbox.service';
import { InstantlyWarmupProvider } from './modules/mailbox/warmup/instantly-warmup-provider';
import { WarmupService } from './modules/mailbox/warmup/warmup.service';
import { SendingService } from './modules/sending/dispatch.service';
import { SendingCalendarService } from './modules/sending/sending-calendar.service';
import { DkimKeys } from './modules/message/dkim';
import { EventRecorder } from './modules/events/event-recorder';
import { TrackingTokens } from './modules/tracking/tokens';
import { TrackingService } from './modules/tracking/tracking.service';
import { UnsubscribeLinkService } from './modules/tracking/unsubscribe-link.service';
import { SystemMailService } from './modules/system-mail/system-mail.service';
import { loadSecret } from './secret';

/** Every service of a process, built once and handed to GraphQL, /v1 routes and jobs. */
export interface Services {
  db: DataSource;
  config: Config;
  logger: Logger;
  mail: SystemMailService;
  auth: AuthService;
  team: TeamService;
  mailbox: MailboxService;
  google: GoogleAccountService;
  warmup: WarmupService;
  contactImport: ContactImportService;
  contactLists: ContactListService;
  contactSearch: ContactSearchService;
  unsubscribes: UnsubscribeService;
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
  inbox: InboxSync;
  campaignSteps: CampaignStepsService;
  campaignSettings: CampaignSettingsService;
  campaignPreview: CampaignPreviewService;
  campaignRecipients: CampaignRecipientsService;
  leadSettings: LeadSettingsService;
  leads: LeadService;
  sending: SendingService;
  sendingCalendar: SendingCalendarService;
}

export function createServices(db: DataSource, config: Config, logger: Logger): Services {
  const mail = new SystemMailService(
    {
      smtpUrl: config.systemSmtpUrl,
      from: config.systemMailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      allowPlaintextAuth: config.allowPlaintextMailAuth,
    },
    logger.child({ module: 'system-mail' }),
  );
  const auth = new AuthService(db, config, mail, new LoginThrottleService(db));
  const team = new TeamService(db, auth, mail);
  const secret = loadSecret(config);
  const vault = new CredentialsVault(secret);
  const hostPolicy = {
    allowPrivateHosts: config.allowPrivateMailHosts,
    allowPlaintextAuth: config.allowPlaintextMailAuth,
  };
  const mailbox = new MailboxService(db, vault, hostPolicy);
  const google = new GoogleAccountService(
    db,
    vault,
    new GoogleOAuth(config.google),
    mailbox,
    { smtp: config.google.smtp, imap: config.google.imap },
    hostPolicy,
  );
  const warmup = new WarmupService(
    mailbox,
    config.warmupApiKey
      ? new InstantlyWarmupProvider({ baseUrl: config.warmupApiUrl, apiKey: config.warmupApiKey })
      : undefined,
  );
  const campaigns = new CampaignService(db);
  const mailTransports = new MailTransports(vault, google, config.google.smtp, hostPolicy);
  const imapLogins = new ImapLogins(vault, google, mailbox, config.google.imap, hostPolicy);
  const campaignSteps = new CampaignStepsService(db, campaigns);
  const events = new EventRecorder(db);
  const trackingTokens = new TrackingTokens(secret);
  const dkim = DkimKeys.load(config.dkimKeysDir, logger.child({ module: 'dkim' }));
  return {
    db,
    config,
    logger,
    mail,
    auth,
    team,
    mailbox,
    google,
    warmup,
    contactImport: new ContactImportService(
      db,
      { dataDir: config.dataDir },
      logger.child({ module: 'contact-import' }),
    ),
    contactLists: new ContactListService(db),
    contactSearch: new ContactSearchService(db),
    unsubscribes: new UnsubscribeService(db),
    campaigns,
    campaignSearch: new CampaignSearchService(db),
    campaignLists: new CampaignListsService(db, campaigns),
    campaignStatus: new CampaignStatusService(db, campaigns),
    labels: new LabelService(db),
    events,
    trackingTokens,
    tracking: new TrackingService(db, events, trackingTokens, logger.child({ module: 'tracking' })),
    unsubscribeLinks: new UnsubscribeLinkService(db, events, trackingTokens),
    mailTransports,
    inbox: new InboxSync(db, imapLogins, events, logger.child({ module: 'inbox' })),
    campaignSteps,
    campaignSettings: new CampaignSettingsService(db, campaigns),
    campaignRecipients: new CampaignRecipientsService(db, campaigns),
    leadSettings: new LeadSettingsService(db, campaigns),
    leads: new LeadService(db),
    campaignPreview: new CampaignPreviewService(
      db,
      campaigns,
      campaignSteps,
      mailbox,
      mailTransports,
      config.publicUrl,
      dkim,
    ),
    sendingCalendar: new SendingCalendarService(db, mailbox),
    sending: new SendingService(
      db,
      events,
      mailTransports,
      imapLogins,
      mailbox,
      trackingTokens,
      config.publicUrl,
      logger.child({ module: 'sending' }),
      dkim,
    ),
  };
}
