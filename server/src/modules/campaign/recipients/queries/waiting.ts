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

/**
 * Per campaign of `campaignIds`, its recipients waiting for their first message, at most `most`:
 * each campaign's count stops at the first `most` rows found (LIMIT inside a LATERAL, in no
 * particular order: any `most` of them give the same count), so a campaign of 100,000 recipients
 * costs what `most` waiting ones cost, not a count of all of them.
 */
export async function countFirstMessagesWaiting(
  db: DataSource,
  campaignIds: string[],
  most: number,
): Promise<{ campaign_id: string; count: number }[]> {
  return db.query(
    `SELECT k.id AS campaign_id, w.count
       FROM unnest($1::uuid[]) AS k(id)
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS count FROM (
           SELECT 1
             FROM campaign_recipient r
             JOIN campaign c ON c.id = r.campaign_id
             JOIN contact ct ON ct.id = r.contact_id
             JOIN step s ON s.campaign_id = r.campaign_id AND s.position = r.next_position
            WHERE r.campaign_id = k.id AND r.next_position = 1 AND r.state = 'active'
              AND NOT r.paused AND s.status = 'active' AND ${RECIPIENT_STATE_SQL} = 'active'
              AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
            LIMIT $2) waiting) w
      WHERE w.count > 0`,
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

/**
 * The dashboard's estimate of the follow-ups waiting: per mailbox, its `most` earliest follow-ups
 * due before its `until` (by due time, then the order recipients were added) among its campaigns,
 * enough for a forecast that cannot send more than `most` before `until` (the rest of today),
 * whatever the campaigns' size or backlog. Each campaign's are read from
 * campaign_recipient_follow_up_idx alone (keyed in that order, with the position: no sort, no row
 * read) up to `most`, then cut per mailbox. Unlike `followUpsWaiting` it does not look at each
 * contact or at sends in flight, which would cost a dozen reads per recipient across hundreds of
 * campaigns: a contact suppressed after it was linked, or a message on the wire, still counts here
 * (the calendar and the dispatcher skip them).
 */
export async function estimateFollowUpsWaiting(
  db: DataSource,
  campaigns: { id: string; mailboxId: string; until: Date }[],
  most: number,
): Promise<FollowUpsWaiting[]> {
  return db.query(
    `SELECT w.id AS "campaignId", w.position, w.next_send_at AS "dueAt", count(*)::int AS count
       FROM (SELECT k.id, k.mailbox_id, f.position, f.next_send_at, f.created_at,
                    row_number() OVER (PARTITION BY k.mailbox_id
                                       ORDER BY f.next_send_at, f.created_at, f.id) AS n
               FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS k(id, mailbox_id, until)
               CROSS JOIN LATERAL (
                 SELECT r.id, r.next_position AS position, r.next_send_at, r.created_at
                   FROM campaign_recipient r
                  WHERE r.campaign_id = k.id AND r.next_position > 1 AND r.state = 'active'
                    AND NOT r.paused AND r.next_send_at < k.until
                    AND EXISTS (SELECT 1 FROM step s WHERE s.campaign_id = k.id
                                   AND s.position = r.next_position AND s.status = 'active')
                  ORDER BY r.next_send_at, r.created_at, r.id
                  LIMIT $4) f) w
      WHERE w.n <= $4
      GROUP BY 1, 2, 3 ORDER BY 3, min(w.created_at)`,
    [
      campaigns.map((c) => c.id),
      campaigns.map((c) => c.mailboxId),
      campaigns.map((c) => c.until),
      most,
    ],
  );
}

/**
 * The dashboard's estimate of the first messages waiting, per campaign up to `most`: counted on
 * campaign_recipient_first_idx alone (no row read), with the first step's status, and, like
 * `estimateFollowUpsWaiting`, without the per-contact checks of `countFirstMessagesWaiting`.
 */
export async function estimateFirstMessagesWaiting(
  db: DataSource,
  campaignIds: string[],
  most: number,
): Promise<{ campaign_id: string; count: number }[]> {
  return db.query(
    `SELECT k.id AS campaign_id, w.count
       FROM unnest($1::uuid[]) AS k(id)
       JOIN step s ON s.campaign_id = k.id AND s.position = 1 AND s.status = 'active'
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS count FROM (
           SELECT 1 FROM campaign_recipient r
            WHERE r.campaign_id = k.id AND r.next_position = 1 AND r.state = 'active'
              AND NOT r.paused
            LIMIT $2) waiting) w
      WHERE w.count > 0`,
    [campaignIds, most],
  );
}
