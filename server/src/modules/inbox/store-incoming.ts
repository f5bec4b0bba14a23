import type { EntityManager } from 'typeorm';
import { inboxHtmlSanitizer } from './html-sanitizer';
import type { InboxKind, MatchedSend } from './inbox-match';
import { insertAttachments, insertInboxMail, upsertConversation } from './queries/stored-mail';
import { markSenderUnverified } from './queries/sync';
import { keptWithin, type StoredMailDraft } from './stored-mail';

/**
 * Stores a reply or auto-reply for the unified inbox inside the sync's transaction for it: only a
 * message matched to one of our sends (its event recorded) is stored. Unmatched mail is the
 * mailbox's own business (newsletters, colleagues, spam): copying it would fill the database and
 * the inbox with mail no campaign caused. A message matched by its sender's address alone whose
 * sender is not proven (`recorded.unproven`) is stored too, flagged "sender not verified". Its HTML
 * is made safe once (in the sanitiser's worker thread, within its time budget; before the
 * transaction: `withSafeHtml`), and what is kept is capped per conversation.
 */
export async function storeIncoming(
  tx: EntityManager,
  accountId: string,
  messageKey: string,
  recorded: { kind: InboxKind; match: MatchedSend | null; unproven?: 'reply' | 'auto_reply' },
  mail: StoredMailDraft | null,
  receivedAt: Date,
): Promise<void> {
  const { match } = recorded;
  const kind = recorded.unproven ?? recorded.kind;
  if (!mail || !match || (kind !== 'reply' && kind !== 'auto_reply')) return;
  const conversation = await upsertConversation(tx, {
    recipientId: match.recipientId,
    accountId,
    fromEmail: mail.fromEmail,
    fromName: mail.fromName,
    subject: mail.subject,
    snippet: mail.snippet,
    receivedAt,
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
    receivedAt,
    mail: kept,
    safeHtml,
  });
  if (recorded.unproven) await markSenderUnverified(tx, mailId);
  await insertAttachments(tx, mailId, kept.attachments);
}
