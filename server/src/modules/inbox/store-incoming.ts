import type { EntityManager } from 'typeorm';
import { inboxHtmlSanitizer } from './html-sanitizer';
import type { InboxKind, MatchedSend } from './inbox-match';
import { insertAttachments, insertInboxMail, upsertConversation } from './queries/stored-mail';
import { markSenderUnverified } from './queries/sync';
import type { ReplyCategory } from './reply-category';
import { keptWithin, type StoredMailDraft } from './stored-mail';

/**
 * Stores a reply or auto-reply for the unified inbox inside the sync's transaction for it: only a
 * message matched to one of our sends (its event recorded) is stored. Unmatched mail is the
 * mailbox's own business (newsletters, colleagues, spam): copying it would fill the database and
 * the inbox with mail no campaign caused. A message matched by its sender's address alone whose
 * sender is not proven (`recorded.unproven`) is stored too, flagged "sender not verified". Its HTML
 * is made safe once (in the sanitiser's worker thread, within its time budget; before the
 * transaction: `withSafeHtml`), and what is kept is capped per conversation. A person's request to
 * be removed (recorded as an unsubscribe) is stored as their reply, labelled with its category.
 * Answers the stored message's id (null when nothing was stored).
 */
export async function storeIncoming(
  tx: EntityManager,
  accountId: string,
  messageKey: string,
  recorded: { kind: InboxKind; match: MatchedSend | null; unproven?: 'reply' | 'auto_reply' },
  mail: StoredMailDraft | null,
  receivedAt: Date,
  options: { category?: ReplyCategory } = {},
): Promise<string | null> {
  const { match } = recorded;
  const category = options.category ?? recorded.unproven ?? recorded.kind;
  const kind =
    recorded.unproven ??
    (recorded.kind === 'unsubscribe' && category === 'unsubscribe_request'
      ? 'reply'
      : recorded.kind);
  if (!mail || !match || (kind !== 'reply' && kind !== 'auto_reply')) return null;
  const conversation = await upsertConversation(tx, {
    recipientId: match.recipientId,
    accountId,
    fromEmail: mail.fromEmail,
    fromName: mail.fromName,
    subject: mail.subject,
    snippet: mail.snippet,
    receivedAt,
    category,
  });
  const kept = keptWithin(mail, conversation.storedBytes);
  // Made safe before the transaction by the sync (`withSafeHtml`); here only for other callers.
  const safeHtml =
    kept.safeHtml !== undefined || kept.html === null
      ? (kept.safeHtml ?? null)
      : await inboxHtmlSanitizer.sanitize(kept.html);
  const mailId = await insertInboxMail(tx, {
    conversationId: conversation.id,
    accountId,
    messageKey,
    sendId: match.sendId,
    kind,
    category,
    receivedAt,
    mail: kept,
    safeHtml,
  });
  if (recorded.unproven) await markSenderUnverified(tx, mailId);
  await insertAttachments(tx, mailId, kept.attachments);
  return mailId;
}
