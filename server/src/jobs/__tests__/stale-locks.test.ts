import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { releaseStaleLocks, staleLocksOf } from '../stale-locks';

let database: TestDatabase;
let pool: Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

/** A job locked `lockedSecondsAgo` seconds ago (null: not locked), due in an hour. */
async function job(name: string, lockedSecondsAgo: number | null): Promise<string> {
  const [{ id }] = await database.db.query(
    `INSERT INTO agenda_jobs (name, next_run_at, locked_at)
     VALUES ($1, now() + interval '1 hour', now() - $2 * interval '1 second') RETURNING id`,
    [name, lockedSecondsAgo],
  );
  return id;
}

const lockOf = async (id: string) => {
  const [row] = await database.db.query(
    `SELECT locked_at IS NOT NULL AS locked, next_run_at <= now() AS due FROM agenda_jobs WHERE id = $1`,
    [id],
  );
  return row;
};

it('the single-process role on its own Postgres releases every earlier lock; other set-ups only expired ones', () => {
  expect(staleLocksOf({ role: 'all', databaseUrl: undefined })).toBe('all');
  expect(staleLocksOf({ role: 'all', databaseUrl: 'postgres://db/outbound' })).toBe('expired');
  expect(staleLocksOf({ role: 'worker', databaseUrl: 'postgres://db/outbound' })).toBe('expired');
});

it('releases locks held past their lock lifetime, due at once; a live worker keeps its lock', async () => {
  const dead = await job('mailbox.dispatch', 120);
  const live = await job('mailbox.dispatch', 10);
  const otherJob = await job('contact.import', 120);
  const idle = await job('mailbox.dispatch', null);
  const released = await releaseStaleLocks(pool, 'expired', {
    'mailbox.dispatch': 90_000,
    'contact.import': 600_000,
  });
  expect(released).toBe(1);
  expect(await lockOf(dead)).toEqual({ locked: false, due: true });
  expect(await lockOf(live)).toEqual({ locked: true, due: false });
  expect(await lockOf(otherJob)).toEqual({ locked: true, due: false });
  expect(await lockOf(idle)).toEqual({ locked: false, due: false });

  expect(await releaseStaleLocks(pool, 'all', {})).toBe(2);
  expect(await lockOf(live)).toEqual({ locked: false, due: true });
  expect(await lockOf(otherJob)).toEqual({ locked: false, due: true });
  expect(await lockOf(idle)).toEqual({ locked: false, due: false });
});
