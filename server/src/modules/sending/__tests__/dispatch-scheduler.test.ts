/**
 * The sending schedule (`mailbox_dispatch`) and the dispatch scheduler of each worker: which
 * mailboxes get a row, how workers lease due mailboxes in batches without ever running one twice
 * at once, how a run's end sets the next due time, and how a dead worker's leases are taken up.
 * The scheduler is driven against the real schedule table with a dispatcher that records its
 * runs (what a run sends is `dispatch.test.ts`'s and the kill test's).
 */
import pino from 'pino';
import { loadConfig } from '../../../config';
import { createServices, type Services } from '../../../services';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { eventually } from '../../../../test/eventually';
import {
  buildCampaign,
  buildMailAccount,
  buildStartedCampaign,
  buildWorkspace,
} from '../../../../test/factories';
import { emptyResult, type DispatchResult, type DispatchService } from '../dispatch.service';
import {
  DispatchScheduler,
  IDLE_RECHECK_MS,
  nextDueAt,
  type DispatchSchedulerOptions,
} from '../dispatch-scheduler';
import { selectDispatchRows } from '../queries/dispatch-schedule';
import { processRegistry } from '../../../metrics/process-metrics';

const logger = pino({ level: 'silent' });
let database: TestDatabase;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, loadConfig({ OUTBOUND_SECRET: 's'.repeat(32) }), logger);
});
afterAll(() => database.drop());
// Each test starts from an empty schedule: earlier tests' campaigns are over.
beforeEach(async () => {
  await database.db.query(`UPDATE campaign SET status = 'complete' WHERE status = 'started'`);
  await database.db.query(`DELETE FROM mailbox_dispatch`);
});

const db = () => database.db;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const result = (nextAt: Date | null, sent = 0): DispatchResult => ({
  ...emptyResult(),
  sent,
  nextAt,
});

/** A dispatcher that records its runs: each takes `ms` and answers a next burst `gapMs` later. */
function recordingDispatch(ms: number, gapMs: number) {
  const runs: { mailboxId: string; worker: string; at: number }[] = [];
  const running = new Map<string, number>();
  let mostAtOnce = 0;
  const overlapping = new Set<string>();
  const inProgress = new Set<string>();
  const make = (worker: string) =>
    ({
      refreshSchedule: () => services.dispatch.refreshSchedule(),
      dispatchOnce: async (mailboxId: string) => {
        if (inProgress.has(mailboxId)) overlapping.add(mailboxId);
        inProgress.add(mailboxId);
        running.set(worker, (running.get(worker) ?? 0) + 1);
        mostAtOnce = Math.max(mostAtOnce, running.get(worker)!);
        runs.push({ mailboxId, worker, at: Date.now() });
        await pause(ms);
        running.set(worker, running.get(worker)! - 1);
        inProgress.delete(mailboxId);
        return result(new Date(Date.now() + gapMs), 1);
      },
    }) as unknown as DispatchService;
  return { runs, make, overlapping, mostAtOnce: () => mostAtOnce };
}

it('the schedule has a row for each mailbox with a scheduled or started campaign or an open send, and drops the others', async () => {
  const workspace = await buildWorkspace(db());
  const scheduled = await buildMailAccount(db(), { workspaceId: workspace.id });
  const idle = await buildMailAccount(db(), { workspaceId: workspace.id });
  const campaign = await buildCampaign(db(), {
    workspaceId: workspace.id,
    mailAccountId: scheduled.id,
    steps: 1,
    status: 'scheduled',
  });
  await db().query(`UPDATE campaign SET start_time = now() + interval '30 days' WHERE id = $1`, [
    campaign.id,
  ]);
  await buildCampaign(db(), { workspaceId: workspace.id, mailAccountId: idle.id });
  const busy = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['ada'] });
  const done = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['bob'] });
  const interrupted = await buildStartedCampaign(db(), {
    workspaceId: workspace.id,
    names: ['cy'],
  });
  const scheduledMailboxes = async () => (await services.dispatch.scheduledMailboxes()).sort();
  const sorted = (...ids: string[]) => [...ids].sort();

  await services.dispatch.refreshSchedule();
  expect(await scheduledMailboxes()).toEqual(
    sorted(scheduled.id, busy.account.id, done.account.id, interrupted.account.id),
  );

  await db().query(`UPDATE campaign SET status = 'complete' WHERE id = $1`, [done.campaignId]);
  await db().query(`UPDATE campaign SET status = 'paused' WHERE id IN ($1, $2)`, [
    interrupted.campaignId,
    campaign.id,
  ]);
  const [send] = await db().query(
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
  await services.dispatch.refreshSchedule();
  // The paused campaign's interrupted send still needs its mailbox's run to reconcile it.
  expect(await scheduledMailboxes()).toEqual(sorted(busy.account.id, interrupted.account.id));

  // A row a worker holds stays until its run ends, even with nothing left.
  await db().query(`UPDATE send SET state = 'sent', sent_at = now() WHERE id = $1`, [send.id]);
  await db().query(
    `UPDATE mailbox_dispatch SET leased_by = 'w', lease_until = now() + interval '1 minute'
      WHERE mail_account_id = $1`,
    [interrupted.account.id],
  );
  await services.dispatch.refreshSchedule();
  expect(await scheduledMailboxes()).toEqual(sorted(busy.account.id, interrupted.account.id));
  await db().query(`UPDATE mailbox_dispatch SET lease_until = NULL, leased_by = NULL`);
  await services.dispatch.refreshSchedule();
  expect(await scheduledMailboxes()).toEqual([busy.account.id]);
});

it('two workers lease due mailboxes in batches: each run once at a time, within the concurrency, and due again at its next burst', async () => {
  const workspace = await buildWorkspace(db());
  const mailboxes = [];
  for (let i = 0; i < 12; i++) {
    const c = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: [`p${i}`] });
    mailboxes.push(c.account.id);
  }
  await services.dispatch.refreshSchedule();
  const recorder = recordingDispatch(150, 60_000);
  const workers = ['a', 'b'].map(
    (name) =>
      new DispatchScheduler(db(), recorder.make(name), logger, {
        concurrency: 4,
        pollMs: 20,
        scheduleEveryMs: 60_000,
      }),
  );
  const started = Date.now();
  await Promise.all(workers.map((worker) => worker.start()));
  try {
    await eventually(
      async () => {
        const rows = await selectDispatchRows(db());
        const done = rows.filter((row) => !row.leased_by && row.due_at.getTime() > started);
        return done.length === 12 ? true : undefined;
      },
      { what: 'every mailbox run once and freed', timeoutMs: 10_000 },
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
  // Each mailbox ran once, by one worker; both workers worked; 4 runs at once per worker at most.
  expect(recorder.runs.map((run) => run.mailboxId).sort()).toEqual([...mailboxes].sort());
  expect(new Set(recorder.runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
  expect(recorder.overlapping.size).toBe(0);
  expect(recorder.mostAtOnce()).toBe(4);
  // Due again at the run's next burst (a minute later), capped by the recheck.
  for (const row of await selectDispatchRows(db()))
    expect(row.due_at.getTime()).toBeGreaterThan(started + 50_000);
});

it("a dead worker's lease is taken up once it runs out, a live one is left alone", async () => {
  const workspace = await buildWorkspace(db());
  const dead = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['dead'] });
  const live = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['live'] });
  await services.dispatch.refreshSchedule();
  await db().query(
    `UPDATE mailbox_dispatch SET leased_by = 'gone', due_at = now() - interval '2 minutes',
            lease_until = CASE WHEN mail_account_id = $1 THEN now() - interval '1 second'
                               ELSE now() + interval '1 minute' END`,
    [dead.account.id],
  );
  const recorder = recordingDispatch(10, 60_000);
  await untilFirstRun(recorder, {}, 200);
  expect(recorder.runs.map((run) => run.mailboxId)).toEqual([dead.account.id]);
  const rows = await selectDispatchRows(db());
  expect(rows.find((row) => row.mailbox_id === live.account.id)?.leased_by).toBe('gone');
});

it('a worker starting alone on its own database releases every lease left and runs those mailboxes at once', async () => {
  const workspace = await buildWorkspace(db());
  const c = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['kim'] });
  await services.dispatch.refreshSchedule();
  await db().query(
    `UPDATE mailbox_dispatch SET leased_by = 'killed', lease_until = now() + interval '1 minute'`,
  );
  const recorder = recordingDispatch(10, 60_000);
  await untilFirstRun(recorder, { releaseAllLeasesAtStart: true });
  expect(recorder.runs.map((run) => run.mailboxId)).toEqual([c.account.id]);
});

it('a run that throws frees its mailbox, due again within the recheck', async () => {
  const workspace = await buildWorkspace(db());
  const c = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['err'] });
  await services.dispatch.refreshSchedule();
  let calls = 0;
  const failing = {
    refreshSchedule: () => services.dispatch.refreshSchedule(),
    dispatchOnce: async () => {
      calls += 1;
      throw new Error('SMTP down');
    },
  } as unknown as DispatchService;
  const worker = new DispatchScheduler(db(), failing, logger, {
    concurrency: 2,
    pollMs: 20,
    scheduleEveryMs: 60_000,
  });
  const started = Date.now();
  await worker.start();
  try {
    await eventually(
      async () => {
        const [row] = await selectDispatchRows(db());
        return calls > 0 && row && !row.leased_by ? row : undefined;
      },
      { what: 'the mailbox freed' },
    );
  } finally {
    await worker.stop();
  }
  const [row] = await selectDispatchRows(db());
  expect(row.mailbox_id).toBe(c.account.id);
  expect(calls).toBe(1);
  expect(row.due_at.getTime()).toBeGreaterThanOrEqual(started + IDLE_RECHECK_MS - 1000);
});

it('the next due time is the next burst, at most a recheck away', () => {
  const now = new Date('2026-04-01T10:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  expect(nextDueAt(result(at(30_000)), now)).toEqual(at(30_000));
  expect(nextDueAt(result(at(3_600_000)), now)).toEqual(at(IDLE_RECHECK_MS));
  expect(nextDueAt(result(null), now)).toEqual(at(IDLE_RECHECK_MS));
  // Due already but nothing went (nothing to send): looked at again within the recheck.
  expect(nextDueAt(result(at(-5_000)), now)).toEqual(at(IDLE_RECHECK_MS));
  expect(nextDueAt(null, now)).toEqual(at(IDLE_RECHECK_MS));
  // A run that sent, whose next instant (a paced gap of seconds) passed while it finished: at once.
  expect(nextDueAt(result(at(-500), 3), now)).toEqual(now);
});

it('counts the messages of each run by outcome, and how late each run started, for /metrics', async () => {
  const sentBefore = await metricValue('outbound_sends_total', { outcome: 'sent' });
  const latenessBefore = await metricValue('outbound_dispatch_lateness_seconds_count');
  const workspace = await buildWorkspace(db());
  const late = await buildStartedCampaign(db(), { workspaceId: workspace.id, names: ['late'] });
  await services.dispatch.refreshSchedule();
  // Due two minutes ago: its run starts about 120 s late.
  await db().query(
    `UPDATE mailbox_dispatch SET due_at = now() - interval '2 minutes' WHERE mail_account_id = $1`,
    [late.account.id],
  );
  const recorder = recordingDispatch(10, 60_000);
  await untilFirstRun(recorder, {}, 100);
  expect(await metricValue('outbound_sends_total', { outcome: 'sent' })).toBe(sentBefore + 1);
  expect(await metricValue('outbound_dispatch_lateness_seconds_count')).toBe(latenessBefore + 1);
  // The run was between 60 and 300 s late: counted in the 300 s bucket, not the 60 s one.
  const le = async (bound: string) =>
    metricValue('outbound_dispatch_lateness_seconds_bucket', { le: bound });
  expect((await le('300')) - (await le('60'))).toBeGreaterThanOrEqual(1);
});

/** One worker on `recorder`'s dispatcher until its first run (and `settleMs` more), stopped. */
async function untilFirstRun(
  recorder: ReturnType<typeof recordingDispatch>,
  options: Partial<DispatchSchedulerOptions>,
  settleMs = 0,
) {
  const worker = new DispatchScheduler(db(), recorder.make('w'), logger, {
    concurrency: 4,
    pollMs: 20,
    scheduleEveryMs: 60_000,
    ...options,
  });
  await worker.start();
  try {
    await eventually(() => (recorder.runs.length > 0 ? true : undefined), { what: 'a run' });
    if (settleMs > 0) await pause(settleMs);
  } finally {
    await worker.stop();
  }
}

/** A value of the process's metrics registry (0 when not there yet). */
async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const family = name.replace(/_(count|bucket|sum)$/, '');
  const metric = await processRegistry.getSingleMetric(family)?.get();
  const value = metric?.values.find(
    (v) =>
      ((v as { metricName?: string }).metricName ?? family) === name &&
      Object.entries(labels).every(([key, want]) => String(v.labels[key]) === want),
  );
  return value?.value ?? 0;
}
