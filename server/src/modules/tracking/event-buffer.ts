import type { Logger } from 'pino';

/**
 * A failed batch's item written alone (`of[index]`): the items before it were written (or given
 * up on), those after it not yet.
 */
export interface FallbackItem<T> {
  of: T[];
  index: number;
}

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
  /**
   * Arrivals within one `maxDelayMs` that make the source busy (0: never). While it is busy the
   * write waits, so that answering comes first, until the first item is `busyMaxDelayMs` old or
   * `busyMaxPending` wait; only for items that are safe elsewhere meanwhile (the tracking spool).
   */
  busyArrivals: number;
  busyMaxDelayMs: number;
  busyMaxPending: number;
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
  busyArrivals: 0,
  busyMaxDelayMs: 0,
  busyMaxPending: 0,
};

/**
 * Holds items in memory and hands them to `write` in batches, at most `maxDelayMs` after the first
 * arrives or as soon as `batchSize` are waiting, one write at a time; with the `busy*` options, a
 * write waits while items keep coming (within its limits). A failed batch is retried with
 * back-off, then written item by item (once each, told its place in the batch) so one bad item
 * cannot take the others with it;
 * what still fails is logged and dropped. Nothing here ever throws into the caller. `close()` and
 * `flush()` write everything still held at once.
 */
export class EventBuffer<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  /** `flush()` calls waiting: while any does, a write goes on until nothing is held. */
  private forced = 0;
  private droppedSinceLog = 0;
  /** Items pushed in the current and the previous timer window; when the oldest waiting came. */
  private arrivals = 0;
  private lastArrivals = 0;
  private firstAt = 0;
  /** Items ever pushed and ever taken into a batch: an item's number is its push's rank. */
  private pushed = 0;
  private taken = 0;
  private readonly options: EventBufferOptions;

  constructor(
    private readonly write: (batch: T[], fallback?: FallbackItem<T>) => Promise<void>,
    private readonly logger: Logger,
    options: Partial<EventBufferOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Items waiting to be written (not counting a batch being written). */
  get size(): number {
    return this.pending.length;
  }

  /** Holds an item; answers its number (for `inOpenBatch`), or -1 when the buffer is full. */
  push(item: T): number {
    if (this.pending.length >= this.options.maxPending) {
      if (this.droppedSinceLog++ === 0)
        this.logger.warn({ maxPending: this.options.maxPending }, 'event buffer full: dropping');
      return -1;
    }
    if (this.pending.length === 0) this.firstAt = Date.now();
    this.pending.push(item);
    this.arrivals += 1;
    this.pushed += 1;
    this.schedule();
    return this.pushed - 1;
  }

  /**
   * Counts an arrival that the caller merged into an item it holds (`inOpenBatch`): it keeps the
   * source busy like a push, and takes no room.
   */
  arrive(): void {
    this.arrivals += 1;
  }

  /**
   * Whether item number `n` is still waiting in the last batch being filled: what is added to it
   * now is written with it, and no item of a later batch was pushed before. Batches are taken in
   * push order, `batchSize` at a time, so the batches of the waiting items are fixed at push.
   */
  inOpenBatch(n: number): boolean {
    const { batchSize } = this.options;
    return (
      n >= this.taken &&
      Math.floor((n - this.taken) / batchSize) ===
        Math.floor((this.pushed - 1 - this.taken) / batchSize)
    );
  }

  private schedule(): void {
    if (this.draining) return;
    // A full batch is written at once, unless holding is allowed (then the timer decides).
    if (this.pending.length >= this.options.batchSize && !this.mayHold()) void this.startDrain();
    else if (!this.timer) this.arm();
  }

  private arm(): void {
    this.lastArrivals = this.arrivals;
    this.arrivals = 0;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.busy()) this.arm();
      else void this.startDrain();
    }, this.options.maxDelayMs);
    this.timer.unref();
  }

  /** Whether the write should wait: items keep coming and the oldest can still wait. */
  private busy(): boolean {
    return (
      Math.max(this.arrivals, this.lastArrivals) >= this.options.busyArrivals && this.mayHold()
    );
  }

  /** Whether the items held may wait longer, were the source busy. */
  private mayHold(): boolean {
    const { busyArrivals, busyMaxDelayMs, busyMaxPending } = this.options;
    return (
      busyArrivals > 0 &&
      this.pending.length < busyMaxPending &&
      Date.now() - this.firstAt < busyMaxDelayMs
    );
  }

  /** Writes everything held now; resolves when it is written (or given up on). */
  async flush(): Promise<void> {
    this.forced += 1;
    try {
      // A write that stopped for the hold just before this call resolves with items left.
      do await this.startDrain();
      while (this.pending.length > 0);
    } finally {
      this.forced -= 1;
    }
  }

  /**
   * Starts writing what is held, unless a write is in progress. A write that is not forced stops
   * between batches when the source is still busy (`busy`): what arrived during the write waits
   * its turn as the first items did, so a sustained burst is written once a hold, not in a loop
   * of small batches that takes the cores from answering.
   */
  private startDrain(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (!this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = undefined;
        if (this.pending.length > 0 && !this.timer) this.schedule();
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
      this.taken += batch.length;
      await this.writeBatch(batch);
      if (this.forced === 0 && this.busy()) break;
    }
    if (this.droppedSinceLog > 0) {
      this.logger.warn({ dropped: this.droppedSinceLog }, 'event buffer was full: items dropped');
      this.droppedSinceLog = 0;
    }
  }

  private async writeBatch(
    batch: T[],
    attempts = this.options.attempts,
    fallback?: FallbackItem<T>,
  ): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await this.write(batch, fallback);
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
    for (const [index, item] of batch.entries())
      await this.writeBatch([item], 1, { of: batch, index });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
