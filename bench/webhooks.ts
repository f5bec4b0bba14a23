/**
 * Webhook benchmark: deliveries per second of the worker's deliverer (`WebhookDeliverer`: lease
 * due outbox rows, check the URL, sign, POST with keep-alive, record the outcomes) to a local
 * receiver, against a plain Node HTTP client (a keep-alive agent, the same concurrency) posting
 * the same payloads to the same receiver in the same run (target ≥ 0.5×).
 *
 * - Receiver: `bench/webhook-receiver.ts` in a child process, answering 200 at once.
 * - Outbox: BENCH_RECIPIENTS recipients (default 1,000) of a started campaign, each with a sent,
 *   open and click event and a reply (BENCH_EVENTS per recipient, default 4), recorded through the
 *   event recorder in batches of 500 to one endpoint wanting every type: the rows the product
 *   writes. Only delivery is timed.
 * - Reference: the same JSON bodies POSTed by BENCH_CONCURRENCY (default 32, the worker's default)
 *   loops over one keep-alive `http.Agent`, after a warm-up of one pass; measured before and after
 *   the product, the mean is the reference.
 * - Product: after its own warm-up (a quarter as many recipients' events delivered by another
 *   deliverer), a deliverer with the production timing and BENCH_CONCURRENCY in flight, from its
 *   start until every row is recorded `delivered` (seen from its record statements as they answer:
 *   a count of the table every 50 ms missed up to 50 ms of a 0.4-second run and competed for
 *   Postgres). Also printed: what writing the outbox cost
 *   the recording of the same events (with the endpoint, and without any), the CPU of each
 *   process (this one, Postgres, the receiver) while each side ran, the deliverer's statements
 *   (per delivery, time each), and the deliveries' own HTTP client posting the same bodies signed
 *   without any outbox (what the outbox's lease and record cost on top of the posts).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import type { Caller } from '../server/src/modules/auth/caller';
import type { EventInput } from '../server/src/modules/events/event-recorder';
import { WebhookAttempts } from '../server/src/modules/webhook/webhook-attempt';
import { postWebhook, WebhookConnections } from '../server/src/modules/webhook/webhook-post';
import {
  DEFAULT_DELIVERY_TIMING,
  WebhookDeliverer,
} from '../server/src/modules/webhook/webhook-deliverer';
import { createServices, type Services } from '../server/src/services';
import { buildStartedCampaign, buildUser } from '../server/test/factories';
import { cpuSeconds, postgresCpu } from './process-stats';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 1000);
const EVENTS = Math.min(4, Number(process.env.BENCH_EVENTS ?? 4));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TYPES = ['sent', 'open', 'click', 'reply'] as const;
const BATCH = 500;
/** BENCH_PROFILE=1: the deliverer's statements in Postgres (pg_stat_statements), per delivery. */
const PROFILE = process.env.BENCH_PROFILE === '1';

interface Receiver {
  url: string;
  pid: number;
  count(): Promise<number>;
  stop(): void;
}

async function startReceiver(): Promise<Receiver> {
  const child = fork(path.join(__dirname, 'webhook-receiver.ts'), [], {
    cwd: path.resolve(__dirname, '..', 'server'),
    execArgv: ['-r', '@swc-node/register'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve((message as { port: number }).port)),
  );
  return {
    url: `http://127.0.0.1:${port}/hook`,
    pid: child.pid!,
    count: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve((message as { received: number }).received));
        child.send('count');
      }),
    stop: () => child.disconnect(),
  };
}

/** The events of every recipient, in batches as the tracking buffer records them. */
async function recordEvents(services: Services, recipients: { id: string }[], stepId: string) {
  const inputs: EventInput[] = [];
  for (const type of TYPES.slice(0, EVENTS))
    for (const recipient of recipients)
      inputs.push({
        type,
        recipientId: recipient.id,
        stepId,
        meta: type === 'reply' ? { subject: 'Re: Hello', snippet: 'Sounds good.' } : {},
      });
  const started = process.hrtime.bigint();
  for (let i = 0; i < inputs.length; i += BATCH)
    await services.db.transaction((tx) =>
      services.events.recordBatch(tx, inputs.slice(i, i + BATCH)),
    );
  return { events: inputs.length, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** The plain client: `bodies` POSTed by CONCURRENCY loops over one keep-alive agent. */
async function reference(url: string, bodies: string[]): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve());
      });
      request.end(body);
    });
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) await post(bodies[next++]);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return bodies.length / seconds;
}

/**
 * The deliveries' own client alone (`postWebhook`: signed, on its kept connections), no outbox:
 * what the lease, the record and the rest of the deliverer add to the posts themselves.
 */
async function clientAlone(url: string, bodies: string[]): Promise<number> {
  const connections = new WebhookConnections();
  const target = { url: new URL(url), address: '127.0.0.1' };
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const outcome = await postWebhook(target, connections, {
          eventId: 'evt_bench',
          body,
          secret: 'whsec_bench',
        });
        if (!outcome.delivered) throw new Error(outcome.error ?? 'not delivered');
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  connections.close();
  return bodies.length / seconds;
}

/** The outcomes recorded `delivered` in a record statement's JSON. */
function deliveredIn(outcomes: string): number {
  let count = 0;
  for (let at = outcomes.indexOf(DELIVERED); at >= 0; at = outcomes.indexOf(DELIVERED, at + 1))
    count += 1;
  return count;
}
const DELIVERED = '"state":"delivered"';

/**
 * Statements the deliverer's data source runs, by their first words, with their total time; and
 * the deliveries recorded (the outcomes of its record statements once they answered, so that the
 * end is seen without polling the table).
 */
function watchStatements(db: DataSource) {
  const stats = new Map<string, { count: number; ms: number }>();
  let delivered = 0;
  const query = db.query.bind(db);
  db.query = (async (sql: string, parameters?: unknown[]) => {
    const started = process.hrtime.bigint();
    const answer = await query(sql, parameters);
    const kind = sql.trim().split(/\s+/).slice(0, 3).join(' ');
    const stat = stats.get(kind) ?? { count: 0, ms: 0 };
    stat.count += 1;
    stat.ms += Number(process.hrtime.bigint() - started) / 1e6;
    stats.set(kind, stat);
    if (kind.startsWith('WITH recorded')) {
      delivered += deliveredIn(parameters![2] as string);
      if (waiting && delivered >= waiting.total) waiting.resolve();
    }
    return answer;
  }) as DataSource['query'];
  let waiting: { total: number; resolve: () => void } | null = null;
  /** Answers once `total` deliveries are recorded (no polling in the measured process). */
  const recorded = (total: number) =>
    new Promise<void>((resolve) => {
      if (delivered >= total) resolve();
      else waiting = { total, resolve };
    });
  return { stats, recorded, restore: () => (db.query = query) };
}

/**
 * The deliverer, from its start until `total` deliveries are recorded (seen as the record
 * statements answer);
 * then every row of the outbox is checked to be delivered.
 */
async function product(db: DataSource, services: Services, total: number) {
  const deliverer = new WebhookDeliverer(
    db,
    new WebhookAttempts(services.webhookSecrets, { allowPrivateUrls: true }),
    pino({ level: 'error' }),
    { ...DEFAULT_DELIVERY_TIMING, concurrency: CONCURRENCY },
  );
  const watched = watchStatements(db);
  const started = process.hrtime.bigint();
  await deliverer.start();
  await watched.recorded(total);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await deliverer.stop();
  watched.restore();
  const [{ pending }] = await db.query(
    `SELECT count(*)::int AS pending FROM webhook_outbox WHERE state <> 'delivered'`,
  );
  if (pending > 0) throw new Error(`${pending} deliveries not delivered`);
  return { rate: total / seconds, stats: watched.stats };
}

/**
 * What Postgres did for the deliverer's statements during its run, per delivery: time, rows
 * written, buffers dirtied, WAL (pg_stat_statements, reset before the run).
 */
async function printProfile(db: DataSource, deliveries: number): Promise<void> {
  const rows: Record<string, number | string>[] = await db.query(
    `SELECT calls, total_exec_time AS ms, rows, shared_blks_hit + shared_blks_read AS blocks,
            shared_blks_dirtied AS dirtied, wal_records, wal_bytes,
            regexp_replace(left(query, 60), '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements WHERE query ~ 'webhook_outbox' ORDER BY total_exec_time DESC`,
  );
  const per = (value: number | string) => (Number(value) / deliveries).toFixed(2);
  console.log(
    '  Postgres per delivery (pg_stat_statements): µs, rows, blocks, dirtied, WAL records, WAL bytes',
  );
  for (const row of rows)
    console.log(
      `    ${((Number(row.ms) * 1000) / deliveries).toFixed(1)} µs, ${per(row.rows)}, ${per(row.blocks)}, ${per(row.dirtied)}, ${per(row.wal_records)}, ${per(row.wal_bytes)} B | ${row.calls} calls | ${row.query}`,
    );
}

/** Postgres with pg_stat_statements loaded, when profiling. */
async function startPostgres(root: string) {
  let pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  if (!PROFILE) return pg;
  const admin = await openDatabase(await ensureDatabase(pg.url, 'profile'));
  await admin.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await admin.destroy();
  await pg.stop();
  pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  return pg;
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startPostgres(root);
  const receiver = await startReceiver();
  try {
    const db = await openDatabase(await ensureDatabase(pg.url, 'bench'));
    if (PROFILE) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const config = loadConfig({
      OUTBOUND_DATA_DIR: root,
      LOG_LEVEL: 'silent',
      ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    });
    const services = createServices(db, config, pino({ level: 'silent' }));
    const user = await buildUser(db);
    const caller: Caller = {
      workspaceId: user.workspaceId,
      userId: user.id,
      sessionId: 'bench',
      role: 'admin',
    };
    const names = Array.from({ length: RECIPIENTS }, (_, i) => `r${i}`);
    const without = await buildStartedCampaign(db, { workspaceId: caller.workspaceId, names });
    const plain = await recordEvents(services, without.recipients, without.firstStepId);
    await services.webhooks.create(caller, {
      url: receiver.url,
      events: ['sent', 'open', 'click', 'reply'],
    });
    // The deliverer's warm-up, as the reference has one: a quarter as many recipients' events.
    const warm = await buildStartedCampaign(db, {
      workspaceId: caller.workspaceId,
      names: names.slice(0, Math.ceil(RECIPIENTS / 4)),
    });
    const warmUp = await recordEvents(services, warm.recipients, warm.firstStepId);
    await product(db, services, warmUp.events);
    const built = await buildStartedCampaign(db, { workspaceId: caller.workspaceId, names });
    const queued = await recordEvents(services, built.recipients, built.firstStepId);
    // Statistics as autovacuum keeps them in a running server (the table was empty a moment ago).
    await db.query('VACUUM ANALYZE webhook_outbox');
    // The bodies as the deliverer posts them (the outbox's json text), not re-serialized.
    const rows: { body: string }[] = await db.query(
      `SELECT payload::text AS body FROM webhook_outbox WHERE state = 'pending' ORDER BY id`,
    );
    const bodies = rows.map((row) => row.body);
    const load = os.loadavg()[0];
    console.log(
      `webhooks: ${bodies.length.toLocaleString('en')} deliveries (${RECIPIENTS.toLocaleString('en')} recipients × ${EVENTS} events, ${Math.round(bodies.reduce((n, b) => n + b.length, 0) / bodies.length)} bytes each), ${CONCURRENCY} in flight, ${os.cpus().length} cores, load ${load.toFixed(1)}`,
    );
    console.log(
      `  recording the events: ${(plain.events / (plain.ms / 1000)).toFixed(0)} events/s without an endpoint, ${(queued.events / (queued.ms / 1000)).toFixed(0)} events/s with one (outbox written)`,
    );
    await reference(receiver.url, bodies); // warm-up, not counted
    const cpus = () => [cpuSeconds(process.pid), postgresCpu(pg.dataDir), cpuSeconds(receiver.pid)];
    const share = (from: number[], to: number[], seconds: number) =>
      to.map((value, i) => `${Math.round(((value - from[i]) / seconds) * 100)}%`).join(' / ');
    let mark = cpus();
    let wall = process.hrtime.bigint();
    const since = () => Number(process.hrtime.bigint() - wall) / 1e9;
    const before = await reference(receiver.url, bodies);
    const referenceCpu = share(mark, cpus(), since());
    if (PROFILE) await db.query('SELECT pg_stat_statements_reset()');
    mark = cpus();
    wall = process.hrtime.bigint();
    const { rate: measured, stats } = await product(db, services, bodies.length);
    if (PROFILE) await printProfile(db, bodies.length);
    const productCpu = share(mark, cpus(), since());
    const after = await reference(receiver.url, bodies);
    const ref = (before + after) / 2;
    const received = await receiver.count();
    await clientAlone(receiver.url, bodies); // warm-up, not counted
    const alone = await clientAlone(receiver.url, bodies);
    console.log(
      `  reference (plain node:http, keep-alive agent): ${ref.toFixed(0)} posts/s (before ${before.toFixed(0)}, after ${after.toFixed(0)}) | CPU of client / Postgres / receiver ${referenceCpu}`,
    );
    console.log(
      `  product (deliverer: lease, check, sign, post, record): ${measured.toFixed(0)} deliveries/s | ratio ${(measured / ref).toFixed(2)}× (target ≥ 0.5×) | received ${received} of ${4 * bodies.length + warmUp.events} | CPU of deliverer / Postgres / receiver ${productCpu} | load at the end ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `  the deliveries' client alone (signed posts, no outbox): ${alone.toFixed(0)} posts/s; the plain client reaches ${(ref / alone).toFixed(2)}× it, the deliverer ${(measured / alone).toFixed(2)}×`,
    );
    for (const [kind, { count, ms }] of stats)
      console.log(
        `    ${kind}…: ${count} statements (${(count / bodies.length).toFixed(3)} per delivery), ${(ms / count).toFixed(1)} ms each`,
      );
    await db.destroy();
  } finally {
    receiver.stop();
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
