import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { WorkerProcesses } from './worker-processes';

const SLOW_SENDER = { email: 'sol@sender.test', password: 'sender-secret' };
const SENDER = { email: 'ada@sender.test', password: 'sender-secret' };
/** Production lock of a dispatch job before: a crashed worker's mailbox sent nothing this long. */
const OLD_LOCK_MS = 10 * 60_000;

let slow: MailSandbox;
let quick: MailSandbox;
let t: TestServer;
const workers = new WorkerProcesses();
beforeAll(async () => {
  // Servers that file no Sent copy of their own: one taking 1.5 s to answer each message.
  slow = await MailSandbox.start({ users: [SLOW_SENDER], replyDelayMs: 1500 });
  quick = await MailSandbox.start({ users: [SENDER], replyDelayMs: 100 });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await workers.killAll();
  await t.close();
  await quick.stop();
  await slow.stop();
});

const db = () => t.database.db;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` or the deadline; answers whether it was done. */
async function until(done: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await pause(25);
  }
  return false;
}

const deliveries = (sandbox: MailSandbox, tag: string) => {
  const perRecipient = new Map<string, number>();
  for (const message of sandbox.captured)
    for (const to of message.to.filter((address) => address.includes(`-${tag}@`)))
      perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  return perRecipient;
};

const statesByRecipient = async (campaignId: string) =>
  (
    await db().query(
      `SELECT s.state FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
        WHERE s.campaign_id = $1 ORDER BY r.created_at`,
      [campaignId],
    )
  ).map((row: { state: string }) => row.state);

it('SIGKILL while a slow server takes message 4: no recipient gets the message twice; the one in flight is uncertain', async () => {
  const c = await buildSendingCampaign(t, slow, {
    sender: SLOW_SENDER,
    rows: 6,
    steps: 1,
    pref: sendingPreference({ allDay: true, perDay: 1000, gap: 0, burst: 100 }),
  });
  const env = {
    KILL_DATABASE_URL: t.database.url,
    KILL_DATA_DIR: t.config.dataDir,
    KILL_MAILBOX_ID: c.mailboxId,
    KILL_CLOCK_START: String(new Date('2026-04-01T10:00:00Z').getTime()),
    KILL_CLOCK_EPOCH: String(Date.now()),
    // A virtual minute per real second: the interrupted send is reconciled ~5 s after the kill.
    KILL_CLOCK_SPEED: '60',
  };
  const first = await workers.start('kill-worker.ts', env);
  // Message 4 has reached the server, which takes 1.5 s to answer it: the worker dies waiting.
  expect(await until(() => deliveries(slow, c.tag).size === 4, 30_000)).toBe(true);
  await workers.kill(first);

  const second = await workers.start('kill-worker.ts', env);
  const complete = await until(async () => {
    const [{ status }] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [
      c.campaignId,
    ]);
    return status === 'complete';
  }, 60_000);
  await workers.kill(second);
  expect(complete).toBe(true);

  const perRecipient = deliveries(slow, c.tag);
  expect(perRecipient.size).toBe(6);
  expect([...perRecipient.values()]).toEqual([1, 1, 1, 1, 1, 1]);
  // Its copy was filed pending before DATA and the 250 never came: unknown, so never sent again.
  expect(await statesByRecipient(c.campaignId)).toEqual([
    'sent',
    'sent',
    'sent',
    'uncertain',
    'sent',
    'sent',
  ]);
}, 120_000);

it('a worker killed mid-burst: its replacement sends the rest at once, not after its lease ran out', async () => {
  const c = await buildSendingCampaign(t, quick, {
    sender: SENDER,
    rows: 30,
    steps: 1,
    pref: sendingPreference({ allDay: true, perDay: 1000, gap: 0, burst: 100 }),
  });
  const env = { WORKER_DATABASE_URL: t.database.url, WORKER_DATA_DIR: t.config.dataDir };
  const first = await workers.start('agenda-worker.ts', env);
  expect(await until(() => deliveries(quick, c.tag).size >= 3, 60_000)).toBe(true);
  await workers.kill(first);
  const before = deliveries(quick, c.tag).size;
  expect(before).toBeLessThan(30);
  const [{ locked }] = await db().query(
    `SELECT count(*)::int AS locked FROM mailbox_dispatch
      WHERE mail_account_id = $1 AND lease_until > now()`,
    [c.mailboxId],
  );
  expect(locked).toBe(1);

  const restartedAt = Date.now();
  await workers.start('agenda-worker.ts', env);
  expect(await until(() => deliveries(quick, c.tag).size > before, 60_000)).toBe(true);
  const firstSendAfter = Date.now() - restartedAt;
  // Within seconds of the restart (the bound is 2 minutes), far from the old 10-minute lock.
  expect(firstSendAfter).toBeLessThan(30_000);
  expect(firstSendAfter).toBeLessThan(OLD_LOCK_MS / 20);

  // The rest goes out, each recipient once (the one in flight at the kill waits, pending, for
  // reconciliation: it is not sent again).
  expect(await until(() => deliveries(quick, c.tag).size === 30, 60_000)).toBe(true);
  await pause(500);
  expect([...deliveries(quick, c.tag).values()].every((count) => count === 1)).toBe(true);
}, 150_000);
