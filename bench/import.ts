/**
 * Contact import benchmark: a generated CSV of BENCH_ROWS rows (default 1,000,000; 6 columns) is
 * uploaded through the HTTP API into a new list, against the reference: `COPY` of the same file into
 * an indexed table on the same server in the same run. Prints rows/s, the time ratio and peak RSS of
 * the process (server included).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import pino from 'pino';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { buildApp } from '../server/src/http/app';
import { ensureOwner } from '../server/src/modules/auth/first-run';
import { createServices } from '../server/src/services';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

async function writeCsv(file: string): Promise<void> {
  const lines = (function* () {
    yield 'email,first_name,last_name,company,title,city\n';
    for (let i = 0; i < ROWS; i += 1) {
      yield `person${i}@example${i % 97}.com,First${i},Last${i},"Company ${i % 5000}, Inc.",Title ${i % 40},City ${i % 300}\n`;
    }
  })();
  await pipeline(Readable.from(lines), fs.createWriteStream(file));
}

function peakRss(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const csv = path.join(root, 'contacts.csv');
  await writeCsv(csv);
  const megabytes = fs.statSync(csv).size / 1024 / 1024;
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const url = await ensureDatabase(pg.url, 'bench');
    const db = await openDatabase(url);
    const config = loadConfig({
      OUTBOUND_DATA_DIR: root,
      OUTBOUND_ADMIN_EMAIL: 'bench@example.com',
      OUTBOUND_ADMIN_PASSWORD: 'bench-password',
      IMPORT_MAX_MB: '1024',
    });
    await ensureOwner(db, config);
    const logger = pino({ level: 'silent' });
    const app = await buildApp(createServices(db, config, logger), logger);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const { token } = (await login.json()) as { token: string };

    // Reference: COPY of the same file into an indexed table.
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE TABLE copy_reference (email citext UNIQUE, first_name text, last_name text,
      company text, title text, city text)`);
    let started = process.hrtime.bigint();
    await pipeline(
      fs.createReadStream(csv),
      client.query(copyFrom(`COPY copy_reference FROM STDIN (FORMAT csv, HEADER true)`)),
    );
    const copySeconds = Number(process.hrtime.bigint() - started) / 1e9;
    await client.end();

    const boundary = 'outbound-bench-boundary';
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="contactFile"; filename="contacts.csv"\r\n` +
            `Content-Type: text/csv\r\n\r\n`,
        );
        yield* fs.createReadStream(csv);
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const rss = peakRss();
    started = process.hrtime.bigint();
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
      data?: { data?: { imported: number } };
      message?: string;
    };
    const importSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const peak = rss.stop() / 1024 / 1024;
    if (response.status !== 200)
      throw new Error(`import failed: ${response.status} ${answer.message}`);

    const imported = answer.data?.data?.imported ?? 0;
    console.log(
      `import: ${ROWS.toLocaleString('en')} rows, ${megabytes.toFixed(0)} MB, ${imported.toLocaleString('en')} new contacts`,
    );
    console.log(
      `  API import: ${importSeconds.toFixed(1)} s, ${Math.round(ROWS / importSeconds).toLocaleString('en')} rows/s`,
    );
    console.log(
      `  COPY reference: ${copySeconds.toFixed(1)} s, ${Math.round(ROWS / copySeconds).toLocaleString('en')} rows/s`,
    );
    console.log(`  ratio: ${(importSeconds / copySeconds).toFixed(2)}× COPY (target ≤ 2×)`);
    console.log(`  peak RSS of the process: ${peak.toFixed(0)} MB (target ≤ 256 MB)`);
    await app.close();
    await db.destroy();
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
