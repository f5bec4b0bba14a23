import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { InboxSync } from './inbox-sync.service';
import { registerInboxJobs } from './inbox.jobs';
import { INBOX_ENTITIES } from './inbox.entities';

/** IMAP sync of each mailbox's inbox: replies, bounces and auto-replies. */
export const inboxModule: ServerModule = {
  name: 'inbox',
  registerJobs: (agenda, services, logger) =>
    registerInboxJobs(agenda, services.inbox, logger, services.config.inboxSyncSeconds),
  entities: INBOX_ENTITIES,
};

/** Builds the inbox sync, reading through the mailbox module's IMAP logins. */
export function buildInboxServices({
  db,
  logger,
  imapLogins,
  events,
}: Pick<ServiceDeps, 'db' | 'logger' | 'imapLogins' | 'events'>): Pick<Services, 'inbox'> {
  return { inbox: new InboxSync(db, imapLogins, events, logger.child({ module: 'inbox' })) };
}
