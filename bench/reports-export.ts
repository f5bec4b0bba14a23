/**
 * The per-contact export of the reports benchmark: `/v1/campaign/export` of a real server process
 * (`server/src/main.ts`, role `api`, run as in development), read as a stream and discarded, against
 * `COPY (…) TO STDOUT` of an equivalent per-contact query on the same database in the same run,
 * read the same way. The server's resident set is sampled every 10 ms from /proc during each export.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { freePort } from '../server/src/db/embedded';
import { TOKEN, type Seeded } from './reports-data';
import { rssOf } from './process-stats';

const SECRET = 'bench-secret-bench-secret-bench-secret-000';
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const serverDir = path.resolve(__dirname, '..', 'server');

/**
 * The per-contact report of the campaign in one statement, as the export's pages read it
 * (server/src/modules/reports/queries/contact-export.ts, written out here): the campaign's
 * recipients in the order they were added (campaign_recipient_order_idx), each with its unflagged
 * opens, clicks, replies and bounce counted by probes of email_event_recipient_idx, and its lead.
 */
export const PER_CONTACT_SQL = `
  SELECT ct.email::text AS email, r.last_sent_at AS last_sent_on,
         ev.opens, ev.clicks, ev.replies, ev.bounced,
         EXISTS (SELECT 1 FROM lead l WHERE l.recipient_id = r.id) AS lead
    FROM campaign_recipient r
    JOIN contact ct ON ct.id = r.contact_id
   CROSS JOIN LATERAL (
         SELECT count(*) FILTER (WHERE e.type = 'open')::int AS opens,
                count(*) FILTER (WHERE e.type = 'click')::int AS clicks,
                count(*) FILTER (WHERE e.type = 'reply')::int AS replies,
                count(*) FILTER (WHERE e.type = 'bounce') > 0 AS bounced
           FROM email_event e
          WHERE e.recipient_id = r.id AND e.type IN ('open', 'click', 'reply', 'bounce')
            AND NOT e.flagged) ev
   WHERE r.campaign_id = '%CAMPAIGN%' AND r.workspace_id = '%WORKSPACE%'
   ORDER BY r.created_at, r.id`;

/** Counts `needle` in a stream of chunks, across chunk boundaries. */
function occurrences(needle: string) {
  let tail = '';
  let count = 0;
  return {
    add(chunk: Uint8Array) {
      const text = tail + Buffer.from(chunk).toString('latin1');
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) count += 1;
      tail = text.slice(-(needle.length - 1));
    },
    get count() {
      return count;
    },
  };
}

export interface ExportServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** The product's server on `databaseUrl`, once it answers /healthz. */
export async function startServer(databaseUrl: string, dataDir: string): Promise<ExportServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      OUTBOUND_DATA_DIR: dataDir,
      OUTBOUND_CLIENT_DIR: path.join(dataDir, 'no-client'),
      OUTBOUND_ROLE: 'api',
      OUTBOUND_SECRET: SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface ExportRun {
  seconds: number;
  bytes: number;
  /** Contacts in the answer (`"email":` keys of `eventsCountPerContact`). */
  contacts: number;
  /** The highest resident set sampled during the export, in MB. */
  peakRss: number;
}

/** One export through HTTP, its body read chunk by chunk and dropped. */
export async function runExport(
  server: ExportServer,
  token: string,
  campaignId: string,
): Promise<ExportRun> {
  let peakRss = rssOf(server.pid).current;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(server.pid).current);
  }, 10);
  try {
    const started = process.hrtime.bigint();
    const response = await fetch(`${server.base}/v1/campaign/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ campaign_id: campaignId }),
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`/v1/campaign/export answered ${response.status}: ${await response.text()}`);
    }
    let bytes = 0;
    const contacts = occurrences('"email":');
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      contacts.add(chunk);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const peak = Math.max(peakRss, rssOf(server.pid).current);
    return { seconds, bytes, contacts: contacts.count, peakRss: peak };
  } finally {
    clearInterval(sampler);
  }
}

/** The reference: COPY of the per-contact query as CSV, streamed to this process and dropped. */
export async function runCopy(
  databaseUrl: string,
  sql: string,
): Promise<{ seconds: number; bytes: number; rows: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let bytes = 0;
    let rows = -1; // the header
    const started = process.hrtime.bigint();
    await pipeline(
      client.query(copyTo(`COPY (${sql}) TO STDOUT (FORMAT csv, HEADER true)`)),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) rows += 1;
          done();
        },
      }),
    );
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes, rows };
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const verdict = (holds: boolean) => (holds ? 'holds' : 'MISSED');

/**
 * The export of the big campaign and COPY of its query, alternately, EXPORT_RUNS times each. The
 * server first exports a small campaign (its pool, JIT and first-request work are done then); the
 * RSS growth of each export is over the resident set just before it.
 */
export async function measureExport(url: string, dataDir: string, seeded: Seeded): Promise<void> {
  const server = await startServer(url, dataDir);
  try {
    const idle = rssOf(server.pid).current;
    const sql = PER_CONTACT_SQL.replace('%CAMPAIGN%', seeded.campaignId).replace(
      '%WORKSPACE%',
      seeded.workspaceId,
    );
    const exports: ExportRun[] = [];
    const copies: Awaited<ReturnType<typeof runCopy>>[] = [];
    const growths: number[] = [];
    let warmed = idle;
    try {
      await runExport(server, TOKEN, seeded.smallCampaignId);
      warmed = rssOf(server.pid).current;
      for (let i = 0; i < EXPORT_RUNS; i += 1) {
        copies.push(await runCopy(url, sql));
        const before = rssOf(server.pid).current;
        const run = await runExport(server, TOKEN, seeded.campaignId);
        exports.push(run);
        growths.push(run.peakRss - before);
      }
    } catch (error) {
      console.log(`  per-contact export: not measured (${(error as Error).message})`);
      return;
    }
    const exported = median(exports.map((run) => run.seconds));
    const copied = median(copies.map((copy) => copy.seconds));
    const ratio = exported / copied;
    const { contacts, bytes } = exports[0];
    console.log(
      `  per-contact export over HTTP: ${exported.toFixed(2)} s (median of ${EXPORT_RUNS}; ${contacts.toLocaleString('en')} contacts, ${(bytes / 1e6).toFixed(1)} MB of JSON)`,
    );
    console.log(
      `  COPY of the per-contact query: ${copied.toFixed(2)} s (${copies[0].rows.toLocaleString('en')} rows, ${(copies[0].bytes / 1e6).toFixed(1)} MB of CSV); ratio ${ratio.toFixed(2)}× COPY (target ≤ 2×: ${verdict(ratio <= 2)})`,
    );
    const growth = Math.max(...growths);
    const peak = Math.max(...exports.map((run) => run.peakRss));
    console.log(
      `  server RSS growth during an export: ${growths.map((g) => g.toFixed(0)).join(', ')} MB (target ≤ 100 MB: ${verdict(growth <= 100)}); ${idle.toFixed(0)} MB after start, ${warmed.toFixed(0)} MB after a small export, peak ${peak.toFixed(0)} MB (${(peak - idle).toFixed(0)} MB over the idle server)`,
    );
  } finally {
    await server.stop();
  }
}
