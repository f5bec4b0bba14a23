/**
 * Reports benchmark (issue 13, "Scale"): a campaign of BENCH_RECIPIENTS recipients (default
 * 100,000) in two lists, 3 messages and BENCH_CAMPAIGN_EVENTS events (default 1,000,000), among
 * BENCH_EVENTS events (default 10,000,000) of 499 other campaigns of the same workspace (50
 * mailboxes). The counters are computed from the events with the recorder's rules
 * (reports-counters.ts), so the pages read what they would read in production.
 *
 * Measured, after warm-up, p50 and p95 of BENCH_SAMPLES calls (default 60): the campaign's
 * Overview, activity pages (first, and at offset 5,000; all events and without sends), Timeline and
 * 30-day graph, each for all lists and for the smaller list; the dashboard. Reference in the same
 * run: the campaign's row read by primary key. Target: p95 ≤ 50 ms each.
 * Then the per-contact export over HTTP against COPY of an equivalent query (reports-export.ts);
 * target: ≤ 2× COPY's time, peak RSS growth of the server ≤ 100 MB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import type { Caller } from '../server/src/modules/auth/caller';
import { createServices, type Services } from '../server/src/services';
import { dropForLoad, restoreAfterLoad } from './bulk-load';
import { countReportsData } from './reports-counters';
import { CAMPAIGNS, MAILBOXES, seedReportsData, type DataSize, type Seeded } from './reports-data';
import { measureExport } from './reports-export';

const SIZE: DataSize = {
  bigRecipients: Number(process.env.BENCH_RECIPIENTS ?? 100_000),
  bigEvents: Number(process.env.BENCH_CAMPAIGN_EVENTS ?? 1_000_000),
  otherEvents: Number(process.env.BENCH_EVENTS ?? 10_000_000),
};
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const TARGET_MS = 50;

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;
const listPhases = (phases: Record<string, number>) =>
  Object.entries(phases)
    .map(([name, value]) => `${name} ${value.toFixed(1)} s`)
    .join(', ');

/** Tables loaded in bulk: their indexes and constraints but the primary key are built after the load. */
const BULK_TABLES = [
  'contact',
  'contact_list_member',
  'contact_activity',
  'campaign_recipient',
  'lead',
  'send',
  'email_event',
  'campaign_timeline_counter',
];

/** Seeds the reports data (`size`: the sizes above unless told) and builds its indexes after the load. */
export async function seed(url: string, size: DataSize = SIZE): Promise<Seeded> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    // Loading settings only (nothing the measured reads depend on): fewer checkpoints, no wait
    // for WAL flushes, memory for the aggregates and the index builds.
    await db.query(`ALTER SYSTEM SET max_wal_size = '8GB'`);
    await db.query(`SELECT pg_reload_conf()`);
    await db.query(
      `SET synchronous_commit = off; SET work_mem = '2GB'; SET maintenance_work_mem = '1GB'`,
    );
    const dropped = await dropForLoad(db, BULK_TABLES);

    let started = process.hrtime.bigint();
    const phases: Record<string, number> = {};
    const seeded = await seedReportsData(db, size, phases);
    const {
      rows: [events],
    } = await db.query(
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE campaign_id = $1)::int AS big
         FROM email_event`,
      [seeded.campaignId],
    );
    console.log(
      `  data: ${events.all.toLocaleString('en')} events, ${events.big.toLocaleString('en')} of the measured campaign, in ${seconds(started).toFixed(0)} s (${listPhases(phases)})`,
    );
    started = process.hrtime.bigint();
    const counting = await countReportsData(db);
    console.log(
      `  counters from the events: ${seconds(started).toFixed(0)} s (${listPhases(counting)})`,
    );
    started = process.hrtime.bigint();
    await restoreAfterLoad(db, dropped);
    console.log(
      `  ${dropped.length} indexes and constraints of ${BULK_TABLES.join(', ')} built after the load: ${seconds(started).toFixed(0)} s`,
    );
    started = process.hrtime.bigint();
    await db.query('VACUUM ANALYZE');
    console.log(`  VACUUM ANALYZE: ${seconds(started).toFixed(0)} s`);
    return seeded;
  } finally {
    await db.end();
  }
}

interface Timing {
  p50: number;
  p95: number;
}

export async function timings(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(SAMPLES / 2)],
    p95: times[Math.ceil(SAMPLES * 0.95) - 1],
  };
}

const verdict = (holds: boolean) => (holds ? 'holds' : 'MISSED');

/** What an answer held, so that a fast call is seen to have answered something. */
function sizeOf(answer: unknown): string {
  const value = answer as Partial<{
    activities: unknown[];
    total: number | { sent: number };
    totals: { messages: number };
    mailboxesToday: unknown[];
    attention: unknown[];
    days: unknown[];
    lists: unknown[];
    steps: unknown[];
  }>;
  if (value?.mailboxesToday && value.totals && 'messages' in value.totals) {
    const { messages } = value.totals;
    return ` [${value.days?.length} days, ${messages.toLocaleString('en')} messages, ${value.mailboxesToday.length} mailboxes today, ${value.attention?.length} needing attention]`;
  }
  if (value?.activities) return ` [${value.activities.length} of ${value.total} entries]`;
  if (value?.days) return ` [${value.days.length} days]`;
  if (value?.steps && typeof value.total === 'object') {
    return ` [${value.steps.length} messages, ${value.total.sent.toLocaleString('en')} sent]`;
  }
  if (value?.lists) return ` [${value.lists.length} lists]`;
  return '';
}

/** The calls of the campaign pages and the dashboard, for all lists and for the smaller one. */
function cases(services: Services, caller: Caller, seeded: Seeded) {
  const reports = services.campaignReports;
  const campaignId = seeded.campaignId;
  const list: [string, string | null][] = [
    ['all lists', null],
    ['smaller list', seeded.listIds[1]],
  ];
  const end = new Date();
  const start = new Date(end.getTime() - 29 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const out: [string, () => Promise<unknown>][] = [];
  for (const [label, listId] of list) {
    out.push([`overview, ${label}`, () => reports.overview(caller, { campaignId, listId })]);
    for (const offset of [0, 5000]) {
      for (const ignoreSends of [false, true]) {
        const name = `activities at ${offset}${ignoreSends ? ', ignoring sends' : ''}, ${label}`;
        const query = { campaignId, listId, offset, limit: 50, ignoreSends };
        out.push([name, () => reports.activities(caller, query)]);
      }
    }
    out.push([`timeline, ${label}`, () => reports.timeline(caller, { campaignId, listId })]);
    const graph = { campaignId, listId, startDate: day(start), endDate: day(end) };
    out.push([`timeline graph (30 days), ${label}`, () => reports.timelineGraph(caller, graph)]);
  }
  out.push([
    `dashboard (${MAILBOXES} mailboxes, ${CAMPAIGNS} campaigns)`,
    () => services.dashboard.get(caller),
  ]);
  return out;
}

/** What a benchmark measures in process: the services, a caller of the seeded workspace and the database. */
export interface InProcess {
  services: Services;
  caller: Caller;
  database: DataSource;
  /** p95 of the reference read (the campaign's row by primary key), in ms. */
  referenceP95: number;
}

/**
 * Opens the seeded database with the product's services and a caller of its workspace, prints the
 * reference (the campaign's row by primary key), runs `measure`, and closes the database.
 */
export async function withServices(
  url: string,
  root: string,
  seeded: Seeded,
  measure: (run: InProcess) => Promise<void>,
): Promise<void> {
  const database = await openDatabase(url);
  try {
    const config = loadConfig({
      OUTBOUND_SECRET: 'bench-secret-bench-secret-bench-secret-000',
      OUTBOUND_DATA_DIR: path.join(root, 'data'),
      LOG_LEVEL: 'error',
    });
    const services = createServices(database, config, pino({ level: 'error' }));
    const caller: Caller = {
      workspaceId: seeded.workspaceId,
      userId: seeded.userId,
      sessionId: 'bench',
      role: 'admin',
    };
    const reference = await timings(() =>
      database.query(`SELECT * FROM campaign WHERE id = $1 AND workspace_id = $2`, [
        seeded.campaignId,
        seeded.workspaceId,
      ]),
    );
    console.log(
      `  reference (the campaign's row by primary key): p50 ${reference.p50.toFixed(2)} ms, p95 ${reference.p95.toFixed(2)} ms`,
    );
    await measure({ services, caller, database, referenceP95: reference.p95 });
  } finally {
    await database.destroy();
  }
}

export async function measureServices(url: string, root: string, seeded: Seeded) {
  await withServices(url, root, seeded, async ({ services, caller, referenceP95 }) => {
    for (const [name, run] of cases(services, caller, seeded)) {
      let answer: unknown;
      try {
        answer = await run();
      } catch (error) {
        console.log(`  ${name}: not measured (${(error as Error).message})`);
        continue;
      }
      const t = await timings(run);
      console.log(
        `  ${name}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms (${(t.p95 / referenceP95).toFixed(0)}× the reference; target p95 ≤ ${TARGET_MS} ms: ${verdict(t.p95 <= TARGET_MS)})${sizeOf(answer)}`,
      );
    }
  });
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const total = process.hrtime.bigint();
  try {
    const url = await ensureDatabase(pg.url, 'bench');
    await (await openDatabase(url)).destroy(); // migrated
    console.log(
      `reports: a campaign of ${SIZE.bigRecipients.toLocaleString('en')} recipients (2 lists, 3 messages) and ${SIZE.bigEvents.toLocaleString('en')} events among ${SIZE.otherEvents.toLocaleString('en')} events of 499 other campaigns; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
    );
    const seeded = await seed(url);
    await measureServices(url, root, seeded);
    await measureExport(url, path.join(root, 'server-data'), seeded);
    console.log(`  whole benchmark: ${seconds(total).toFixed(0)} s`);
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
