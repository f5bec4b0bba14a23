import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { CredentialsVault } from './credentials-vault';
import { GoogleAccountService } from './google-account.service';
import { GoogleOAuth } from './google-oauth';
import { ImapLogins } from './imap-login';
import { MailTransports } from './mail-transport';
import { MailboxService } from './mailbox.service';
import { InstantlyWarmupProvider } from './warmup/instantly-warmup-provider';
import { WarmupService } from './warmup/warmup.service';
import { GoogleAccountResolver } from './google-account.resolver';
import { googleAccountRoutes } from './google-account.rest';
import { MAILBOX_ENTITIES } from './mailbox.entities';
import { MailboxResolver } from './mailbox.resolver';
import { mailboxRoutes } from './mailbox.rest';
import { WarmupResolver } from './warmup/warmup.resolver';
import { warmupRoutes } from './warmup/warmup.rest';

/** Mail accounts, their credentials, Google accounts, warmup and sending windows. */
export const mailboxModule: ServerModule = {
  name: 'mailbox',
  resolvers: [MailboxResolver, GoogleAccountResolver, WarmupResolver],
  routes: [mailboxRoutes, googleAccountRoutes, warmupRoutes],
  entities: MAILBOX_ENTITIES,
};

/** Builds the mailbox services; the credentials vault and the host policy stay inside the module. */
export function buildMailboxServices({
  db,
  config,
  secret,
  audit,
}: Pick<ServiceDeps, 'db' | 'config' | 'secret' | 'audit'>): Pick<
  Services,
  'mailbox' | 'google' | 'warmup' | 'mailTransports' | 'imapLogins'
> {
  const vault = new CredentialsVault(secret);
  const hostPolicy = {
    allowPrivateHosts: config.allowPrivateMailHosts,
    allowPlaintextAuth: config.allowPlaintextMailAuth,
  };
  const mailbox = new MailboxService(db, vault, hostPolicy, audit);
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
    mailbox,
    google,
    warmup,
    mailTransports: new MailTransports(vault, google, config.google.smtp, hostPolicy),
    imapLogins: new ImapLogins(vault, google, mailbox, config.google.imap, hostPolicy),
  };
}
