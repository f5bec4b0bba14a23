import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { WEBHOOK_MESSAGES } from '@outbound/common';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import {
  leaseDueChains,
  pruneOldDeliveries,
  recordAttempts,
  releaseAllDeliveryLeases,
  releaseDeliveries,
  markEndpointsFailing,
  type AttemptOutcome,
  type LeasedChain,
  type LeasedDelivery,
} from './queries/delivery';
import type { WebhookAttempts } from './webhook-attempt';
import type { PostOutcome } from './webhook-post';
import { webhookFailures } from '../../metrics/process-metrics';

/** How the deliverer paces itself; every figure can be shortened by the tests. */
export interface DeliveryTiming {
  /**
   * Deliveries in flight at once in this worker (most of one is waiting on the receiver): one per
   * chain, a recipient's deliveries going one after another.
   */
  concurrency: number;
  /** A leased row whose worker died is due again after this (a delivery lasts ≤ 10 s). */
  leaseMs: number;
  /** The first retry waits this long, each next one twice as long… */
  retryBaseMs: number;
  /** …up to this. */
  retryMaxMs: number;
  /** A row still failing this long after it was written is given up (state `failed`). */
  retryForMs: number;
  /** An endpoint failing every delivery this long is disabled. */
  disableAfterMs: number;
  /** Delivered and given-up rows are deleted this long after they were written. */
  keepMs: number;
  /** How often the deliverer looks for due rows when it has room for more. */
  pollMs: number;
}

export const DEFAULT_DELIVERY_TIMING: DeliveryTiming = {
  concurrency: 32,
  leaseMs: 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  retryForMs: 24 * 60 * 60_000,
  disableAfterMs: 24 * 60 * 60_000,
  keepMs: 7 * 24 * 60 * 60_000,
  pollMs: 250,
};

/**
 * Rows leased ahead of the deliveries in flight: what they get through in LEASE_AHEAD_MS at the
 * recent pace of attempts, between MIN_AHEAD and MAX_AHEAD × the concurrency. A fast receiver
 * is fed by few large leases (a lease and a record cost a round trip whatever their size); a slow
 * one does not hold rows that another worker could deliver.
 */
const LEASE_AHEAD_MS = 100;
const MIN_AHEAD = 2;
const MAX_AHEAD = 32;
/** The pace assumed before any attempt ended (8 × the concurrency ahead). */
const FIRST_ATTEMPT_MS = LEASE_AHEAD_MS / 8;
/** Rows delivered after a leased one under its lease (a chain is at most 1 + FOLLOWERS long). */
const FOLLOWERS = 15;
/** While deliveries go on, what ended is recorded (and more leased) this often. */
const ROUND_MS = 10;
/** How often old rows are pruned. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** When a row that failed its `attempts`-th attempt is due again (exponential, capped). */
export function retryDelayMs(attempts: number, timing: DeliveryTiming): number {
  return Math.min(timing.retryBaseMs * 2 ** Math.min(attempts - 1, 30), timing.retryMaxMs);
}

/** What an attempt's outcome makes of its row at `now`. */
export function outcomeOf(
  delivery: LeasedDelivery,
  post: PostOutcome,
  timing: DeliveryTiming,
  now: number,
): AttemptOutcome {
  const attempts = delivery.attempts + 1;
  const expired = now - delivery.created_ms >= timing.retryForMs;
  return {
    id: delivery.id,
    leaseId: delivery.lease_id,
    endpointId: delivery.endpoint_id,
    delivered: post.delivered,
    state: post.delivered ? 'delivered' : expired ? 'failed' : 'pending',
    dueAt: new Date(post.delivered ? now : now + retryDelayMs(attempts, timing)),
    answerStatus: post.status,
    answerBody: post.body,
    durationMs: post.durationMs,
    error: post.error,
  };
}

/** A leased chain waiting to start: its first row leased at `leasedAt`. */
interface QueuedChain {
  chain: LeasedChain;
  leasedAt: number;
}

/**
 * The webhook deliverer of one worker: every `pollMs` it leases due outbox rows (as many as it has
 * room for, `leaseDueChains`: in order per endpoint and recipient, each with the later rows of its
 * recipient that its lease covers) and POSTs each chain's rows one after another, up to
 * `concurrency` chains at once; the outcomes of the chains that ended meanwhile are recorded in
 * one statement, with their endpoints' health. Any number of workers share the outbox: a lease is
 * taken with SKIP LOCKED and lives `leaseMs`, so a dead worker's rows are delivered by the others
 * or after a restart (at least once: a receiver may see an event twice, with the same event id).
 */
export class WebhookDeliverer {
  readonly worker = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Set<Promise<void>>();
  /** Leased chains not started yet: a round leases ahead, so deliveries never wait on a round. */
  private queue: QueuedChain[] = [];
  /** Rows leased and not attempted yet (queued, or later in a chain in flight). */
  private held = 0;
  /** Queued chains whose lease got too old to start (another worker may take them): handed back. */
  private stale: string[] = [];
  private ended: AttemptOutcome[] = [];
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private lastPrune = 0;
  /** Mean duration of the recent attempts (moving average). */
  private attemptMs = FIRST_ATTEMPT_MS;
  /** Mean rows of the recent chains (moving average): how many chains make the room. */
  private chainRows = 1;
  /**
   * No lease before this: the last one found fewer due rows than it asked for, and a lease that
   * finds nothing still walks the pending rows behind the ones in flight. What becomes due
   * meanwhile waits at most `pollMs`; a chain cut short (its followers past FOLLOWERS) clears it.
   */
  private leaseAfter = 0;

  constructor(
    private readonly db: DataSource,
    private readonly attempts: WebhookAttempts,
    private readonly logger: Logger,
    private readonly timing: DeliveryTiming,
    private readonly releaseAllLeasesAtStart = false,
  ) {}

  async start(): Promise<void> {
    if (this.releaseAllLeasesAtStart) {
      const released = await releaseAllDeliveryLeases(this.db);
      if (released > 0)
        this.logger.info({ released }, 'released webhook leases of a stopped worker');
    }
    this.loop = this.run();
  }

  /**
   * Stops leasing, hands back the chains leased but not started, waits for the chains in flight
   * (each ends after its current attempt, ≤ its timeout) and records them.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    const unstarted = [...this.stale, ...this.queue.map((queued) => queued.chain[0].id)];
    this.queue = [];
    await Promise.all(this.running);
    await this.flush().catch((err) =>
      this.logger.warn({ err }, 'recording webhook attempts failed'),
    );
    await releaseDeliveries(this.db, this.worker, unstarted).catch((err) =>
      this.logger.warn({ err }, 'handing back webhook deliveries failed'),
    );
    this.attempts.close();
  }

  /**
   * A round: record what ended and, when half the lease-ahead is used, lease up to the
   * lease-ahead minus what is held. The next round comes when the queue runs below half, after
   * ROUND_MS while deliveries go on (what ended is recorded, so a recipient's next event becomes
   * due), or after pollMs when idle.
   */
  private async run(): Promise<void> {
    while (!this.stopping) {
      let leased = 0;
      let recorded = 0;
      try {
        await this.pruneWhenDue();
        // Recording and leasing at once (two connections): a row whose predecessor is being
        // recorded is simply not due yet; a later round takes it.
        const [flushed, chains] = await Promise.all([
          this.flush().then(async (count) => {
            await this.handBackStale();
            return count;
          }),
          this.leaseWhenLow(),
        ]);
        leased = chains.length;
        recorded = flushed;
        const leasedAt = Date.now();
        for (const chain of chains) this.queue.push({ chain, leasedAt });
        this.pump();
      } catch (err) {
        this.logger.error({ err }, 'webhook delivery round failed');
      }
      if (this.stopping) break;
      // What was just recorded may have made the next row of its recipient due.
      const busy = leased > 0 || recorded > 0 || this.running.size > 0;
      await this.sleep(busy ? ROUND_MS : this.timing.pollMs);
    }
  }

  /** Chains leased when fewer than half the lease-ahead's rows are held (none otherwise). */
  private async leaseWhenLow(): Promise<LeasedChain[]> {
    const ahead = this.leaseAhead();
    const room = ahead - this.held;
    if (this.held >= ahead / 2 || room <= 0 || Date.now() < this.leaseAfter) return [];
    // From idle, a first lease of one chain per delivery in flight starts them sooner (a lease
    // takes longer the more rows it returns); the next round leases the rest meanwhile.
    const idle = this.held === 0 && this.running.size === 0;
    const wanted = Math.max(1, Math.round(room / this.chainRows));
    const limit = idle ? Math.min(wanted, this.timing.concurrency) : wanted;
    const chains = await leaseDueChains(
      this.db,
      this.worker,
      limit,
      this.timing.leaseMs,
      FOLLOWERS,
    );
    let rows = 0;
    for (const chain of chains) rows += chain.length;
    this.held += rows;
    if (chains.length > 0) this.chainRows += (rows / chains.length - this.chainRows) / 4;
    this.leaseAfter = chains.length < limit ? Date.now() + this.timing.pollMs : 0;
    return chains;
  }

  /**
   * Starts queued chains up to `concurrency`; a queue running low calls the next round. A chain
   * queued for half its lease (a slow receiver ahead of it) is not started but handed back: its
   * lease could run out during the attempt.
   */
  private pump(): void {
    const tooOld = Date.now() - this.timing.leaseMs / 2;
    while (this.running.size < this.timing.concurrency && this.queue.length > 0) {
      const { chain, leasedAt } = this.queue.shift()!;
      if (leasedAt < tooOld) {
        this.stale.push(chain[0].id);
        this.held -= chain.length;
      } else this.launch(chain, leasedAt);
    }
    if (this.held < this.leaseAhead() / 2 && !this.stopping) this.wake?.();
  }

  /**
   * A chain's attempts one after another, while each is delivered and the lease is young enough
   * for one more (half its time left: an attempt lasts at most its timeout); its outcomes are
   * queued together for the next round's record. One promise per attempt, and one per chain that
   * settles when it ends (an attempt chained inside the previous one's callback would resolve
   * through every promise before it).
   */
  private launch(chain: LeasedChain, leasedAt: number): void {
    const outcomes: AttemptOutcome[] = [];
    let index = 0;
    let settle: () => void = () => undefined;
    const run = new Promise<void>((resolve) => (settle = resolve));
    const ended = (post: PostOutcome | null, err?: unknown): void => {
      this.held -= 1;
      let delivered = false;
      try {
        if (post === null) throw err;
        this.attemptMs += (post.durationMs - this.attemptMs) / 32;
        const outcome = outcomeOf(chain[index], post, this.timing, Date.now());
        if (outcome.state === 'failed') webhookFailures.inc();
        outcomes.push(outcome);
        delivered = outcome.delivered;
      } catch (error) {
        this.logger.error({ err: error, id: chain[index].id }, 'webhook attempt failed');
      }
      index += 1;
      const young = Date.now() - leasedAt < this.timing.leaseMs / 2;
      if (delivered && index < chain.length && young && !this.stopping) return attempt();
      this.held -= chain.length - index;
      // Rows after a chain cut short (or past its followers) are due once it is recorded.
      if ((delivered && index < chain.length) || chain.length > FOLLOWERS) this.leaseAfter = 0;
      for (const outcome of outcomes) this.ended.push(outcome);
      this.running.delete(run);
      settle();
      if (!this.stopping) this.pump();
    };
    const failed = (err: unknown) => ended(null, err);
    const attempt = () => {
      this.attempts.attempt(chain[index]).then(ended, failed);
    };
    this.running.add(run);
    attempt();
  }

  /** Rows leased ahead: what the concurrency gets through in LEASE_AHEAD_MS at the recent pace. */
  private leaseAhead(): number {
    const { concurrency } = this.timing;
    const paced = (concurrency * LEASE_AHEAD_MS) / Math.max(this.attemptMs, 1);
    return Math.round(Math.min(MAX_AHEAD * concurrency, Math.max(MIN_AHEAD * concurrency, paced)));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Records the attempts that ended, then their endpoints' health; answers how many. */
  private async flush(): Promise<number> {
    if (this.ended.length === 0) return 0;
    const ended = this.ended;
    this.ended = [];
    try {
      await recordAttempts(this.db, this.worker, ended);
    } catch (err) {
      this.ended.push(...ended);
      throw err;
    }
    const succeeded = new Set(ended.filter((o) => o.delivered).map((o) => o.endpointId));
    const failed = [...new Set(ended.filter((o) => !o.delivered).map((o) => o.endpointId))];
    await markEndpointsFailing(
      this.db,
      failed.filter((id) => !succeeded.has(id)),
      this.timing.disableAfterMs,
      WEBHOOK_MESSAGES.disabledAfterFailures('{since}'),
    );
    return ended.length;
  }

  private async handBackStale(): Promise<void> {
    if (this.stale.length === 0) return;
    const stale = this.stale;
    this.stale = [];
    await releaseDeliveries(this.db, this.worker, stale);
  }

  private async pruneWhenDue(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    const pruned = await pruneOldDeliveries(this.db, this.timing.keepMs);
    if (pruned > 0) this.logger.info({ pruned }, 'pruned old webhook deliveries');
  }
}
