import type { EntityManager } from 'typeorm';

/**
 * The statements of a person's correction of a received message's category
 * (`category-correction.ts`), all in the correction's transaction.
 */

/** A stored message as a correction needs it. */
export interface CorrectedMail {
  id: string;
  category: string;
  conversation_id: string;
  mail_account_id: string;
  message_key: string;
  message_id: string | null;
  send_id: string;
  step_id: string | null;
  recipient_id: string;
  campaign_id: string;
  email: string;
  stop_for_company: boolean;
  subject: string;
  text_body: string | null;
  sent_at: Date | null;
  received_at: Date;
}

/** The workspace's stored message `mailId` (undefined when it is not the workspace's). */
export async function selectCorrectedMail(
  tx: EntityManager,
  workspaceId: string,
  mailId: string,
): Promise<CorrectedMail | undefined> {
  const [row]: CorrectedMail[] = await tx.query(
    `SELECT m.id, m.category, m.conversation_id, m.mail_account_id, m.message_key, m.message_id,
            m.send_id, s.step_id, c.recipient_id, r.campaign_id, r.email, cp.stop_for_company,
            m.subject, m.text_body, m.sent_at, m.received_at
       FROM inbox_mail m
       JOIN inbox_conversation c ON c.id = m.conversation_id
       JOIN campaign_recipient r ON r.id = c.recipient_id
       JOIN campaign cp ON cp.id = r.campaign_id
       LEFT JOIN send s ON s.id = m.send_id
      WHERE m.id = $1 AND m.workspace_id = $2`,
    [mailId, workspaceId],
  );
  return row;
}

/**
 * Locks, in id order (every writer's order), the recipient, the colleagues its reply stopped and,
 * when `domain` is given, the campaign's active recipients at that domain; then the message row.
 */
export async function lockForCorrection(
  tx: EntityManager,
  mail: CorrectedMail,
  domain: string | null,
): Promise<void> {
  await tx.query(
    `SELECT id FROM campaign_recipient
      WHERE id = $1 OR stopped_by = $1
         OR ($3::text IS NOT NULL AND campaign_id = $2 AND state = 'active'
             AND split_part(email, '@', 2) = $3)
      ORDER BY id FOR UPDATE`,
    [mail.recipient_id, mail.campaign_id, domain],
  );
  await tx.query(`SELECT id FROM inbox_mail WHERE id = $1 FOR UPDATE`, [mail.id]);
}

/** Whether another message of the conversation is (still) in `category`. */
export async function otherMailIn(
  tx: EntityManager,
  mail: CorrectedMail,
  category: string,
): Promise<boolean> {
  const rows: unknown[] = await tx.query(
    `SELECT 1 FROM inbox_mail WHERE conversation_id = $1 AND id <> $2 AND category = $3 LIMIT 1`,
    [mail.conversation_id, mail.id, category],
  );
  return rows.length > 0;
}

/**
 * Undoes a reply's stop: the recipient (still `replied`, not a lead) and the colleagues it
 * stopped are active again, due at once (the sending window and the planner's order apply).
 */
export async function resumeReplied(tx: EntityManager, recipientId: string): Promise<void> {
  await tx.query(
    `UPDATE campaign_recipient SET state = 'active', next_send_at = now(), stopped_by = NULL
      WHERE (id = $1 AND state = 'replied') OR (stopped_by = $1 AND state = 'replied')`,
    [recipientId],
  );
}

/**
 * Undoes an unsubscribe request: the address leaves the sender domain's list, the contact is
 * active again (unless it bounced), and the recipient resumes, due at once.
 */
export async function resumeUnsubscribed(tx: EntityManager, recipientId: string): Promise<void> {
  await tx.query(
    `WITH r AS (
       -- As the event recorder wrote it: the contact's address, the campaign mailbox's domain.
       SELECT r.id, r.workspace_id, ct.email, r.contact_id,
              lower(split_part(ma.email::text, '@', 2)) AS domain
         FROM campaign_recipient r
         JOIN contact ct ON ct.id = r.contact_id
         JOIN campaign c ON c.id = r.campaign_id
         LEFT JOIN mail_account ma ON ma.id = c.mail_account_id
        WHERE r.id = $1 AND r.state = 'unsubscribed'),
     gone AS (
       DELETE FROM unsubscribe u USING r
        WHERE u.workspace_id = r.workspace_id AND u.email = r.email AND u.domain = r.domain),
     contact AS (
       UPDATE contact ct SET status = 'active', updated_at = now() FROM r
        WHERE ct.id = r.contact_id AND ct.status = 'unsubscribed')
     UPDATE campaign_recipient cr SET state = 'active', next_send_at = now()
       FROM r WHERE cr.id = r.id`,
    [recipientId],
  );
}

/** Undoes an out-of-office pause not changed since: the due time before it, and no away row. */
export async function resumeAway(tx: EntityManager, recipientId: string): Promise<void> {
  await tx.query(
    `WITH away AS (DELETE FROM recipient_away WHERE recipient_id = $1 RETURNING *)
     UPDATE campaign_recipient r SET next_send_at = away.due_before
       FROM away
      WHERE r.id = away.recipient_id AND r.state = 'active' AND r.next_send_at = away.resumes_at`,
    [recipientId],
  );
}

/** The message's new category, on it, on its inbox_message, and on its conversation if latest. */
export async function setMailCategory(
  tx: EntityManager,
  mail: CorrectedMail,
  category: string,
): Promise<void> {
  await tx.query(`UPDATE inbox_mail SET category = $2 WHERE id = $1`, [mail.id, category]);
  await tx.query(
    `UPDATE inbox_message SET category = $3 WHERE mail_account_id = $1 AND message_key = $2`,
    [mail.mail_account_id, mail.message_key, category],
  );
  await tx.query(
    `UPDATE inbox_conversation c
        SET category = (SELECT m.category FROM inbox_mail m WHERE m.conversation_id = c.id
                         ORDER BY m.received_at DESC, m.id DESC LIMIT 1)
      WHERE c.id = $1`,
    [mail.conversation_id],
  );
}
