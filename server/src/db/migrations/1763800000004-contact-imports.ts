import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact imports run as jobs: one row per uploaded file with its progress and outcome. The list id
 * is chosen when the file is accepted; the list row itself appears only when the import commits.
 */
export class ContactImports1763800000004 implements MigrationInterface {
  name = 'ContactImports1763800000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_import (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        list_id uuid NOT NULL UNIQUE,
        name text NOT NULL,
        file_path text NOT NULL,
        bytes_total bigint NOT NULL DEFAULT 0,
        bytes_read bigint NOT NULL DEFAULT 0,
        rows_read integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'running', 'done', 'failed')),
        imported integer NOT NULL DEFAULT 0,
        duplicates integer NOT NULL DEFAULT 0,
        invalid integer NOT NULL DEFAULT 0,
        errors jsonb NOT NULL DEFAULT '[]'::jsonb,
        message text,
        error_code text,
        created_by uuid REFERENCES "user"(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX contact_import_workspace_idx ON contact_import (workspace_id, created_at DESC)`,
    );
    // A member's workspace is its list's (whose deletion cascades): this reference only cost a
    // trigger call per imported row, about a tenth of an import's time.
    await q.query(
      `ALTER TABLE contact_list_member DROP CONSTRAINT IF EXISTS contact_list_member_workspace_id_fkey`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE contact_list_member ADD CONSTRAINT contact_list_member_workspace_id_fkey
        FOREIGN KEY (workspace_id) REFERENCES workspace(id) ON DELETE CASCADE`);
    await q.query(`DROP TABLE contact_import`);
  }
}
