/**
 * A paced mailbox's run on the real clock (`paced-burst.ts`): it claims the sends of its horizon
 * at once and sends each at its drawn instant, re-checked right before it goes; what it leaves
 * (the worker stopping) stays claimed and goes exactly once later. And the scheduler does not
 * count a run waiting for its next instant against its concurrency.
 */
import pino from 'pino';
import type { SendingPreference } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { eventually } from '../../../../test/eventually';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { pacedGapMs } from '../../mailbox/pacing';
import { localDateOf } from '../../mailbox/sending-window';
import { DispatchScheduler } from '../dispatch-scheduler';

const SENDER = { email: 'paced-run@sender.test', password: 'sender-secret' };
const OTHER = { email: 'paced-other@sender.test', password: 'sender-secret' };
const HORIZON_MS = 4_000;

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, OTHER] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sending all day, one email at a time after a gap of 1 or 2 s. */
function pacedPreference(): SendingPreference {
  const pref = sendingPreference({ allDay: true, perDay: 100 });
  pref.work_load_capacity.min_seconds_between_emails = 1;
  pref.work_load_capacity.max_seconds_between_emails = 2;
  return pref;
}

const campaign = (sender = SENDER, rows = 6) =>
  buildSendingCampaign(t, sandbox, {
    sender,
    rows,
    steps: 1,
    pref: pacedPreference(),
    mime: 'text/plain',
  });

type SendRow = { email: string; state: string; at: Date | null };

async function sends(mailboxId: string): Promise<SendRow[]> {
  return db().query(
    `SELECT ct.email::text AS email, s.state, s.smtp_started_at AS at FROM send s
       JOIN campaign_recipient r ON r.id = s.recipient_id JOIN contact ct ON ct.id = r.contact_id
      WHERE s.mail_account_id = $1 ORDER BY s.smtp_started_at NULLS LAST, ct.email`,
    [mailboxId],
  );
}

/** The gaps the mailbox draws after its sends number 0, 1, … of the day of `at`. */
const drawnGaps = (mailboxId: string, at: Date, count: number) =>
  Array.from({ length: count }, (_, i) =>
    pacedGapMs(pacedPreference(), mailboxId, localDateOf(pacedPreference(), at), i),
  );

const pacing = (overrides: Partial<{ wait(ms: number): Promise<void>; stopping(): boolean }>) => ({
  horizonMs: HORIZON_MS,
  wait: pause,
  stopping: () => false,
  ...overrides,
});

it('claims the sends of its horizon at once and sends each at its drawn instant', async () => {
  const c = await campaign();
  const now = new Date();
  const gaps = drawnGaps(c.mailboxId, now, 6);
  const instants = [now.getTime()];
  while (instants[instants.length - 1] + gaps[instants.length - 1] <= now.getTime() + HORIZON_MS)
    instants.push(instants[instants.length - 1] + gaps[instants.length - 1]);

  const run = await t.services.dispatch.dispatchOnce(c.mailboxId, now, { pacing: pacing({}) });

  expect(run.sent).toBe(instants.length);
  const rows = await sends(c.mailboxId);
  // Nothing claimed beyond what it sent: the horizon said how many.
  expect(rows.map((row) => row.state)).toEqual(instants.map(() => 'sent'));
  expect(rows.map((row) => new Date(row.at!).getTime())).toEqual(instants);
  // The next one is due the drawn gap after the last.
  const last = instants[instants.length - 1];
  expect(run.nextAt?.getTime()).toBe(last + gaps[instants.length - 1]);
  // Each went at its instant, not all at once.
  expect(
    sandbox.captured.filter((m) => c.recipients.some((r) => m.to.includes(r.email))).length,
  ).toBe(instants.length);
}, 30_000);

it('re-checks each send at its instant: a recipient stopped during the wait gets nothing, the next goes instead', async () => {
  const c = await campaign();
  const [, second, third] = c.recipients;
  let waits = 0;
  const now = new Date();
  const run = await t.services.dispatch.dispatchOnce(c.mailboxId, now, {
    pacing: pacing({
      async wait(ms) {
        waits += 1;
        // The second recipient replies while the run waits for its instant.
        if (waits === 1)
          await db().query(`UPDATE campaign_recipient SET state = 'replied' WHERE id = $1`, [
            second.id,
          ]);
        await pause(ms);
      },
    }),
  });
  expect(waits).toBeGreaterThan(0);
  const rows = await sends(c.mailboxId);
  expect(rows.map((row) => row.email)).not.toContain(second.email);
  expect(rows[1]).toMatchObject({ email: third.email, state: 'sent' });
  // The third took the second's instant: the drawn gap after the first send.
  const gaps = drawnGaps(c.mailboxId, now, 1);
  expect(new Date(rows[1].at!).getTime()).toBe(now.getTime() + gaps[0]);
  expect(run.sent).toBe(rows.filter((row) => row.state === 'sent').length);
}, 30_000);

it('leaves what it has not sent claimed when the worker stops, and each goes exactly once later', async () => {
  const c = await campaign(SENDER, 4);
  let stopping = false;
  const first = await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(), {
    pacing: pacing({
      async wait() {
        stopping = true;
      },
      stopping: () => stopping,
    }),
  });
  expect(first.sent).toBe(1);
  const claimed = (await sends(c.mailboxId)).filter((row) => row.state === 'claimed');
  expect(claimed.length).toBeGreaterThan(0);

  // Later runs (plain ones, at each next instant) send the rest, the claimed ones first.
  let next = first.nextAt!;
  const sentCount = async () =>
    (await sends(c.mailboxId)).filter((row) => row.state === 'sent').length;
  for (let i = 0; i < 10 && (await sentCount()) < 4; i++) {
    const run = await t.services.dispatch.dispatchOnce(c.mailboxId, next);
    next = run.nextAt ?? new Date(next.getTime() + 2_000);
  }
  const rows = await sends(c.mailboxId);
  expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
  const to = sandbox.captured.flatMap((m) => m.to).filter((to) => to.includes(c.tag));
  expect(to.sort()).toEqual(c.recipients.map((r) => r.email).sort());
}, 30_000);

it('does not count a run waiting for its next instant against the concurrency', async () => {
  // Only these two campaigns are on the schedule.
  await db().query(`UPDATE campaign SET status = 'complete' WHERE status = 'started'`);
  await db().query(`DELETE FROM mailbox_dispatch`);
  const a = await campaign(SENDER, 4);
  const b = await campaign(OTHER, 4);
  const scheduler = new DispatchScheduler(db(), t.services.dispatch, pino({ level: 'silent' }), {
    concurrency: 1,
    pollMs: 50,
    scheduleEveryMs: 200,
    paceHorizonMs: HORIZON_MS,
  });
  await scheduler.start();
  try {
    await eventually(
      async () => {
        const [sentA, sentB] = await Promise.all([sends(a.mailboxId), sends(b.mailboxId)]);
        expect(sentA.filter((row) => row.state === 'sent').length).toBeGreaterThanOrEqual(2);
        expect(sentB.filter((row) => row.state === 'sent').length).toBeGreaterThanOrEqual(2);
        return true;
      },
      { timeoutMs: 20_000, intervalMs: 100 },
    );
  } finally {
    await scheduler.stop();
  }
  // Both mailboxes' runs went on side by side: each one's first message went before either's
  // second (one run at a time, the second mailbox would start after the first's horizon).
  const [atA, atB] = await Promise.all(
    [a, b].map(async (c) => (await sends(c.mailboxId)).map((row) => new Date(row.at!).getTime())),
  );
  expect(Math.max(atA[0], atB[0])).toBeLessThan(Math.min(atA[1], atB[1]));
}, 60_000);
