import pino from 'pino';
import { loadConfig } from '../../config';
import { createServices } from '../../services';
import { agendaBackendKind, createAgendaBackend, startJobs } from '../agenda';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { eventually } from '../../../test/eventually';
import { buildUser } from '../../../test/factories';

let database: TestDatabase;

function workerServices() {
  const logger = pino({ level: 'silent' });
  return {
    logger,
    services: createServices(database.db, loadConfig({ OUTBOUND_SECRET: 's'.repeat(32) }), logger),
  };
}

/** A session of a new user, expired unless `live`. */
async function insertSession(tokenHash: string, live = false) {
  const user = await buildUser(database.db);
  await database.db.query(
    `INSERT INTO session (workspace_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + ($4 || ' minute')::interval)`,
    [user.workspaceId, user.id, tokenHash, live ? '60' : '-1'],
  );
  return user;
}
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('backend selection', () => {
  it('uses Postgres unless AGENDA_MONGO_URL is set', async () => {
    expect(agendaBackendKind(loadConfig({}))).toBe('postgres');
    const backend = await createAgendaBackend(loadConfig({}), database.url);
    expect(backend.name).toBe('PostgreSQL');
  });

  it('uses the MongoDB backend when AGENDA_MONGO_URL is set (nothing connects until start)', async () => {
    const config = loadConfig({ AGENDA_MONGO_URL: 'mongodb://127.0.0.1:1/outbound' });
    expect(agendaBackendKind(config)).toBe('mongo');
    const backend = await createAgendaBackend(config, database.url);
    expect(backend.name).toMatch(/mongo/i);
  });

  it('refuses an AGENDA_MONGO_URL that is not a MongoDB URL', () => {
    expect(() => loadConfig({ AGENDA_MONGO_URL: 'http://example.com' })).toThrow(
      /AGENDA_MONGO_URL/,
    );
  });
});

it('a worker runs the housekeeping job on Postgres: expired sessions and used links are purged', async () => {
  const { logger, services } = workerServices();
  const user = await insertSession('expired');
  await insertSession('live', true);
  // Idempotency keys past their 24 hours go too.
  await database.db.query(
    `INSERT INTO idempotency_key (workspace_id, key, request_hash, expires_at)
     VALUES ($1, 'old', 'h', now() - interval '1 minute'), ($1, 'new', 'h', now() + interval '1 day')`,
    [user.workspaceId],
  );
  const jobs = await startJobs(services, database.url, {
    process: true,
    logger,
    processEvery: 200,
  });
  try {
    await jobs.agenda.now('housekeeping.purge');
    const left = await eventually(
      async () => {
        const rows: { token_hash: string }[] = await database.db.query(
          `SELECT token_hash FROM session WHERE token_hash IN ('expired', 'live')`,
        );
        return rows.length === 1 ? rows : undefined;
      },
      { what: 'the expired session to be purged' },
    );
    expect(left).toEqual([{ token_hash: 'live' }]);
    const keys = await eventually(
      async () => {
        const rows: { key: string }[] = await database.db.query(
          `SELECT key FROM idempotency_key WHERE workspace_id = $1`,
          [user.workspaceId],
        );
        return rows.length === 1 ? rows : undefined;
      },
      { what: 'the expired idempotency key to be purged' },
    );
    expect(keys).toEqual([{ key: 'new' }]);
    const [{ count }] = await database.db.query(
      `SELECT count(*)::int AS count FROM agenda_jobs WHERE name = 'housekeeping.purge' AND repeat_interval = '1 hour'`,
    );
    expect(count).toBe(1);
  } finally {
    await jobs.stop();
  }
});

it('an API process only enqueues; a separate worker process runs what it enqueued', async () => {
  const { logger, services } = workerServices();
  await insertSession('split-roles');
  const api = await startJobs(services, database.url, { process: false, logger });
  const worker = await startJobs(services, database.url, {
    process: true,
    logger,
    processEvery: 200,
  });
  try {
    await api.agenda.now('housekeeping.purge');
    await eventually(
      async () => {
        const rows = await database.db.query(
          `SELECT 1 FROM session WHERE token_hash = 'split-roles'`,
        );
        return rows.length === 0 ? true : undefined;
      },
      { what: 'the worker to run the job the API enqueued' },
    );
  } finally {
    await api.stop();
    await worker.stop();
  }
});
