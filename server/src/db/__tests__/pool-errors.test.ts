import { Writable } from 'node:stream';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { openDatabase } from '../data-source';
import { poolErrorLogger } from '../pool-errors';

/** A real logger whose lines are kept, parsed. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), lines };
}

/** Ends the idle connections of the pool's application from the server side. */
async function dropConnections(db: DataSource, url: string) {
  const name = new URL(url).pathname.slice(1);
  await db.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'idle'`,
    [name],
  );
}

const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('a dropped idle database connection', () => {
  let t: TestDatabase;
  let db: DataSource | undefined;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    await db?.destroy().catch(() => undefined);
    db = undefined;
  });
  afterAll(() => t.drop());

  it('is logged with its message and code, not the client pg-pool attaches to it', async () => {
    const { logger, lines } = capturedLogger();
    db = await openDatabase(
      t.url,
      poolErrorLogger(logger, () => false),
      { poolSize: 3 },
    );
    // Two connections in the pool, idle.
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
    await dropConnections(t.db, t.url);
    await eventually(() => lines.length >= 1);

    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) {
      expect(line.msg).toBe('database connection dropped');
      expect(line).toMatchObject({
        error: 'terminating connection due to administrator command',
        code: '57P01',
      });
      expect(line).not.toHaveProperty('err');
      expect(JSON.stringify(line).length).toBeLessThan(300);
    }
  });

  it('is not logged while the server stops', async () => {
    const { logger, lines } = capturedLogger();
    let stopping = false;
    db = await openDatabase(
      t.url,
      poolErrorLogger(logger, () => stopping),
      { poolSize: 3 },
    );
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
    stopping = true;
    await dropConnections(t.db, t.url);
    await new Promise((r) => setTimeout(r, 300));
    expect(lines).toEqual([]);
  });
});
