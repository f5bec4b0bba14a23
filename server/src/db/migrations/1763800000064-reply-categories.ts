import type { MigrationInterface, QueryRunner } from 'typeorm';

const CATEGORIES = `('reply', 'out_of_office', 'auto_reply', 'unsubscribe_request', 'bounce', 'other')`;

/**
 * Replies that handle themselves (issue 28 §1):
 * - `inbox_message.category`: what each incoming message is (a person's reply, out of office, an
 *   automatic answer, a request to be removed, a bounce, other); NULL for those read before.
 * - `inbox_mail.category` (the label the unified inbox shows, which a person may correct) and
 *   `detected_category` (what the rules found); `inbox_conversation.category`: the latest received
 *   message's, with `inbox_conversation_category_idx` for the list's filter.
 * - `recipient_away`: a recipient paused by an out-of-office until a date: the date read (or the
 *   default), when it resumes, and its due time before (to undo a correction).
 * - `campaign.stop_for_company` and `campaign.out_of_office_days` (the pause when no date is read).
 * - `campaign_recipient.stopped_by`: the colleague whose reply stopped it (stop for company).
 */
export class ReplyCategories1763800000064 implements MigrationInterface {
  name = 'ReplyCategories1763800000064';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE inbox_message ADD COLUMN category text
         CONSTRAINT inbox_message_category_check CHECK (category IN ${CATEGORIES})`,
    );
    await q.query(
      `ALTER TABLE inbox_mail
         ADD COLUMN category text CONSTRAINT inbox_mail_category_check CHECK (category IN ${CATEGORIES}),
         ADD COLUMN detected_category text`,
    );
    await q.query(`UPDATE inbox_mail SET category = kind, detected_category = kind`);
    // Written by the sync with each message; a writer that names none stores a person's reply.
    await q.query(
      `ALTER TABLE inbox_mail ALTER COLUMN category SET DEFAULT 'reply',
                              ALTER COLUMN category SET NOT NULL`,
    );
    await q.query(
      `ALTER TABLE inbox_conversation ADD COLUMN category text
         CONSTRAINT inbox_conversation_category_check CHECK (category IN ${CATEGORIES})`,
    );
    await q.query(
      `UPDATE inbox_conversation c SET category = (
         SELECT m.category FROM inbox_mail m WHERE m.conversation_id = c.id
          ORDER BY m.received_at DESC, m.id DESC LIMIT 1)`,
    );
    await q.query(
      `CREATE INDEX inbox_conversation_category_idx
         ON inbox_conversation (workspace_id, category, last_message_at DESC, id DESC)`,
    );
    await q.query(`
      CREATE TABLE recipient_away (
        recipient_id uuid PRIMARY KEY REFERENCES campaign_recipient(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        until date NOT NULL,
        date_found boolean NOT NULL,
        resumes_on date NOT NULL,
        resumes_at timestamptz NOT NULL,
        due_before timestamptz,
        mail_id uuid REFERENCES inbox_mail(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `ALTER TABLE campaign
         ADD COLUMN stop_for_company boolean NOT NULL DEFAULT false,
         ADD COLUMN out_of_office_days integer NOT NULL DEFAULT 7
           CONSTRAINT campaign_out_of_office_days_check CHECK (out_of_office_days BETWEEN 1 AND 60)`,
    );
    await q.query(
      `ALTER TABLE campaign_recipient ADD COLUMN stopped_by uuid
         REFERENCES campaign_recipient(id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE INDEX campaign_recipient_stopped_by_idx ON campaign_recipient (stopped_by)
        WHERE stopped_by IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_stopped_by_idx`);
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN stopped_by`);
    await q.query(
      `ALTER TABLE campaign DROP COLUMN stop_for_company, DROP COLUMN out_of_office_days`,
    );
    await q.query(`DROP TABLE recipient_away`);
    await q.query(`DROP INDEX inbox_conversation_category_idx`);
    await q.query(`ALTER TABLE inbox_conversation DROP COLUMN category`);
    await q.query(`ALTER TABLE inbox_mail DROP COLUMN category, DROP COLUMN detected_category`);
    await q.query(`ALTER TABLE inbox_message DROP COLUMN category`);
  }
}
