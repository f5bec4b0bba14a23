import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contacts (unique per workspace by email), contact lists with each row's values, unsubscribes. */
export class Contacts1763800000003 implements MigrationInterface {
  name = 'Contacts1763800000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE contact (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        email citext NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'bounced', 'unsubscribed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (workspace_id, email)
      )`);
    // Contact search by part of an address (ILIKE '%text%') stays fast at a million rows.
    await q.query(
      `CREATE INDEX contact_email_trgm_idx ON contact USING gin ((email::text) gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX contact_workspace_created_idx ON contact (workspace_id, created_at DESC, id)`,
    );
    await q.query(`
      CREATE TABLE contact_list (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        name text NOT NULL,
        data_keys text[] NOT NULL DEFAULT '{}',
        contacts_count integer NOT NULL DEFAULT 0,
        created_by uuid REFERENCES "user"(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX contact_list_workspace_idx ON contact_list (workspace_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE contact_list_member (
        list_id uuid NOT NULL REFERENCES contact_list(id) ON DELETE CASCADE,
        contact_id uuid NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        line integer NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        PRIMARY KEY (list_id, contact_id)
      )`);
    await q.query(
      `CREATE INDEX contact_list_member_contact_idx ON contact_list_member (contact_id)`,
    );
    await q.query(`
      CREATE TABLE unsubscribe (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        email citext NOT NULL,
        domain citext NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (workspace_id, email, domain)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE unsubscribe, contact_list_member, contact_list, contact`);
  }
}
