import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Services } from '../../services';
import type { MailAccount } from '../mailbox/mail-account.entity';
import { SentCopies } from '../sending';
import type { InboxAnswerState } from './inbox-answer.entity';
import { moveAnswer, selectInterruptedAnswers, type AnswerRow } from './queries/answers';

/** An answer `smtp_started` for longer than any live SMTP conversation was interrupted. */
export const ANSWER_RECONCILE_AFTER_MS = 5 * 60_000;
/** How long an interrupted answer waits for its Sent folder to be reachable. */
const GIVE_UP_AFTER_MS = 60 * 60_000;

export const UNCERTAIN_ANSWER_REASON =
  'Sent status unknown after an interruption: the server may have it. Not sent again.';
export const UNSTARTED_ANSWER_REASON = 'Interrupted before it was sent. Not sent: answer again.';
export const UNSENT_ANSWER_REASON =
  'Interrupted before the server took it (no copy in the Sent folder). Not sent again: answer again.';

/**
 * Settles a mailbox's interrupted answers from its Sent folder, as the ledger's reconciliation
 * does (`sending/reconcile.ts`), run by the mailbox's inbox sync (which logs in to IMAP anyway).
 * Left `claimed` (the crash came before SMTP): `failed`, its pending copy removed. Left
 * `smtp_started`: a filed copy → `sent`; only our pending copy → `uncertain` (never sent again); no copy → the
 * server does not have it: `failed` (our copy is filed before the wire, so none means it never
 * went, or a server that files its own did not take it); folder unreachable → left for the next
 * run, `uncertain` after an hour. Answers how many were settled.
 */
export async function settleInterruptedAnswers(
  db: DataSource,
  imap: Services['imapLogins'],
  account: MailAccount,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ANSWER_RECONCILE_AFTER_MS);
  const rows = await selectInterruptedAnswers(db, account.id, before);
  if (rows.length === 0) return 0;
  const copies = new SentCopies(imap, account, logger);
  let settled = 0;
  try {
    for (const row of rows) if (await settleAnswer(db, copies, row, now)) settled += 1;
  } finally {
    await copies.close();
  }
  return settled;
}

/** Settles one interrupted answer; true when it moved. */
async function settleAnswer(
  db: DataSource,
  copies: SentCopies,
  row: AnswerRow,
  now: Date,
): Promise<boolean> {
  const move = async (to: InboxAnswerState, reason: string | null = null) =>
    Boolean(await moveAnswer(db, row.id, row.state, to, reason));
  if (row.state === 'claimed') {
    // Never started: no server has it; a pending copy filed before the crash goes.
    await copies.withdrawPending(row.message_id);
    return move('failed', UNSTARTED_ANSWER_REASON);
  }
  const state = await copies.lookup(row.message_id);
  if (state === 'filed') return move('sent');
  if (state === 'none') return move('failed', UNSENT_ANSWER_REASON);
  const waited = now.getTime() - new Date(row.smtp_started_at ?? now).getTime();
  if (state === 'pending' || waited > GIVE_UP_AFTER_MS)
    return move('uncertain', UNCERTAIN_ANSWER_REASON);
  return false;
}
