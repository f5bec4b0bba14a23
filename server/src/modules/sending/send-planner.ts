import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { completeFinishedCampaigns, startScheduledCampaigns } from '../campaign/campaign-states';
import { completeFinishedRecipients } from '../campaign/recipients/recipient-progress';
import { burstSize, localDayBounds, nextSendAt } from '../mailbox/sending-window';
import type { MailboxPace } from '../mailbox/pacing';
import { readSendState } from './queries/dispatch';
import { readMailboxPace } from './queries/pace';

export type { SendCandidate } from './queries/dispatch';

interface BurstPlan {
  /** How many sends this run may make (0: none now). */
  size: number;
  /** When the next burst may start (null: no window at all). */
  nextAt: Date | null;
  /**
   * When the burst after this run's may start once it handed `handedOver` sends to the server at
   * `now` (the run's clock stamps them all): the same rules over the state read for this plan
   * with those sends added, so a run that sent plans its next without reading the ledger again.
   */
  after(handedOver: number): Date | null;
  /**
   * When the mailbox may send next once this run handed one send over at each of `instants` (in
   * order): the same rules over the state read for this plan with each of them added. A paced
   * run (`paced-burst.ts`) finds the instant of each of its sends with it.
   */
  afterSendsAt(instants: readonly Date[]): Date | null;
}

/** Scheduled campaigns whose start time has come are started (all, or those of one mailbox). */
export async function startDueCampaigns(
  db: DataSource,
  now: Date,
  mailboxId?: string,
): Promise<void> {
  await startScheduledCampaigns(db, now, mailboxId);
}

/** A mailbox's sends so far, as the planner weighs them. */
export interface MailboxSendState {
  /** Sends handed over on the local day containing `now`. */
  sentToday: number;
  lastSentAt: Date | null;
  /** What its pacing rules weigh: ramp-up days, the last hour's sends, its gaps' seed. */
  pace: MailboxPace;
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
  const day = localDayBounds(pref, now);
  const [row, pace] = await Promise.all([
    readSendState(db, mailboxId, day),
    readMailboxPace(db, mailboxId, pref, now, day.start),
  ]);
  return { sentToday: row.sent_today, lastSentAt: row.last_sent_at, pace };
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
  const after = (handedOver: number) =>
    handedOver > 0 ? nextSendAt(pref, { now, ...withSends(state, handedOver, now) }) : nextAt;
  const afterSendsAt = (instants: readonly Date[]) =>
    instants.length > 0
      ? nextSendAt(pref, { now: instants[instants.length - 1], ...withSendsAt(state, instants) })
      : nextAt;
  if (!nextAt || nextAt.getTime() > now.getTime()) return { size: 0, nextAt, after, afterSendsAt };
  return { size: burstSize(pref, state.sentToday, state.pace, now), nextAt, after, afterSendsAt };
}

/**
 * The state once `count` more sends were handed over at `now`: counted today, the last one at
 * `now`, in the last hour's instants.
 */
export function withSends(state: MailboxSendState, count: number, now: Date): MailboxSendState {
  return {
    sentToday: state.sentToday + count,
    lastSentAt: now,
    pace: {
      ...state.pace,
      lastHour: [...state.pace.lastHour, ...Array<number>(count).fill(now.getTime())],
    },
  };
}

/** The state once one more send was handed over at each of `instants` (in order). */
export function withSendsAt(state: MailboxSendState, instants: readonly Date[]): MailboxSendState {
  return instants.reduce((sum, at) => withSends(sum, 1, at), state);
}

/**
 * Ends what has nothing left to send: recipients past the campaign's last step are complete, and
 * a started campaign without an active recipient or an unfinished send is `complete`.
 */
export async function completeFinished(db: DataSource, mailboxId: string): Promise<void> {
  // Recipients first (locked in id order), then the campaigns they leave without active ones.
  await completeFinishedRecipients(db, mailboxId);
  await completeFinishedCampaigns(db, mailboxId);
}
