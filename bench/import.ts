/**
 * Contact import benchmark: a generated CSV of BENCH_ROWS rows (default 1,000,000; 6 columns) is
 * uploaded through the HTTP API of a real server process (`server/src/main.ts` compiled by tsc as
 * for production, role `all`: API and worker) into a new list, and followed over GraphQL until the import
 * job is done. The reference is `COPY` of the same file, on the same Postgres in the same run, into a
 * table with the indexes the product needs on contacts: a case-insensitive unique email (citext) and
 * the trigram index that contact search uses. (Earlier versions left the trigram index out of the
 * reference; the import has to maintain it, so a reference without it compared unlike work.)
 *
 * The reference runs twice, before and after the import, and the import is compared with their
 * mean: on shared cores the load drifts over a run's minutes, and one reference taken before the
 * import alone moved the ratio by more than the whole gap being measured (1.5× to 2.1× for the same
 * code). Beside the time, the CPU seconds each side used (the server process and every process of
 * the benchmark's own Postgres for the import; this driver and Postgres for COPY), which other
 * processes' load barely changes.
 *
 * Prints rows/s, the time ratio against COPY (target ≤ 1.5×), the CPU ratio, the phases of the
 * import as the server saw them, and memory: the growth of the server's resident set during the
 * import, sampled every 10 ms from the upload to the end (target ≤ 256 MB), its high-water mark
 * (VmHWM), and this driver's peak separately.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ensureDatabase } from '../server/src/db/database-url';
import { freePort, startEmbeddedPostgres } from '../server/src/db/embedded';
import { cpuSeconds as processCpu, postgresCpu, rssOf } from './process-stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
/** Import the file a second time (`importAgain`). */
const AGAIN = process.env.BENCH_AGAIN === '1';
/** A server already compiled (as `buildServer` does) to measure instead, e.g. an earlier commit's. */
const SERVER_JS = process.env.BENCH_SERVER_JS;
const repoRoot = path.resolve(__dirname, '..');
const serverDir = path.join(repoRoot, 'server');

async function writeCsv(file: string): Promise<void> {
  const lines = (function* () {
    yield 'email,first_name,last_name,company,title,city\n';
    for (let i = 0; i < ROWS; i += 1) {
      yield `person${i}@example${i % 97}.com,First${i},Last${i},"Company ${i % 5000}, Inc.",Title ${i % 40},City ${i % 300}\n`;
    }
  })();
  await pipeline(Readable.from(lines), fs.createWriteStream(file));
}

/**
 * The server compiled as for production (tsc; a transpiler loaded at run time would add its own
 * memory), into a git-ignored directory of the repository so that its packages resolve.
 */
function buildServer(): string {
  const outDir = path.join(repoRoot, '.tmp', 'bench-server');
  fs.rmSync(outDir, { recursive: true, force: true });
  // tsc exits with 2 when it reports type errors but wrote the output: enough to measure.
  const run = (args: string[]) => {
    const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'ignore' });
    if (result.status !== 0 && result.status !== 2) throw new Error(`${args.join(' ')} failed`);
  };
  const tsc = require.resolve('typescript/bin/tsc');
  run([tsc, '-p', 'common/tsconfig.json']);
  run([tsc, '-p', 'server/tsconfig.build.json', '--outDir', outDir]);
  return outDir;
}

/** Starts the product's server against `databaseUrl`; resolves with its base URL once it answers. */
async function startServer(serverJs: string, databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(serverJs, 'main.js')], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      OUTBOUND_DATA_DIR: dataDir,
      OUTBOUND_CLIENT_DIR: path.join(dataDir, 'no-client'),
      OUTBOUND_ROLE: 'all',
      OUTBOUND_ADMIN_EMAIL: 'bench@example.com',
      OUTBOUND_ADMIN_PASSWORD: 'bench-password',
      IMPORT_MAX_MB: '1024',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
    },
  });
  // The server logs each import's phases (JSON lines); keep the last one.
  let phases: Record<string, number> | undefined;
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"contact import done"')) continue;
      phases = (JSON.parse(line) as { ms: Record<string, number> }).ms;
    }
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid!,
    phases: () => phases,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** COPY of the file into a new table `name` with the reference's indexes: seconds, CPU seconds. */
async function copyReference(
  url: string,
  csv: string,
  name: string,
  pgDataDir: string,
): Promise<{ seconds: number; cpu: number }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE TABLE ${name} (email citext UNIQUE, first_name text,
      last_name text, company text, title text, city text)`);
    await client.query(
      `CREATE INDEX ${name}_email_trgm ON ${name} USING gin ((email::text) gin_trgm_ops)`,
    );
    const cpuBefore = postgresCpu(pgDataDir) + cpuSeconds(process.cpuUsage());
    const started = process.hrtime.bigint();
    await pipeline(
      fs.createReadStream(csv),
      client.query(copyFrom(`COPY ${name} FROM STDIN (FORMAT csv, HEADER true)`)),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = postgresCpu(pgDataDir) + cpuSeconds(process.cpuUsage()) - cpuBefore;
    return { seconds, cpu };
  } finally {
    await client.end();
  }
}

function cpuSeconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1e6;
}

interface ImportState {
  status: string;
  imported: number;
  rowsRead: number;
  bytesRead: number;
  bytesTotal: number;
  message: string | null;
}

/** Uploads `csv` into a new list named `name` and follows the import as the client does. */
async function uploadAndFollow(
  base: string,
  token: string,
  upload: { csv: string; name: string; onAnswered?: () => void },
) {
  const { csv, name } = upload;
  const boundary = 'outbound-bench-boundary';
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="contactFile"; filename="contacts.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\n`,
      );
      yield* fs.createReadStream(csv);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  const response = await fetch(`${base}/v1/contactList/create`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      action: 'upload',
    },
    body: body as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  const answer = (await response.json()) as {
    data?: { data?: { import_id: string; imported?: number } };
    message?: string;
  };
  if (response.status !== 200 && response.status !== 202) {
    throw new Error(`upload failed: ${response.status} ${answer.message}`);
  }
  const answeredAt = seconds();
  upload.onAnswered?.();
  // Followed as the client does: poll the import until it is done.
  let state: ImportState | undefined;
  let readAt: number | undefined;
  while (true) {
    const poll = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `query ($id: ID!) { contactImport(id: $id) {
          status imported rowsRead bytesRead bytesTotal message } }`,
        variables: { id: answer.data!.data!.import_id },
      }),
    });
    state = ((await poll.json()) as { data: { contactImport: ImportState } }).data.contactImport;
    if (readAt === undefined && state.bytesRead >= state.bytesTotal) readAt = seconds();
    if (state.status === 'done' || state.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { state, status: response.status, answeredAt, readAt, seconds: seconds() };
}

/**
 * BENCH_AGAIN: the same file again into a second list, every row an existing contact, 5 % of
 * them with campaign activity (the import adds the new list to those rows): time and CPU against
 * the same COPY reference.
 */
async function importAgain(run: {
  url: string;
  base: string;
  token: string;
  csv: string;
  server: { pid: number; phases: () => Record<string, number> | undefined };
  pg: { dataDir: string };
  copySeconds: number;
  copyCpu: number;
}): Promise<void> {
  const client = new Client({ connectionString: run.url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO contact_activity (contact_id, workspace_id, campaign_count)
       SELECT id, workspace_id, 1 FROM contact WHERE random() < 0.05`,
    );
    await client.query('VACUUM ANALYZE contact_activity');
  } finally {
    await client.end();
  }
  const first = run.server.phases();
  const cpuBefore = postgresCpu(run.pg.dataDir) + processCpu(run.server.pid);
  const followed = await uploadAndFollow(run.base, run.token, { csv: run.csv, name: 'Again' });
  const cpu = postgresCpu(run.pg.dataDir) + processCpu(run.server.pid) - cpuBefore;
  if (followed.state.status !== 'done') throw new Error(`import failed: ${followed.state.message}`);
  for (let i = 0; i < 20 && run.server.phases() === first; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const phases = Object.entries(run.server.phases() ?? {})
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(
    `  again, every row an existing contact: ${followed.seconds.toFixed(1)} s, ${(followed.seconds / run.copySeconds).toFixed(2)}× COPY;` +
      ` CPU ${cpu.toFixed(1)} s, ${(cpu / run.copyCpu).toFixed(2)}×; job phases: ${phases}`,
  );
}

async function main(): Promise<void> {
  const serverJs = SERVER_JS ?? buildServer();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const csv = path.join(root, 'contacts.csv');
  await writeCsv(csv);
  const megabytes = fs.statSync(csv).size / 1024 / 1024;
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const url = await ensureDatabase(pg.url, 'bench');
    const server = await startServer(serverJs, url, path.join(root, 'data'));
    try {
      const copyBefore = await copyReference(url, csv, 'copy_reference_before', pg.dataDir);

      const { base } = server;
      const login = await fetch(`${base}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
      });
      const { token } = (await login.json()) as { token: string };
      const idle = rssOf(server.pid);
      // The server's resident set, sampled while the import runs: its growth is what it costs.
      let sampledPeak = idle.current;
      const sampler = setInterval(() => {
        sampledPeak = Math.max(sampledPeak, rssOf(server.pid).current);
      }, 10);

      const serverCpuBefore = processCpu(server.pid);
      const cpuBefore = postgresCpu(pg.dataDir) + serverCpuBefore;
      let afterUpload = idle;
      const followed = await uploadAndFollow(base, token, {
        csv,
        name: 'Bench',
        onAnswered: () => (afterUpload = rssOf(server.pid)),
      });
      const { state, answeredAt, readAt } = followed;
      const importSeconds = followed.seconds;
      const serverCpu = processCpu(server.pid) - serverCpuBefore;
      const importCpu = postgresCpu(pg.dataDir) + processCpu(server.pid) - cpuBefore;
      clearInterval(sampler);
      // The server logs the job's phases as it finishes; give the line a moment to arrive.
      for (let i = 0; i < 20 && !server.phases(); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (state.status !== 'done') throw new Error(`import failed: ${state.message}`);
      const rss = rssOf(server.pid);
      const driver = process.resourceUsage().maxRSS / 1024;
      const copyAfter = await copyReference(url, csv, 'copy_reference_after', pg.dataDir);
      const copySeconds = (copyBefore.seconds + copyAfter.seconds) / 2;
      const copyCpu = (copyBefore.cpu + copyAfter.cpu) / 2;

      console.log(
        `import: ${ROWS.toLocaleString('en')} rows, ${megabytes.toFixed(0)} MB, ${state.imported.toLocaleString('en')} new contacts`,
      );
      console.log(
        `  API import: ${importSeconds.toFixed(1)} s, ${Math.round(ROWS / importSeconds).toLocaleString('en')} rows/s` +
          ` (upload answered at ${answeredAt.toFixed(1)} s with ${followed.status}; file read by ${(readAt ?? importSeconds).toFixed(1)} s)`,
      );
      console.log(
        `  COPY reference: ${copySeconds.toFixed(1)} s, ${Math.round(ROWS / copySeconds).toLocaleString('en')} rows/s` +
          ` (mean of ${copyBefore.seconds.toFixed(1)} s before the import and ${copyAfter.seconds.toFixed(1)} s after)`,
      );
      console.log(`  ratio: ${(importSeconds / copySeconds).toFixed(2)}× COPY (target ≤ 1.5×)`);
      console.log(
        `  CPU: import ${importCpu.toFixed(1)} s (server ${serverCpu.toFixed(1)} s and Postgres), COPY ${copyCpu.toFixed(1)} s` +
          ` (${copyBefore.cpu.toFixed(1)} s and ${copyAfter.cpu.toFixed(1)} s; driver and Postgres):` +
          ` ${(importCpu / copyCpu).toFixed(2)}×`,
      );
      const phases = server.phases();
      if (phases) {
        const list = Object.entries(phases).map(
          ([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`,
        );
        console.log(`  job phases: ${list.join(', ')}`);
      }
      console.log(
        `  RSS growth of the server during the import: ${(sampledPeak - idle.current).toFixed(0)} MB (target ≤ 256 MB; ${idle.current.toFixed(0)} MB before the upload, sampled peak ${sampledPeak.toFixed(0)} MB)`,
      );
      console.log(
        `  peak RSS of the server process (VmHWM): ${rss.peak.toFixed(0)} MB (${afterUpload.peak.toFixed(0)} MB when the upload was answered)`,
      );
      console.log(
        `  peak RSS of this driver (CSV generation, upload, polling): ${driver.toFixed(0)} MB`,
      );
      if (AGAIN) await importAgain({ url, base, token, csv, server, pg, copySeconds, copyCpu });
    } finally {
      await server.stop();
    }
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
    if (!SERVER_JS) fs.rmSync(serverJs, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
