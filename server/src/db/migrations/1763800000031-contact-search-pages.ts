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
 * - `contact_flagged_idx` (rebuilt): the bounced or unsubscribed contacts, by status, with their
 *   address, so that a status filter with a text tests the text on the index alone (an import
 *   adds active contacts only: none of its rows are here).
 * - `contact_activity_page_idx` (instead of `contact_activity_workspace_idx`): the contacts that
 *   were ever in a campaign (5 % of them, say), so that the campaign filters (in campaign, sent,
 *   opened, clicked, replied, leads, engaged) walk these rows in the page's order and test each
 *   one's counters, rather than walk every contact and probe its activity (p95 765 ms for "has
 *   leads" at 1,000,000 contacts). The activity row keeps its contact's creation date
 *   (`contact_created_at`), written by a trigger on insert from the contact: a contact's creation
 *   date never changes, and an insert is the only time to write it. The index holds no counter, so
 *   the event recorder's updates of the counters stay heap-only (HOT) updates.
 *
 * The Total tile counts every contact of the workspace exactly (no cap): at a million contacts,
 * a scan of 100 to 300 ms. So each statement that adds or removes contacts adds one row per
 * workspace to `contact_tally` with how many (a trigger over the statement's rows), and the tile
 * sums the workspace's rows. Only imports add contacts (one statement each), so a workspace has
 * about as many rows as imports; rows are only ever added, so imports running at once never wait
 * for each other. A workspace deleted takes its rows along (its contacts' removal adds none).
 */
export class ContactSearchPages1763800000031 implements MigrationInterface {
  name = 'ContactSearchPages1763800000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX contact_flagged_idx`);
    await q.query(
      `CREATE INDEX contact_flagged_idx ON contact (workspace_id, status, created_at DESC, id)
       INCLUDE (email) WHERE status <> 'active'`,
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
    await contactTally(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER contact_tally_insert ON contact`);
    await q.query(`DROP TRIGGER contact_tally_delete ON contact`);
    await q.query(`DROP FUNCTION contact_tally_insert(), contact_tally_delete()`);
    await q.query(`DROP TABLE contact_tally`);
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

/** The Total tile's counts: a row per statement and workspace that added or removed contacts. */
async function contactTally(q: QueryRunner): Promise<void> {
  await q.query(`
    CREATE TABLE contact_tally (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
      contacts integer NOT NULL
    )`);
  await q.query(`CREATE INDEX contact_tally_workspace_idx ON contact_tally (workspace_id)`);
  await q.query(
    `INSERT INTO contact_tally (workspace_id, contacts)
     SELECT workspace_id, count(*) FROM contact GROUP BY workspace_id`,
  );
  await q.query(`
    CREATE FUNCTION contact_tally_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO contact_tally (workspace_id, contacts)
      SELECT workspace_id, count(*) FROM added GROUP BY workspace_id;
      RETURN NULL;
    END $$`);
  // A workspace being deleted is gone when its contacts are: its rows go with it.
  await q.query(`
    CREATE FUNCTION contact_tally_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO contact_tally (workspace_id, contacts)
      SELECT r.workspace_id, -count(*) FROM removed r
       WHERE EXISTS (SELECT 1 FROM workspace w WHERE w.id = r.workspace_id)
       GROUP BY r.workspace_id;
      RETURN NULL;
    END $$`);
  await q.query(
    `CREATE TRIGGER contact_tally_insert AFTER INSERT ON contact REFERENCING NEW TABLE AS added
     FOR EACH STATEMENT EXECUTE FUNCTION contact_tally_insert()`,
  );
  await q.query(
    `CREATE TRIGGER contact_tally_delete AFTER DELETE ON contact REFERENCING OLD TABLE AS removed
     FOR EACH STATEMENT EXECUTE FUNCTION contact_tally_delete()`,
  );
}
