import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { SendingPreference } from '@outbound/common';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { isPaced } from '../mailbox/pacing';
import type { DispatchResult, DispatchService } from './dispatch.service';
import {
  leaseDueMailboxes,
  releaseAllLeases,
  releaseDispatches,
  renewLeases,
  type LeasedDispatch,
} from './queries/dispatch-schedule';
import { dispatchLateness, mailboxesRunning, sendsTotal } from '../../metrics/process-metrics';

/**
 * How long a mailbox's lease lives without renewal: a run renews it at least every 20 s while it
 * works (`Lease`, the run's keep-alive), so the mailboxes of a worker that died (SIGKILL, power
 * loss) are due again at most this long after their last renewal, well within 2 minutes.
 */
export const DISPATCH_LEASE_MS = 90_000;
/** A mailbox with nothing due is looked at again this soon (a new follow-up, a settings change). */
export const IDLE_RECHECK_MS = 60_000;

/**
 * How soon a mailbox whose run left its pools' first messages to another mailbox (with more room
 * left today), while some wait, is looked at again: a paced mailbox after its shortest gap (the
 * others' next sends change who has the most room), at most a minute; one sending in bursts, a
 * minute, as any mailbox with nothing to send. The calendar's forecast replays the same
 * (`pool-forecast.ts`).
 */
export function declinedRecheckMs(pref: SendingPreference): number {
  if (!isPaced(pref)) return IDLE_RECHECK_MS;
  const shortest = Math.max(1, pref.work_load_capacity.min_seconds_between_emails ?? 0) * 1000;
  return Math.min(IDLE_RECHECK_MS, shortest);
}
/** How often the scheduler looks for due mailboxes when it has room for more runs. */
const POLL_MS = 250;
/** How often scheduled campaigns are started and the schedule's rows kept in line with the work. */
const SCHEDULE_EVERY_MS = 15_000;
/** Most mailboxes leased by one statement. */
const LEASE_BATCH = 50;
/** How long `stop` waits for the runs in progress before it lets them go (their leases run out). */
const STOP_WAIT_MS = 5_000;
/** How far ahead a paced mailbox's run sends (`paced-burst.ts`): its next minute. */
export const PACE_HORIZON_MS = 60_000;
/** How often the leases of the runs in progress are renewed, all in one statement. */
const RENEW_EVERY_MS = 20_000;
/** How often the scheduler logs what it did (runs, their duration, how busy it was). */
const REPORT_EVERY_MS = 60_000;

/** What the scheduler did since its last report. */
interface SchedulerFigures {
  runs: number;
  sent: number;
  runMs: number;
  longestRunMs: number;
  /** Most runs in progress at once (those waiting for a paced send's instant left out). */
  busiest: number;
}

const noFigures = (): SchedulerFigures => ({
  runs: 0,
  sent: 0,
  runMs: 0,
  longestRunMs: 0,
  busiest: 0,
});

export interface DispatchSchedulerOptions {
  /** Runs at once in this worker: most of a run is waiting on SMTP, so far more than the cores. */
  concurrency: number;
  /** The single process on its own database: every lease left in it is a dead process's. */
  releaseAllLeasesAtStart?: boolean;
  /** Overrides for the tests. */
  pollMs?: number;
  scheduleEveryMs?: number;
  leaseMs?: number;
  /** PACE_HORIZON_MS unless told (0: a paced mailbox sends one message a run). */
  paceHorizonMs?: number;
}

/** Counts a run's messages by outcome (`outbound_sends_total`). */
function countOutcomes(counts: Record<string, number>): void {
  for (const [outcome, count] of Object.entries(counts))
    if (count > 0) sendsTotal.inc({ outcome }, count);
}

/**
 * When a mailbox is due again after a run that answered `result` at `now`. A next instant already
 * past means nothing could be sent (looked at again within the recheck), unless the run handed
 * messages over: then it passed while the run finished (a paced mailbox's gap of seconds), and
 * the mailbox is due at once.
 */
export function nextDueAt(result: DispatchResult | null, now: Date): Date {
  const recheck = now.getTime() + IDLE_RECHECK_MS;
  const next = result?.nextAt?.getTime();
  if (next === undefined) return new Date(recheck);
  if (next <= now.getTime())
    return result!.sent + result!.interrupted > 0 ? now : new Date(recheck);
  return new Date(Math.min(next, recheck));
}

/**
 * The dispatch scheduler of one worker (ARCHITECTURE §4): every POLL_MS it leases the mailboxes
 * whose run is due (`mailbox_dispatch`, oldest due first, as many as it has room for) and runs
 * `DispatchService.dispatchOnce` for each, up to `concurrency` at once; a run that ends sets its
 * mailbox's next due time (the planner's next burst, or a recheck within a minute) and frees it,
 * in one statement for all the runs that ended meanwhile. Any number of workers share the
 * schedule: a lease is taken with SKIP LOCKED and lives DISPATCH_LEASE_MS unless renewed, so a
 * dead worker's mailboxes are taken up by the others. Every SCHEDULE_EVERY_MS it also starts
 * scheduled campaigns whose time has come and gives each mailbox with work its row. The ledger,
 * not the lease, is what keeps a message from going twice. A paced mailbox's run sends its next
 * minute's messages, each at its instant (`paced-burst.ts`); while it waits for one it does not
 * count against `concurrency` (a timer, no connection). The leases of all the runs in progress are
 * renewed together every RENEW_EVERY_MS.
 */
export class DispatchScheduler {
  readonly worker = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<string, Promise<void>>();
  /** Runs waiting for a paced send's instant, and how to wake them when the worker stops. */
  private readonly waiting = new Set<() => void>();
  private lastRenewal = Date.now();
  private ended: LeasedDispatch[] = [];
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private lastSchedule = 0;
  private figures = noFigures();
  private lastReport = Date.now();

  constructor(
    private readonly db: DataSource,
    private readonly dispatch: DispatchService,
    private readonly logger: Logger,
    private readonly options: DispatchSchedulerOptions,
  ) {}

  async start(): Promise<void> {
    if (this.options.releaseAllLeasesAtStart) {
      const released = await releaseAllLeases(this.db);
      if (released > 0)
        this.logger.info({ released }, 'released mailbox leases of a stopped worker');
    }
    this.loop = this.run();
  }

  /** Stops leasing; waits a little for the runs in progress and frees the mailboxes they end. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    for (const wake of this.waiting) wake();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
    await Promise.race([Promise.all(this.running.values()), waited]);
    clearTimeout(timer);
    await this.flushEnded().catch((err) => this.logger.warn({ err }, 'freeing mailboxes failed'));
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let full = false;
      try {
        this.reportWhenDue();
        await this.flushEnded();
        await this.renewWhenDue();
        await this.scheduleWhenDue();
        const busy = this.running.size - this.waiting.size;
        const room = Math.min(LEASE_BATCH, this.options.concurrency - busy);
        if (room > 0) {
          const leased = await leaseDueMailboxes(
            this.db,
            this.worker,
            room,
            this.options.leaseMs ?? DISPATCH_LEASE_MS,
          );
          // A lease that ran out under a run still going here is that run's: it frees it.
          for (const lease of leased)
            if (!this.running.has(lease.mailboxId)) this.launch(lease.mailboxId, lease.dueAt);
          full = leased.length === room && room === LEASE_BATCH;
        }
      } catch (err) {
        this.logger.error({ err }, 'dispatch schedule failed');
      }
      if (!full && !this.stopping) await this.sleep(this.options.pollMs ?? POLL_MS);
    }
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

  /** Renews the leases of the runs in progress, one statement for all, every RENEW_EVERY_MS. */
  private async renewWhenDue(): Promise<void> {
    const leaseMs = this.options.leaseMs ?? DISPATCH_LEASE_MS;
    const every = Math.min(RENEW_EVERY_MS, leaseMs / 3);
    if (Date.now() - this.lastRenewal < every || this.running.size === 0) return;
    this.lastRenewal = Date.now();
    await renewLeases(this.db, this.worker, [...this.running.keys()], leaseMs);
  }

  /** A paced run's wait: not counted as busy meanwhile; it ends early when the worker stops. */
  private idle(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
    });
  }

  private async scheduleWhenDue(): Promise<void> {
    const every = this.options.scheduleEveryMs ?? SCHEDULE_EVERY_MS;
    if (Date.now() - this.lastSchedule < every) return;
    this.lastSchedule = Date.now();
    await this.dispatch.refreshSchedule(new Date());
  }

  /** Logs what the scheduler did each REPORT_EVERY_MS (info): an operator sees it keep up. */
  private reportWhenDue(): void {
    if (Date.now() - this.lastReport < REPORT_EVERY_MS) return;
    const { runs, sent, runMs, longestRunMs, busiest } = this.figures;
    this.logger.info(
      {
        worker: this.worker,
        seconds: Math.round((Date.now() - this.lastReport) / 1000),
        runs,
        sent,
        meanRunMs: runs > 0 ? Math.round(runMs / runs) : 0,
        longestRunMs,
        busiest,
        concurrency: this.options.concurrency,
      },
      'dispatch scheduler',
    );
    this.figures = noFigures();
    this.lastReport = Date.now();
  }

  private launch(mailboxId: string, dueSince: Date): void {
    const now = new Date();
    const figures = () => this.figures;
    dispatchLateness.observe(Math.max(0, now.getTime() - dueSince.getTime()) / 1000);
    const run = this.dispatch
      .dispatchOnce(mailboxId, now, {
        // Its lease is renewed with the others' (`renewWhenDue`).
        pacing: {
          horizonMs: this.options.paceHorizonMs ?? PACE_HORIZON_MS,
          wait: (ms) => this.idle(ms),
          stopping: () => this.stopping,
        },
      })
      .then(
        (result) => {
          figures().sent += result.sent;
          const { sent, failed, retrying, interrupted, reconciled, resent, uncertain } = result;
          countOutcomes({ sent, failed, retrying, interrupted, reconciled, resent, uncertain });
          if (sent || failed || retrying || interrupted || reconciled || resent || uncertain)
            this.logger.info({ mailboxId, worker: this.worker, ...result }, 'dispatched a burst');
          return nextDueAt(result, new Date());
        },
        (err: unknown) => {
          this.logger.error({ err, mailboxId }, 'dispatch run failed');
          return nextDueAt(null, new Date());
        },
      )
      .then((dueAt) => {
        const ms = Date.now() - now.getTime();
        figures().runs += 1;
        figures().runMs += ms;
        figures().longestRunMs = Math.max(figures().longestRunMs, ms);
        this.running.delete(mailboxId);
        mailboxesRunning.set(this.running.size);
        this.ended.push({ mailboxId, dueAt });
      });
    this.running.set(mailboxId, run);
    mailboxesRunning.set(this.running.size);
    const busy = this.running.size - this.waiting.size;
    this.figures.busiest = Math.max(this.figures.busiest, busy);
  }

  /** Frees the mailboxes whose runs ended, each due again at its own instant (one statement). */
  private async flushEnded(): Promise<void> {
    if (this.ended.length === 0) return;
    const ended = this.ended;
    this.ended = [];
    try {
      await releaseDispatches(this.db, this.worker, ended);
    } catch (err) {
      this.ended.push(...ended);
      throw err;
    }
  }
}
