import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { reachableDataDir, startEmbeddedPostgres } from '../embedded';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-embedded-'));
  fs.chmodSync(root, 0o755);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('starts, keeps its data across restarts, and stops', async () => {
  const dataDir = path.join(root, 'keep');
  const first = await startEmbeddedPostgres({ dataDir });
  let client = new Client({ connectionString: first.url });
  await client.connect();
  await client.query('CREATE TABLE kept (value text)');
  await client.query(`INSERT INTO kept VALUES ('still here')`);
  await client.end();
  await first.stop();
  expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);

  const second = await startEmbeddedPostgres({ dataDir });
  client = new Client({ connectionString: second.url });
  await client.connect();
  const { rows } = await client.query('SELECT value FROM kept');
  await client.end();
  await second.stop();
  expect(rows).toEqual([{ value: 'still here' }]);
}, 60_000);

it('says which port is busy instead of failing silently', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  try {
    await expect(startEmbeddedPostgres({ dataDir: path.join(root, 'busy'), port })).rejects.toThrow(
      `port ${port} is already in use`,
    );
  } finally {
    blocker.close();
  }
}, 60_000);

it('names the earlier server still running on the data directory', async () => {
  const dataDir = path.join(root, 'stale');
  const running = await startEmbeddedPostgres({ dataDir: path.join(root, 'init-only') });
  await running.stop();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(path.join(root, 'init-only'), dataDir, { recursive: true });
  const sleeper = spawn('sleep', ['30']);
  fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${sleeper.pid}\n${dataDir}\n`);
  try {
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
      `a Postgres server (pid ${sleeper.pid}) from an earlier run is still using ${dataDir}`,
    );
  } finally {
    sleeper.kill();
  }
}, 60_000);

it('as root, moves a data directory the postgres user cannot reach to a stable reachable place', () => {
  const hidden = path.join(root, 'private');
  fs.mkdirSync(hidden, { mode: 0o700 });
  const requested = path.join(hidden, 'app', '.data', 'postgres');
  const chosen = reachableDataDir(requested);
  if (process.getuid?.() === 0) {
    expect(chosen).not.toBe(requested);
    expect(reachableDataDir(requested)).toBe(chosen);
  } else {
    expect(chosen).toBe(requested);
  }
  expect(reachableDataDir(path.join(root, 'open', 'postgres'))).toBe(
    path.join(root, 'open', 'postgres'),
  );
});
