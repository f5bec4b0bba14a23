import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Connected mailboxes with sealed credentials and their sending preferences. */
export class MailAccounts1763800000002 implements MigrationInterface {
  name = 'MailAccounts1763800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('google', 'smtp')),
        email citext NOT NULL,
        name text NOT NULL,
        signature text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'stopped')),
        has_smtp boolean NOT NULL DEFAULT false,
        credentials text NOT NULL,
        connection jsonb NOT NULL DEFAULT '{}'::jsonb,
        sending_preference jsonb NOT NULL,
        consecutive_failures integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (workspace_id, email)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail_account`);
  }
}
