import { queryPrepared } from '../../../../db/prepared-query';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * What the send path reads of recipients' time zones (sending README, "Recipient time zones").
 */

/**
 * The started campaigns of mailbox $1's pools that send in each recipient's zone, each with the
 * distinct zones of its active recipients: a loose index scan of campaign_recipient_zone_idx
 * (one probe per distinct zone, whatever the number of recipients). A campaign without zoned
 * recipients answers one row with a null zone.
 */
const ZONES_OF_MAILBOX_SQL = `
  WITH RECURSIVE z AS (
    SELECT c.id AS campaign_id,
           (SELECT min(r.time_zone) FROM campaign_recipient r
             WHERE r.campaign_id = c.id AND r.state = 'active' AND r.time_zone IS NOT NULL) AS zone
      FROM campaign_mail_account p
      JOIN campaign c ON c.id = p.campaign_id
     WHERE p.mail_account_id = $1 AND c.status = 'started' AND c.deleted_at IS NULL
       AND c.send_in_recipient_timezone
    UNION ALL
    SELECT z.campaign_id,
           (SELECT min(r.time_zone) FROM campaign_recipient r
             WHERE r.campaign_id = z.campaign_id AND r.state = 'active'
               AND r.time_zone IS NOT NULL AND r.time_zone > z.zone)
      FROM z WHERE z.zone IS NOT NULL)
  SELECT campaign_id, zone FROM z`;

export async function selectZonesOfMailbox(
  db: DataSource | EntityManager,
  mailboxId: string,
): Promise<{ campaign_id: string; zone: string | null }[]> {
  return queryPrepared(db, 'zones-of-mailbox', ZONES_OF_MAILBOX_SQL, [mailboxId]);
}
