/**
 * The SMTP sink of the dispatch benchmark, run as a child process (`fork`) so that receiving mail
 * costs the measured process nothing: it accepts any login (PLAIN, LOGIN) and any message, counts
 * them and the Message-IDs it has seen more than once. Listens on 127.0.0.1 (a free port), sends
 * `{ port }` to its parent once listening, and answers the parent's `'count'` message with the
 * figures since its previous `'count'`.
 *
 * Like a real provider it can take its time (environment): SINK_GREETING_MS before its greeting
 * and again before answering a login, SINK_MESSAGE_MS before answering a message's data (default
 * 0: as fast as it can).
 */
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** What the sink received since the previous count. */
export interface SinkCount {
  messages: number;
  /** Messages whose Message-ID the sink had already received (ever, not only in this count). */
  duplicates: number;
  /** Messages without a Message-ID header. */
  withoutMessageId: number;
  bytes: number;
  /** Connections opened by clients. */
  connections: number;
}

const GREETING_MS = Number(process.env.SINK_GREETING_MS ?? 0);
const MESSAGE_MS = Number(process.env.SINK_MESSAGE_MS ?? 0);
const later = (ms: number, done: () => void) => (ms > 0 ? setTimeout(done, ms) : done());

const seen = new Set<string>();
const empty = (): SinkCount => ({
  messages: 0,
  duplicates: 0,
  withoutMessageId: 0,
  bytes: 0,
  connections: 0,
});
let count = empty();

/** The Message-ID header of a message's head (unfolded), or undefined. */
function messageIdOf(head: string): string | undefined {
  return /^message-id:[ \t]*(.*(?:\r?\n[ \t].*)*)/im
    .exec(head)?.[1]
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** Reads a message, keeping only its head (up to the first blank line) as text. */
async function receive(stream: SMTPServerDataStream): Promise<void> {
  let head = '';
  let headDone = false;
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (!headDone) {
      head += chunk.toString('latin1');
      const end = head.search(/\r?\n\r?\n/);
      if (end >= 0) {
        head = head.slice(0, end);
        headDone = true;
      }
    }
  }
  const messageId = messageIdOf(head);
  count.messages += 1;
  count.bytes += bytes;
  if (!messageId) count.withoutMessageId += 1;
  else if (seen.has(messageId)) count.duplicates += 1;
  else seen.add(messageId);
}

const server = new SMTPServer({
  logger: false,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  authMethods: ['PLAIN', 'LOGIN'],
  authOptional: true,
  allowInsecureAuth: true,
  size: 50 * 1024 * 1024,
  // An idle client is dropped after 5 minutes, the least RFC 5321 (4.5.3.2.7) asks of a server
  // (Postfix waits 5 minutes too); smtp-server's own default, a minute, is shorter than any
  // real provider's.
  socketTimeout: 5 * 60_000,
  onConnect: (_session, callback) => {
    count.connections += 1;
    later(GREETING_MS, () => callback());
  },
  onAuth: (auth, _session, callback) =>
    later(GREETING_MS, () => callback(null, { user: auth.username })),
  onData: (stream, _session, callback) => {
    receive(stream).then(() => later(MESSAGE_MS, () => callback(null)), callback);
  },
});
server.on('error', () => undefined); // a client dropping its connection is not the sink's failure

process.on('message', (message) => {
  if (message !== 'count') return;
  process.send?.(count);
  count = empty();
});
process.on('disconnect', () => server.close(() => process.exit(0)));

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  if (address && typeof address === 'object') process.send?.({ port: address.port });
});
