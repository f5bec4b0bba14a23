import type { InboxThreadMessage } from './inbox-thread';

/** A message of a thread and the one it answers (a received message: our send; an answer: theirs). */
export interface ThreadEntry {
  message: InboxThreadMessage;
  answers: string | null;
}

/**
 * A conversation's messages in the order they happened. Each is placed at its own time (a send:
 * when it went, by our clock; a received message: when the IMAP server took it, INTERNALDATE, whole
 * seconds; an answer: when it went), but never before the message it answers: a reply that the
 * server dated in the same second as our step, or by a clock behind ours, still comes after the
 * step it answers, and our answer after the message it answers. Equal places keep the order of
 * `entries` (sends, then received messages, then answers). The times shown stay each message's own.
 */
export function inThreadOrder(entries: ThreadEntry[]): InboxThreadMessage[] {
  const place = new Map<string, number>();
  const placed = entries.map(({ message, answers }, index) => {
    const answered = answers === null ? undefined : place.get(answers);
    const at = Math.max(message.at.getTime(), answered ?? -Infinity);
    place.set(message.id, at);
    return { message, at, index };
  });
  return placed.sort((a, b) => a.at - b.at || a.index - b.index).map(({ message }) => message);
}
