/**
 * What this process counts as it works, for `GET /metrics` (README, "Operations"): one registry
 * per process, filled by the code that does the work (the send path, the dispatch scheduler, the
 * inbox reader, the HTTP layer), read at each scrape with the figures read from the database
 * then (`database-metrics.ts`). Counting costs a few nanoseconds and needs no token: with
 * METRICS_TOKEN unset nothing reads it.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'outbound_' });

/** What the send path's runs did with each message, by outcome (`DispatchResult`'s counts). */
export const sendsTotal = new Counter({
  name: 'outbound_sends_total',
  help: 'Messages handled by dispatch runs, by outcome',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

/** How long after it fell due each mailbox's dispatch run started (its planned instant). */
export const dispatchLateness = new Histogram({
  name: 'outbound_dispatch_lateness_seconds',
  help: 'Delay between when a mailbox run was due and when it started',
  buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
  registers: [processRegistry],
});

/** Dispatch runs in progress in this process (those waiting for a paced send's instant too). */
export const mailboxesRunning = new Gauge({
  name: 'outbound_mailboxes_running',
  help: 'Mailbox dispatch runs in progress in this process',
  registers: [processRegistry],
});

/** HTTP answers by method, route pattern (never the raw URL) and status class. */
export const httpDuration = new Histogram({
  name: 'outbound_http_request_duration_seconds',
  help: 'HTTP request duration by route',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/** Webhook deliveries that failed for good in this process. */
export const webhookFailures = new Counter({
  name: 'outbound_webhook_failures_total',
  help: 'Webhook deliveries given up after their last attempt',
  registers: [processRegistry],
});

/** When this process last finished reading each mailbox's inbox (epoch ms). */
const inboxReads = new Map<string, number>();
/** Most mailboxes remembered: a mailbox deleted since is forgotten first (insertion order). */
const MAX_INBOXES = 100_000;

/** The inbox reader finished a pass over `mailboxId`'s inbox. */
export function inboxRead(mailboxId: string, at = Date.now()): void {
  inboxReads.delete(mailboxId);
  if (inboxReads.size >= MAX_INBOXES) inboxReads.delete(inboxReads.keys().next().value!);
  inboxReads.set(mailboxId, at);
}

new Gauge({
  name: 'outbound_inbox_sync_age_seconds',
  help: 'Seconds since this process last finished reading the mailbox inbox',
  labelNames: ['mailbox_id'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    const now = Date.now();
    for (const [mailboxId, at] of inboxReads)
      this.set({ mailbox_id: mailboxId }, Math.max(0, (now - at) / 1000));
  },
});
