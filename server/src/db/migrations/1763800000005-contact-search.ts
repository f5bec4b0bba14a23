import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What All Contacts reads besides the contact itself: per-contact activity counters (kept by the
 * campaign and sending modules, one row only for contacts that were ever in a campaign, so an
 * import writes nothing here) and the indexes the filters, tiles and Unsubscribers need.
 */
export class ContactSearch1763800000005 implements MigrationInterface {
  name = 'ContactSearch1763800000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_activity (
        contact_id uuid PRIMARY KEY REFERENCES contact(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        campaign_count integer NOT NULL DEFAULT 0,
        sent_count integer NOT NULL DEFAULT 0,
        opened_count integer NOT NULL DEFAULT 0,
        clicked_count integer NOT NULL DEFAULT 0,
        replied_count integer NOT NULL DEFAULT 0,
        lead_count integer NOT NULL DEFAULT 0,
        engaged_count integer GENERATED ALWAYS AS (opened_count + clicked_count + replied_count) STORED,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_activity_workspace_idx ON contact_activity (workspace_id)`);
    // Bounced and unsubscribed contacts are few: the tiles and filters count them from this index.
    await q.query(
      `CREATE INDEX contact_flagged_idx ON contact (workspace_id, status) WHERE status <> 'active'`,
    );
    await q.query(
      `CREATE INDEX contact_list_created_by_idx ON contact_list (workspace_id, created_by)`,
    );
    await q.query(
      `CREATE INDEX unsubscribe_workspace_created_idx ON unsubscribe (workspace_id, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX unsubscribe_workspace_created_idx, contact_list_created_by_idx,
      contact_flagged_idx`);
    await q.query(`DROP TABLE contact_activity`);
  }
}
