/**
 * Tracking benchmark: the open pixel (`/t/o/<token>.gif`) and the click redirect (`/t/c/<token>`)
 * of a real server process (the build of `server/src/main.ts` with the deployment's node flags,
 * role `api`, on embedded Postgres) against a bare `node:http` server answering the same GIF / the
 * same 302 in the same run, under `wrk` (Debian package) when installed, else a keep-alive load
 * generator in Node. The hits spread over
 * BENCH_SENDS sends (default 5,000: a few events per recipient, as in a real campaign) with a
 * browser User-Agent, so they are recorded as real opens and clicks.
 *
 * The flood: every connection on the pixel (then the click) of only BENCH_FLOOD_SENDS sends (40),
 * BENCH_FLOOD_SECONDS (10) a side, BENCH_FLOOD_ROUNDS (5) rounds: longer than the writer's busy
 * hold, so the batches are written while answering, on the same few recipients (target ≥ 0.9×
 * bare node:http, p99 ≤ 25 ms). The control then measures bare node:http against a second one,
 * alternated the same way on the same paths: its ratio should be 1.00, and its spread is what this
 * machine alone moves a round by.
 *
 * Every answered hit must reach the database: after each timed run the benchmark waits until every
 * answered hit is counted in tracking_hit (one event per link a minute, every hit counted) before
 * it measures anything else, and prints how long that took
 * (the server journals hits to its spool and, while the endpoints are busy, records them after the
 * burst, at most 10 s after the first: a longer BENCH_SECONDS shows the writes sharing the cores). A
 * third run sends tampered pixel tokens (right length, wrong signature): the same answer with
 * nothing to record, which separates the cost of answering from the cost of writing.
 *
 * Then the lost-hits check: exactly BENCH_VERIFY requests (default 20,000; half pixel, half
 * click) on other sends, and the hits of those sends counted once the server has written its
 * buffer: they must be equal. Last, a crash: as many requests on a third set of sends, the server
 * killed (SIGKILL) as soon as the last is answered, a new one started on the same data dir, and
 * the hits of those sends counted once it has recorded the dead one's spool: what is missing is
 * what the spool had not yet written (at most the hits of the event loop turn in progress).
 *
 * Each case also prints the CPU time per answered hit of the server, of its Postgres (until the
 * hits are recorded; the benchmark's own polling included) and of the bare server: unlike req/s,
 * it hardly moves with the load of other work on the machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ensureDatabase } from '../server/src/db/database-url';
import { freePort, startEmbeddedPostgres } from '../server/src/db/embedded';
import { TrackingTokens } from '../server/src/modules/tracking/tokens';
import { cpuSeconds, postgresCpu } from './process-stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Rounds of (bare, real) runs per case, alternated so that a change in the machine's load hits both. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SENDS = Number(process.env.BENCH_SENDS ?? 5000);
const VERIFY = Number(process.env.BENCH_VERIFY ?? 20_000);
/** The flood: every connection on the links of a few sends (FLOOD_SENDS), FLOOD_SECONDS a side. */
const FLOOD_SENDS = Number(process.env.BENCH_FLOOD_SENDS ?? 40);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const FLOOD_ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS ?? 5);
/** Which cases run (comma-separated: pixel, click, tampered, flood, flood-pixel, flood-click, control, verify, crash); all when unset. */
const CASES = process.env.BENCH_CASES?.split(',').map((name) => name.trim());
const wants = (name: string) =>
  CASES === undefined || CASES.includes(name) || CASES.includes(name.split('-')[0]);
const SECRET = 'bench-secret-bench-secret-bench-secret-000';
const AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const TARGET_URL = 'https://example.com/pricing';
const serverDir = path.resolve(__dirname, '..', 'server');
const NODE_FLAGS: string[] = JSON.parse(
  fs.readFileSync(path.join(serverDir, 'node-flags.json'), 'utf8'),
);

interface Run {
  requests: number;
  seconds: number;
  rps: number;
  p99ms: number;
  errors: number;
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * The product's server as it is deployed: the build (`server/dist/main.js`, rebuilt first when its
 * sources changed) with the node flags of `npm start`, the image and docker-compose.yml.
 */
async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. `--cpu-prof` to profile it);
  // BENCH_SERVER_STDOUT=1 shows its standard output (e.g. with `--trace-gc`).
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...NODE_FLAGS, ...extra, 'dist/main.js'], {
    cwd: serverDir,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      OUTBOUND_DATA_DIR: dataDir,
      OUTBOUND_CLIENT_DIR: path.join(dataDir, 'no-client'),
      OUTBOUND_ROLE: 'api',
      OUTBOUND_SECRET: SECRET,
      OUTBOUND_ADMIN_EMAIL: 'bench@example.com',
      OUTBOUND_ADMIN_PASSWORD: 'bench-password',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, child);
  const kill = () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    return exited;
  };
  return { base, pid: child.pid!, stop: () => stopChild(child), kill };
}

/** The reference: node:http answering the same GIF and the same redirect, nothing else. */
async function startBare() {
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    http.createServer((req, res) => {
      if (req.url.startsWith('/t/o/')) {
        res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store', 'content-length': gif.length });
        res.end(gif);
      } else {
        res.writeHead(302, { location: ${JSON.stringify(TARGET_URL)}, 'cache-control': 'no-store', 'content-length': 0 });
        res.end();
      }
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/t/o/x.gif`, child);
  return { base, pid: child.pid!, stop: () => stopChild(child) };
}

/** A started one-step campaign to `count` recipients, each with a sent message with one link. */
async function seed(client: Client, count: number, label: string): Promise<string[]> {
  const [workspace] = (
    await client.query(`INSERT INTO workspace (name) VALUES ($1) RETURNING id`, [label])
  ).rows;
  const [account] = (
    await client.query(
      `INSERT INTO mail_account (workspace_id, type, email, name, status, has_smtp, credentials,
                                 connection, sending_preference)
       VALUES ($1, 'smtp', $2, 'Bench', 'active', true, 'v1:placeholder', '{}', '{}') RETURNING id`,
      [workspace.id, `sales@${label}.test`],
    )
  ).rows;
  const [campaign] = (
    await client.query(
      `INSERT INTO campaign (workspace_id, name, status, mail_account_id)
       VALUES ($1, $2, 'started', $3) RETURNING id`,
      [workspace.id, label, account.id],
    )
  ).rows;
  await client.query(`INSERT INTO campaign_counter (campaign_id, workspace_id) VALUES ($1, $2)`, [
    campaign.id,
    workspace.id,
  ]);
  const [step] = (
    await client.query(
      `INSERT INTO step (campaign_id, workspace_id, position, subject, body, delay_days)
       VALUES ($1, $2, 1, 'Hello', '<p>Hello</p>', 0) RETURNING id`,
      [campaign.id, workspace.id],
    )
  ).rows;
  await client.query(
    `INSERT INTO step_counter (step_id, campaign_id, workspace_id) VALUES ($1, $2, $3)`,
    [step.id, campaign.id, workspace.id],
  );
  await client.query(
    `INSERT INTO contact (workspace_id, email)
     SELECT $1, 'person' || i || '@' || $2 || '-reader.test' FROM generate_series(1, $3) i`,
    [workspace.id, label, count],
  );
  const [list] = (
    await client.query(
      `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count)
       VALUES ($1, $2, '{email}', $3) RETURNING id`,
      [workspace.id, label, count],
    )
  ).rows;
  await client.query(
    `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
     SELECT $1, id, workspace_id, row_number() OVER (ORDER BY id) + 1, jsonb_build_object('email', email)
       FROM contact WHERE workspace_id = $2`,
    [list.id, workspace.id],
  );
  await client.query(
    `INSERT INTO campaign_list (campaign_id, list_id, workspace_id) VALUES ($1, $2, $3)`,
    [campaign.id, list.id, workspace.id],
  );
  await client.query(
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id)
     SELECT $1, $2, id, $3 FROM contact WHERE workspace_id = $1`,
    [workspace.id, campaign.id, list.id],
  );
  const sends = (
    await client.query(
      `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                         message_id, state, attempts, sent_at)
       SELECT $1, $2, $3, r.id, $4, 1, '<' || gen_random_uuid() || '@' || $5 || '.test>', 'sent', 1,
              now() - interval '1 hour'
         FROM campaign_recipient r WHERE r.campaign_id = $2
       RETURNING id`,
      [workspace.id, campaign.id, step.id, account.id, label],
    )
  ).rows.map((row: { id: string }) => row.id);
  await client.query(
    `INSERT INTO send_link (send_id, index, url) SELECT unnest($1::uuid[]), 0, $2`,
    [sends, TARGET_URL],
  );
  return sends;
}

function wrkInstalled(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** `wrk` over `paths` in turn; its own figures (requests, req/s, p99). */
function runWrk(base: string, paths: string[], seconds: number): Run {
  const script = path.join(os.tmpdir(), `outbound-bench-wrk-${process.pid}.lua`);
  fs.writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["User-Agent"] = ${JSON.stringify(AGENT)} })
end
`,
  );
  const result = spawnSync(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, base],
    { encoding: 'utf8' },
  );
  fs.rmSync(script, { force: true });
  const out = result.stdout;
  const requests = Number(out.match(/(\d+) requests in ([\d.]+)(m?s)/)?.[1] ?? NaN);
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s)/);
  const unit = { us: 0.001, ms: 1, s: 1000 } as const;
  const p99ms = p99 ? Number(p99[1]) * unit[p99[2] as keyof typeof unit] : NaN;
  const errors = out.match(/Non-2xx or 3xx responses: (\d+)/);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    requests,
    seconds,
    rps,
    p99ms,
    errors:
      Number(errors?.[1] ?? 0) + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

/**
 * A keep-alive load generator: CONNECTIONS requests in flight, over `paths` in turn, for
 * `seconds` or until `total` requests have been answered.
 */
async function runNode(
  base: string,
  paths: string[],
  limit: { seconds?: number; total?: number },
): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(base);
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = process.hrtime.bigint();
  const deadline = limit.seconds ? Date.now() + limit.seconds * 1000 : Infinity;
  const one = (requestPath: string) =>
    new Promise<void>((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.request(
        { hostname, port, path: requestPath, agent, headers: { 'user-agent': AGENT } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200 && res.statusCode !== 302) errors += 1;
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (Date.now() < deadline && (limit.total === undefined || issued < limit.total)) {
      const requestPath = paths[issued % paths.length];
      issued += 1;
      await one(requestPath);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p99ms: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    errors,
  };
}

/** Every hit the server recorded for `sends` (tracking_hit counts each raw hit). */
async function hitCount(client: Client, sends: string[]): Promise<number> {
  const { rows } = await client.query(
    `SELECT coalesce(sum(hits), 0)::int AS n FROM tracking_hit WHERE send_id = ANY($1::uuid[])`,
    [sends],
  );
  return rows[0].n;
}

/**
 * Polls until the server has counted `expected` hits (or the count has not moved for 10 s);
 * `ms` is how long after the call the last of them was seen.
 */
async function drained(client: Client, sends: string[], expected: number) {
  const started = Date.now();
  let last = -1;
  let lastChange = started;
  while (true) {
    const n = await hitCount(client, sends);
    if (n >= expected) return { n, ms: Date.now() - started };
    if (n !== last) {
      last = n;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > 10_000) return { n, ms: lastChange - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A case's runs, round by round; the longest drain after a round and the hits never written. */
interface Rounds {
  /** Whether the case's hits are recorded (and so waited for). */
  records: boolean;
  real: Run[];
  bare: Run[];
  drainMs: number;
  lost: number;
  /** CPU seconds: the bare server's, and the real one's and its Postgres's (until recorded). */
  cpu: { bare: number; server: number; postgres: number };
}

function total(runs: Run[]) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    requests,
    rps: requests / seconds,
    p99ms: Math.max(...runs.map((run) => run.p99ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * req/s over all rounds, the worst round's p99, the median of the rounds' ratios (listed in the
 * order run: a drift in the machine's speed shows) and the ratio of all rounds' requests.
 */
function describeRounds({
  name,
  records,
  real,
  bare,
  drainMs,
  lost,
  cpu,
  target,
}: Rounds & { name: string; target: number }): string {
  const ratios = real.map((run, i) => run.rps / bare[i].rps);
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  const r = total(real);
  const b = total(bare);
  return (
    `${name}: ${Math.round(r.rps).toLocaleString('en')} req/s, p99 ${r.p99ms.toFixed(2)} ms` +
    ` | bare node:http ${Math.round(b.rps).toLocaleString('en')} req/s, p99 ${b.p99ms.toFixed(2)} ms` +
    ` | ratio ${median.toFixed(2)}× (rounds in order ${ratios.map((x) => x.toFixed(2)).join(', ')}; all rounds ${(r.rps / b.rps).toFixed(2)}×` +
    `${target > 0 ? `; target ≥ ${target}×` : ''})` +
    (records
      ? ` | all ${r.requests.toLocaleString('en')} written, at most ${(drainMs / 1000).toFixed(2)} s after a round${lost > 0 ? `, ${lost} missing` : ''}`
      : '') +
    ` | CPU per hit ${perHit(cpu.server, r.requests)} µs + Postgres ${perHit(cpu.postgres, r.requests)} µs, bare ${perHit(cpu.bare, b.requests)} µs` +
    (r.errors + b.errors > 0 ? ` | errors ${r.errors} / ${b.errors}` : '')
  );
}

function perHit(seconds: number, requests: number): string {
  return ((seconds * 1e6) / requests).toFixed(1);
}

/** Another valid base64url token of the same length whose signature is wrong. */
function tampered(token: string): string {
  return token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
}

/** A case's name for BENCH_CASES: pixel, click, tampered, flood-pixel, flood-click, control. */
function caseKey(name: string): string {
  if (name.startsWith('pixel,')) return 'tampered';
  if (name.startsWith('control')) return 'control';
  if (name.startsWith('flood')) return name.split(' ').slice(0, 2).join('-');
  return name;
}

interface Case {
  name: string;
  paths: string[];
  /** The sends whose hits are counted (none: nothing to record). */
  sends: string[] | null;
  seconds: number;
  rounds: number;
  /** The ratio to bare node:http the case must reach. */
  target: number;
  /** What is measured against bare node:http, when not the product's server. */
  against?: { base: string; pid: number };
}

/**
 * A case's rounds (bare, then real, alternated), each real round's hits waited for before the
 * next is measured: every answered hit must be counted.
 */
async function measure(
  client: Client,
  run: (base: string, paths: string[], seconds: number) => Promise<Run>,
  servers: { bare: { base: string; pid: number }; real: { base: string; pid: number }; pg: string },
  { name, paths, sends, seconds, rounds: count, target, against }: Case,
): Promise<Rounds & { name: string; load: number; target: number }> {
  const load = os.loadavg()[0];
  const real = against ?? servers.real;
  const cpu = { bare: 0, server: 0, postgres: 0 };
  const rounds: Rounds = { records: sends !== null, real: [], bare: [], drainMs: 0, lost: 0, cpu };
  let expected = sends ? await hitCount(client, sends) : 0;
  for (let round = 0; round < count; round += 1) {
    const bare0 = cpuSeconds(servers.bare.pid);
    rounds.bare.push(await run(servers.bare.base, paths, seconds));
    cpu.bare += cpuSeconds(servers.bare.pid) - bare0;
    const [server0, pg0] = [cpuSeconds(real.pid), postgresCpu(servers.pg)];
    const answered = await run(real.base, paths, seconds);
    rounds.real.push(answered);
    if (sends) {
      expected += answered.requests;
      const written = await drained(client, sends, expected);
      rounds.lost += Math.max(0, expected - written.n);
      expected = Math.max(expected, written.n);
      rounds.drainMs = Math.max(rounds.drainMs, written.ms);
    }
    cpu.server += cpuSeconds(real.pid) - server0;
    cpu.postgres += postgresCpu(servers.pg) - pg0;
  }
  return { name, load, target, ...rounds };
}

async function main(): Promise<void> {
  const built = spawnSync(
    process.execPath,
    [path.join(serverDir, '..', 'scripts', 'build-changed.mjs'), 'common', 'server'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the server did not build');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const useWrk = wrkInstalled();
  try {
    const url = await ensureDatabase(pg.url, 'bench');
    let server = await startServer(url, path.join(root, 'data'));
    const bare = await startBare();
    // The control: bare node:http against a second one, as the flood click measures the product.
    const secondBare = wants('control') ? await startBare() : undefined;
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const tokens = new TrackingTokens(SECRET);
      const loadSends = await seed(client, SENDS, 'load');
      const verifySends = await seed(client, SENDS, 'verify');
      const floodSends = await seed(client, FLOOD_SENDS, 'flood');
      const pixelsOf = (sends: string[]) => sends.map((id) => `/t/o/${tokens.sign('o', id)}.gif`);
      const clicksOf = (sends: string[]) => sends.map((id) => `/t/c/${tokens.sign('c', id, 0)}`);
      const pixels = pixelsOf(loadSends);
      const clicks = clicksOf(loadSends);
      const run = (base: string, paths: string[], seconds: number) =>
        useWrk ? Promise.resolve(runWrk(base, paths, seconds)) : runNode(base, paths, { seconds });
      const loadAtStart = os.loadavg()[0];

      // Warm both (JIT, connection pools) before measuring; every link once, so that the click
      // runs measure redirects from the link cache, not each link's first lookup.
      const warm = [...pixels, ...clicks, ...pixelsOf(floodSends), ...clicksOf(floodSends)];
      const warmed =
        (await runNode(server.base, warm, { total: warm.length })).requests +
        (await run(server.base, warm, 2)).requests;
      await drained(client, [...loadSends, ...floodSends], warmed);
      await run(bare.base, warm, 2);
      if (secondBare) await run(secondBare.base, warm, 2);
      const servers = { bare, real: server, pg: path.join(root, 'pg') };
      const cases: Case[] = [
        {
          name: 'pixel',
          paths: pixels,
          sends: loadSends,
          seconds: SECONDS,
          rounds: ROUNDS,
          target: 0.6,
        },
        {
          name: 'click',
          paths: clicks,
          sends: loadSends,
          seconds: SECONDS,
          rounds: ROUNDS,
          target: 0.6,
        },
        {
          name: 'pixel, tampered tokens (nothing to record)',
          paths: pixels.map((p) =>
            p.replace(/([\w-]+)\.gif$/, (_, token) => `${tampered(token)}.gif`),
          ),
          sends: null,
          seconds: SECONDS,
          rounds: ROUNDS,
          target: 0.6,
        },
        {
          name: `flood pixel (${FLOOD_SENDS} sends)`,
          paths: pixelsOf(floodSends),
          sends: floodSends,
          seconds: FLOOD_SECONDS,
          rounds: FLOOD_ROUNDS,
          target: 0.9,
        },
        {
          name: `flood click (${FLOOD_SENDS} sends)`,
          paths: clicksOf(floodSends),
          sends: floodSends,
          seconds: FLOOD_SECONDS,
          rounds: FLOOD_ROUNDS,
          target: 0.9,
        },
        ...(secondBare
          ? [
              {
                name: 'control, a second bare node:http on the flood click',
                paths: clicksOf(floodSends),
                sends: null,
                seconds: FLOOD_SECONDS,
                rounds: FLOOD_ROUNDS,
                target: 0,
                against: secondBare,
              },
            ]
          : []),
      ].filter((c) => wants(caseKey(c.name)));
      const results: (Rounds & { name: string; load: number; target: number })[] = [];
      for (const c of cases) results.push(await measure(client, run, servers, c));

      console.log(
        `tracking: ${useWrk ? 'wrk' : 'node load generator'}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per side (flood: ${FLOOD_ROUNDS} of ${FLOOD_SECONDS} s), ${SENDS} sends, ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
      );
      for (const result of results)
        console.log(`  ${describeRounds(result)} | load at start ${result.load.toFixed(1)}`);
      if (results.some((result) => result.lost > 0)) process.exitCode = 1;

      if (wants('verify')) {
        // Exactly VERIFY requests, then every one of them must be counted.
        const verifyPaths = verifySends.flatMap((id) => [
          `/t/o/${tokens.sign('o', id)}.gif`,
          `/t/c/${tokens.sign('c', id, 0)}`,
        ]);
        const verify = await runNode(server.base, verifyPaths, { total: VERIFY });
        const written = await drained(client, verifySends, verify.requests);
        const lost = verify.requests - written.n;
        console.log(
          `  lost hits: ${VERIFY.toLocaleString('en')} requests (${verify.errors} errors), ${verify.requests.toLocaleString('en')} answered, ` +
            `${written.n.toLocaleString('en')} counted ${(written.ms / 1000).toFixed(2)} s after the last answer → ${lost === 0 ? '0 lost' : `${lost} lost`}`,
        );
        if (lost !== 0 || verify.errors > 0) process.exitCode = 1;
      }

      if (wants('crash')) {
        // A crash right after the last answer; the next server records what the spool held.
        const crashSends = await seed(client, SENDS, 'crash');
        const crashPaths = crashSends.flatMap((id) => [
          `/t/o/${tokens.sign('o', id)}.gif`,
          `/t/c/${tokens.sign('c', id, 0)}`,
        ]);
        const crash = await runNode(server.base, crashPaths, { total: VERIFY });
        await server.kill();
        const restartedAt = Date.now();
        server = await startServer(url, path.join(root, 'data'));
        const recovered = await drained(client, crashSends, crash.requests);
        console.log(
          `  crash: ${crash.requests.toLocaleString('en')} answered, the server killed (SIGKILL) at once; ` +
            `${recovered.n.toLocaleString('en')} counted ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after a restart → ` +
            `${crash.requests - recovered.n} lost (what the spool had not yet written)`,
        );
      }
    } finally {
      await client.end();
      await bare.stop();
      await secondBare?.stop();
      await server.stop();
    }
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
