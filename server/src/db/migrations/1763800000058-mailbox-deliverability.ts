import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deliverability doctor (issue 27 §3).
 * - `mailbox_deliverability`: each mailbox's last check of its sending domain (`checks`, the
 *   answer as shown), when it ran, and `regressed`: the checks that passed before and fail now,
 *   kept until they pass again (the dashboard's warning). One row per mailbox, replaced by each
 *   check; the daily re-check picks the oldest first.
 * - `mail_account.tracking_domain`: the mailbox's own host for links and the open pixel
 *   (`track.acme.com`, a CNAME to the public host); NULL: the public host.
 */
export class MailboxDeliverability1763800000058 implements MigrationInterface {
  name = 'MailboxDeliverability1763800000058';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mailbox_deliverability (
        mail_account_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        domain text NOT NULL,
        checked_at timestamptz NOT NULL,
        checks jsonb NOT NULL,
        regressed text[] NOT NULL DEFAULT '{}',
        CONSTRAINT mailbox_deliverability_pkey PRIMARY KEY (mail_account_id),
        CONSTRAINT mailbox_deliverability_mail_account_id_fkey FOREIGN KEY (mail_account_id)
          REFERENCES mail_account (id) ON DELETE CASCADE,
        CONSTRAINT mailbox_deliverability_workspace_id_fkey FOREIGN KEY (workspace_id)
          REFERENCES workspace (id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX mailbox_deliverability_checked_at_idx ON mailbox_deliverability (checked_at)`,
    );
    await q.query(
      `CREATE INDEX mailbox_deliverability_workspace_idx ON mailbox_deliverability (workspace_id)`,
    );
    await q.query(`
      ALTER TABLE mail_account
        ADD COLUMN tracking_domain text,
        ADD CONSTRAINT mail_account_tracking_domain_check
          CHECK (char_length(tracking_domain) <= 253)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_account DROP COLUMN tracking_domain`);
    await q.query(`DROP TABLE mailbox_deliverability`);
  }
}
