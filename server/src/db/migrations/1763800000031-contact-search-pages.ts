import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * All Contacts at a million contacts (`contact/queries/contact-search.ts`).
 *
 * Each filter reads an index that starts with it, in the page's order (created date newest first,
 * then id), so that the count (capped) and a page are read from that index, and only the page's
 * contacts are joined to their activity:
 * - `contact_workspace_created_idx`: every contact. The page's order was (created_at DESC,
 *   id DESC), which this index (id ascending) served only through a sort of each group of equal
 *   dates, and an import gives all its contacts one date: a sort of the whole import. The page
 *   now follows the index (an import writes its contacts in ascending ids: the index grows at the
 *   right end of the group).
 * - `contact_flagged_idx` (rebuilt): the bounced or unsubscribed contacts, by status.
 * - `contact_activity_page_idx` (instead of `contact_activity_workspace_idx`): the contacts that
 *   were ever in a campaign (5 % of them, say), so that the campaign filters (in campaign, sent,
 *   opened, clicked, replied, leads, engaged) walk these rows in the page's order and test each
 *   one's counters, rather than walk every contact and probe its activity (p95 765 ms for "has
 *   leads" at 1,000,000 contacts). The activity row keeps its contact's creation date
 *   (`contact_created_at`), written by a trigger on insert from the contact: a contact's creation
 *   date never changes, and an insert is the only time to write it. The index holds no counter, so
 *   the event recorder's updates of the counters stay heap-only (HOT) updates.
 */
export class ContactSearchPages1763800000031 implements MigrationInterface {
  name = 'ContactSearchPages1763800000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX contact_flagged_idx`);
    await q.query(
      `CREATE INDEX contact_flagged_idx ON contact (workspace_id, status, created_at DESC, id)
        WHERE status <> 'active'`,
    );
    await q.query(`ALTER TABLE contact_activity ADD COLUMN contact_created_at timestamptz`);
    await q.query(
      `UPDATE contact_activity a SET contact_created_at = c.created_at
         FROM contact c WHERE c.id = a.contact_id`,
    );
    await q.query(`ALTER TABLE contact_activity ALTER COLUMN contact_created_at SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION contact_activity_contact_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.contact_created_at := (SELECT created_at FROM contact WHERE id = NEW.contact_id);
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER contact_activity_contact_created_at BEFORE INSERT ON contact_activity
       FOR EACH ROW WHEN (NEW.contact_created_at IS NULL)
       EXECUTE FUNCTION contact_activity_contact_created_at()`,
    );
    await q.query(`DROP INDEX contact_activity_workspace_idx`);
    await q.query(
      `CREATE INDEX contact_activity_page_idx
          ON contact_activity (workspace_id, contact_created_at DESC, contact_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX contact_activity_page_idx`);
    await q.query(`CREATE INDEX contact_activity_workspace_idx ON contact_activity (workspace_id)`);
    await q.query(`DROP TRIGGER contact_activity_contact_created_at ON contact_activity`);
    await q.query(`DROP FUNCTION contact_activity_contact_created_at()`);
    await q.query(`ALTER TABLE contact_activity DROP COLUMN contact_created_at`);
    await q.query(`DROP INDEX contact_flagged_idx`);
    await q.query(
      `CREATE INDEX contact_flagged_idx ON contact (workspace_id, status) WHERE status <> 'active'`,
    );
  }
}
