import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sending schedule: one row per mailbox with something to dispatch, when its next run is due
 * (`due_at`) and which worker holds it (`leased_by`, until `lease_until`). Each worker's
 * dispatch scheduler claims due rows in batches (`FOR UPDATE SKIP LOCKED`), in place of one
 * recurring Agenda job per mailbox; those jobs (and the `sending.schedule` job that kept them) are
 * removed. The claim reads
 * `mailbox_dispatch_due_idx` in due order. Rows are filled at once for the mailboxes that have a
 * started or scheduled campaign or an open send, so an upgraded server sends without waiting for
 * its first schedule.
 */
export class MailboxDispatch1763800000034 implements MigrationInterface {
  name = 'MailboxDispatch1763800000034';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE mailbox_dispatch (
         mail_account_id uuid PRIMARY KEY REFERENCES mail_account (id) ON DELETE CASCADE,
         due_at timestamptz NOT NULL DEFAULT now(),
         leased_by text,
         lease_until timestamptz
       )`,
    );
    await q.query(`CREATE INDEX mailbox_dispatch_due_idx ON mailbox_dispatch (due_at)`);
    await q.query(
      `INSERT INTO mailbox_dispatch (mail_account_id)
       SELECT DISTINCT mail_account_id FROM campaign
        WHERE status IN ('started', 'scheduled') AND deleted_at IS NULL
          AND mail_account_id IS NOT NULL
       UNION
       SELECT DISTINCT mail_account_id FROM send WHERE state IN ('claimed', 'smtp_started')`,
    );
    await q.query(`DELETE FROM agenda_jobs WHERE name IN ('mailbox.dispatch', 'sending.schedule')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mailbox_dispatch`);
  }
}
