import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { burstSize, localDayBounds, nextSendAt } from '../mailbox/sending-window';
import type { ClaimedSend } from './send-ledger';

/** States of a send that reached (or may have reached) the SMTP server: they use the cap and gap. */
export const HANDED_OVER = `('sent', 'smtp_started', 'uncertain')`;

/** A recipient's next message, as the planner found it. */
export interface SendCandidate {
  recipientId: string;
  stepId: string;
  position: number;
}

export interface BurstPlan {
  /** How many sends this run may make (0: none now). */
  size: number;
  /** When the next burst may start (null: no window at all). */
  nextAt: Date | null;
}

/** Scheduled campaigns whose start time has come are started (all, or those of one mailbox). */
export async function startDueCampaigns(
  db: DataSource,
  now: Date,
  mailboxId?: string,
): Promise<void> {
  await db.query(
    `UPDATE campaign SET status = 'started', updated_at = now()
      WHERE status = 'scheduled' AND deleted_at IS NULL AND start_time <= $1
        AND ($2::uuid IS NULL OR mail_account_id = $2)`,
    [now, mailboxId ?? null],
  );
}

/** A mailbox's sends so far, as the planner weighs them. */
export interface MailboxSendState {
  /** Sends handed over on the local day containing `now`. */
  sentToday: number;
  lastSentAt: Date | null;
}

/**
 * How many sends the mailbox handed to its server on the local day containing `now`, and when
 * the last one went (sends counted by the instant they were handed over, on the
 * send_mail_account_sent_idx / send_open_idx indexes).
 */
export async function mailboxSendState(
  db: DataSource,
  mailboxId: string,
  pref: SendingPreference,
  now: Date,
): Promise<MailboxSendState> {
  const day = localDayBounds(pref, now);
  const [row]: { sent_today: number; last_sent_at: Date | null }[] = await db.query(
    `SELECT count(*) FILTER (WHERE coalesce(sent_at, smtp_started_at) >= $2
                               AND coalesce(sent_at, smtp_started_at) < $3)::int AS sent_today,
            max(coalesce(sent_at, smtp_started_at)) AS last_sent_at
       FROM send WHERE mail_account_id = $1 AND state IN ${HANDED_OVER}`,
    [mailboxId, day.start, day.end],
  );
  return { sentToday: row.sent_today, lastSentAt: row.last_sent_at };
}

/**
 * Whether a burst is due for a mailbox at `now`, and its size: inside the window, at least the
 * gap after the mailbox's last send, within the local day's cap.
 */
export async function planBurst(
  db: DataSource,
  mailboxId: string,
  pref: SendingPreference,
  now: Date,
): Promise<BurstPlan> {
  const state = await mailboxSendState(db, mailboxId, pref, now);
  const nextAt = nextSendAt(pref, { now, ...state });
  if (!nextAt || nextAt.getTime() > now.getTime()) return { size: 0, nextAt };
  return { size: burstSize(pref, state.sentToday), nextAt };
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
): Promise<ClaimedSend[]> {
  return db.query(
    `SELECT id, message_id AS "messageId", recipient_id AS "recipientId", step_id AS "stepId"
       FROM send
      WHERE mail_account_id = $1 AND state = 'claimed'
        AND coalesce(next_attempt_at, '-infinity') <= $2
      ORDER BY claimed_at, id LIMIT $3`,
    [mailboxId, now, limit],
  );
}

/**
 * The recipients of the mailbox's started campaigns whose next step is due: follow-ups first (the
 * longest waiting first), then first messages in the order recipients were added. A recipient is
 * due when it is active and not paused, its step at `next_position` is active and, for follow-ups,
 * `next_send_at` (the previous send + the step's delay) has passed. Those with a ledger row for
 * that step already are someone else's. More rows than the burst are read: the claim may still
 * refuse some (a contact that bounced or unsubscribed meanwhile).
 */
export async function dueCandidates(
  db: DataSource,
  mailboxId: string,
  now: Date,
  limit: number,
): Promise<SendCandidate[]> {
  return db.query(
    `SELECT r.id AS "recipientId", s.id AS "stepId", s.position
       FROM campaign c
       JOIN campaign_recipient r ON r.campaign_id = c.id
       JOIN step s ON s.campaign_id = c.id AND s.position = r.next_position
      WHERE c.mail_account_id = $1 AND c.status = 'started' AND c.deleted_at IS NULL
        AND r.state = 'active' AND NOT r.paused AND s.status = 'active'
        AND coalesce(r.next_send_at, '-infinity') <= $2
        AND NOT EXISTS (SELECT 1 FROM send x WHERE x.recipient_id = r.id AND x.step_id = s.id)
      ORDER BY (s.position > 1) DESC, r.next_send_at, c.created_at, c.id, r.created_at, r.id
      LIMIT $3`,
    [mailboxId, now, limit],
  );
}

/**
 * Ends what has nothing left to send: recipients past the campaign's last step are complete, and
 * a started campaign without an active recipient or an unfinished send is `complete`.
 */
export async function completeFinished(db: DataSource, mailboxId: string): Promise<void> {
  await db.query(
    // Rows are locked in id order, like every other writer of recipients (the ledger, list
    // unlinking, sequence edits): an unordered UPDATE could deadlock with them.
    `WITH done AS (
       SELECT r.id FROM campaign_recipient r
         JOIN campaign c ON c.id = r.campaign_id
        WHERE c.mail_account_id = $1 AND c.status = 'started' AND r.state = 'active'
          AND NOT EXISTS (SELECT 1 FROM step s
                           WHERE s.campaign_id = c.id AND s.position >= r.next_position)
        ORDER BY r.id
          FOR UPDATE OF r)
     UPDATE campaign_recipient r SET state = 'complete', next_send_at = NULL
       FROM done WHERE r.id = done.id AND r.state = 'active'`,
    [mailboxId],
  );
  await db.query(
    `UPDATE campaign c SET status = 'complete', updated_at = now()
      WHERE c.mail_account_id = $1 AND c.status = 'started' AND c.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM campaign_recipient r
                         WHERE r.campaign_id = c.id AND r.state = 'active')
        AND NOT EXISTS (SELECT 1 FROM send x
                         WHERE x.campaign_id = c.id AND x.state IN ('claimed', 'smtp_started'))`,
    [mailboxId],
  );
}
