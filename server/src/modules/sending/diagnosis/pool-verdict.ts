/**
 * Which mailboxes of a pool decide for the recipients due: a recipient with a sender goes from
 * that sender only, a first message without one from any mailbox of the pool (sending README,
 * "Pools"), and a recipient whose sender left the pool or was deleted from none.
 */
import type { MailboxVerdict } from './mailbox-verdict';
import type { DueBySender } from './recipient-queries';

/** The pool's verdicts the due recipients may go by, and how many of them no mailbox may send. */
export function verdictsForDue(
  verdicts: MailboxVerdict[],
  due: DueBySender[],
): { verdicts: MailboxVerdict[]; stranded: number } {
  const pool = new Set(verdicts.map((verdict) => verdict.detail.mailAccountId));
  const stranded = due
    .filter((row) => !row.unbound_first && (row.sender === null || !pool.has(row.sender)))
    .reduce((sum, row) => sum + row.due, 0);
  if (due.some((row) => row.unbound_first && row.due > 0)) return { verdicts, stranded };
  const senders = new Set(due.filter((row) => row.due > 0).map((row) => row.sender));
  return {
    verdicts: verdicts.filter((verdict) => senders.has(verdict.detail.mailAccountId)),
    stranded,
  };
}

/**
 * What a set of mailboxes does for what they may send: the first that can send now, else the one
 * that sends soonest, else the first (paused or blocked); null for none.
 */
export function poolVerdict(verdicts: MailboxVerdict[]): MailboxVerdict | null {
  const sending = verdicts.find((verdict) => verdict.state === 'sending');
  if (sending) return sending;
  const [soonest] = verdicts
    .filter((verdict) => verdict.state === 'waiting' && verdict.nextSendAt)
    .sort((a, b) => a.nextSendAt!.getTime() - b.nextSendAt!.getTime());
  return soonest ?? verdicts[0] ?? null;
}

/** The text of recipients due whose sender no mailbox of the pool is. */
export const strandedText = (count: number) =>
  `${count} due recipients wait for their sender, which left the campaign's pool or was deleted: move them to a mailbox of the pool.`;
