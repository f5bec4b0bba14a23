import type { Logger } from 'pino';
import type { MailAccount } from '../mailbox/mail-account.entity';
import type { DispatchResult } from './dispatch.service';
import type { Lease } from './send-burst';
import type { InterruptedSend, SendLedger } from './send-ledger';
import type { SentCopies } from './sent-copies';
import type { SentCopyState } from './sent-folder';

export interface ReconcileOptions {
  /**
   * How long a send stays `smtp_started` before reconciliation looks for it: longer than any
   * live SMTP conversation (the transport's socket timeout: a minute, 150 s for a kept connection).
   */
  reconcileAfterMs?: number;
  /** How long an interrupted send may wait for a reachable IMAP server before it is `uncertain`. */
  giveUpAfterMs?: number;
}

const MINUTE_MS = 60_000;
export const RECONCILE_AFTER_MS = 5 * MINUTE_MS;
/** About sixty dispatch runs (one a minute) that could not reach the Sent folder. */
export const GIVE_UP_AFTER_MS = 60 * MINUTE_MS;
/** Interrupted sends reconciled per run at most (the rest wait for the next one). */
const RECONCILE_BATCH = 100;

/**
 * What is known of an interrupted send: `accepted` (the ledger recorded the server's 250),
 * `unsent` (cut before the last byte of its data: no server has it), what the Sent folder holds
 * (`filed`, `pending`, `none`), or nothing (null: IMAP cannot be asked).
 */
type InterruptedEvidence = 'accepted' | 'unsent' | SentCopyState | null;

const UNCERTAIN_REASONS = {
  pending:
    'Interrupted while the server had the message: its Sent copy is still pending. Not sent again.',
  twice: 'Interrupted twice and not in the Sent folder: not sent again.',
  unchecked: 'Interrupted send: the Sent folder could not be checked.',
} as const;

/**
 * Settles one interrupted send (ARCHITECTURE §4, sending README "Reconciliation"):
 * - accepted → `sent` at the acceptance; a filed copy → `sent` at its SMTP start;
 * - unsent (its data never ended) → back to `claimed`, sent again: no server has it;
 * - a pending copy (filed before the wire, the 250 never recorded) → `uncertain`, never re-sent;
 * - no copy → back to `claimed` for its one re-send (it never reached the wire, or, on a server
 *   that files its own copies, the server does not have it); no copy again after that → `uncertain`;
 * - unknown (IMAP unreachable) → left for the next run until it has waited `giveUpAfterMs`, then
 *   `uncertain`.
 */
async function settleInterrupted(
  ledger: SendLedger,
  logger: Logger,
  input: {
    send: InterruptedSend;
    found: InterruptedEvidence;
    now: Date;
    result: DispatchResult;
    giveUpAfterMs: number;
  },
): Promise<void> {
  const { send, found, now, result } = input;
  if (found === 'accepted' || found === 'filed') {
    const at = found === 'accepted' && send.acceptedAt ? send.acceptedAt : send.startedAt;
    if (await ledger.markSent(send.id, at)) result.reconciled += 1;
    return;
  }
  if (found === 'unsent' || (found === 'none' && !send.resent)) {
    if (await ledger.resendOnce(send, now)) result.resent += 1;
    return;
  }
  if (found === null && now.getTime() - send.startedAt.getTime() < input.giveUpAfterMs) return;
  const reason =
    found === 'pending'
      ? UNCERTAIN_REASONS.pending
      : found === 'none'
        ? UNCERTAIN_REASONS.twice
        : UNCERTAIN_REASONS.unchecked;
  if (await ledger.markUncertain(send, reason)) {
    result.uncertain += 1;
    logger.warn({ sendId: send.id, reason }, 'send is uncertain');
  }
}

/**
 * Crash recovery (ARCHITECTURE §4), the first stage of every dispatch run: sends left
 * `smtp_started` for longer than any live SMTP conversation are settled by what is known of them
 * (`settleInterrupted`): accepted → `sent`; by the Sent folder: a filed copy → `sent`, a pending
 * copy → `uncertain`, no copy → sent again once (a second time → `uncertain`); IMAP unreachable →
 * left for the next run, `uncertain` once they have waited `giveUpAfterMs`.
 */
export class Reconciler {
  private readonly reconcileAfterMs: number;
  private readonly giveUpAfterMs: number;

  constructor(
    private readonly ledger: SendLedger,
    private readonly logger: Logger,
    options: ReconcileOptions = {},
  ) {
    this.reconcileAfterMs = options.reconcileAfterMs ?? RECONCILE_AFTER_MS;
    this.giveUpAfterMs = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
  }

  /** Settles the mailbox's interrupted sends (at most RECONCILE_BATCH) into `result`. */
  async run(
    account: MailAccount,
    now: Date,
    copies: SentCopies,
    result: DispatchResult,
    lease: Lease,
  ): Promise<void> {
    const before = new Date(now.getTime() - this.reconcileAfterMs);
    const sends = await this.ledger.interrupted(account.id, before, RECONCILE_BATCH);
    for (const send of sends) {
      await lease.renew();
      const found = send.acceptedAt
        ? 'accepted'
        : send.dataEnding
          ? await copies.lookup(send.messageId)
          : await copies.withdrawPending(send.messageId).then(() => 'unsent' as const);
      await settleInterrupted(this.ledger, this.logger, {
        send,
        found,
        now,
        result,
        giveUpAfterMs: this.giveUpAfterMs,
      });
    }
  }
}
