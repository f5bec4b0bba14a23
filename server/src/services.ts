import path from 'node:path';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { LoginThrottleService } from './modules/auth/login-throttle.service';
import { TeamService } from './modules/auth/team.service';
import { ContactImportService } from './modules/contact/contact-import.service';
import { ContactListService } from './modules/contact/contact-list.service';
import { ContactSearchService } from './modules/contact/contact-search.service';
import { UnsubscribeService } from './modules/contact/unsubscribe.service';
import { CredentialsVault } from './modules/mailbox/credentials-vault';
import { GoogleAccountService } from './modules/mailbox/google-account.service';
import { GoogleOAuth } from './modules/mailbox/google-oauth';
import { MailboxService } from './modules/mailbox/mailbox.service';
import { InstantlyWarmupProvider } from './modules/mailbox/warmup/instantly-warmup-provider';
import { WarmupService } from './modules/mailbox/warmup/warmup.service';
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
}

export function createServices(db: DataSource, config: Config, logger: Logger): Services {
  const mail = new SystemMailService(
    {
      smtpUrl: config.systemSmtpUrl,
      from: config.systemMailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    },
    logger.child({ module: 'system-mail' }),
  );
  const auth = new AuthService(db, config, mail, new LoginThrottleService(db));
  const team = new TeamService(db, auth, mail);
  const vault = new CredentialsVault(loadSecret(config));
  const hostPolicy = { allowPrivateHosts: config.allowPrivateMailHosts };
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
    contactImport: new ContactImportService(db),
    contactLists: new ContactListService(db),
    contactSearch: new ContactSearchService(db),
    unsubscribes: new UnsubscribeService(db),
  };
}
