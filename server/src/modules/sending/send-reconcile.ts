import type { Logger } from 'pino';
import type { DispatchResult } from './dispatch.service';
import type { InterruptedSend, SendLedger } from './send-ledger';
import type { SentCopyState } from './sent-folder';

/**
 * What is known of an interrupted send: `accepted` (the ledger recorded the server's 250),
 * `unsent` (cut before the last byte of its data: no server has it), what the Sent folder holds
 * (`filed`, `pending`, `none`), or nothing (null: IMAP cannot be asked).
 */
export type InterruptedEvidence = 'accepted' | 'unsent' | SentCopyState | null;

export const UNCERTAIN_REASONS = {
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
export async function settleInterrupted(
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
