import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (issue 25 §4): who did what, when and from where in a workspace. `user_id` is
 * cleared if the user row ever goes; `actor_email` keeps the entry readable. Rows are kept a year
 * (the housekeeping job deletes older ones through `audit_entry_created_idx`); the admins' page reads
 * newest first through `audit_entry_page_idx`.
 */
export class AuditLog1763800000051 implements MigrationInterface {
  name = 'AuditLog1763800000051';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entry (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL,
        user_id uuid,
        actor_email text NOT NULL,
        action text NOT NULL,
        target_type text,
        target_id text,
        target_label text,
        ip text,
        user_agent text,
        meta jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT audit_entry_pkey PRIMARY KEY (id),
        CONSTRAINT audit_entry_workspace_id_fkey FOREIGN KEY (workspace_id)
          REFERENCES workspace (id) ON DELETE CASCADE,
        CONSTRAINT audit_entry_user_id_fkey FOREIGN KEY (user_id)
          REFERENCES "user" (id) ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE INDEX audit_entry_page_idx ON audit_entry (workspace_id, created_at DESC, id)`,
    );
    await q.query(`CREATE INDEX audit_entry_created_idx ON audit_entry (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_entry`);
  }
}
