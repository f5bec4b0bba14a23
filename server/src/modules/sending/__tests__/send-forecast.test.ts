import { DEFAULT_SENDING_PREFERENCE, type SendingPreference } from '@outbound/common';
import { DateTime } from 'luxon';
import { followUpDueAt, localDateOf } from '../../mailbox/sending-window';
import { forecastSends, type ForecastCampaign, type ForecastInput } from '../send-forecast';

const MINUTE = 60_000;

function preference(
  zone: string,
  overrides: Partial<SendingPreference['work_load_capacity']> = {},
) {
  const pref = DEFAULT_SENDING_PREFERENCE(zone);
  pref.work_days = [0, 6];
  pref.work_time.from_time = 9 * 60;
  pref.work_time.to_time = 17 * 60;
  Object.assign(pref.work_load_capacity, {
    max_job_in_single_day: 10,
    minimum_time_between_job_bursts: 30,
    max_job_in_single_burst: 3,
    ...overrides,
  });
  return pref;
}

function campaign(
  id: string,
  firsts: number,
  delays: number[],
  extra: Partial<ForecastCampaign> = {},
) {
  return {
    id,
    startsAt: null,
    firstsWaiting: firsts,
    steps: delays.map((delayDays, i) => ({ position: i + 1, delayDays, active: true })),
    ...extra,
  };
}

function input(pref: SendingPreference, now: string, until: string, campaigns: ForecastCampaign[]) {
  const zone = pref.work_time.time_zone;
  return {
    pref,
    now: DateTime.fromISO(now, { zone }).toJSDate(),
    until: DateTime.fromISO(until, { zone }).toJSDate(),
    sentToday: 0,
    lastSentAt: null,
    retries: [],
    followUps: [],
    campaigns,
  } satisfies ForecastInput;
}

const local = (pref: SendingPreference, at: Date) =>
  DateTime.fromJSDate(at, { zone: pref.work_time.time_zone }).toFormat('ccc HH:mm');

describe('forecastSends', () => {
  it('keeps the window, the daily cap, the gap and the burst size, follow-ups first', () => {
    const pref = preference('Europe/Paris');
    // Monday 23 November 2026, before the window opens.
    const plan = forecastSends(
      input(pref, '2026-11-23T07:00', '2026-11-29T00:00', [campaign('a', 25, [0, 1, 2])]),
    );
    const total = plan.reduce((sum, send) => sum + send.count, 0);
    expect(total).toBe(50); // Monday–Friday at 10 a day; Saturday and Sunday are blocked.

    const perDay = new Map<string, number>();
    const bursts = new Map<number, number>();
    for (const send of plan) {
      const day = localDateOf(pref, send.at);
      perDay.set(day, (perDay.get(day) ?? 0) + send.count);
      bursts.set(send.at.getTime(), (bursts.get(send.at.getTime()) ?? 0) + send.count);
      const time = DateTime.fromJSDate(send.at, { zone: 'Europe/Paris' });
      expect(time.hour * 60 + time.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(time.hour * 60 + time.minute).toBeLessThan(17 * 60);
      expect([6, 7]).not.toContain(time.weekday);
    }
    for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(10);
    const times = [...bursts.keys()].sort((a, b) => a - b);
    for (const [i, at] of times.entries()) {
      expect(bursts.get(at)).toBeLessThanOrEqual(3);
      if (i > 0) expect(at - times[i - 1]).toBeGreaterThanOrEqual(30 * MINUTE);
    }
    // Monday: first emails only, 3 + 3 + 3 + 1 from 09:00 every 30 minutes.
    expect(plan.slice(0, 4).map((s) => [local(pref, s.at), s.position, s.count])).toEqual([
      ['Mon 09:00', 1, 3],
      ['Mon 09:30', 1, 3],
      ['Mon 10:00', 1, 3],
      ['Mon 10:30', 1, 1],
    ]);
    // Tuesday: Monday's recipients get follow-up 1 (due a day later, same time) before new ones.
    const tuesday = plan.filter((s) => local(pref, s.at).startsWith('Tue'));
    expect(tuesday.map((s) => [local(pref, s.at), s.position, s.count])).toEqual([
      ['Tue 09:00', 2, 3],
      ['Tue 09:30', 2, 3],
      ['Tue 10:00', 2, 3],
      ['Tue 10:30', 2, 1],
    ]);
    // A burst sends its due follow-ups first and fills up with first emails.
    for (const at of times) {
      const positions = plan.filter((s) => s.at.getTime() === at).map((s) => s.position);
      if (positions.includes(1)) expect(positions.indexOf(1)).toBe(positions.length - 1);
    }
  });

  it('starts a scheduled campaign at its time and takes campaigns in their order', () => {
    const pref = preference('UTC', { max_job_in_single_burst: 5, max_job_in_single_day: 100 });
    const plan = forecastSends(
      input(pref, '2026-11-23T09:00', '2026-11-24T00:00', [
        campaign('scheduled', 4, [0], {
          startsAt: DateTime.fromISO('2026-11-23T10:15', { zone: 'UTC' }).toJSDate(),
        }),
        campaign('started', 8, [0]),
      ]),
    );
    expect(plan.map((s) => [local(pref, s.at), s.campaignId, s.count])).toEqual([
      ['Mon 09:00', 'started', 5],
      ['Mon 09:30', 'started', 3],
      ['Mon 10:15', 'scheduled', 4],
    ]);
  });

  it('fills a burst with first emails after the follow-ups due', () => {
    const pref = preference('UTC', { max_job_in_single_burst: 5, max_job_in_single_day: 100 });
    const plan = forecastSends({
      ...input(pref, '2026-11-23T09:00', '2026-11-24T00:00', [campaign('a', 6, [0, 2, 2])]),
      followUps: [
        { campaignId: 'a', position: 3, dueAt: new Date('2026-11-23T08:00:00Z'), count: 1 },
        { campaignId: 'a', position: 2, dueAt: new Date('2026-11-23T09:40:00Z'), count: 2 },
      ],
    });
    expect(plan.map((s) => [local(pref, s.at), s.position, s.count])).toEqual([
      ['Mon 09:00', 3, 1],
      ['Mon 09:00', 1, 4],
      ['Mon 09:30', 1, 2], // 30 minutes later: the follow-ups are not due yet
      ['Mon 10:00', 2, 2],
    ]);
  });

  it('holds recipients at a paused step and counts retries and sends already made today', () => {
    const pref = preference('UTC', { max_job_in_single_day: 4, max_job_in_single_burst: 4 });
    const base = input(pref, '2026-11-23T12:00', '2026-11-26T00:00', [
      {
        id: 'a',
        startsAt: null,
        firstsWaiting: 6,
        steps: [
          { position: 1, delayDays: 0, active: true },
          { position: 2, delayDays: 1, active: false },
        ],
      },
    ]);
    const plan = forecastSends({
      ...base,
      sentToday: 3,
      lastSentAt: DateTime.fromISO('2026-11-23T11:50', { zone: 'UTC' }).toJSDate(),
      retries: [{ campaignId: 'a', position: 1, dueAt: null }],
    });
    expect(plan.map((s) => [local(pref, s.at), s.position, s.count])).toEqual([
      ['Mon 12:20', 1, 1], // the retry; the cap leaves one send today
      ['Tue 09:00', 1, 4],
      ['Wed 09:00', 1, 2],
    ]);
  });

  it('keeps the wall-clock time of follow-ups across a daylight-saving change', () => {
    const pref = preference('America/New_York', { max_job_in_single_day: 100 });
    pref.work_days = [];
    // Saturday 7 March 2026; clocks go forward on Sunday 8 March at 02:00.
    const plan = forecastSends(
      input(pref, '2026-03-07T08:00', '2026-03-10T00:00', [campaign('a', 3, [0, 1, 1])]),
    );
    expect(plan.map((s) => [local(pref, s.at), s.position])).toEqual([
      ['Sat 09:00', 1],
      ['Sun 09:00', 2],
      ['Mon 09:00', 3],
    ]);
    // 23 hours between Saturday and Sunday 09:00 local.
    expect(plan[1].at.getTime() - plan[0].at.getTime()).toBe(23 * 60 * MINUTE);
  });
});

describe('followUpDueAt', () => {
  const pref = preference('Europe/Paris');
  it('is the same local time a number of dates later', () => {
    const sent = DateTime.fromISO('2026-10-24T16:45:12.5', { zone: 'Europe/Paris' }).toJSDate();
    const due = DateTime.fromJSDate(followUpDueAt(pref, sent, 3), { zone: 'Europe/Paris' });
    expect(due.toISO()).toBe('2026-10-27T16:45:12.500+01:00'); // 25 October: back to +01:00
  });
  it('moves a time the clock skips to the first instant after the gap', () => {
    const sent = DateTime.fromISO('2026-03-28T02:30', { zone: 'Europe/Paris' }).toJSDate();
    const due = DateTime.fromJSDate(followUpDueAt(pref, sent, 1), { zone: 'Europe/Paris' });
    expect(due.toISO()).toBe('2026-03-29T03:00:00.000+02:00');
  });
});
