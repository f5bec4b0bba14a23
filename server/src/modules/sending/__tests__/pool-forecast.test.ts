import type { SendingPreference } from '@outbound/common';
import { buildCampaign, buildContactListWithRows } from '../../../../test/factories';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';
import type { SendingCalendar } from '../sending-calendar.service';
import { nextDueAt } from '../dispatch-scheduler';

const A = { email: 'fc-a@sender.test', password: 'sender-secret' };
const B = { email: 'fc-b@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Monday 23 November 2026; the calendar's week is Sunday 22 to Saturday 28 (UTC).
const MONDAY = new Date('2026-11-23T10:00:00Z');

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [A, B] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;

/** One message a burst, ten minutes apart, all day, 100 a day. */
const steady = (perDay = 100) => sendingPreference({ allDay: true, perDay, gap: 10, burst: 1 });

/** A started campaign from a pool of A (its first) and B, with a follow-up `delay` days later. */
async function pool(rows: number, prefs: [SendingPreference, SendingPreference], delay = 1) {
  const c = await buildSendingCampaign(t, sandbox, { sender: A, rows, steps: 2, pref: prefs[0] });
  await db().query(`UPDATE step SET delay_days = $2 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
    delay,
  ]);
  const b = await addPoolMailbox(t, sandbox, c, { sender: B, pref: prefs[1], name: 'Sender B' });
  const caller: Caller = {
    userId: c.userId,
    workspaceId: c.workspaceId,
    sessionId: 'test',
    role: 'admin' as const,
  };
  return { ...c, a: c.mailboxId, b, caller };
}

type Pool = Awaited<ReturnType<typeof pool>>;

const week = (c: Pool, email: string) =>
  t.services.sendingCalendar.week(c.caller, { email }, MONDAY);

/** The planned sends of a calendar by step name, summed over the week. */
function plannedBySteps(calendar: SendingCalendar): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const slot of calendar.days.flatMap((day) => day.slots))
    for (const step of slot.steps)
      if (slot.status === 'planned') totals[step.name] = (totals[step.name] ?? 0) + step.totalSend;
  return totals;
}

/** Recipients bound to `mailboxId`, past their first message, due their follow-up at `dueAt`. */
async function bind(recipientIds: string[], mailboxId: string, dueAt: Date) {
  await db().query(
    `UPDATE campaign_recipient
        SET mail_account_id = $2, next_position = 2, next_send_at = $3, last_sent_at = $4
      WHERE id = ANY($1::uuid[])`,
    [recipientIds, mailboxId, dueAt, new Date(dueAt.getTime() - 24 * HOUR)],
  );
}

it('forecasts half the first messages on each of two equal mailboxes, as the dispatcher sends them', async () => {
  const c = await pool(10, [steady(), steady()], 3);
  const [calendarA, calendarB] = [await week(c, A.email), await week(c, B.email)];
  expect(plannedBySteps(calendarA)).toEqual({ 'Initial email': 5, 'Follow-up 1': 5 });
  expect(plannedBySteps(calendarB)).toEqual({ 'Initial email': 5, 'Follow-up 1': 5 });

  // The dispatcher, run at each planned instant of Monday (A first, as the replay takes ties),
  // sends exactly what each mailbox's calendar planned then.
  const firstsAt = (calendar: SendingCalendar) =>
    calendar.days
      .flatMap((day) => day.slots)
      .filter((slot) => slot.steps.some((step) => step.name === 'Initial email'))
      .map((slot) => slot.startTime.getTime());
  const plannedA = firstsAt(calendarA);
  const plannedB = firstsAt(calendarB);
  const instants = [...new Set([...plannedA, ...plannedB])].sort((x, y) => x - y);
  for (const at of instants) {
    const sentA = (await t.services.dispatch.dispatchOnce(c.a, new Date(at))).sent;
    const sentB = (await t.services.dispatch.dispatchOnce(c.b, new Date(at))).sent;
    expect([sentA, sentB]).toEqual([
      plannedA.filter((p) => p === at).length,
      plannedB.filter((p) => p === at).length,
    ]);
  }
  const perSender: { mail_account_id: string; count: number }[] = await db().query(
    `SELECT mail_account_id, count(*)::int AS count FROM campaign_recipient
      WHERE campaign_id = $1 GROUP BY 1 ORDER BY 1`,
    [c.campaignId],
  );
  expect(perSender.map((row) => row.count)).toEqual([5, 5]);
}, 120_000);

it("forecasts a bound recipient's follow-up on its sender, and the first messages by room left", async () => {
  // A sends at most 4 a day: B, with more room, takes first messages before A does.
  const c = await pool(8, [steady(4), steady(100)]);
  const [r1, r2, r3] = c.recipients.map((r) => r.id);
  await bind([r1, r2, r3], c.b, new Date(MONDAY.getTime() + 2 * HOUR));
  const calendarA = await week(c, A.email);
  const calendarB = await week(c, B.email);
  // B: its three follow-ups, and the five first messages (then their follow-ups) while its
  // room stays larger than A's; A, with 4 a day, none of them.
  expect(plannedBySteps(calendarB)).toEqual({ 'Follow-up 1': 8, 'Initial email': 5 });
  expect(plannedBySteps(calendarA)).toEqual({});
}, 120_000);

it('forecasts the recipients of a mailbox that left the pool nowhere: they wait', async () => {
  const c = await pool(6, [steady(), steady()]);
  const [r1, r2] = c.recipients.map((r) => r.id);
  await bind([r1, r2], c.b, new Date(MONDAY.getTime() + HOUR));
  await db().query(
    `DELETE FROM campaign_mail_account WHERE campaign_id = $1 AND mail_account_id = $2`,
    [c.campaignId, c.b],
  );
  const calendarA = await week(c, A.email);
  const calendarB = await week(c, B.email);
  // A alone takes the four first messages left and their follow-ups; B's two wait.
  expect(plannedBySteps(calendarA)).toEqual({ 'Initial email': 4, 'Follow-up 1': 4 });
  expect(plannedBySteps(calendarB)).toEqual({});
}, 120_000);

it("shares a mailbox's day across its campaigns: its own campaign leaves the pool's to the other", async () => {
  const c = await pool(6, [steady(), steady()], 3);
  // An older campaign of A's alone, of four recipients: A's bursts go to it first, so B has
  // more room left and takes the pool's first messages meanwhile.
  const list = await buildContactListWithRows(db(), {
    workspaceId: c.workspaceId,
    columns: ['email'],
    rows: Array.from({ length: 4 }, (_, i) => ({ email: `solo${i}-${c.tag}@example.test` })),
  });
  const solo = await buildCampaign(db(), {
    workspaceId: c.workspaceId,
    mailAccountId: c.a,
    steps: 1,
    listIds: [list.id],
    status: 'started',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const plannedOf = (calendar: SendingCalendar, campaignId: string) =>
    calendar.days
      .flatMap((day) => day.slots)
      .filter((slot) => slot.campaignId === campaignId && slot.status === 'planned')
      .flatMap((slot) => slot.steps)
      .filter((step) => step.name === 'Initial email')
      .reduce((sum, step) => sum + step.totalSend, 0);
  const calendarA = await week(c, A.email);
  const calendarB = await week(c, B.email);
  expect(plannedOf(calendarA, solo.id)).toBe(4);
  // 10:00–10:30 A sends its own four while B sends four of the pool's; at 10:40 their room is
  // equal and A takes one, then B, with more room again, the last.
  expect(plannedOf(calendarA, c.campaignId)).toBe(1);
  expect(plannedOf(calendarB, c.campaignId)).toBe(5);
}, 120_000);

it("counts a pool mailbox's planned sends in today per mailbox", async () => {
  const c = await pool(10, [steady(), steady()]);
  // Two follow-ups of B's due at noon; the eight first messages shared, four each.
  await bind(
    c.recipients.slice(0, 2).map((r) => r.id),
    c.b,
    new Date(MONDAY.getTime() + 2 * HOUR),
  );
  const today = await t.services.sendingCalendar.todayOfMailboxes(c.caller, MONDAY);
  const plannedOf = new Map(today.map((day) => [day.mailboxId, day.planned]));
  expect(plannedOf.get(c.a)).toBe(4);
  expect(plannedOf.get(c.b)).toBe(6);
}, 120_000);

it('forecasts a paced pool as the scheduler runs it: a mailbox leaving the first messages to one with more room looks again after its shortest gap', async () => {
  const paced = (perDay: number) => {
    const pref = sendingPreference({ allDay: true, perDay });
    pref.work_load_capacity.min_seconds_between_emails = 20;
    pref.work_load_capacity.max_seconds_between_emails = 40;
    return pref;
  };
  // B has a little less room than A: it leaves first messages to A, then takes its turn.
  const c = await pool(8, [paced(100), paced(99)], 3);
  const planned = new Map<string, number[]>();
  for (const [id, email] of [
    [c.a, A.email],
    [c.b, B.email],
  ]) {
    const slots = (await week(c, email)).days.flatMap((day) => day.slots);
    planned.set(
      id,
      slots
        .filter(
          (slot) => slot.status === 'planned' && slot.startTime < new Date(MONDAY.getTime() + HOUR),
        )
        .map((slot) => slot.startTime.getTime()),
    );
  }
  // The scheduler, replayed: the mailbox due first runs, and is due again when its run says.
  const due = new Map([
    [c.a, MONDAY.getTime()],
    [c.b, MONDAY.getTime()],
  ]);
  const sent = new Map<string, number[]>([
    [c.a, []],
    [c.b, []],
  ]);
  for (let runs = 0; runs < 100; runs++) {
    const [id, at] = [...due].sort((x, y) => x[1] - y[1] || (x[0] === c.a ? -1 : 1))[0];
    if (at >= MONDAY.getTime() + HOUR) break;
    const result = await t.services.dispatch.dispatchOnce(id, new Date(at));
    for (let i = 0; i < result.sent; i++) sent.get(id)!.push(at);
    due.set(id, nextDueAt(result, new Date(at)).getTime());
  }
  expect(sent.get(c.a)!.length + sent.get(c.b)!.length).toBe(8);
  // B's first message went once A's first had evened their room: a gap later, not a minute.
  expect(sent.get(c.b)![0]).toBeLessThan(MONDAY.getTime() + MINUTE);
  expect(sent.get(c.a)).toEqual(planned.get(c.a));
  expect(sent.get(c.b)).toEqual(planned.get(c.b));
}, 120_000);
