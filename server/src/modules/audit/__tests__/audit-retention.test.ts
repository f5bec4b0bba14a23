import pino from 'pino';
import { loadConfig } from '../../../config';
import { startJobs } from '../../../jobs/agenda';
import { createServices } from '../../../services';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { eventually } from '../../../../test/eventually';
import { buildUser } from '../../../../test/factories';

/** Entries are kept a year: the worker's housekeeping job deletes older ones. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('the housekeeping job deletes entries older than a year and keeps the rest', async () => {
  const user = await buildUser(database.db);
  await database.db.query(
    `INSERT INTO audit_entry (workspace_id, user_id, actor_email, action, target_label, created_at)
     SELECT $1, $2, $3, 'auth.signed_in', label, now() - age
       FROM (VALUES ('two years', interval '730 days'), ('a year and a day', interval '366 days'),
                    ('almost a year', interval '364 days'), ('today', interval '0')) AS v(label, age)`,
    [user.workspaceId, user.id, user.email],
  );
  const logger = pino({ level: 'silent' });
  const services = createServices(
    database.db,
    loadConfig({ OUTBOUND_SECRET: 's'.repeat(32) }),
    logger,
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
        const rows: { target_label: string }[] = await database.db.query(
          `SELECT target_label FROM audit_entry WHERE workspace_id = $1 ORDER BY created_at`,
          [user.workspaceId],
        );
        return rows.length === 2 ? rows : undefined;
      },
      { what: 'the entries older than a year to be deleted' },
    );
    expect(left.map((row) => row.target_label)).toEqual(['almost a year', 'today']);
  } finally {
    await jobs.stop();
  }
});
