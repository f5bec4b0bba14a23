import type { DataSource } from 'typeorm';
import { queryPrepared } from '../../../db/prepared-query';
import type { ZoneGate } from '../../campaign/recipients/recipient-zones';
import type { ClaimedSend } from '../send-ledger';
import type { FirstMessageShare } from '../pool-room';

/**
 * The statements a dispatch run plans with (`dispatch.service.ts`, `send-planner.ts`): what the
 * mailbox has sent, what is due, and which mailboxes have work. Reads only, outside any
 * transaction: the claim (`queries/ledger.ts`) re-checks whatever they found under its locks.
 */

/** States of a send that reached (or may have reached) the SMTP server: they use the cap and gap. */
export const HANDED_OVER = `('sent', 'smtp_started', 'uncertain')`;

/**
 * With a zone gate ($open text[], $zone the mailbox's: `recipient-zones.ts`), recipient `r` of
 * campaign `c` is inside its hours; a null gate lets everyone through.
 */
const inOpenZoneSql = (open: string, zone: string) =>
  `(${open}::text[] IS NULL OR coalesce(CASE WHEN c.send_in_recipient_timezone THEN r.time_zone END,
                                         ${zone}::text) = ANY (${open}::text[]))`;

/**
 * Recipient `r`'s domain is not one of those held ($held text[], lower-case: `domain-deferrals.ts`);
 * a null list holds nothing.
 */
const outsideHeldSql = (held: string) =>
  `(${held}::text[] IS NULL OR lower(split_part(r.email, '@', 2)) <> ALL (${held}::text[]))`;

/** A recipient's next message, as the planner found it. */
export interface SendCandidate {
  recipientId: string;
  stepId: string;
  position: number;
}

/**
 * How many sends the mailbox handed over between `day.start` and `day.end`, and when its last one
 * went: counted by the instant they were handed over, a range of send_handed_over_idx (mailbox,
 * instant) for the count and its last entry for the instant, whatever the size of the ledger.
 */
export async function readSendState(
  db: DataSource,
  mailboxId: string,
  day: { start: Date; end: Date },
): Promise<{ sent_today: number; last_sent_at: Date | null }> {
  const [row] = await queryPrepared<{ sent_today: number; last_sent_at: Date | null }>(
    db,
    'send-state',
    `SELECT (SELECT count(*) FROM send
              WHERE mail_account_id = $1 AND state IN ${HANDED_OVER}
                AND coalesce(sent_at, smtp_started_at) >= $2
                AND coalesce(sent_at, smtp_started_at) < $3)::int AS sent_today,
            (SELECT coalesce(sent_at, smtp_started_at) FROM send
              WHERE mail_account_id = $1 AND state IN ${HANDED_OVER}
                AND coalesce(sent_at, smtp_started_at) IS NOT NULL
              ORDER BY coalesce(sent_at, smtp_started_at) DESC LIMIT 1) AS last_sent_at`,
    [mailboxId, day.start, day.end],
  );
  return row;
}

/**
 * Sends of this mailbox waiting in `claimed` whose back-off has passed (transient failures), or
 * left claimed by a dispatcher that stopped before starting them; oldest first (send_open_idx).
 */
export async function dueRetries(
  db: DataSource,
  mailboxId: string,
  now: Date,
  limit: number,
  gate: ZoneGate | null = null,
  held: string[] | null = null,
): Promise<ClaimedSend[]> {
  return queryPrepared<ClaimedSend>(
    db,
    'due-retries',
    `SELECT id, message_id AS "messageId", recipient_id AS "recipientId", step_id AS "stepId"
       FROM send
      WHERE mail_account_id = $1 AND state = 'claimed'
        AND coalesce(next_attempt_at, '-infinity') <= $2
        AND ($4::text[] IS NULL
             OR EXISTS (SELECT 1 FROM campaign_recipient r JOIN campaign c ON c.id = r.campaign_id
                         WHERE r.id = send.recipient_id AND ${inOpenZoneSql('$4', '$5')}))
        AND ($6::text[] IS NULL
             OR EXISTS (SELECT 1 FROM campaign_recipient r
                         WHERE r.id = send.recipient_id AND ${outsideHeldSql('$6')}))
      ORDER BY claimed_at, id LIMIT $3`,
    [mailboxId, now, limit, gate?.open ?? null, gate?.mailboxZone ?? null, held],
  );
}

/**
 * The recipients the mailbox may send to whose next step is due: follow-ups of the recipients it
 * is the sender of, in the started campaigns whose pool it is still in (the longest waiting
 * first), then first messages, in the order recipients were added, of the pooled campaigns whose
 * first messages are its to take now (`firstsOf`: balance, `pool-room.ts`). A recipient is due when
 * it is active and not paused, its step at `next_position` is active and, for follow-ups,
 * `next_send_at` (the previous send + the step's delay) has passed. Those with a ledger row for
 * that step already are someone else's. With a zone gate, only recipients inside their hours
 * (`inOpenZoneSql`). More rows than the burst are read: the claim may still refuse some (a
 * contact that bounced or unsubscribed meanwhile).
 */
export async function dueCandidates(
  db: DataSource,
  mailboxId: string,
  now: Date,
  limit: number,
  firstsOf: FirstMessageShare,
  gate: ZoneGate | null = null,
  held: string[] | null = null,
): Promise<SendCandidate[]> {
  // Prepared: in a worker it keeps one generic plan (`DatabaseOptions.genericPlans`), which ran
  // 1.3 ms a call on the mailboxes benchmark with paced pools, where planning every call with its
  // values cost 1.4 ms of planning for 0.35 ms of execution.
  // Each campaign of the pool is read on its own up to the limit, from an index in the order
  // wanted (its recipients bound to this mailbox: campaign_recipient_sender_idx by due time; its
  // first messages bound to no one: campaign_recipient_unbound_first_idx in the order they were
  // added), so a run reads O(burst) rows per campaign, not every due recipient of a 100,000.
  return queryPrepared<SendCandidate>(
    db,
    'due-candidates',
    `WITH pool AS MATERIALIZED (
       SELECT c.id, c.created_at, c.send_in_recipient_timezone
         FROM campaign_mail_account p JOIN campaign c ON c.id = p.campaign_id
        WHERE p.mail_account_id = $1 AND c.status = 'started' AND c.deleted_at IS NULL)
     SELECT "recipientId", "stepId", position FROM (
       SELECT r.id AS "recipientId", r.step_id AS "stepId", r.position, r.next_send_at,
              c.created_at AS campaign_at, c.id AS campaign_id, r.created_at
         FROM pool c
        CROSS JOIN LATERAL (
          SELECT r.id, r.next_send_at, r.created_at, s.id AS step_id, s.position
            FROM campaign_recipient r
            JOIN step s ON s.campaign_id = r.campaign_id AND s.position = r.next_position
           WHERE r.mail_account_id = $1 AND r.campaign_id = c.id AND r.state = 'active'
             AND NOT r.paused AND s.status = 'active'
             AND coalesce(r.next_send_at, '-infinity') <= $2
             AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
             AND ${inOpenZoneSql('$7', '$8')}
             AND ${outsideHeldSql('$9')}
           ORDER BY r.next_send_at, r.created_at, r.id
           LIMIT $3) r
       UNION ALL
       SELECT r.id, s.id, s.position, r.next_send_at, c.created_at, c.id, r.created_at
         FROM pool c
         JOIN step s ON s.campaign_id = c.id AND s.position = 1 AND s.status = 'active'
        CROSS JOIN LATERAL (
          SELECT r.id, r.next_send_at, r.created_at FROM campaign_recipient r
           WHERE r.campaign_id = c.id AND r.mail_account_id IS NULL AND r.next_position = 1
             AND r.state = 'active' AND NOT r.paused
             AND coalesce(r.next_send_at, '-infinity') <= $2
             AND (c.id = ANY($4::uuid[])
                  OR (c.id, coalesce((SELECT d.provider FROM mail_domain_provider d
                                       WHERE d.domain = split_part(r.email, '@', 2)),
                                     'other'))
                     IN (SELECT * FROM unnest($5::uuid[], $6::text[])))
             AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
             AND ${inOpenZoneSql('$7', '$8')}
             AND ${outsideHeldSql('$9')}
           ORDER BY r.created_at, r.id
           LIMIT $3) r
        WHERE c.id = ANY($4::uuid[]) OR c.id = ANY($5::uuid[])) due
      ORDER BY (position > 1) DESC, next_send_at, campaign_at, campaign_id, created_at, "recipientId"
      LIMIT $3`,
    [
      mailboxId,
      now,
      limit,
      firstsOf.campaigns,
      firstsOf.matched.map((pair) => pair.campaignId),
      firstsOf.matched.map((pair) => pair.provider),
      gate?.open ?? null,
      gate?.mailboxZone ?? null,
      held,
    ],
  );
}

/**
 * The `uncertain` sends of a page of campaigns, counted per campaign in one statement
 * (send_uncertain_idx); `workspace_id` keeps other workspaces' campaigns at nothing.
 */
export async function countUncertainSends(
  db: DataSource,
  workspaceId: string,
  campaignIds: readonly string[],
): Promise<{ campaign_id: string; count: number }[]> {
  return db.query(
    `SELECT campaign_id, count(*)::int AS count FROM send
      WHERE state = 'uncertain' AND campaign_id = ANY($2::uuid[]) AND workspace_id = $1
      GROUP BY campaign_id`,
    [workspaceId, campaignIds],
  );
}
