import type { EntityManager } from 'typeorm';
import { SAFE_HTML_VERSION } from '../inbox-html';
import { keptBytes, type AttachmentDraft, type StoredMailDraft } from '../stored-mail';

/**
 * The statements that store a reply or auto-reply for the unified inbox, run in the sync's
 * transaction for the message (after its `inbox_message` claim, so each runs once per message).
 */

/**
 * Creates or updates the recipient's conversation for a message received at `receivedAt`: one
 * more message, one more unread; the row's mailbox, name, subject and time follow the latest
 * message (a message older than the latest one only counts). One upsert on the UNIQUE
 * (recipient_id); the address is the contact's, the name and `last_from_email` the From's.
 * Answers its id and the bytes its messages keep so far (`stored_bytes`). A new conversation takes
 * the recipient's lead status (the lead rules ran just before, in this transaction); later
 * changes come from the trigger on `lead` (migration 0040).
 */
export async function upsertConversation(
  tx: EntityManager,
  values: {
    recipientId: string;
    accountId: string;
    fromEmail: string;
    fromName: string;
    subject: string;
    snippet: string;
    receivedAt: Date;
    category: string;
  },
): Promise<{ id: string; storedBytes: number }> {
  const [row]: { id: string; stored_bytes: string }[] = await tx.query(
    `INSERT INTO inbox_conversation AS c
            (workspace_id, recipient_id, campaign_id, mail_account_id, peer_email, peer_name,
             subject, snippet, search_text, last_message_at, message_count, unread_count,
             lead_status, last_from_email, category)
     SELECT r.workspace_id, r.id, r.campaign_id, $2, lower(ct.email::text), $3, $4, $6,
            lower(ct.email::text || ' ' || $3 || ' ' || $4), $5, 1, 1, l.status, $7, $8
       FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
       LEFT JOIN lead l ON l.recipient_id = r.id
      WHERE r.id = $1
     ON CONFLICT (recipient_id) DO UPDATE
        SET message_count = c.message_count + 1,
            unread_count = c.unread_count + 1,
            mail_account_id = CASE WHEN excluded.last_message_at >= c.last_message_at
                                   THEN excluded.mail_account_id ELSE c.mail_account_id END,
            peer_name = CASE WHEN excluded.last_message_at >= c.last_message_at
                             THEN excluded.peer_name ELSE c.peer_name END,
            last_from_email = CASE WHEN excluded.last_message_at >= c.last_message_at
                                   THEN excluded.last_from_email ELSE c.last_from_email END,
            subject = CASE WHEN excluded.last_message_at >= c.last_message_at
                           THEN excluded.subject ELSE c.subject END,
            snippet = CASE WHEN excluded.last_message_at >= c.last_message_at
                           THEN excluded.snippet ELSE c.snippet END,
            category = CASE WHEN excluded.last_message_at >= c.last_message_at
                            THEN excluded.category ELSE c.category END,
            search_text = CASE WHEN excluded.last_message_at >= c.last_message_at
                               THEN excluded.search_text ELSE c.search_text END,
            last_message_at = greatest(c.last_message_at, excluded.last_message_at)
     RETURNING id, stored_bytes`,
    [
      values.recipientId,
      values.accountId,
      values.fromName,
      values.subject,
      values.receivedAt,
      values.snippet,
      values.fromEmail,
      values.category,
    ],
  );
  return { id: row.id, storedBytes: Number(row.stored_bytes) };
}

/**
 * Inserts a stored message (unread) with its HTML made safe (`safeHtml`, of `SAFE_HTML_VERSION`)
 * (its place in the thread, `thread_at`, is set by the trigger of migration 0046), adds
 * what it keeps to its conversation's `stored_bytes`, and answers its id.
 */
export async function insertInboxMail(
  tx: EntityManager,
  values: {
    conversationId: string;
    accountId: string;
    messageKey: string;
    sendId: string;
    kind: 'reply' | 'auto_reply';
    category: string;
    receivedAt: Date;
    mail: StoredMailDraft;
    safeHtml: string | null;
  },
): Promise<string> {
  const { mail } = values;
  const [row]: { id: string }[] = await tx.query(
    `WITH counted AS (
       UPDATE inbox_conversation SET stored_bytes = stored_bytes + $22 WHERE id = $1
       RETURNING id, workspace_id)
     INSERT INTO inbox_mail
            (workspace_id, conversation_id, mail_account_id, message_key, send_id, kind,
             from_email, from_name, to_addresses, cc_addresses, subject, message_id, in_reply_to,
             reference_ids, sent_at, received_at, text_body, html_body, truncated, safe_html,
             safe_html_version, body_dropped, category, detected_category)
     SELECT c.workspace_id, c.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
            $16, $17, $18, $19, $20, $21, $23, $23
       FROM counted c
     RETURNING id`,
    [
      values.conversationId,
      values.accountId,
      values.messageKey,
      values.sendId,
      values.kind,
      mail.fromEmail,
      mail.fromName,
      mail.to,
      mail.cc,
      mail.subject,
      mail.messageId,
      mail.inReplyTo,
      mail.references,
      mail.sentAt,
      values.receivedAt,
      mail.text,
      mail.html,
      mail.truncated,
      values.safeHtml,
      SAFE_HTML_VERSION,
      mail.bodyDropped ?? false,
      keptBytes(mail, values.safeHtml),
      values.category,
    ],
  );
  return row.id;
}

/** Inserts a message's attachments in their order, in one statement (unnest of the columns). */
export async function insertAttachments(
  tx: EntityManager,
  mailId: string,
  attachments: AttachmentDraft[],
): Promise<void> {
  if (attachments.length === 0) return;
  await tx.query(
    `INSERT INTO inbox_attachment
            (workspace_id, mail_id, position, filename, content_type, size, content_id, content)
     SELECT m.workspace_id, m.id, a.position, a.filename, a.content_type, a.size, a.content_id,
            a.content
       FROM inbox_mail m,
            unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::bytea[])
              AS a(position, filename, content_type, size, content_id, content)
      WHERE m.id = $1`,
    [
      mailId,
      attachments.map((_, index) => index + 1),
      attachments.map((a) => a.filename),
      attachments.map((a) => a.contentType),
      attachments.map((a) => a.size),
      attachments.map((a) => a.contentId),
      attachments.map((a) => a.content),
    ],
  );
}
