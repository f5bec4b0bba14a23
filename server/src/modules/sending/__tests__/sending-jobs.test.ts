import pino from 'pino';
import { loadConfig } from '../../../config';
import { startJobs } from '../../../jobs/agenda';
import { createServices } from '../../../services';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { eventually } from '../../../../test/eventually';
import { buildCampaign, buildMailAccount, buildWorkspace } from '../../../../test/factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('sending.schedule gives each mailbox with a scheduled or started campaign one dispatch job', async () => {
  const logger = pino({ level: 'silent' });
  const services = createServices(
    database.db,
    loadConfig({ OUTBOUND_SECRET: 's'.repeat(32) }),
    logger,
  );
  const workspace = await buildWorkspace(database.db);
  const mailbox = await buildMailAccount(database.db, { workspaceId: workspace.id });
  const idle = await buildMailAccount(database.db, { workspaceId: workspace.id });
  for (let i = 0; i < 2; i++) {
    const campaign = await buildCampaign(database.db, {
      workspaceId: workspace.id,
      mailAccountId: mailbox.id,
      steps: 1,
      status: 'scheduled',
    });
    await database.db.query(
      `UPDATE campaign SET start_time = now() + interval '30 days' WHERE id = $1`,
      [campaign.id],
    );
  }
  await buildCampaign(database.db, { workspaceId: workspace.id, mailAccountId: idle.id });
  const jobs = await startJobs(services, database.url, {
    process: true,
    logger,
    processEvery: 200,
  });
  const dispatchJobs = () =>
    database.db.query(
      `SELECT data->>'mailboxId' AS "mailboxId", repeat_interval FROM agenda_jobs
        WHERE name = 'mailbox.dispatch'`,
    );
  try {
    await eventually(async () => ((await dispatchJobs()).length > 0 ? true : undefined), {
      what: 'a dispatch job',
    });
    await jobs.agenda.now('sending.schedule');
    await eventually(
      async () => {
        const [row] = await database.db.query(
          `SELECT count(*)::int AS n FROM agenda_jobs
            WHERE name = 'sending.schedule' AND last_finished_at IS NOT NULL`,
        );
        return row.n >= 2 ? true : undefined;
      },
      { what: 'sending.schedule to run twice' },
    );
    expect(await dispatchJobs()).toEqual([{ mailboxId: mailbox.id, repeat_interval: '1 minute' }]);
  } finally {
    await jobs.stop();
  }
});
