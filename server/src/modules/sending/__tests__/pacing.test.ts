import { MESSAGES, sendingPreferenceSchema, type SendingPreference } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';
import {
  dailyCapToday,
  hourlyRoomAt,
  pacedGapMs,
  rampUpDays,
  type MailboxPace,
} from '../../mailbox/pacing';
import { burstSize, nextSendAt } from '../../mailbox/sending-window';
import type { SendingCalendar } from '../sending-calendar.service';
import { nextDueAt } from '../dispatch-scheduler';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const M = MESSAGES.sendingPreference;

function paced(overrides: Partial<SendingPreference['work_load_capacity']>, base = {}) {
  const pref = sendingPreference({ perDay: 100, gap: 10, burst: 10, ...base });
  Object.assign(pref.work_load_capacity, overrides);
  return pref;
}

describe('the pacing arithmetic', () => {
  it('draws each gap in range, the same for the same mailbox, day and send, not across them', () => {
    const pref = paced({ min_seconds_between_emails: 20, max_seconds_between_emails: 40 });
    const gaps = Array.from({ length: 200 }, (_, i) =>
      pacedGapMs(pref, 'mailbox-a', '2026-11-23', i),
    );
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(20 * SECOND);
      expect(gap).toBeLessThanOrEqual(40 * SECOND);
      expect(gap % SECOND).toBe(0);
    }
    // Spread over the range, not one value.
    expect(new Set(gaps).size).toBeGreaterThan(15);
    expect(gaps).toEqual(
      Array.from({ length: 200 }, (_, i) => pacedGapMs(pref, 'mailbox-a', '2026-11-23', i)),
    );
    const otherDay = Array.from({ length: 200 }, (_, i) =>
      pacedGapMs(pref, 'mailbox-a', '2026-11-24', i),
    );
    const otherMailbox = Array.from({ length: 200 }, (_, i) =>
      pacedGapMs(pref, 'mailbox-b', '2026-11-23', i),
    );
    expect(otherDay).not.toEqual(gaps);
    expect(otherMailbox).not.toEqual(gaps);
  });

  it('sends one at a time when paced, and waits the drawn gap after the last send', () => {
    const pref = paced({ min_seconds_between_emails: 60, max_seconds_between_emails: 60 });
    const pace: MailboxPace = { seed: 'm', daysSent: 0, lastHour: [] };
    const now = new Date('2026-11-23T10:00:00Z');
    expect(burstSize(pref, 0, pace, now)).toBe(1);
    const last = new Date('2026-11-23T09:59:30Z');
    expect(nextSendAt(pref, { now, lastSentAt: last, sentToday: 3, pace })).toEqual(
      new Date('2026-11-23T10:00:30Z'),
    );
    // Without pacing: the bursts' minutes.
    const bursts = paced({});
    expect(burstSize(bursts, 0, pace, now)).toBe(10);
    expect(nextSendAt(bursts, { now, lastSentAt: last, sentToday: 3, pace })).toEqual(
      new Date('2026-11-23T10:09:30Z'),
    );
  });

  it('ramps the day cap up by the days sent, up to the max per day', () => {
    const pref = paced({ ramp_up_start: 3, ramp_up_increment: 4, max_job_in_single_day: 20 });
    expect([0, 1, 2, 3, 4, 5, 40].map((days) => dailyCapToday(pref, days))).toEqual([
      3, 7, 11, 15, 19, 20, 20,
    ]);
    expect(rampUpDays(pref)).toBe(5);
    expect(dailyCapToday(paced({ max_job_in_single_day: 20 }), 0)).toBe(20);
    expect(rampUpDays(paced({ ramp_up_start: 3, ramp_up_increment: 0 }))).toBe(Infinity);
    // At the ramped cap, the next send waits for the next local day's window.
    const now = new Date('2026-11-23T10:00:00Z');
    const pace: MailboxPace = { seed: 'm', daysSent: 1, lastHour: [] };
    expect(burstSize(pref, 5, pace, now)).toBe(2);
    expect(nextSendAt(pref, { now, lastSentAt: null, sentToday: 7, pace })).toEqual(
      new Date('2026-11-24T09:00:00Z'),
    );
  });

  it('keeps a rolling hour under its cap', () => {
    const pref = paced({ max_job_in_single_hour: 3 });
    const now = new Date('2026-11-23T10:00:00Z').getTime();
    const lastHour = [now - 50 * MINUTE, now - 20 * MINUTE, now - 10 * MINUTE];
    expect(hourlyRoomAt(pref, lastHour, now)).toBe(now + 10 * MINUTE);
    expect(hourlyRoomAt(pref, lastHour.slice(1), now)).toBe(now);
    const pace: MailboxPace = { seed: 'm', daysSent: 0, lastHour };
    expect(burstSize(pref, 3, pace, new Date(now))).toBe(0);
    expect(burstSize(pref, 3, pace, new Date(now + 10 * MINUTE))).toBe(1);
    expect(
      nextSendAt(pref, {
        now: new Date(now),
        lastSentAt: new Date(now - 10 * MINUTE),
        sentToday: 3,
        pace,
      }),
    ).toEqual(new Date(now + 10 * MINUTE));
    // No cap: no wait.
    expect(hourlyRoomAt(paced({}), lastHour, now)).toBe(now);
    expect(HOUR).toBe(60 * MINUTE);
  });

  it('validates the new fields with their messages, and keeps a preference without them', async () => {
    const base = paced({});
    const check = (load: Record<string, unknown>) =>
      sendingPreferenceSchema
        .validate({ ...base, work_load_capacity: { ...base.work_load_capacity, ...load } })
        .then(
          () => 'valid',
          (err: { message: string }) => err.message,
        );
    expect(await check({})).toBe('valid');
    expect(await check({ min_seconds_between_emails: 20, max_seconds_between_emails: 40 })).toBe(
      'valid',
    );
    expect(await check({ min_seconds_between_emails: 50, max_seconds_between_emails: 40 })).toBe(
      M.secondsBetweenEmailsOrder,
    );
    expect(await check({ min_seconds_between_emails: 20 })).toBe(M.secondsBetweenEmailsBoth);
    expect(await check({ max_seconds_between_emails: -1 })).toBe(M.secondsBetweenEmails);
    expect(await check({ max_seconds_between_emails: 'soon' })).toBe(M.secondsBetweenEmails);
    expect(await check({ max_job_in_single_hour: 1.5 })).toBe(M.maxPerHour);
    expect(await check({ ramp_up_start: 100000 })).toBe(M.rampUpStart);
    expect(await check({ ramp_up_increment: -2 })).toBe(M.rampUpIncrement);
  });
});

describe('a paced and a ramping mailbox on the sandbox', () => {
  const SENDER = { email: 'paced@sender.test', password: 'sender-secret' };
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

  async function setUp(pref: SendingPreference, rows: number) {
    const c = await buildSendingCampaign(t, sandbox, { sender: SENDER, rows, steps: 1, pref });
    const caller: Caller = {
      userId: c.userId,
      workspaceId: c.workspaceId,
      sessionId: 'test',
      role: 'admin' as const,
    };
    return { ...c, caller };
  }

  const slotTimes = (calendar: SendingCalendar) =>
    calendar.days.flatMap((day) =>
      day.slots.map((slot) => [slot.startTime, slot.totalSend] as const),
    );

  it('sends one at a time with a gap of 20 to 40 s, exactly as the calendar planned', async () => {
    const pref = paced({ min_seconds_between_emails: 20, max_seconds_between_emails: 40 });
    const c = await setUp(pref, 6);
    const monday = new Date('2026-11-23T09:00:00Z');
    const planned = slotTimes(
      await t.services.sendingCalendar.week(
        c.caller,
        { email: SENDER.email, date: '2026-11-23' },
        monday,
      ),
    );
    expect(planned.map(([, count]) => count)).toEqual([1, 1, 1, 1, 1, 1]);
    const instants = planned.map(([at]) => at.getTime());
    expect(instants[0]).toBe(monday.getTime());
    for (let i = 1; i < instants.length; i++) {
      const gap = instants[i] - instants[i - 1];
      expect(gap).toBeGreaterThanOrEqual(20 * SECOND);
      expect(gap).toBeLessThanOrEqual(40 * SECOND);
    }
    // The gaps are not all the same: drawn, not fixed.
    expect(new Set(instants.slice(1).map((at, i) => at - instants[i])).size).toBeGreaterThan(1);

    // The dispatcher, a second before each planned instant and at it, does exactly that, and
    // each run that sent says when the next one is due: the next planned instant (the scheduler
    // sets the mailbox due then, not a minute later).
    for (const [i, at] of instants.entries()) {
      expect(
        (await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(at - SECOND))).sent,
      ).toBe(0);
      const run = await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(at));
      expect(run.sent).toBe(1);
      if (i + 1 < instants.length) expect(run.nextAt?.getTime()).toBe(instants[i + 1]);
      expect(nextDueAt(run, new Date(at)).getTime()).toBeLessThanOrEqual(at + 40 * SECOND);
    }
    const sent: { at: Date }[] = await t.database.db.query(
      `SELECT sent_at AS at FROM send WHERE mail_account_id = $1 AND state = 'sent' ORDER BY sent_at`,
      [c.mailboxId],
    );
    expect(sent.map((row) => new Date(row.at).getTime())).toEqual(instants);
  }, 60_000);

  it('ramps a new mailbox from 3 a day, 2 more for each day it sent, and caps a rolling hour', async () => {
    const pref = paced(
      { ramp_up_start: 3, ramp_up_increment: 2, max_job_in_single_hour: 2 },
      { gap: 1, burst: 10, perDay: 50 },
    );
    const c = await setUp(pref, 20);
    const sentOn = async (day: string) => {
      let sent = 0;
      for (let minute = 0; minute < 8 * 60; minute += 15) {
        const at = new Date(Date.parse(`${day}T09:00:00Z`) + minute * MINUTE);
        sent += (await t.services.dispatch.dispatchOnce(c.mailboxId, at)).sent;
      }
      return sent;
    };
    // Monday: 3, two in the first hour and the third an hour after the first.
    expect(await sentOn('2026-11-23')).toBe(3);
    const monday: { at: Date }[] = await t.database.db.query(
      `SELECT sent_at AS at FROM send WHERE mail_account_id = $1 ORDER BY sent_at`,
      [c.mailboxId],
    );
    expect(monday.map((row) => new Date(row.at).toISOString())).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
    // Tuesday: one earlier day with sends, so 5; Wednesday 7.
    expect(await sentOn('2026-11-24')).toBe(5);
    const forecast = await t.services.sendingCalendar.week(
      c.caller,
      { email: SENDER.email, date: '2026-11-25' },
      new Date('2026-11-25T08:00:00Z'),
    );
    const wednesday = forecast.days.find((day) => day.date === '2026-11-25')!;
    expect(wednesday.totalCount).toBe(7);
    expect(await sentOn('2026-11-25')).toBe(7);
    // Thursday: what is left of the 20.
    expect(forecast.days.find((day) => day.date === '2026-11-26')!.totalCount).toBe(5);
  }, 90_000);
});
