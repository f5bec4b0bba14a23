/**
 * The recipients waiting for a message, counted for the sending calendar's forecast (sending
 * README, "Sending calendar"): the same conditions as the send re-check (step active, recipient
 * active and not paused, contact not suppressed for the campaign's sender), without a send yet.
 */
import type { DataSource } from 'typeorm';
import { RECIPIENT_STATE_SQL } from '../recipients-sql';

/** Recipients of one campaign waiting for the same follow-up, due at the same instant. */
export interface FollowUpsWaiting {
  campaignId: string;
  position: number;
  dueAt: Date;
  count: number;
}

/** Per campaign of `campaignIds`, its recipients waiting for their first message, at most `most`. */
export async function countFirstMessagesWaiting(
  db: DataSource,
  campaignIds: string[],
  most: number,
): Promise<{ campaign_id: string; count: number }[]> {
  return db.query(
    `SELECT r.campaign_id, least(count(*), $2)::int AS count
       FROM campaign_recipient r
       JOIN campaign c ON c.id = r.campaign_id
       JOIN contact ct ON ct.id = r.contact_id
       JOIN step s ON s.campaign_id = r.campaign_id AND s.position = r.next_position
      WHERE r.campaign_id = ANY($1) AND r.next_position = 1 AND r.state = 'active'
        AND NOT r.paused AND s.status = 'active' AND ${RECIPIENT_STATE_SQL} = 'active'
        AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
      GROUP BY r.campaign_id`,
    [campaignIds, most],
  );
}

/**
 * The recipients of `campaignIds` whose follow-up falls due before `until`, grouped by campaign,
 * step and due instant, in due order (then the order they were added).
 */
export async function followUpsWaiting(
  db: DataSource,
  campaignIds: string[],
  until: Date,
): Promise<FollowUpsWaiting[]> {
  return db.query(
    `SELECT r.campaign_id AS "campaignId", s.position, r.next_send_at AS "dueAt",
            count(*)::int AS count
       FROM campaign_recipient r
       JOIN campaign c ON c.id = r.campaign_id
       JOIN contact ct ON ct.id = r.contact_id
       JOIN step s ON s.campaign_id = r.campaign_id AND s.position = r.next_position
      WHERE r.campaign_id = ANY($1) AND r.next_position > 1 AND r.state = 'active'
        AND NOT r.paused AND s.status = 'active' AND r.next_send_at < $2
        AND ${RECIPIENT_STATE_SQL} = 'active'
        AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
      GROUP BY 1, 2, 3 ORDER BY 3, min(r.created_at)`,
    [campaignIds, until],
  );
}
