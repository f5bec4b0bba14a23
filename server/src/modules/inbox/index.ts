import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { AttachmentLinks } from './attachment-links';
import { inboxHtmlSanitizer } from './html-sanitizer';
import { CategoryCorrections } from './category-correction';
import { InboxActionsService } from './inbox-actions.service';
import { InboxAnswersService } from './inbox-answers.service';
import { InboxConversationsService } from './inbox-conversations.service';
import { InboxSync } from './inbox-sync.service';
import { registerInboxJobs } from './inbox.jobs';
import { InboxResolver } from './inbox.resolver';
import { inboxRoutes } from './inbox.rest';
import { INBOX_ENTITIES } from './inbox.entities';
import { SentSteps } from './sent-steps';

/** IMAP sync of each mailbox's inbox (replies, bounces, auto-replies) and the unified inbox. */
export const inboxModule: ServerModule = {
  name: 'inbox',
  resolvers: [InboxResolver],
  routes: [inboxRoutes],
  registerJobs: (agenda, services, logger) =>
    registerInboxJobs(agenda, services.inbox, logger, services.config.inboxSyncSeconds),
  entities: INBOX_ENTITIES,
};

/**
 * Builds the inbox sync (reading through the mailbox module's IMAP logins) and the unified inbox:
 * its reads, its actions (through the lead and campaign services) and its answers (through the
 * mailbox's transport, DKIM keys and the sending module's Sent copies).
 */
export function buildInboxServices({
  db,
  config,
  logger,
  secret,
  imapLogins,
  events,
  trackingTokens,
  leads,
  campaignRecipients,
  mailTransports,
  dkim,
}: Pick<
  ServiceDeps,
  | 'db'
  | 'config'
  | 'logger'
  | 'secret'
  | 'imapLogins'
  | 'events'
  | 'trackingTokens'
  | 'leads'
  | 'campaignRecipients'
  | 'mailTransports'
  | 'dkim'
>): Pick<Services, 'inbox' | 'inboxConversations' | 'inboxActions' | 'inboxAnswers'> {
  const log = logger.child({ module: 'inbox' });
  const links = new AttachmentLinks(secret, config.publicUrl);
  const sentSteps = new SentSteps(db, trackingTokens, config.publicUrl);
  const inboxConversations = new InboxConversationsService(db, links, sentSteps);
  // Received HTML is made safe in a worker thread (when stored, or once for older mail when read).
  inboxHtmlSanitizer.warm();
  return {
    inbox: new InboxSync(db, imapLogins, events, log),
    inboxConversations,
    inboxActions: new InboxActionsService(
      db,
      inboxConversations,
      leads,
      campaignRecipients,
      new CategoryCorrections(db, events),
    ),
    inboxAnswers: new InboxAnswersService(db, mailTransports, imapLogins, dkim, log),
  };
}
