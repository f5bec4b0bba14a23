/**
 * The sending calendar and the dashboard's "Today per mailbox" plan what the dispatcher will do
 * with what holds it back: a mailbox the deliverability guard paused sends nothing (its pool's
 * other mailboxes take the first messages, its own recipients wait for it), and the recipients
 * of a domain held by deferrals go once the hold ends.
 */
import type { SendingPreference } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';
import type { SendingCalendar } from '../sending-calendar.service';

const A = { email: 'hold-a@sender.test', password: 'sender-secret' };
const B = { email: 'hold-b@sender.test', password: 'sender-secret' };
const C = { email: 'hold-c@sender.test', password: 'sender-secret' };
const D = { email: 'hold-d@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Monday 23 November 2026; the calendar's week is Sunday 22 to Saturday 28 (UTC).
const MONDAY = new Date('2026-11-23T10:00:00Z');

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

/** One message a burst, ten minutes apart, all day, 100 a day. */
const steady = (): SendingPreference =>
  sendingPreference({ allDay: true, perDay: 100, gap: 10, burst: 1 });

const callerOf = (c: { userId: string; workspaceId: string }): Caller => ({
  userId: c.userId,
  workspaceId: c.workspaceId,
  sessionId: 'test',
  role: 'admin' as const,
});

/** The planned sends of a calendar by step name, summed over the week. */
function plannedBySteps(calendar: SendingCalendar): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const slot of calendar.days.flatMap((day) => day.slots))
    for (const step of slot.steps)
      if (slot.status === 'planned') totals[step.name] = (totals[step.name] ?? 0) + step.totalSend;
  return totals;
}

/** The planned slots of one date: [instant, step names and counts]. */
function plannedOn(calendar: SendingCalendar, date: string): [string, string][] {
  const day = calendar.days.find((d) => d.date === date);
  return (day?.slots ?? [])
    .filter((slot) => slot.status === 'planned')
    .map((slot) => [
      slot.startTime.toISOString().slice(11, 16),
      slot.steps.map((step) => `${step.name} ×${step.totalSend}`).join(', '),
    ]);
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

it('plans nothing for a paused mailbox: its pool takes the first messages, its recipients wait, the dashboard shows it paused', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: A,
    rows: 10,
    steps: 2,
    pref: steady(),
  });
  await db().query(`UPDATE step SET delay_days = 3 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
  ]);
  const b = await addPoolMailbox(t, sandbox, c, { sender: B, pref: steady(), name: 'Sender B' });
  const caller = callerOf(c);
  // Two of B's recipients wait for their follow-up at noon; B is paused by the guard.
  await bind(
    c.recipients.slice(0, 2).map((r) => r.id),
    b,
    new Date(MONDAY.getTime() + 2 * HOUR),
  );
  await db().query(
    `UPDATE mail_account SET paused_at = $2, pause_reason = '4 of 37 messages bounced in 7 days (10.8 %)'
      WHERE id = $1`,
    [b, MONDAY],
  );

  const week = (email: string) => t.services.sendingCalendar.week(caller, { email }, MONDAY);
  expect(plannedBySteps(await week(B.email))).toEqual({});
  expect(plannedBySteps(await week(A.email))).toEqual({ 'Initial email': 8, 'Follow-up 1': 8 });

  const today = await t.services.sendingCalendar.todayOfMailboxes(caller, MONDAY);
  const of = new Map(today.map((day) => [day.mailboxId, day]));
  expect(of.get(b)).toMatchObject({ planned: 0, paused: true });
  expect(of.get(c.mailboxId)).toMatchObject({ planned: 8, paused: false });
  const dashboard = await t.gql<{
    dashboard: { mailboxesToday: { email: string; paused: boolean; planned: number }[] };
  }>(`{ dashboard { mailboxesToday { email paused planned } } }`, {}, { token: c.token });
  expect(dashboard.data?.dashboard.mailboxesToday).toEqual(
    expect.arrayContaining([{ email: B.email, paused: true, planned: 0 }]),
  );
}, 120_000);

it('plans the recipients of a domain held by deferrals once the hold ends', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: C,
    rows: 4,
    steps: 2,
    pref: steady(),
    emails: ['a1@fast.test', 'b1@slow.test', 'a2@fast.test', 'b2@slow.test'],
  });
  await db().query(`UPDATE step SET delay_days = 3 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
  ]);
  // b2 is past its first message, its follow-up due now.
  await bind([c.recipients[3].id], c.mailboxId, MONDAY);
  const week = () => t.services.sendingCalendar.week(callerOf(c), { email: C.email }, MONDAY);
  expect(plannedOn(await week(), '2026-11-23')).toEqual([
    ['10:00', 'Follow-up 1 ×1'],
    ['10:10', 'Initial email ×1'],
    ['10:20', 'Initial email ×1'],
    ['10:30', 'Initial email ×1'],
  ]);

  // slow.test deferred three times in a row: held until noon for the whole workspace.
  await db().query(
    `INSERT INTO recipient_domain_deferral
            (workspace_id, domain, deferrals, last_deferred_at, held_until, last_reply)
     VALUES ($1, 'slow.test', 3, $2, $3, '451 4.7.1 Try again later')`,
    [c.workspaceId, MONDAY, new Date(MONDAY.getTime() + 2 * HOUR)],
  );
  expect(plannedOn(await week(), '2026-11-23')).toEqual([
    ['10:00', 'Initial email ×1'],
    ['10:10', 'Initial email ×1'],
    ['12:00', 'Follow-up 1 ×1'],
    ['12:10', 'Initial email ×1'],
  ]);
  const today = await t.services.sendingCalendar.todayOfMailboxes(callerOf(c), MONDAY);
  expect(today.find((day) => day.mailboxId === c.mailboxId)).toMatchObject({ planned: 4 });
}, 120_000);

it('plans the other first messages at once when the first ones waiting are all held', async () => {
  const slow = Array.from({ length: 8 }, (_, i) => `s${i}@slow.test`);
  const c = await buildSendingCampaign(t, sandbox, {
    sender: D,
    rows: 10,
    steps: 1,
    // One a day: the forecast reads no more than a week of first messages (7), all held ones.
    pref: sendingPreference({ allDay: true, perDay: 1, gap: 10, burst: 1 }),
    emails: [...slow, 'f1@fast.test', 'f2@fast.test'],
  });
  await db().query(
    `INSERT INTO recipient_domain_deferral
            (workspace_id, domain, deferrals, last_deferred_at, held_until, last_reply)
     VALUES ($1, 'slow.test', 3, $2, $3, '451 4.7.1 Try again later')`,
    [c.workspaceId, MONDAY, new Date(MONDAY.getTime() + 2 * HOUR)],
  );
  const calendar = await t.services.sendingCalendar.week(callerOf(c), { email: D.email }, MONDAY);
  expect(plannedOn(calendar, '2026-11-23')).toEqual([['10:00', 'Initial email ×1']]);
  expect(plannedBySteps(calendar)).toEqual({ 'Initial email': 6 });
}, 120_000);

it('plans a send put back for a later attempt to a held domain once the hold ends', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: B,
    rows: 2,
    steps: 1,
    pref: steady(),
    emails: ['r1@slow.test', 'r2@fast.test'],
  });
  // r1's first message was claimed and put back (a 451): it may be tried again at 10:05.
  await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, claimed_at, next_attempt_at)
     SELECT $1, $2, s.id, $3, $4, 1, '<retry-hold@sender.test>', 'claimed', $5, $6
       FROM step s WHERE s.campaign_id = $2 AND s.position = 1`,
    [
      c.workspaceId,
      c.campaignId,
      c.recipients[0].id,
      c.mailboxId,
      MONDAY,
      new Date(MONDAY.getTime() + 5 * MINUTE),
    ],
  );
  const week = () => t.services.sendingCalendar.week(callerOf(c), { email: B.email }, MONDAY);
  expect(plannedOn(await week(), '2026-11-23')).toEqual([
    ['10:00', 'Initial email ×1'],
    ['10:10', 'Initial email ×1'],
  ]);
  // slow.test is held until noon: the retry waits for it, as the dispatcher's `dueRetries` does.
  await db().query(
    `INSERT INTO recipient_domain_deferral
            (workspace_id, domain, deferrals, last_deferred_at, held_until, last_reply)
     VALUES ($1, 'slow.test', 3, $2, $3, '451 4.7.1 Try again later')`,
    [c.workspaceId, MONDAY, new Date(MONDAY.getTime() + 2 * HOUR)],
  );
  expect(plannedOn(await week(), '2026-11-23')).toEqual([
    ['10:00', 'Initial email ×1'],
    ['12:00', 'Initial email ×1'],
  ]);
}, 120_000);
