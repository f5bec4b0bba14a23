import type { ThreadCursor } from './queries/thread';

/** Kinds of message in a thread, in the order they keep at the same place. */
export const RANK = { sent: 0, received: 1, answer: 2 } as const;

/**
 * A message's place in its thread (`ThreadCursor`): its time in microseconds, then its kind
 * (sends, then received messages, then answers), then its id. Each message is placed at its own
 * time (a send: when it went, by our clock; a received message: when the IMAP server took it,
 * INTERNALDATE, whole seconds; an answer: when it went), but never before the message it answers:
 * a reply that the server dated in the same second as our step, or by a clock behind ours, still
 * comes after the step it answers (`inbox_mail.thread_at`, set when stored), and our answer after
 * the message it answers. The times shown (`at`) stay each message's own.
 */
export type ThreadKey = ThreadCursor;

/** Negative when `a` comes before `b` in the thread. */
export function compareKeys(a: ThreadKey, b: ThreadKey): number {
  const at = BigInt(a.us) - BigInt(b.us);
  if (at !== 0n) return at < 0n ? -1 : 1;
  if (a.rank !== b.rank) return a.rank - b.rank;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const CURSOR =
  /^(\d{1,17})\.([0-2])\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor a page hands out: the place of its oldest message. */
export function encodeCursor(key: ThreadKey): string {
  return `${key.us}.${key.rank}.${key.id}`;
}

/** A cursor this API gave, or undefined when `text` is not one. */
export function decodeCursor(text: string): ThreadKey | undefined {
  const match = CURSOR.exec(text.toLowerCase());
  return match ? { us: match[1], rank: Number(match[2]), id: match[3] } : undefined;
}
