import type { ServerModule } from '../server-module';
import { GoogleAccountResolver } from './google-account.resolver';
import { googleAccountRoutes } from './google-account.rest';
import { MailAccount } from './mail-account.entity';
import { MailboxResolver } from './mailbox.resolver';
import { mailboxRoutes } from './mailbox.rest';
import { WarmupResolver } from './warmup/warmup.resolver';
import { warmupRoutes } from './warmup/warmup.rest';

/** Mail accounts, their credentials, Google accounts, warmup and sending windows. */
export const mailboxModule: ServerModule = {
  name: 'mailbox',
  resolvers: [MailboxResolver, GoogleAccountResolver, WarmupResolver],
  routes: [mailboxRoutes, googleAccountRoutes, warmupRoutes],
  entities: [MailAccount],
};
