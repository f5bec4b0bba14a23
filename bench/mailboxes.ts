/**
 * Many-mailboxes benchmark: does a worker keep every mailbox on its schedule at volume?
 *
 * - Set-up (`mailboxes-seed.ts`): BENCH_MAILBOXES SMTP mailboxes (default 1,000; a list such as
 *   `500,1000,2000` runs each on a fresh database), each with a started campaign of
 *   BENCH_MAILBOX_RECIPIENTS (60) recipients and two follow-ups, windows all day, bursts of 5 one
 *   minute apart. Their server is the SMTP sink (`smtp-sink.ts`, its own process) answering each
 *   message after BENCH_SMTP_MS (250 ms) and its greeting and each login after
 *   BENCH_SMTP_LOGIN_MS (150 ms), like a real provider.
 * - Run: BENCH_WORKERS real worker processes (`OUTBOUND_ROLE=worker`, `server/src/main.ts`; a
 *   list such as `1,2` runs each) for BENCH_MINUTES (5) of wall time, then stopped (SIGTERM).
 * - Lateness of each send = when it went out (`smtp_started_at`) minus when the calendar's
 *   forecast (`forecastSends`, the sending calendar's replay of the dispatcher's rules, taken
 *   from the mailbox's state when the workers are started) planned the mailbox's send of that
 *   rank. A send planned before the last 30 s that never went counts as late by the time it
 *   waited until the end (a lower bound), so a starved mailbox cannot hide.
 * - Report: sends per minute (and what the forecast planned), lateness p50 / p99 / max, mailboxes
 *   starved (no send for more than 2 minutes while the forecast had one due), duplicates at the
 *   sink, SMTP connections opened, and the CPU of the workers, the database and the sink (share
 *   of one core over the run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { CredentialsVault } from '../server/src/modules/mailbox/credentials-vault';
import { NO_PACE } from '../server/src/modules/mailbox/pacing';
import { forecastSends } from '../server/src/modules/sending/send-forecast';
import { benchPreference, seedMailboxes, STEPS } from './mailboxes-seed';
import { cpuSeconds, postgresCpu } from './process-stats';
import { startSink } from './sink-process';

const list = (raw: string | undefined, fallback: string) =>
  (raw ?? fallback).split(',').map((item) => Number(item.trim()));
const SIZES = list(process.env.BENCH_MAILBOXES, '1000');
const WORKERS = list(process.env.BENCH_WORKERS, '1');
const MINUTES = Number(process.env.BENCH_MINUTES ?? 5);
const RECIPIENTS = Number(process.env.BENCH_MAILBOX_RECIPIENTS ?? 60);
const SMTP_MS = Number(process.env.BENCH_SMTP_MS ?? 250);
/** BENCH_PROFILE=1: the database's statements that took the most time, from pg_stat_statements. */
const PROFILE = process.env.BENCH_PROFILE === '1';
const LOGIN_MS = Number(process.env.BENCH_SMTP_LOGIN_MS ?? 150);
const BURST = 5;
const GAP_MINUTES = 1;
/** BENCH_POOL: mailboxes per campaign (1: a campaign per mailbox, as the spec has it). */
const POOL = Number(process.env.BENCH_POOL ?? 1);
/** BENCH_GAPS=min-max: one email at a time after a random gap in seconds (none: bursts). */
const GAPS = process.env.BENCH_GAPS
  ? (([min, max]) => ({ min, max }))(process.env.BENCH_GAPS.split('-').map(Number))
  : undefined;
const PREF = benchPreference(BURST, GAP_MINUTES, GAPS);
const SECRET = 'bench-secret-bench-secret-bench-secret-000';
/** Sends planned this close to the end are not expected yet. */
const GRACE_MS = 30_000;
const STARVED_MS = 120_000;
const serverDir = path.resolve(__dirname, '..', 'server');
/** The scheduler's reports ('dispatch scheduler', once a minute) heard from the workers. */
interface SchedulerReport {
  runs: number;
  meanRunMs: number;
  longestRunMs: number;
  busiest: number;
  concurrency: number;
}
const reports: SchedulerReport[] = [];

/** Keeps the scheduler's reports of a worker's log (JSON lines at info). */
function hearReports(child: ChildProcess): void {
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines)
      if (line.includes('"dispatch scheduler"')) reports.push(JSON.parse(line) as SchedulerReport);
  });
}

/** A worker process as production runs it; resolves once its start-up banner is printed. */
async function startWorker(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: each worker writes a CPU profile there when it stops (`node --cpu-prof`).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '-r', '@swc-node/register', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      OUTBOUND_ROLE: 'worker',
      DATABASE_URL: databaseUrl,
      OUTBOUND_SECRET: SECRET,
      OUTBOUND_DATA_DIR: dataDir,
      PUBLIC_URL: 'https://outbound.example.com',
      ALLOW_PRIVATE_MAIL_HOSTS: 'true',
      ALLOW_PLAINTEXT_MAIL_AUTH: 'true', // the sink offers no STARTTLS
      LOG_LEVEL: 'info', // as in production: a line per burst, the scheduler's report each minute
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      if (output.includes('role: worker')) return;
      output += chunk.toString();
      if (output.includes('role: worker')) resolve();
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)));
  });
  child.removeAllListeners('exit');
  hearReports(child);
  return child;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The instants the forecast plans for one mailbox's sends, in order, from `start`: its own random
 * gaps when it has them (seeded by the mailbox), its share of its pool's recipients when pooled
 * (the balance shares a pool of equal mailboxes evenly, so each sends its RECIPIENTS).
 */
function plannedInstants(mailboxId: string, start: Date, until: Date): number[] {
  const planned = forecastSends({
    pref: PREF,
    pace: { ...NO_PACE, seed: mailboxId },
    now: start,
    until,
    sentToday: 0,
    lastSentAt: null,
    retries: [],
    followUps: [],
    campaigns: [
      {
        id: 'campaign',
        startsAt: null,
        steps: STEPS.map((step) => ({ ...step, active: true })),
        firstsWaiting: RECIPIENTS,
      },
    ],
  });
  return planned.flatMap((send) => Array.from({ length: send.count }, () => send.at.getTime()));
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface Outcome {
  sends: number;
  planned: number;
  lateness: number[];
  /** Each mailbox's first send's lateness: how long the worker took to get to every mailbox. */
  firstLateness: number[];
  notSent: number;
  starved: number;
}

/** Each mailbox's sends against the plan (see the top of the file). */
async function judge(
  db: DataSource,
  mailboxes: string[],
  start: number,
  end: number,
): Promise<Outcome> {
  const planOf = (mailboxId: string) =>
    plannedInstants(mailboxId, new Date(start), new Date(end + 3_600_000)).filter(
      (at) => at < end - GRACE_MS,
    );
  const rows: { mailbox: string; at: Date }[] = await db.query(
    `SELECT mail_account_id AS mailbox, smtp_started_at AS at FROM send
      WHERE smtp_started_at IS NOT NULL ORDER BY mail_account_id, smtp_started_at`,
  );
  const sendsOf = new Map<string, number[]>(mailboxes.map((id) => [id, []]));
  for (const row of rows) sendsOf.get(row.mailbox)?.push(row.at.getTime());
  const outcome: Outcome = {
    sends: rows.length,
    planned: 0,
    lateness: [],
    firstLateness: [],
    notSent: 0,
    starved: 0,
  };
  for (const [mailboxId, sends] of sendsOf) {
    const plan = planOf(mailboxId);
    plan.forEach((at, rank) => {
      if (rank === 0) outcome.firstLateness.push((sends[0] ?? end) - at);
      if (rank < sends.length) outcome.lateness.push(sends[rank] - at);
      else {
        outcome.lateness.push(end - at);
        outcome.notSent += 1;
      }
    });
    outcome.planned += plan.length;
    const moments = [start, ...sends, ...(sends.length < plan.length ? [end] : [])];
    if (moments.some((at, i) => i > 0 && at - moments[i - 1] > STARVED_MS)) outcome.starved += 1;
  }
  outcome.lateness.sort((a, b) => a - b);
  outcome.firstLateness.sort((a, b) => a - b);
  return outcome;
}

/** The statements that took the most database time during the run. */
async function printProfile(db: DataSource): Promise<void> {
  const rows: { calls: string; total: number; plan: number; mean: number; query: string }[] =
    await db.query(
      `SELECT calls, round(total_exec_time)::int AS total, round(total_plan_time)::int AS plan,
              round(mean_exec_time::numeric, 2)::float AS mean,
              regexp_replace(left(query, 110), '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT 30`,
    );
  const [all]: { calls: string; total: number; plan: number }[] = await db.query(
    `SELECT sum(calls)::bigint AS calls, round(sum(total_exec_time))::int AS total,
            round(sum(total_plan_time))::int AS plan
       FROM pg_stat_statements`,
  );
  console.log(
    `  database statements: ${all.calls} calls, ${all.total} ms executing, ${all.plan} ms planning`,
  );
  console.log('  database time by statement (ms executing, ms planning, calls, ms mean):');
  for (const row of rows)
    console.log(`    ${row.total} ${row.plan} ${row.calls} ${row.mean}  ${row.query}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const share = (cpu: number, wallMs: number) => `${Math.round((100 * cpu) / (wallMs / 1000))} %`;

async function runOnce(
  pgUrl: string,
  pgDataDir: string,
  root: string,
  size: number,
  workers: number,
) {
  const sink = await startSink({
    SINK_GREETING_MS: String(LOGIN_MS),
    SINK_MESSAGE_MS: String(SMTP_MS),
  });
  const databaseUrl = await ensureDatabase(pgUrl, `bench_${size}_${workers}`);
  const db = await openDatabase(databaseUrl);
  if (PROFILE) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const children: ChildProcess[] = [];
  try {
    const seeding = Date.now();
    const mailboxes = await seedMailboxes(db, new CredentialsVault(SECRET), {
      count: size,
      recipients: RECIPIENTS,
      smtpPort: sink.port,
      pref: PREF,
      pool: POOL,
    });
    const seeded = Date.now() - seeding;
    reports.length = 0;
    const start = Date.now();
    for (let i = 0; i < workers; i++)
      children.push(await startWorker(databaseUrl, path.join(root, `w${i}`)));
    const ready = Date.now() - start;
    if (PROFILE) await db.query('SELECT pg_stat_statements_reset()');
    // CPU at the start; the database's counts its connections closed meanwhile too.
    const workerPids = children.map((child) => child.pid!);
    const cpuNow = () => ({
      workers: workerPids.reduce((total, pid) => total + cpuSeconds(pid), 0),
      database: postgresCpu(pgDataDir),
      sink: cpuSeconds(sink.pid),
    });
    const cpuAtStart = cpuNow();
    await sink.count();
    await new Promise((resolve) => setTimeout(resolve, MINUTES * 60_000 - ready));
    const end = Date.now();
    const atEnd = cpuNow();
    const cpu = {
      workers: atEnd.workers - cpuAtStart.workers,
      database: atEnd.database - cpuAtStart.database,
      sink: atEnd.sink - cpuAtStart.sink,
    };
    for (const child of children) await stopWorker(child);
    const atSink = await sink.count();
    const outcome = await judge(db, mailboxes, start, end);
    const wall = end - start;
    const late = outcome.lateness;
    if (PROFILE) await printProfile(db);
    const met = percentile(late, 99) <= 60_000 && outcome.starved === 0;
    console.log(
      `mailboxes: ${size.toLocaleString('en')} mailboxes, ${workers} worker${workers > 1 ? 's' : ''}, ` +
        `${POOL > 1 ? `${(size / POOL).toLocaleString('en')} campaigns over pools of ${POOL}, ` : ''}` +
        `${GAPS ? `one email at a time ${GAPS.min}–${GAPS.max} s apart, ` : 'bursts of 5 a minute, '}` +
        `${MINUTES} min, SMTP ${SMTP_MS} ms per message and ${LOGIN_MS} ms greeting and login, ` +
        `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}: ${met ? 'on time' : 'NOT on time'} ` +
        `(target p99 ≤ 60 s, none starved)`,
    );
    console.log(
      `  sends ${outcome.sends.toLocaleString('en')} (${Math.round(outcome.sends / (wall / 60_000)).toLocaleString('en')}/min; ` +
        `planned before the last 30 s ${outcome.planned.toLocaleString('en')}, not sent ${outcome.notSent.toLocaleString('en')})` +
        ` | at the sink ${atSink.messages.toLocaleString('en')}, duplicates ${atSink.duplicates}, SMTP connections ${atSink.connections.toLocaleString('en')}`,
    );
    console.log(
      `  lateness vs the calendar's forecast: p50 ${seconds(percentile(late, 50))}, p99 ${seconds(percentile(late, 99))}, ` +
        `max ${seconds(late[late.length - 1] ?? NaN)} | starved (no send for > 2 min while due): ${outcome.starved}` +
        ` | each mailbox's first send: p50 ${seconds(percentile(outcome.firstLateness, 50))}, ` +
        `p99 ${seconds(percentile(outcome.firstLateness, 99))}`,
    );
    console.log(
      `  CPU (share of one core): workers ${share(cpu.workers, wall)}, ` +
        `database ${share(cpu.database, wall)}, sink ${share(cpu.sink, wall)}` +
        ` | seeded in ${seconds(seeded)}, workers ready after ${seconds(ready)}`,
    );
    const runs = reports.reduce((total, report) => total + report.runs, 0);
    const runMs = reports.reduce((total, report) => total + report.runs * report.meanRunMs, 0);
    console.log(
      `  scheduler (its minute reports): ${runs.toLocaleString('en')} runs, mean ${Math.round(runMs / Math.max(1, runs))} ms, ` +
        `longest ${Math.max(0, ...reports.map((report) => report.longestRunMs))} ms, ` +
        `most at once ${Math.max(0, ...reports.map((report) => report.busiest))} of ${reports[0]?.concurrency ?? '?'} per worker`,
    );
  } finally {
    for (const child of children) await stopWorker(child);
    await db.destroy();
    await sink.stop();
  }
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  let pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  if (PROFILE) {
    const admin = await openDatabase(await ensureDatabase(pg.url, 'profile'));
    await admin.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
    await admin.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
    await admin.destroy();
    await pg.stop();
    pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  }
  const pgDataDir = pg.dataDir;
  try {
    for (const workers of WORKERS)
      for (const size of SIZES) await runOnce(pg.url, pgDataDir, root, size, workers);
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
