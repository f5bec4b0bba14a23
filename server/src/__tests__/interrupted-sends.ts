/**
 * What a dead worker leaves in the send ledger, seen from outside: sends on the wire that nothing
 * moves any more.
 */
import type { DataSource } from 'typeorm';
import { RECONCILE_AFTER_MS } from '../modules/sending/reconcile';

/** How long a send must stay on the wire to count as a dead worker's (a live one is answered). */
const STILL_MS = 10_000;

/** Sends of a burst under way: claimed and due, or on the wire. */
function unfinishedSends(db: DataSource): Promise<{ id: string; mail_account_id: string }[]> {
  return db.query(
    `SELECT id, mail_account_id FROM send
      WHERE state = 'smtp_started'
         OR (state = 'claimed' AND (next_attempt_at IS NULL OR next_attempt_at <= now()))`,
  );
}

/** How many mailboxes have a burst under way right now. */
export async function mailboxesSending(db: DataSource): Promise<number> {
  return new Set((await unfinishedSends(db)).map((send) => send.mail_account_id)).size;
}

/**
 * Right after a worker is killed: its sends that were on the wire (`smtp_started` and still so
 * STILL_MS later) are made as old as the ledger waits before it reconciles an interrupted send (5
 * minutes, `RECONCILE_AFTER_MS`): the time that would pass in production, skipped here so that the
 * survivor settles them (sent again, or found sent) within the test. Answers how many there were.
 */
export async function ageInterruptedSends(db: DataSource): Promise<number> {
  const onTheWire = `SELECT id FROM send WHERE state = 'smtp_started'`;
  const before = new Set((await db.query(onTheWire)).map((send: { id: string }) => send.id));
  await new Promise((resolve) => setTimeout(resolve, STILL_MS));
  const still = (await db.query(onTheWire))
    .map((send: { id: string }) => send.id)
    .filter((id: string) => before.has(id));
  await db.query(
    `UPDATE send SET smtp_started_at = smtp_started_at - $2 * interval '1 millisecond'
      WHERE id = ANY($1) AND state = 'smtp_started'`,
    [still, RECONCILE_AFTER_MS],
  );
  return still.length;
}
