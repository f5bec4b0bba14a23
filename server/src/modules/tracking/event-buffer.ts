import type { Logger } from 'pino';

export interface EventBufferOptions {
  /** The longest an item waits before a write starts. */
  maxDelayMs: number;
  /** Items per write (a backlog is written in batches of this size). */
  batchSize: number;
  /** Items held at most; beyond that new ones are dropped (and logged) rather than exhaust memory. */
  maxPending: number;
  /** Attempts of a batch before its items are tried one by one. */
  attempts: number;
  retryDelayMs: number;
}

const DEFAULTS: EventBufferOptions = {
  maxDelayMs: 50,
  // Writes are set-based: a larger batch costs less per item, so a backlog drains faster. Under
  // load (tracking benchmark, 2 shared cores) 1,000 fell behind by about a second; 4,000 keeps
  // pace. A batch holds its recipients' row locks for its one transaction (well under a second).
  batchSize: 4000,
  maxPending: 200_000,
  attempts: 3,
  retryDelayMs: 100,
};

/**
 * Holds items in memory and hands them to `write` in batches, at most `maxDelayMs` after the first
 * arrives or as soon as `batchSize` are waiting, one write at a time. A failed batch is retried
 * with back-off, then written item by item (once each) so one bad item cannot take the others with it; what
 * still fails is logged and dropped. Nothing here ever throws into the caller. `close()` writes
 * everything still held.
 */
export class EventBuffer<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private droppedSinceLog = 0;
  private readonly options: EventBufferOptions;

  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly logger: Logger,
    options: Partial<EventBufferOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Items waiting to be written (not counting a batch being written). */
  get size(): number {
    return this.pending.length;
  }

  push(item: T): void {
    if (this.pending.length >= this.options.maxPending) {
      if (this.droppedSinceLog++ === 0)
        this.logger.warn({ maxPending: this.options.maxPending }, 'event buffer full: dropping');
      return;
    }
    this.pending.push(item);
    if (this.draining) return;
    if (this.pending.length >= this.options.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.maxDelayMs);
      this.timer.unref();
    }
  }

  /** Writes everything held now; resolves when it is written (or given up on). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (!this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = undefined;
      });
    }
    return this.draining;
  }

  async close(): Promise<void> {
    // A drain in progress may finish before items pushed meanwhile: flush until nothing is left.
    while (this.pending.length > 0 || this.draining) await this.flush();
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      await this.writeBatch(batch);
    }
    if (this.droppedSinceLog > 0) {
      this.logger.warn({ dropped: this.droppedSinceLog }, 'event buffer was full: items dropped');
      this.droppedSinceLog = 0;
    }
  }

  private async writeBatch(batch: T[], attempts = this.options.attempts): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await this.write(batch);
        return;
      } catch (err) {
        this.logger.warn({ err, attempt, items: batch.length }, 'event batch write failed');
        if (attempt < attempts) await sleep(this.options.retryDelayMs * 2 ** (attempt - 1));
      }
    }
    if (batch.length === 1) {
      this.logger.error({ item: batch[0] }, 'event dropped after repeated write failures');
      return;
    }
    for (const item of batch) await this.writeBatch([item], 1);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
