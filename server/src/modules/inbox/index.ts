import type { ServerModule } from '../server-module';
import { registerInboxJobs } from './inbox.jobs';

/** IMAP sync of each mailbox's inbox: replies, bounces and auto-replies. */
export const inboxModule: ServerModule = {
  name: 'inbox',
  registerJobs: (agenda, services, logger) => registerInboxJobs(agenda, services.inbox, logger),
};
