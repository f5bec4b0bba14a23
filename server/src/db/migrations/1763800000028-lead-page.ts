import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Leads page at tens of thousands of leads (`lead/queries.ts`, `searchLeads`).
 *
 * A search by part of the address is counted over the leads of a status, not over the workspace's
 * contacts: a text of 2 characters has no trigram, so matching it against the contacts reads every
 * contact (100,000 for 50,000 leads: 60 ms), where the leads of a status are fewer. So the lead
 * keeps its contact's address in lower case (`lead.email`: LIKE on it costs a fraction of ILIKE),
 * written by a trigger on insert from the contact (an address never changes: contacts are found
 * by it), whoever inserts the lead; `lead_email_trgm_idx` finds a text of 3 characters or more.
 *
 * Each filter reads an index that starts with it, in the page's order (created date, then id,
 * newest first), and carries the other columns a filter tests (campaign, contact, assignee), so
 * the count and a deep page are read from the index alone:
 * - `lead_workspace_idx` (rebuilt): a status, every campaign and assignee;
 * - `lead_status_campaign_idx`: one campaign's leads of a status;
 * - `lead_assignee_idx`: one user's leads of a status, or nobody's.
 */
export class LeadPage1763800000028 implements MigrationInterface {
  name = 'LeadPage1763800000028';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lead ADD COLUMN email text`);
    await q.query(
      `UPDATE lead l SET email = lower(ct.email::text) FROM contact ct WHERE ct.id = l.contact_id`,
    );
    await q.query(`ALTER TABLE lead ALTER COLUMN email SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION lead_contact_email() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.email := (SELECT lower(email::text) FROM contact WHERE id = NEW.contact_id);
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER lead_contact_email BEFORE INSERT OR UPDATE OF contact_id ON lead
       FOR EACH ROW EXECUTE FUNCTION lead_contact_email()`,
    );
    await q.query(`CREATE INDEX lead_email_trgm_idx ON lead USING gin (email gin_trgm_ops)`);
    await q.query(`DROP INDEX lead_workspace_idx`);
    await q.query(
      `CREATE INDEX lead_workspace_idx ON lead (workspace_id, status, created_at DESC, id DESC)
       INCLUDE (campaign_id, contact_id, assigned_to)`,
    );
    await q.query(
      `CREATE INDEX lead_status_campaign_idx
          ON lead (workspace_id, status, campaign_id, created_at DESC, id DESC)
       INCLUDE (contact_id, assigned_to)`,
    );
    await q.query(
      `CREATE INDEX lead_assignee_idx
          ON lead (workspace_id, status, assigned_to, created_at DESC, id DESC)
       INCLUDE (campaign_id, contact_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP INDEX lead_assignee_idx, lead_status_campaign_idx, lead_workspace_idx,
                  lead_email_trgm_idx`,
    );
    await q.query(
      `CREATE INDEX lead_workspace_idx ON lead (workspace_id, status, created_at DESC)`,
    );
    await q.query(`DROP TRIGGER lead_contact_email ON lead`);
    await q.query(`DROP FUNCTION lead_contact_email()`);
    await q.query(`ALTER TABLE lead DROP COLUMN email`);
  }
}
