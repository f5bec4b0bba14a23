import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/**
 * The statements of a thread's pages. A message's place is its time in microseconds since the
 * epoch (`*_us`, as text: exact, beyond a double's reach) — a received message's `thread_at`, an
 * answer's time never before the message it answers — and a page is the messages before a cursor
 * (place, kind rank, id), newest first: sends rank 0, received 1, answers 2.
 */

/** A timestamp from microseconds since the epoch, exactly. */
const AT = (n: string) => `('epoch'::timestamptz + ${n}::bigint * interval '1 microsecond')`;
const US = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

/** Where a page ends: the oldest message already shown. */
export interface ThreadCursor {
  us: string;
  rank: number;
  id: string;
}

/** A message's place in its thread, without its body. */
export interface PlacedRow {
  id: string;
  us: string;
}

/**
 * The received messages of a conversation before `cursor`, newest first, `limit` at most: an
 * index range of `inbox_mail_thread_idx` (conversation_id, thread_at DESC, id DESC), no body read.
 */
export async function selectReceivedPlaces(
  db: Db,
  conversationId: string,
  cursor: ThreadCursor | null,
  limit: number,
): Promise<PlacedRow[]> {
  if (!cursor)
    return db.query(
      `SELECT id, ${US('thread_at')} AS us FROM inbox_mail WHERE conversation_id = $1
        ORDER BY thread_at DESC, id DESC LIMIT $2`,
      [conversationId, limit],
    );
  return db.query(
    `SELECT id, ${US('thread_at')} AS us FROM inbox_mail
      WHERE conversation_id = $1 AND thread_at <= ${AT('$2')}
        AND (thread_at < ${AT('$2')} OR $3::int > 1 OR ($3::int = 1 AND id < $4::uuid))
      ORDER BY thread_at DESC, id DESC LIMIT $5`,
    [conversationId, cursor.us, cursor.rank, cursor.id, limit],
  );
}

/**
 * The answers of a conversation before `cursor`, newest first, `limit` at most; each placed at
 * its own time (sent, else started, else written) but never before the message it answers.
 * Answers are written by hand, few per conversation: their places are computed, not indexed.
 */
export async function selectAnswerPlaces(
  db: Db,
  conversationId: string,
  cursor: ThreadCursor | null,
  limit: number,
): Promise<PlacedRow[]> {
  const place = `greatest(coalesce(a.sent_at, a.smtp_started_at, a.created_at), m.thread_at)`;
  return db.query(
    `SELECT id, us FROM (
       SELECT a.id, ${place} AS place, ${US(place)} AS us
         FROM inbox_answer a LEFT JOIN inbox_mail m ON m.id = a.mail_id
        WHERE a.conversation_id = $1) p
      WHERE $2::bigint IS NULL OR place < ${AT('$2')} OR (place = ${AT('$2')} AND $3::int > 2)
         OR (place = ${AT('$2')} AND $3::int = 2 AND id < $4::uuid)
      ORDER BY place DESC, id DESC LIMIT $5`,
    [conversationId, cursor?.us ?? null, cursor?.rank ?? 0, cursor?.id ?? null, limit],
  );
}

/** Sets what a received body was made safe into (`safe_html`), once, for mail stored before. */
export async function keepSafeHtml(
  db: Db,
  mailId: string,
  safeHtml: string | null,
  version: number,
): Promise<void> {
  await db.query(`UPDATE inbox_mail SET safe_html = $2, safe_html_version = $3 WHERE id = $1`, [
    mailId,
    safeHtml,
    version,
  ]);
}
