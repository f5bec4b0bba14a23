/**
 * The recipients waiting for a message in campaigns that send from pools, counted for the
 * pooled forecast (sending README, "Pools"; `queries/waiting.ts` counts them per campaign): those
 * bound to a sender per sender, only while the sender is in the campaign's pool (the others wait
 * for a move and are sent by nobody), and the first messages of those without one, which the
 * pool shares. Counted, never listed: one statement whatever the number of recipients.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../../../../db/prepared-query';
import { RECIPIENT_STATE_SQL, recipientStateSql } from '../recipients-sql';

/** Whether the contact may be sent to from the sender `ma` (the send re-check's rule). */
const STATE_FOR_SENDER_SQL = recipientStateSql(`lower(split_part(ma.email::text, '@', 2))`);

/** Recipients bound to one sender waiting for the same step of a campaign, due at once. */
export interface SenderMessagesWaiting {
  campaignId: string;
  mailboxId: string;
  position: number;
  /** Null: due now (a first message bound to its sender). */
  dueAt: Date | null;
  count: number;
  /** Their zone, when their campaign sends in each recipient's zone and it is known. */
  zone: string | null;
}

/** A campaign's first messages without a sender waiting in one zone (`zone`: see above). */
export interface UnboundFirstsWaiting {
  campaign_id: string;
  zone: string | null;
  count: number;
}

/** A recipient's zone when its campaign `c` sends in each recipient's zone, else null. */
const ZONE_SQL = `CASE WHEN c.send_in_recipient_timezone THEN r.time_zone END`;

/**
 * Per campaign, its recipients without a sender waiting for their first message, at most `most`
 * (each campaign's count stops at the first `most` rows found), per zone (first added first).
 */
export async function countUnboundFirstMessagesWaiting(
  db: DataSource,
  campaignIds: string[],
  most: number,
): Promise<UnboundFirstsWaiting[]> {
  return db.query(
    `SELECT k.id AS campaign_id, w.zone, w.count
       FROM unnest($1::uuid[]) AS k(id)
       CROSS JOIN LATERAL (
         SELECT zone, count(*)::int AS count, min(created_at) AS first FROM (
           SELECT ${ZONE_SQL} AS zone, r.created_at
             FROM campaign_recipient r
             JOIN campaign c ON c.id = r.campaign_id
             JOIN contact ct ON ct.id = r.contact_id
             JOIN step s ON s.campaign_id = r.campaign_id AND s.position = r.next_position
            WHERE r.campaign_id = k.id AND r.next_position = 1 AND r.mail_account_id IS NULL
              AND r.state = 'active' AND NOT r.paused AND s.status = 'active'
              AND ${RECIPIENT_STATE_SQL} = 'active'
              AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
            LIMIT $2) waiting
          GROUP BY zone) w
      ORDER BY 1, w.first`,
    [campaignIds, most],
  );
}

/**
 * The recipients of `campaignIds` bound to a sender of their campaign's pool whose next message
 * falls due before `until` (a first message bound to its sender: now), grouped by campaign,
 * sender, step and due instant, in due order (then the order they were added), with the send
 * re-check's conditions.
 */
export async function senderMessagesWaiting(
  db: DataSource,
  campaignIds: string[],
  until: Date,
): Promise<SenderMessagesWaiting[]> {
  return db.query(
    `SELECT r.campaign_id AS "campaignId", r.mail_account_id AS "mailboxId", s.position,
            r.next_send_at AS "dueAt", count(*)::int AS count, ${ZONE_SQL} AS zone
       FROM campaign_recipient r
       JOIN campaign c ON c.id = r.campaign_id
       JOIN campaign_mail_account p
         ON p.campaign_id = r.campaign_id AND p.mail_account_id = r.mail_account_id
       JOIN mail_account ma ON ma.id = r.mail_account_id
       JOIN contact ct ON ct.id = r.contact_id
       JOIN step s ON s.campaign_id = r.campaign_id AND s.position = r.next_position
      WHERE r.campaign_id = ANY($1) AND r.state = 'active' AND NOT r.paused
        AND s.status = 'active' AND (r.next_position = 1 OR r.next_send_at < $2)
        AND ${STATE_FOR_SENDER_SQL} = 'active'
        AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
      GROUP BY 1, 2, 3, 4, 6 ORDER BY 4 NULLS FIRST, min(r.created_at)`,
    [campaignIds, until],
  );
}

/**
 * The dashboard's estimate of `senderMessagesWaiting`: per sender, its `most` earliest follow-ups due before its `until` among the
 * campaigns of its pools (`pairs`: each campaign with each sender of its pool to count, and what
 * that sender can still send), each pair read on campaign_recipient_follow_up_idx in due order up
 * to `most` (the rows it points to give the sender), without the per-contact checks and sends in
 * flight. First messages bound to a sender (a claim released by a move, rare) are left out.
 */
export async function estimateSenderMessagesWaiting(
  db: DataSource,
  pairs: { campaignId: string; mailboxId: string; until: Date; most: number }[],
): Promise<SenderMessagesWaiting[]> {
  return db.query(
    `SELECT w.campaign_id AS "campaignId", w.mailbox_id AS "mailboxId", w.position,
            w.next_send_at AS "dueAt", count(*)::int AS count, w.zone
       FROM (SELECT k.campaign_id, k.mailbox_id, f.position, f.next_send_at, f.created_at,
                    f.zone, k.most, row_number() OVER (PARTITION BY k.mailbox_id
                                               ORDER BY f.next_send_at, f.created_at, f.id) AS n
               FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::int[])
                    AS k(campaign_id, mailbox_id, until, most)
               CROSS JOIN LATERAL (
                 SELECT r.id, r.next_position AS position, r.next_send_at, r.created_at,
                        ${ZONE_SQL} AS zone
                   FROM campaign_recipient r
                   JOIN campaign c ON c.id = r.campaign_id
                  WHERE r.campaign_id = k.campaign_id AND r.next_position > 1
                    AND r.state = 'active' AND NOT r.paused AND r.next_send_at < k.until
                    AND r.mail_account_id = k.mailbox_id
                    AND EXISTS (SELECT 1 FROM step s WHERE s.campaign_id = k.campaign_id
                                   AND s.position = r.next_position AND s.status = 'active')
                  ORDER BY r.next_send_at, r.created_at, r.id
                  LIMIT k.most) f) w
      WHERE w.n <= w.most
      GROUP BY 1, 2, 3, 4, 6 ORDER BY 2, 4, min(w.created_at)`,
    [
      pairs.map((pair) => pair.campaignId),
      pairs.map((pair) => pair.mailboxId),
      pairs.map((pair) => pair.until),
      pairs.map((pair) => pair.most),
    ],
  );
}

/**
 * The dashboard's estimate of `countUnboundFirstMessagesWaiting`: per campaign up to its `most`
 * (what its pool can still send), on campaign_recipient_first_idx and the rows it points to (for
 * the sender), without the per-contact checks.
 */
export async function estimateUnboundFirstMessagesWaiting(
  db: DataSource,
  campaigns: { id: string; most: number }[],
): Promise<UnboundFirstsWaiting[]> {
  return db.query(
    `SELECT k.id AS campaign_id, w.zone, w.count
       FROM unnest($1::uuid[], $2::int[]) AS k(id, most)
       JOIN step s ON s.campaign_id = k.id AND s.position = 1 AND s.status = 'active'
       JOIN campaign c ON c.id = k.id
       CROSS JOIN LATERAL (
         SELECT zone, count(*)::int AS count, min(created_at) AS first FROM (
           SELECT ${ZONE_SQL} AS zone, r.created_at FROM campaign_recipient r
            WHERE r.campaign_id = k.id AND r.next_position = 1 AND r.state = 'active'
              AND NOT r.paused AND r.mail_account_id IS NULL
            LIMIT k.most) waiting
          GROUP BY zone) w
      ORDER BY 1, w.first`,
    [campaigns.map((c) => c.id), campaigns.map((c) => c.most)],
  );
}

/**
 * Whether one of `campaigns` has a first message due at `now` bound to no sender yet: one probe
 * of campaign_recipient_unbound_first_idx per campaign, at most. A pool mailbox that left those
 * first messages to another asks it (`DispatchService`): while some wait, it looks again soon.
 */
export async function unboundFirstMessagesDue(
  db: DataSource | EntityManager,
  campaigns: string[],
  now: Date,
): Promise<boolean> {
  if (campaigns.length === 0) return false;
  const [row] = await queryPrepared<{ due: boolean }>(
    db,
    'unbound-firsts-due',
    `SELECT EXISTS (
       SELECT 1 FROM unnest($1::uuid[]) AS k(campaign_id)
        WHERE EXISTS (SELECT 1 FROM campaign_recipient r
                       WHERE r.campaign_id = k.campaign_id AND r.mail_account_id IS NULL
                         AND r.next_position = 1 AND r.state = 'active' AND NOT r.paused
                         AND coalesce(r.next_send_at, '-infinity') <= $2)) AS due`,
    [campaigns, now],
  );
  return row.due;
}
