import type { EntityManager } from 'typeorm';
import { COUNTED } from './event-types';
import { CONTACTS_ADDED_SERIES } from './campaign-timeline-counter.entity';

/**
 * The report counters' recounts, for the moves that are not events: recipients added to or taken
 * from a campaign (their number per list, the Timeline's contacts added) and recipients moved to
 * another list when theirs is unlinked (everything counted per list). Each runs in the caller's
 * transaction, which holds the campaign row; rows are locked in key order first, the order the
 * event recorder writes them in.
 */

const TYPES = [...new Set(Object.values(COUNTED))] as string[];
const BUCKET = (column: string) =>
  `date_bin('15 minutes', ${column}, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;

/** Recipients per list, and contacts added per list and quarter hour, as the campaign now has them. */
export async function refreshListRecipients(tx: EntityManager, campaignId: string): Promise<void> {
  await tx.query(
    `SELECT 1 FROM campaign_list_counter WHERE campaign_id = $1 ORDER BY list_id FOR UPDATE`,
    [campaignId],
  );
  await tx.query(
    `INSERT INTO campaign_list_counter (campaign_id, list_id, workspace_id, recipients)
     SELECT c.id, l.list_id, c.workspace_id, coalesce(r.n, 0)
       FROM campaign c
       JOIN (SELECT list_id FROM campaign_recipient WHERE campaign_id = $1
             UNION SELECT list_id FROM campaign_list_counter WHERE campaign_id = $1) l ON true
       LEFT JOIN (SELECT list_id, count(*)::int AS n FROM campaign_recipient
                   WHERE campaign_id = $1 GROUP BY list_id) r ON r.list_id = l.list_id
      WHERE c.id = $1
      ORDER BY l.list_id
     ON CONFLICT (campaign_id, list_id) DO UPDATE SET recipients = excluded.recipients`,
    [campaignId],
  );
  await dropEmptyLists(tx, campaignId);
  await tx.query(`DELETE FROM campaign_timeline_counter WHERE campaign_id = $1 AND series = $2`, [
    campaignId,
    CONTACTS_ADDED_SERIES,
  ]);
  await tx.query(
    `INSERT INTO campaign_timeline_counter (campaign_id, bucket, list_id, series, workspace_id, count)
     SELECT campaign_id, ${BUCKET('created_at')}, list_id, $2, min(workspace_id::text)::uuid,
            count(*)
       FROM campaign_recipient WHERE campaign_id = $1
      GROUP BY 1, 2, 3`,
    [campaignId, CONTACTS_ADDED_SERIES],
  );
}

/**
 * After recipients moved to another list: their events follow them, and every per-list counter
 * of the campaign is counted again from its events with the recorder's rules (a recipient once per
 * type, once per type and message; flagged events count nothing). Run after
 * `refreshListRecipients`. Rare (an unlink), and bounded by the campaign's events.
 */
export async function recountLists(tx: EntityManager, campaignId: string): Promise<void> {
  await tx.query(
    `UPDATE email_event e SET list_id = r.list_id
       FROM campaign_recipient r
      WHERE e.campaign_id = $1 AND r.id = e.recipient_id AND e.list_id IS DISTINCT FROM r.list_id`,
    [campaignId],
  );
  const perType = TYPES.map(
    (type) => `count(DISTINCT e.recipient_id) FILTER (WHERE e.type = '${type}')`,
  );
  await tx.query(
    `UPDATE campaign_list_counter k
        SET ${TYPES.map((type, i) => `"${type}" = coalesce(t.c${i}, 0)`).join(', ')},
            feed_events = coalesce(t.events, 0), feed_sends = coalesce(t.sends, 0)
       FROM (SELECT l.list_id, g.*
               FROM campaign_list_counter l
               LEFT JOIN (SELECT e.list_id AS counted_list,
                                 ${perType.map((sql, i) => `${sql} AS c${i}`).join(', ')},
                                 count(*) AS events, count(*) FILTER (WHERE e.type = 'sent') AS sends
                            FROM email_event e
                           WHERE e.campaign_id = $1 AND NOT e.flagged AND e.list_id IS NOT NULL
                           GROUP BY e.list_id) g ON g.counted_list = l.list_id
              WHERE l.campaign_id = $1) t
      WHERE k.campaign_id = $1 AND k.list_id = t.list_id`,
    [campaignId],
  );
  await tx.query(`DELETE FROM step_list_counter WHERE campaign_id = $1`, [campaignId]);
  await tx.query(
    `INSERT INTO step_list_counter (step_id, list_id, campaign_id, workspace_id,
                                    ${TYPES.map((type) => `"${type}"`).join(', ')})
     SELECT e.step_id, e.list_id, $1, min(e.workspace_id::text)::uuid, ${perType.join(', ')}
       FROM email_event e JOIN step s ON s.id = e.step_id
      WHERE e.campaign_id = $1 AND NOT e.flagged AND e.list_id IS NOT NULL
        AND e.type = ANY($2::text[])
      GROUP BY e.step_id, e.list_id
      ORDER BY e.step_id, e.list_id`,
    [campaignId, TYPES],
  );
  await tx.query(`DELETE FROM campaign_timeline_counter WHERE campaign_id = $1 AND series <> $2`, [
    campaignId,
    CONTACTS_ADDED_SERIES,
  ]);
  await tx.query(
    `INSERT INTO campaign_timeline_counter (campaign_id, bucket, list_id, series, workspace_id, count)
     SELECT $1, ${BUCKET('created_at')}, list_id, step_id, min(workspace_id::text)::uuid, count(*)
       FROM (SELECT DISTINCT ON (e.recipient_id, e.step_id) e.list_id, e.step_id, e.workspace_id,
                    e.created_at
               FROM email_event e
              WHERE e.campaign_id = $1 AND e.type = 'sent' AND NOT e.flagged
                AND e.step_id IS NOT NULL AND e.list_id IS NOT NULL
              ORDER BY e.recipient_id, e.step_id, e.id) first_send
      GROUP BY 2, 3, 4`,
    [campaignId],
  );
  await dropEmptyLists(tx, campaignId);
}

/** A list taken back with all its recipients and their events leaves nothing to count. */
async function dropEmptyLists(tx: EntityManager, campaignId: string): Promise<void> {
  await tx.query(
    `DELETE FROM campaign_list_counter
      WHERE campaign_id = $1 AND recipients = 0 AND feed_events = 0`,
    [campaignId],
  );
}
