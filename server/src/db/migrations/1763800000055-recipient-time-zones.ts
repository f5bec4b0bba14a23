import type { MigrationInterface, QueryRunner } from 'typeorm';
import { recipientTimeZone } from '../../modules/contact/recipient-time-zone';

/**
 * Recipient time zones (issue 26 §3):
 * - `contact_list_member.time_zone`: the member's IANA zone, read once at import from its "Time
 *   Zone" / "Timezone" / "TZ" column or inferred from "City", "State", "Country"
 *   (`contact/recipient-time-zone.ts`); NULL when unknown.
 * - `campaign_recipient.time_zone`: copied from the member when the recipient is linked, so that
 *   the dispatcher filters on it without reading list rows (`= ANY(open zones)`).
 * - `campaign_recipient_zone_idx`: the distinct zones of a campaign's active recipients, read by
 *   the planner as a loose index scan (work per distinct zone, not per recipient).
 * - `contact_import.zones_unreadable` / `zones_unreadable_lines`: the rows whose zone or place
 *   column held a value that gave no zone, and the first of their lines.
 *
 * Existing rows are backfilled here: only the members of lists that have one of those columns
 * (found from `contact_list.data_keys`) are read, 2,000 at a time in key order, then their
 * recipients take their zone in one statement. Lists without such a column cost nothing.
 */
const ZONE_KEYS = ['time zone', 'timezone', 'tz', 'country', 'state', 'province', 'region', 'city'];
const BATCH = 2000;

export class RecipientTimeZones1763800000055 implements MigrationInterface {
  name = 'RecipientTimeZones1763800000055';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_list_member ADD COLUMN time_zone text`);
    await q.query(`ALTER TABLE campaign_recipient ADD COLUMN time_zone text`);
    await q.query(
      `ALTER TABLE contact_import
         ADD COLUMN zones_unreadable integer NOT NULL DEFAULT 0,
         ADD COLUMN zones_unreadable_lines integer[] NOT NULL DEFAULT '{}'`,
    );
    await this.backfill(q);
    await q.query(
      `CREATE INDEX campaign_recipient_zone_idx ON campaign_recipient (campaign_id, time_zone)
        WHERE time_zone IS NOT NULL AND state = 'active'`,
    );
  }

  private async backfill(q: QueryRunner): Promise<void> {
    const lists: { id: string }[] = await q.query(
      `SELECT id FROM contact_list
        WHERE EXISTS (SELECT 1 FROM unnest(data_keys) k WHERE lower(trim(k)) = ANY($1))`,
      [ZONE_KEYS],
    );
    for (const { id } of lists) {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows: { contact_id: string; data: Record<string, string> }[] = await q.query(
          `SELECT contact_id, data FROM contact_list_member
            WHERE list_id = $1 AND contact_id > $2 ORDER BY contact_id LIMIT ${BATCH}`,
          [id, after],
        );
        if (rows.length === 0) break;
        after = rows[rows.length - 1].contact_id;
        const zoned = rows
          .map((row) => ({ id: row.contact_id, zone: recipientTimeZone(row.data).timeZone?.zone }))
          .filter((row): row is { id: string; zone: string } => Boolean(row.zone));
        if (zoned.length === 0) continue;
        await q.query(
          `UPDATE contact_list_member m SET time_zone = z.zone
             FROM unnest($2::uuid[], $3::text[]) AS z(contact_id, zone)
            WHERE m.list_id = $1 AND m.contact_id = z.contact_id`,
          [id, zoned.map((row) => row.id), zoned.map((row) => row.zone)],
        );
      }
      await q.query(
        `UPDATE campaign_recipient r SET time_zone = m.time_zone
           FROM contact_list_member m
          WHERE m.list_id = $1 AND r.list_id = $1 AND m.contact_id = r.contact_id
            AND m.time_zone IS NOT NULL`,
        [id],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_zone_idx`);
    await q.query(
      `ALTER TABLE contact_import DROP COLUMN zones_unreadable, DROP COLUMN zones_unreadable_lines`,
    );
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN time_zone`);
    await q.query(`ALTER TABLE contact_list_member DROP COLUMN time_zone`);
  }
}
