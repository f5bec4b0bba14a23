import { DateTime } from 'luxon';
import { buildMailAccount } from '../../../../test/factories';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';
import { CALENDAR_MESSAGES } from '@outbound/common';
import { calendarJson } from '../sending-calendar.rest';
import type { SendingCalendar } from '../sending-calendar.service';

const SENDER = { email: 'cal@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;

/** A started 2-step campaign (follow-up a day later) from a mailbox sending 7 a day, 3 an hour. */
async function setUp(rows: number) {
  const pref = sendingPreference({ blocked: [0, 6], perDay: 7, gap: 60, burst: 3 });
  const c = await buildSendingCampaign(t, sandbox, { sender: SENDER, rows, steps: 2, pref });
  await db().query(`UPDATE step SET delay_days = 1 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
  ]);
  const caller: Caller = {
    userId: c.userId,
    workspaceId: c.workspaceId,
    sessionId: 'test',
    role: 'admin' as const,
  };
  return { ...c, caller, campaign: { id: c.campaignId, name: c.campaignName } };
}

/** The calendar's slots as `time step count status` lines, in order. */
function lines(calendar: SendingCalendar): string[] {
  return calendar.days.flatMap((day) =>
    day.slots.flatMap((slot) =>
      slot.steps.map(
        (step) => `${slot.startTime.toISOString()} ${step.name} ${step.totalSend} ${slot.status}`,
      ),
    ),
  );
}

const dayOf = (calendar: SendingCalendar, date: string) =>
  calendar.days.find((day) => day.date === date)!;

it('plans exactly the sends the dispatcher makes, and shows them as sent afterwards', async () => {
  const c = await setUp(12);
  // Monday 23 November 2026, 08:00 UTC; the week is Sunday 22 to Saturday 28.
  const monday = new Date('2026-11-23T08:00:00Z');
  const planned = await t.services.sendingCalendar.week(
    c.caller,
    { email: SENDER.email, date: '2026-11-25' },
    monday,
  );
  expect(planned.fromDate).toBe('2026-11-22');
  expect(planned.toDate).toBe('2026-11-28');
  expect(planned.days.map((day) => day.date)).toEqual([
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
  ]);
  expect(planned.campaigns).toEqual([
    { id: c.campaign.id, name: c.campaign.name, url: `/campaign/${c.campaign.id}/overview` },
  ]);
  // 12 recipients × 2 steps at 7 a day in bursts of 3, an hour apart, follow-ups a day later.
  expect(lines(planned)).toEqual([
    '2026-11-23T09:00:00.000Z Initial email 3 planned',
    '2026-11-23T10:00:00.000Z Initial email 3 planned',
    '2026-11-23T11:00:00.000Z Initial email 1 planned',
    '2026-11-24T09:00:00.000Z Follow-up 1 3 planned',
    '2026-11-24T10:00:00.000Z Follow-up 1 3 planned',
    '2026-11-24T11:00:00.000Z Follow-up 1 1 planned', // the day's cap: no first email
    '2026-11-25T09:00:00.000Z Initial email 3 planned',
    '2026-11-25T10:00:00.000Z Initial email 2 planned',
    '2026-11-26T09:00:00.000Z Follow-up 1 3 planned',
    '2026-11-26T10:00:00.000Z Follow-up 1 2 planned',
  ]);
  expect(dayOf(planned, '2026-11-24').totalCount).toBe(7);
  expect(dayOf(planned, '2026-11-22').totalCount).toBe(0);
  expect(dayOf(planned, '2026-11-24').slots[0]).toEqual({
    startTime: new Date('2026-11-24T09:00:00.000Z'),
    totalSend: 3,
    campaignId: c.campaign.id,
    status: 'planned',
    steps: [{ name: 'Follow-up 1', rule: '1 day after email 1', totalSend: 3 }],
  });
  // The /v1 shape of the same slot, and the order of its keys.
  const json = calendarJson(planned);
  expect(Object.keys(json)).toEqual(['campaign', 'data']);
  expect(json.campaign).toEqual({ [c.campaign.id]: c.campaign.name });
  expect(Object.keys(json.data)).toEqual([
    'email',
    'time_zone',
    'from_date',
    'to_date',
    'legends',
    'data',
  ]);
  expect(json.data.legends).toEqual([
    {
      campaign_id: c.campaign.id,
      name: c.campaign.name,
      url: `/campaign/${c.campaign.id}/overview`,
    },
  ]);
  expect(JSON.stringify(json.data.data['2026-11-24'])).toBe(
    JSON.stringify({
      total_count: 7,
      slots: [
        {
          start_time: '2026-11-24T09:00:00.000Z',
          total_send: 3,
          campaign: c.campaign.id,
          status: 'planned',
          types: [{ name: 'Follow-up 1', rule: '1 day after email 1', total_send: 3 }],
        },
        ...json.data.data['2026-11-24'].slots.slice(1),
      ],
    }),
  );

  // The dispatcher, run a minute before each planned burst and at it, does exactly that.
  const times = planned.days
    .flatMap((d) => d.slots)
    .map((s) => s.startTime.toISOString())
    .filter((time, i, all) => all.indexOf(time) === i);
  for (const time of times) {
    const at = new Date(time);
    const early = await t.services.dispatch.dispatchOnce(
      c.mailboxId,
      new Date(at.getTime() - MINUTE),
    );
    expect(early.sent).toBe(0);
    const due = planned.days
      .flatMap((d) => d.slots)
      .filter((s) => s.startTime.toISOString() === time)
      .reduce((sum, s) => sum + s.totalSend, 0);
    const run = await t.services.dispatch.dispatchOnce(c.mailboxId, at);
    expect({ time, sent: run.sent }).toEqual({ time, sent: due });
  }
  const friday = new Date('2026-11-27T16:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, friday)).sent).toBe(0);

  // Once sent, the same week shows the same slots from the ledger.
  const after = await t.services.sendingCalendar.week(
    c.caller,
    { email: SENDER.email, date: '2026-11-22' },
    friday,
  );
  expect(lines(after)).toEqual(lines(planned).map((line) => line.replace(/planned$/, 'sent')));
}, 30_000);

it('answers the REST and GraphQL calls, and rejects bad dates and other workspaces', async () => {
  const c = await setUp(2);
  const today = DateTime.utc();
  const rest = await t.rest<ReturnType<typeof calendarJson>>('POST', '/v1/mailAccount/calendar', {
    token: c.token,
    body: { email: SENDER.email, to_date: today.toISODate() },
  });
  expect(rest.status).toBe(200);
  expect(rest.body.data.time_zone).toBe('UTC');
  expect(Object.keys(rest.body.data.data)).toHaveLength(7);
  expect(Object.keys(rest.body.data.data)).toContain(today.toISODate());
  expect(rest.body.data.from_date).toBe(today.minus({ days: today.weekday % 7 }).toISODate());

  const gql = await t.gql(
    `query ($email: String!, $date: String) {
       sendingCalendar(email: $email, date: $date) {
         timeZone fromDate toDate days { date totalCount slots { totalSend campaignName status } }
       }
     }`,
    { email: SENDER.email, date: '2026-11-25' },
    { token: c.token },
  );
  expect(gql.errors).toBeUndefined();
  const calendar = gql.data!.sendingCalendar as { fromDate: string; days: { date: string }[] };
  expect(calendar.fromDate).toBe('2026-11-22');
  expect(calendar.days.map((day) => day.date)[6]).toBe('2026-11-28');

  for (const to_date of ['2026-02-30', 'next week', '2026-11-25garbage', 42]) {
    const bad = await t.rest('POST', '/v1/mailAccount/calendar', {
      token: c.token,
      body: { email: SENDER.email, to_date },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: CALENDAR_MESSAGES.badDate });
  }
  const far = await t.rest('POST', '/v1/mailAccount/calendar', {
    token: c.token,
    body: { email: SENDER.email, to_date: today.plus({ weeks: 20 }).toISODate() },
  });
  expect(far.status).toBe(400);
  expect(far.body).toMatchObject({ message: CALENDAR_MESSAGES.tooFar });

  const other = await buildMailAccount(db(), { email: 'elsewhere@other.test' });
  for (const email of [other.email, 'missing@nowhere.test']) {
    const res = await t.rest('POST', '/v1/mailAccount/calendar', {
      token: c.token,
      body: { email },
    });
    expect(res.status).toBe(404);
  }
});
