import type { MailAccount } from '../mailbox/mail-account.entity';
import type { MailTransport } from '../mailbox/mail-transport';

/** A kept connection unused this long is closed (bursts a minute apart keep theirs). */
export const KEEP_IDLE_MS = 2 * 60_000;
/** A connection is opened afresh after this long (a Google access token lives an hour). */
export const KEEP_AT_MOST_MS = 10 * 60_000;
const SWEEP_MS = 30_000;

interface Kept {
  transport: MailTransport;
  /** What the connection was opened with: another login or address opens a new one. */
  key: string;
  openedAt: number;
  lastUsed: number;
  inUse: boolean;
}

/**
 * The pooled SMTP connections of the mailboxes, kept from one burst to the next: a provider
 * takes a TLS handshake, a greeting and a login per connection (hundreds of ms), which a mailbox
 * sending a burst a minute would otherwise pay every minute. A connection is reused by the
 * mailbox's next burst when its login and address are unchanged, it was used within KEEP_IDLE_MS
 * and opened within KEEP_AT_MOST_MS; a burst that ended on a connection or login failure closes
 * it. One burst of a mailbox uses it at a time (another gets its own, closed after it). A server
 * that closes an idle connection costs nothing: the pool opens a new one for the next message.
 */
export class KeptConnections {
  private readonly kept = new Map<string, Kept>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** The mailbox's kept connection for this login kind, or a new one from `open`. */
  async acquire(
    account: MailAccount,
    useSmtp: boolean,
    open: () => Promise<MailTransport>,
  ): Promise<{ transport: MailTransport; release: (healthy: boolean) => void }> {
    const id = `${account.id}:${useSmtp ? 'smtp' : 'default'}`;
    const key = `${account.type}\n${account.email}\n${account.credentials}`;
    const now = this.now();
    const found = this.kept.get(id);
    if (found && !found.inUse) {
      if (
        found.key === key &&
        now - found.lastUsed < KEEP_IDLE_MS &&
        now - found.openedAt < KEEP_AT_MOST_MS
      ) {
        found.inUse = true;
        return {
          transport: found.transport,
          release: (healthy) => this.release(id, found, healthy),
        };
      }
      this.kept.delete(id);
      found.transport.close();
    }
    const transport = await open();
    if (this.kept.has(id)) return { transport, release: () => transport.close() };
    const entry: Kept = { transport, key, openedAt: now, lastUsed: now, inUse: true };
    this.kept.set(id, entry);
    return { transport, release: (healthy) => this.release(id, entry, healthy) };
  }

  /** How many connections are kept (the tests and the benchmark). */
  get size(): number {
    return this.kept.size;
  }

  closeAll(): void {
    clearInterval(this.sweeper);
    for (const entry of this.kept.values()) entry.transport.close();
    this.kept.clear();
  }

  private release(id: string, entry: Kept, healthy: boolean): void {
    entry.inUse = false;
    entry.lastUsed = this.now();
    if (healthy && this.kept.get(id) === entry) return;
    if (this.kept.get(id) === entry) this.kept.delete(id);
    entry.transport.close();
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.kept)
      if (
        !entry.inUse &&
        (now - entry.lastUsed >= KEEP_IDLE_MS || now - entry.openedAt >= KEEP_AT_MOST_MS)
      ) {
        this.kept.delete(id);
        entry.transport.close();
      }
  }
}
