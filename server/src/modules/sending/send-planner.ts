import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { burstSize, localDayBounds, nextSendAt } from '../mailbox/sending-window';
import { readSendState } from './queries/dispatch';

export type { SendCandidate } from './queries/dispatch';

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
 * the last one went.
 */
export async function mailboxSendState(
  db: DataSource,
  mailboxId: string,
  pref: SendingPreference,
  now: Date,
): Promise<MailboxSendState> {
  const row = await readSendState(db, mailboxId, localDayBounds(pref, now));
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
