import type { DataSource, EntityManager } from 'typeorm';

/**
 * The statements of the tracking endpoints, their hot path: a click reads its link by primary
 * key (then caches it), and a batch of buffered hits reads all its sends in one statement.
 * Recording the events themselves is the event recorder's (events/queries.ts).
 */

/** The URL stored for a send's link index: one probe of the primary key (send_id, index). */
export async function findSendLinkUrl(
  db: DataSource,
  sendId: string,
  index: number,
): Promise<string | undefined> {
  const [link]: { url: string }[] = await db.query(
    `SELECT url FROM send_link WHERE send_id = $1 AND index = $2`,
    [sendId, index],
  );
  return link?.url;
}

/**
 * A batch of hits commits without waiting for the WAL flush: hits wait in memory before it
 * anyway, and the batch is still written whole or not at all (a database crash could lose the
 * last few milliseconds). Only for the transaction it runs in.
 */
export async function skipCommitFlush(tx: EntityManager): Promise<void> {
  await tx.query(`SET LOCAL synchronous_commit = off`);
}

export interface TrackedSend {
  id: string;
  recipient_id: string;
  step_id: string | null;
  sent_at: Date | null;
}

/** The sends of a batch of hits, in one statement whatever the batch size (ids deduplicated). */
export async function findTrackedSends(
  tx: EntityManager,
  sendIds: string[],
): Promise<TrackedSend[]> {
  return tx.query(
    `SELECT id, recipient_id, step_id, sent_at FROM send WHERE id = ANY($1::uuid[])`,
    [sendIds],
  );
}

/**
 * Who an unsubscribe link is for, and whether they already unsubscribed from this sequence: the
 * recipient's state, or an unflagged unsubscribe event (a scanner's hit does not count).
 */
export async function findUnsubscribeTarget(
  db: DataSource,
  sendId: string,
): Promise<{ email: string; unsubscribed: boolean } | undefined> {
  const [row]: { email: string; unsubscribed: boolean }[] = await db.query(
    `SELECT ct.email::text AS email,
            r.state = 'unsubscribed' OR EXISTS (
              SELECT 1 FROM email_event e
               WHERE e.recipient_id = r.id AND e.type = 'unsubscribe' AND NOT e.flagged
            ) AS unsubscribed
       FROM send s
       JOIN campaign_recipient r ON r.id = s.recipient_id
       JOIN contact ct ON ct.id = r.contact_id
      WHERE s.id = $1`,
    [sendId],
  );
  return row;
}

/**
 * Locks the recipient of a send (FOR UPDATE OF r: the row every writer of a recipient's events
 * locks), with what its unsubscribe needs. Only the lock: whether it already unsubscribed is
 * asked after it, in its own statement, to see what a concurrent unsubscribe committed.
 */
export async function lockUnsubscribeRecipient(
  tx: EntityManager,
  sendId: string,
): Promise<{ recipient_id: string; step_id: string | null; email: string } | undefined> {
  const [row]: { recipient_id: string; step_id: string | null; email: string }[] = await tx.query(
    `SELECT r.id AS recipient_id, s.step_id, ct.email::text AS email
       FROM send s
       JOIN campaign_recipient r ON r.id = s.recipient_id
       JOIN contact ct ON ct.id = r.contact_id
      WHERE s.id = $1
      FOR UPDATE OF r`,
    [sendId],
  );
  return row;
}

/** Whether a (locked) recipient already unsubscribed: its state, or an unflagged event. */
export async function recipientUnsubscribed(
  tx: EntityManager,
  recipientId: string,
): Promise<boolean> {
  const [{ unsubscribed }]: { unsubscribed: boolean }[] = await tx.query(
    `SELECT state = 'unsubscribed' OR EXISTS (
              SELECT 1 FROM email_event e
               WHERE e.recipient_id = r.id AND e.type = 'unsubscribe' AND NOT e.flagged
            ) AS unsubscribed
       FROM campaign_recipient r WHERE r.id = $1`,
    [recipientId],
  );
  return unsubscribed;
}

/**
 * Notes, in the transaction that records a batch of hits, how many lines of each of their spool
 * segments are recorded (`lines` only grows: a batch retried hit by hit may come back lower). One
 * statement whatever the number of segments.
 */
export async function markSpoolRecorded(
  tx: EntityManager,
  recorded: Map<string, number>,
): Promise<void> {
  if (recorded.size === 0) return;
  await tx.query(
    `INSERT INTO tracking_spool (segment, lines)
     SELECT * FROM unnest($1::text[], $2::int[])
     ON CONFLICT (segment) DO UPDATE
        SET lines = greatest(tracking_spool.lines, excluded.lines), updated_at = now()`,
    [[...recorded.keys()], [...recorded.values()]],
  );
}

/** Lines of a segment already recorded (0 when none): one probe of the primary key. */
export async function spoolLinesRecorded(db: DataSource, segment: string): Promise<number> {
  const [row]: { lines: number }[] = await db.query(
    `SELECT lines FROM tracking_spool WHERE segment = $1`,
    [segment],
  );
  return row?.lines ?? 0;
}

/** Forgets segments whose files are deleted (by primary key). */
export async function forgetSpoolSegments(db: DataSource, segments: string[]): Promise<void> {
  if (segments.length === 0) return;
  await db.query(`DELETE FROM tracking_spool WHERE segment = ANY($1::text[])`, [segments]);
}

/** A batch's hits of one (send, kind, link, UTC minute, automated reason or '' for a person). */
export interface HitTally {
  sendId: string;
  kind: 'open' | 'click';
  link: number;
  /** The minute's start, epoch milliseconds. */
  minute: number;
  automated: string;
  hits: number;
}

/**
 * Adds a batch's hits to their `tracking_hit` rows (one statement whatever the batch) and answers,
 * per tally, whether this batch created its row: only then is the minute's event recorded. The
 * database decides, so two processes' batches on the same link agree: the second waits on the
 * first's row until it commits, then adds to it. Rows are taken in key order, so two batches never
 * wait on each other in a cycle (and always before their recipients, which come after in every
 * batch). `xmax = 0` holds for a row inserted, not for one updated through ON CONFLICT.
 */
export async function tallyHits(tx: EntityManager, tallies: HitTally[]): Promise<boolean[]> {
  if (tallies.length === 0) return [];
  const rows: { i: string }[] = await tx.query(
    `WITH k AS (
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::bigint[], $5::text[], $6::int[])
              WITH ORDINALITY AS k(send_id, kind, link, minute_ms, automated, hits, i)
     ), added AS (
       INSERT INTO tracking_hit AS h (send_id, kind, link, minute, automated, hits)
       SELECT send_id, kind, link, to_timestamp(minute_ms / 1000), automated, hits FROM k
        ORDER BY send_id, kind, link, minute_ms, automated
       ON CONFLICT (send_id, kind, link, minute, automated) DO UPDATE SET hits = h.hits + excluded.hits
       RETURNING h.send_id, h.kind, h.link, h.minute, h.automated, h.xmax = 0 AS created
     )
     SELECT k.i FROM k
       JOIN added a ON a.send_id = k.send_id AND a.kind = k.kind AND a.link = k.link
                   AND a.minute = to_timestamp(k.minute_ms / 1000) AND a.automated = k.automated
      WHERE a.created`,
    [
      tallies.map((t) => t.sendId),
      tallies.map((t) => t.kind),
      tallies.map((t) => t.link),
      tallies.map((t) => t.minute),
      tallies.map((t) => t.automated),
      tallies.map((t) => t.hits),
    ],
  );
  const created = tallies.map(() => false);
  for (const { i } of rows) created[Number(i) - 1] = true;
  return created;
}
