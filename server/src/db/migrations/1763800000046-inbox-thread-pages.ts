import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The unified inbox reads a thread in pages and sanitises received HTML once (inbox README,
 * "What is stored", "Pages of a thread"):
 * - `inbox_mail.safe_html` (+ `safe_html_version`): the HTML made safe when stored, by the
 *   allow-list of that version; NULL version: not yet (mail stored before this migration is made
 *   safe once when first read, then kept).
 * - `inbox_mail.thread_at`: the message's place in its thread (when the server took it, never
 *   before the send it answers), set by a trigger on insert, with `inbox_mail_thread_idx` for
 *   keyset pages, newest first.
 * - `inbox_mail.body_dropped`: the conversation had reached its stored-size cap; only headers and
 *   first lines were kept.
 * - `inbox_conversation.stored_bytes`: what its messages keep (bodies and attachments), checked
 *   against the cap; `last_from_email`: the From address of their latest message, shown in the list.
 */
export class InboxThreadPages1763800000046 implements MigrationInterface {
  name = 'InboxThreadPages1763800000046';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE inbox_mail
         ADD COLUMN safe_html text,
         ADD COLUMN safe_html_version smallint,
         ADD COLUMN thread_at timestamptz,
         ADD COLUMN body_dropped boolean NOT NULL DEFAULT false`,
    );
    await q.query(
      `UPDATE inbox_mail m
          SET thread_at = greatest(m.received_at,
                (SELECT coalesce(s.sent_at, s.smtp_started_at, s.claimed_at)
                   FROM send s WHERE s.id = m.send_id))`,
    );
    await q.query(`ALTER TABLE inbox_mail ALTER COLUMN thread_at SET NOT NULL`);
    // Whoever inserts a message (the sync, a seed, a benchmark), it is placed the same way.
    await q.query(
      `CREATE FUNCTION inbox_mail_thread_at() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.thread_at IS NULL THEN
           NEW.thread_at := greatest(NEW.received_at,
             (SELECT coalesce(s.sent_at, s.smtp_started_at, s.claimed_at)
                FROM send s WHERE s.id = NEW.send_id));
         END IF;
         RETURN NEW;
       END $$`,
    );
    await q.query(
      `CREATE TRIGGER inbox_mail_thread_at BEFORE INSERT ON inbox_mail
         FOR EACH ROW EXECUTE FUNCTION inbox_mail_thread_at()`,
    );
    await q.query(
      `CREATE INDEX inbox_mail_thread_idx ON inbox_mail (conversation_id, thread_at DESC, id DESC)`,
    );
    await q.query(
      `ALTER TABLE inbox_conversation
         ADD COLUMN stored_bytes bigint NOT NULL DEFAULT 0,
         ADD COLUMN last_from_email text NOT NULL DEFAULT ''`,
    );
    await q.query(
      `UPDATE inbox_conversation c
          SET stored_bytes = coalesce((
                SELECT sum(coalesce(octet_length(m.text_body), 0)
                           + coalesce(octet_length(m.html_body), 0))
                  FROM inbox_mail m WHERE m.conversation_id = c.id), 0)
                + coalesce((
                SELECT sum(coalesce(octet_length(a.content), 0))
                  FROM inbox_attachment a JOIN inbox_mail m ON m.id = a.mail_id
                 WHERE m.conversation_id = c.id), 0),
              last_from_email = coalesce((
                SELECT m.from_email FROM inbox_mail m WHERE m.conversation_id = c.id
                 ORDER BY m.received_at DESC, m.id DESC LIMIT 1), '')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE inbox_conversation DROP COLUMN stored_bytes, DROP COLUMN last_from_email`,
    );
    await q.query(`DROP INDEX inbox_mail_thread_idx`);
    await q.query(`DROP TRIGGER inbox_mail_thread_at ON inbox_mail`);
    await q.query(`DROP FUNCTION inbox_mail_thread_at()`);
    await q.query(
      `ALTER TABLE inbox_mail DROP COLUMN safe_html, DROP COLUMN safe_html_version,
         DROP COLUMN thread_at, DROP COLUMN body_dropped`,
    );
  }
}
