/**
 * The per-contact export of the reports benchmark: `/v1/campaign/export` of a real server process
 * (`server/src/main.ts`, role `api`, run as in development), read as a stream and discarded, against
 * `COPY (…) TO STDOUT` of an equivalent per-contact query on the same database in the same run,
 * read the same way. The server's resident set is sampled every 10 ms from /proc during each export.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { freePort } from '../server/src/db/embedded';

const SECRET = 'bench-secret-bench-secret-bench-secret-000';
const serverDir = path.resolve(__dirname, '..', 'server');

/**
 * What the export writes per contact (Email, Last Sent On, Opens, Clicks, Replies, Is Bounced,
 * Is Lead), as one statement: the campaign's recipients by primary key order, each with its
 * unflagged events counted through email_event_recipient_idx.
 */
export const PER_CONTACT_SQL = `
  SELECT ct.email, r.last_sent_at,
         count(e.id) FILTER (WHERE e.type = 'open') AS opens,
         count(e.id) FILTER (WHERE e.type = 'click') AS clicks,
         count(e.id) FILTER (WHERE e.type = 'reply') AS replies,
         coalesce(bool_or(e.type = 'bounce'), false) AS bounced,
         coalesce(bool_or(e.type = 'lead'), false) AS lead
    FROM campaign_recipient r
    JOIN contact ct ON ct.id = r.contact_id
    LEFT JOIN email_event e ON e.recipient_id = r.id AND NOT e.flagged
   WHERE r.campaign_id = '%CAMPAIGN%'
   GROUP BY r.id, ct.email
   ORDER BY r.id`;

/** A process's resident set in MB (VmRSS). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
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
  lines: number;
  /** The highest resident set sampled during the export, in MB. */
  peakRss: number;
}

/** One export through HTTP, its body read chunk by chunk and dropped. */
export async function runExport(
  server: ExportServer,
  token: string,
  campaignId: string,
): Promise<ExportRun> {
  let peakRss = rssOf(server.pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(server.pid));
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
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { seconds, bytes, lines, peakRss: Math.max(peakRss, rssOf(server.pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** The reference: COPY of the per-contact query as CSV, streamed to this process and dropped. */
export async function runCopy(
  databaseUrl: string,
  sql: string,
): Promise<{ seconds: number; bytes: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let bytes = 0;
    const started = process.hrtime.bigint();
    await pipeline(
      client.query(copyTo(`COPY (${sql}) TO STDOUT (FORMAT csv, HEADER true)`)),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes };
  } finally {
    await client.end();
  }
}

export function residentSet(pid: number): number {
  return rssOf(pid);
}
