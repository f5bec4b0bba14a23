import type { SendingPreference } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { IDLE_RECHECK_MS, nextDueAt } from '../dispatch-scheduler';

const A = { email: 'pool-a@sender.test', password: 'sender-secret' };
const B = { email: 'pool-b@sender.test', password: 'sender-secret' };
const C = { email: 'pool-c@sender.test', password: 'sender-secret' };
/** A mailbox of another domain. */
const D = { email: 'pool-d@elsewhere.test', password: 'sender-secret' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [A, B, C, D] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const onePerMinute = (perDay = 100) =>
  sendingPreference({ allDay: true, perDay, gap: 1, burst: 1 });

/**
 * A started campaign of `rows` recipients and `steps` steps (follow-ups 3 days apart) whose pool
 * is mailbox A (its first) and, of the same workspace, B and C, each with its own preference.
 */
async function pooledCampaign(rows: number, steps: number, prefs: SendingPreference[]) {
  const c = await buildSendingCampaign(t, sandbox, { sender: A, rows, steps, pref: prefs[0] });
  const ids = [c.mailboxId];
  for (const [i, sender] of [B, C].entries()) {
    const pref = prefs[i + 1] ?? prefs[0];
    ids.push(await addPoolMailbox(t, sandbox, c, { sender, pref, name: `Sender ${i + 2}` }));
  }
  return { ...c, mailboxes: ids };
}

/** One dispatch run of each mailbox at `at`, in order; the sends each made. */
async function runAll(mailboxes: string[], at: Date): Promise<number[]> {
  const sent: number[] = [];
  for (const id of mailboxes) sent.push((await t.services.dispatch.dispatchOnce(id, at)).sent);
  return sent;
}

async function sendsOf(campaignId: string) {
  return db().query(
    `SELECT s.recipient_id, s.position, s.mail_account_id, s.state, r.mail_account_id AS sender
       FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
      WHERE s.campaign_id = $1 ORDER BY s.position, s.recipient_id`,
    [campaignId],
  ) as Promise<
    {
      recipient_id: string;
      position: number;
      mail_account_id: string;
      state: string;
      sender: string;
    }[]
  >;
}

it('shares first messages evenly over a pool of three, and sends each follow-up from the sender', async () => {
  const c = await pooledCampaign(9, 2, [onePerMinute()]);
  const monday = new Date('2026-11-23T10:00:00Z');
  for (let round = 0; round < 4; round++) {
    await runAll(c.mailboxes, new Date(monday.getTime() + round * MINUTE));
  }
  const firsts = await sendsOf(c.campaignId);
  expect(firsts).toHaveLength(9);
  for (const send of firsts) {
    expect(send.state).toBe('sent');
    expect(send.sender).toBe(send.mail_account_id);
  }
  const perMailbox = c.mailboxes.map(
    (id) => firsts.filter((send) => send.mail_account_id === id).length,
  );
  expect(perMailbox).toEqual([3, 3, 3]);

  // Three days later: every follow-up goes from its recipient's sender, once.
  const thursday = new Date(monday.getTime() + 3 * DAY + 5 * MINUTE);
  for (let round = 0; round < 4; round++) {
    await runAll([...c.mailboxes].reverse(), new Date(thursday.getTime() + round * MINUTE));
  }
  const all = await sendsOf(c.campaignId);
  const followUps = all.filter((send) => send.position === 2);
  expect(followUps).toHaveLength(9);
  const firstFrom = new Map(firsts.map((send) => [send.recipient_id, send.mail_account_id]));
  for (const send of followUps) {
    expect(send.state).toBe('sent');
    expect(send.mail_account_id).toBe(firstFrom.get(send.recipient_id));
  }
  // Threaded: the follow-up answers the first message of the same sender.
  const threaded: { ok: boolean }[] = await db().query(
    `SELECT f.in_reply_to = s.message_id AS ok FROM send f
       JOIN send s ON s.recipient_id = f.recipient_id AND s.position = 1
      WHERE f.campaign_id = $1 AND f.position = 2`,
    [c.campaignId],
  );
  expect(threaded.every((row) => row.ok)).toBe(true);
}, 120_000);

it('does not pick a nearly full mailbox, and a mailbox that cannot send holds nobody back', async () => {
  const c = await pooledCampaign(6, 1, [onePerMinute(100), onePerMinute(2), onePerMinute(100)]);
  const [a, b, cc] = c.mailboxes;
  // C is disabled: not eligible. B (2 a day) has less room than A (100): A takes them.
  await db().query(`UPDATE mail_account SET status = 'inactive' WHERE id = $1`, [cc]);
  const monday = new Date('2026-11-23T10:00:00Z');
  expect(await runAll([b, a], monday)).toEqual([0, 1]);
  expect(await runAll([b, a], new Date(monday.getTime() + MINUTE))).toEqual([0, 1]);
  // A is stopped (its login failed): B is the pool's only sender left and takes its turn.
  await db().query(`UPDATE mail_account SET status = 'stopped' WHERE id = $1`, [a]);
  expect(await runAll([b, a], new Date(monday.getTime() + 2 * MINUTE))).toEqual([1, 0]);
  expect(await runAll([b, a], new Date(monday.getTime() + 3 * MINUTE))).toEqual([1, 0]);
  // B is full for the day.
  expect(await runAll([b, a], new Date(monday.getTime() + 4 * MINUTE))).toEqual([0, 0]);
  const sends = await sendsOf(c.campaignId);
  expect(sends).toHaveLength(4);
}, 120_000);

it('holds the follow-ups of a mailbox removed from the pool: no other mailbox sends them', async () => {
  const c = await pooledCampaign(6, 2, [onePerMinute()]);
  const [a, b, cc] = c.mailboxes;
  const monday = new Date('2026-11-23T10:00:00Z');
  for (let round = 0; round < 2; round++) {
    await runAll(c.mailboxes, new Date(monday.getTime() + round * MINUTE));
  }
  expect(await sendsOf(c.campaignId)).toHaveLength(6);
  await db().query(
    `DELETE FROM campaign_mail_account WHERE campaign_id = $1 AND mail_account_id = $2`,
    [c.campaignId, b],
  );
  const thursday = new Date(monday.getTime() + 3 * DAY + 5 * MINUTE);
  for (let round = 0; round < 3; round++) {
    await runAll(c.mailboxes, new Date(thursday.getTime() + round * MINUTE));
  }
  const followUps = (await sendsOf(c.campaignId)).filter((send) => send.position === 2);
  expect(followUps.map((send) => send.mail_account_id).sort()).toEqual([a, a, cc, cc].sort());
  const waiting: { count: number }[] = await db().query(
    `SELECT count(*)::int AS count FROM campaign_recipient
      WHERE campaign_id = $1 AND mail_account_id = $2 AND state = 'active' AND next_position = 2`,
    [c.campaignId, b],
  );
  expect(waiting[0].count).toBe(2);
}, 120_000);

it('keeps the pool in line with the single-mailbox calls, and moves the senders with them', async () => {
  const c = await pooledCampaign(3, 2, [onePerMinute()]);
  const [a, b] = c.mailboxes;
  const monday = new Date('2026-11-23T10:00:00Z');
  // Balance: A sends one, then B has more room and sends the next.
  expect(await runAll([a, a, b], monday)).toEqual([1, 0, 1]);
  // The Sending account box moves the campaign to B: the pool is B alone, A's recipients follow.
  const moved = await t.rest('POST', `/v1/campaign/${c.campaignId}/mailAccount/update`, {
    token: c.token,
    body: { assigned_to: b, assigned_to_name: 'Sender Two', use_smtp: true },
  });
  expect(moved.body).toMatchObject({ data: {} });
  expect(moved.status).toBe(200);
  const pool: { mail_account_id: string; position: number }[] = await db().query(
    `SELECT mail_account_id, position FROM campaign_mail_account WHERE campaign_id = $1
      ORDER BY position`,
    [c.campaignId],
  );
  expect(pool.map((row) => row.mail_account_id)).toEqual([b]);
  const senders: { sender: string | null }[] = await db().query(
    `SELECT mail_account_id AS sender FROM campaign_recipient WHERE campaign_id = $1
      ORDER BY created_at`,
    [c.campaignId],
  );
  expect(senders.map((row) => row.sender)).toEqual([b, b, null]);
}, 120_000);

it("counts a follow-up's delay in its sender's zone, not in the pool's first mailbox's", async () => {
  const utc = onePerMinute();
  const newYork = sendingPreference({ zone: 'America/New_York', allDay: true, gap: 1, burst: 1 });
  const c = await pooledCampaign(2, 2, [utc, newYork]);
  const [a, b] = c.mailboxes;
  // Friday 30 October 2026, 12:00 UTC (08:00 in New York, still on summer time).
  const friday = new Date('2026-10-30T12:00:00Z');
  expect(await runAll([a, b], friday)).toEqual([1, 1]);
  const due: { sender: string; next_send_at: Date }[] = await db().query(
    `SELECT mail_account_id AS sender, next_send_at FROM campaign_recipient
      WHERE campaign_id = $1`,
    [c.campaignId],
  );
  const dueOf = (mailbox: string) =>
    due.find((row) => row.sender === mailbox)!.next_send_at.toISOString();
  // Three local dates later at the same wall-clock time: New York has left summer time meanwhile.
  expect(dueOf(a)).toBe('2026-11-02T12:00:00.000Z');
  expect(dueOf(b)).toBe('2026-11-02T13:00:00.000Z');
}, 120_000);

it("never sends from a mailbox whose domain the contact unsubscribed from, whatever the pool's first", async () => {
  const pref = onePerMinute();
  const c = await buildSendingCampaign(t, sandbox, { sender: A, rows: 2, steps: 1, pref });
  const d = await addPoolMailbox(t, sandbox, c, { sender: D, pref });
  // The first recipient unsubscribed from elsewhere.test (D's domain), not from sender.test (A's).
  await db().query(
    `INSERT INTO unsubscribe (workspace_id, email, domain) VALUES ($1, $2, 'elsewhere.test')`,
    [c.workspaceId, c.recipients[0].email],
  );
  await db().query(`UPDATE mail_account SET status = 'inactive' WHERE id = $1`, [c.mailboxId]);
  // Only D can send now: it sends to the second recipient, never to the first.
  const monday = new Date('2026-11-23T10:00:00Z');
  for (let round = 0; round < 3; round++)
    await runAll([d], new Date(monday.getTime() + round * MINUTE));
  const sends = await sendsOf(c.campaignId);
  expect(sends.map((send) => send.recipient_id)).toEqual([c.recipients[1].id]);
  const [first]: { state: string }[] = await db().query(
    `SELECT state FROM campaign_recipient WHERE id = $1`,
    [c.recipients[0].id],
  );
  expect(first.state).toBe('suppressed');
}, 120_000);

it('a pool of three, one paced 20–40 s and one ramping from 3: each keeps its own rules, the balance shares the rest, follow-ups go from each sender', async () => {
  const plain = sendingPreference({ allDay: true, perDay: 5, gap: 1, burst: 1 });
  const paced = sendingPreference({ allDay: true, perDay: 8, gap: 1, burst: 5 });
  paced.work_load_capacity.min_seconds_between_emails = 20;
  paced.work_load_capacity.max_seconds_between_emails = 40;
  const ramping = sendingPreference({ allDay: true, perDay: 100, gap: 1, burst: 1 });
  ramping.work_load_capacity.ramp_up_start = 3;
  ramping.work_load_capacity.ramp_up_increment = 2;
  const c = await pooledCampaign(30, 2, [plain, paced, ramping]);
  const [n, p, r] = c.mailboxes;
  /** Every mailbox run every 5 s for 15 minutes from `start`. */
  const day = async (start: Date) => {
    for (let tick = 0; tick < 180; tick++)
      await runAll([n, p, r], new Date(start.getTime() + tick * 5_000));
  };
  const count = async (position: number) => {
    const sends = (await sendsOf(c.campaignId)).filter((s) => s.position === position);
    return [n, p, r].map((id) => sends.filter((s) => s.mail_account_id === id).length);
  };
  const monday = new Date('2026-11-23T10:00:00Z');
  await day(monday);
  // Each to its own day's cap: 5, 8, and the ramp-up's first day, 3.
  expect(await count(1)).toEqual([5, 8, 3]);
  // The paced mailbox sent one at a time, never less than 20 s apart (more when the balance gave
  // the next first message to a mailbox with more room left), the gaps not all alike.
  const pacedAt: { at: Date }[] = await db().query(
    `SELECT smtp_started_at AS at FROM send WHERE mail_account_id = $1 ORDER BY smtp_started_at`,
    [p],
  );
  const gaps = pacedAt
    .slice(1)
    .map((row, i) => (row.at.getTime() - pacedAt[i].at.getTime()) / 1000);
  expect(gaps).toHaveLength(7);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(20);
  expect(new Set(gaps).size).toBeGreaterThan(1);
  // Tuesday: the ramping mailbox is on its day 2 (3 + 2); the 14 left all go.
  await day(new Date(monday.getTime() + DAY));
  const [n2, p2, r2] = await count(1);
  expect(n2 + p2 + r2).toBe(30);
  expect(r2 - 3).toBeLessThanOrEqual(5);
  // Thursday: Monday's follow-ups, each from its recipient's sender, once.
  await day(new Date(monday.getTime() + 3 * DAY));
  const all = await sendsOf(c.campaignId);
  const firstFrom = new Map(
    all.filter((s) => s.position === 1).map((s) => [s.recipient_id, s.mail_account_id]),
  );
  const followUps = all.filter((s) => s.position === 2);
  expect(followUps.length).toBeGreaterThanOrEqual(16);
  for (const send of followUps) expect(send.mail_account_id).toBe(firstFrom.get(send.recipient_id));
  const keys = all.map((s) => `${s.recipient_id}:${s.position}`);
  expect(new Set(keys).size).toBe(keys.length);
}, 300_000);

it('a paced mailbox leaving waiting first messages to one with more room looks again after its shortest gap', async () => {
  const paced = (perDay: number) => {
    const pref = sendingPreference({ allDay: true, perDay });
    pref.work_load_capacity.min_seconds_between_emails = 20;
    pref.work_load_capacity.max_seconds_between_emails = 40;
    return pref;
  };
  // A has the most room; B, with less, leaves the first messages to A while they wait.
  const c = await pooledCampaign(4, 1, [paced(100), paced(50), paced(50)]);
  const [a, b, cc] = c.mailboxes;
  await db().query(`UPDATE mail_account SET status = 'inactive' WHERE id = $1`, [cc]);
  const monday = new Date('2026-11-23T10:00:00Z');
  const declined = await t.services.dispatch.dispatchOnce(b, monday);
  expect(declined.sent).toBe(0);
  expect(declined.nextAt).toEqual(new Date(monday.getTime() + 20_000));
  expect(nextDueAt(declined, monday)).toEqual(new Date(monday.getTime() + 20_000));
  // Once nothing waits for a first message, a declining run is looked at again a minute later.
  await db().query(`UPDATE campaign_recipient SET mail_account_id = $2 WHERE campaign_id = $1`, [
    c.campaignId,
    a,
  ]);
  const idle = await t.services.dispatch.dispatchOnce(b, monday);
  expect(nextDueAt(idle, monday)).toEqual(new Date(monday.getTime() + IDLE_RECHECK_MS));
}, 120_000);
