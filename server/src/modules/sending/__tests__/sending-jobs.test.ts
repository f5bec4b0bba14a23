import pino from 'pino';
import { loadConfig } from '../../../config';
import { startJobs } from '../../../jobs/agenda';
import { createServices } from '../../../services';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { eventually } from '../../../../test/eventually';
import {
  buildCampaign,
  buildMailAccount,
  buildStartedCampaign,
  buildWorkspace,
} from '../../../../test/factories';
import { DISPATCH_JOB, scheduleDispatches } from '../sending.jobs';

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

it('sending.schedule cancels the dispatch job of a mailbox left with nothing to send or reconcile', async () => {
  const logger = pino({ level: 'silent' });
  const services = createServices(
    database.db,
    loadConfig({ OUTBOUND_SECRET: 's'.repeat(32) }),
    logger,
  );
  const workspace = await buildWorkspace(database.db);
  const busy = await buildStartedCampaign(database.db, {
    workspaceId: workspace.id,
    names: ['ada'],
  });
  const done = await buildStartedCampaign(database.db, {
    workspaceId: workspace.id,
    names: ['bob'],
  });
  const interrupted = await buildStartedCampaign(database.db, {
    workspaceId: workspace.id,
    names: ['cy'],
  });
  const mine = [busy, done, interrupted].map((c) => c.account.id);
  // Enqueue only: the jobs are scheduled and cancelled, never run.
  const jobs = await startJobs(services, database.url, { process: false, logger });
  const dispatchJobs = async () => {
    const rows: { mailboxId: string }[] = await database.db.query(
      `SELECT data->>'mailboxId' AS "mailboxId" FROM agenda_jobs
        WHERE name = $1 AND data->>'mailboxId' = ANY($2) ORDER BY 1`,
      [DISPATCH_JOB, mine],
    );
    return rows.map((row) => row.mailboxId);
  };
  const sorted = (...ids: string[]) => [...ids].sort();
  try {
    await scheduleDispatches(jobs.agenda, services.dispatch);
    expect(await dispatchJobs()).toEqual(sorted(...mine));

    await database.db.query(`UPDATE campaign SET status = 'complete' WHERE id = $1`, [
      done.campaignId,
    ]);
    await database.db.query(`UPDATE campaign SET status = 'paused' WHERE id = $1`, [
      interrupted.campaignId,
    ]);
    const [send] = await database.db.query(
      `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                         position, message_id, state, smtp_started_at)
       VALUES ($1, $2, $3, $4, $5, 1, '<interrupted@example.test>', 'smtp_started', now())
       RETURNING id`,
      [
        workspace.id,
        interrupted.campaignId,
        interrupted.firstStepId,
        interrupted.recipients[0].id,
        interrupted.account.id,
      ],
    );
    await scheduleDispatches(jobs.agenda, services.dispatch);
    // The paused campaign's interrupted send still needs its dispatcher to reconcile it.
    expect(await dispatchJobs()).toEqual(sorted(busy.account.id, interrupted.account.id));

    await database.db.query(`UPDATE send SET state = 'sent', sent_at = now() WHERE id = $1`, [
      send.id,
    ]);
    await scheduleDispatches(jobs.agenda, services.dispatch);
    expect(await dispatchJobs()).toEqual([busy.account.id]);
  } finally {
    await jobs.stop();
  }
});
