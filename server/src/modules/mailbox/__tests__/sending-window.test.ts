import {
  DEFAULT_SENDING_PREFERENCE,
  GMAIL_DAILY_LIMITS,
  MESSAGES,
  SELECTABLE_SENDING_STRATEGIES,
  hhmmToMinutes,
  minutesToHhmm,
  sendingPreferenceSchema,
  type SendingPreference,
} from '@outbound/common';
import { ValidationError } from 'yup';
import {
  burstSize,
  isInsideWindow,
  localDayBounds,
  nextSendAt,
  nextWindowStart,
  sendsLeftToday,
  windowEnd,
} from '../sending-window';

const M = MESSAGES.sendingPreference;
const at = (iso: string) => new Date(iso);
const HOUR_MS = 3_600_000;

/** A preference in `timeZone`: the default (Mon–Fri 09:00–17:00, 50 a day, 10 min) plus changes. */
function preference(
  timeZone: string,
  changes: { blocked?: number[]; from?: string; to?: string; perDay?: number; burst?: number } = {},
): SendingPreference {
  const pref = DEFAULT_SENDING_PREFERENCE(timeZone);
  if (changes.blocked) pref.work_days = changes.blocked;
  if (changes.from) pref.work_time.from_time = hhmmToMinutes(changes.from)!;
  if (changes.to) pref.work_time.to_time = hhmmToMinutes(changes.to)!;
  if (changes.perDay) pref.work_load_capacity.max_job_in_single_day = changes.perDay;
  if (changes.burst) pref.work_load_capacity.max_job_in_single_burst = changes.burst;
  return pref;
}

const weekdaysUtc = preference('UTC');
const everyDay = (timeZone: string, from: string, to: string) =>
  preference(timeZone, { blocked: [], from, to });

describe('window edges and blocked days (UTC, Monday 2 March 2026)', () => {
  it.each([
    ['2026-03-02T08:59:59.999Z', false],
    ['2026-03-02T09:00:00.000Z', true],
    ['2026-03-02T16:59:59.999Z', true],
    ['2026-03-02T17:00:00.000Z', false],
    ['2026-03-07T12:00:00.000Z', false], // Saturday
    ['2026-03-08T12:00:00.000Z', false], // Sunday
  ])('at %s inside is %s', (iso, inside) => {
    expect(isInsideWindow(weekdaysUtc, at(iso))).toBe(inside);
  });

  it('answers now when inside, else the next start, skipping blocked days', () => {
    const inside = at('2026-03-02T10:15:00Z');
    expect(nextWindowStart(weekdaysUtc, inside)).toEqual(inside);
    expect(nextWindowStart(weekdaysUtc, at('2026-03-02T07:00:00Z'))).toEqual(
      at('2026-03-02T09:00:00Z'),
    );
    expect(nextWindowStart(weekdaysUtc, at('2026-03-06T17:00:00Z'))).toEqual(
      at('2026-03-09T09:00:00Z'),
    );
    expect(nextWindowStart(weekdaysUtc, at('2026-03-07T12:00:00Z'))).toEqual(
      at('2026-03-09T09:00:00Z'),
    );
  });

  it('ends the window at to_time, and has no end outside a window', () => {
    expect(windowEnd(weekdaysUtc, at('2026-03-02T09:00:00Z'))).toEqual(at('2026-03-02T17:00:00Z'));
    expect(windowEnd(weekdaysUtc, at('2026-03-02T17:00:00Z'))).toBeNull();
    expect(windowEnd(weekdaysUtc, at('2026-03-07T12:00:00Z'))).toBeNull();
  });

  it('has a 24-hour local day that starts at midnight', () => {
    const day = { start: at('2026-03-02T00:00:00Z'), end: at('2026-03-03T00:00:00Z') };
    expect(localDayBounds(weekdaysUtc, at('2026-03-02T00:00:00Z'))).toEqual(day);
    expect(localDayBounds(weekdaysUtc, at('2026-03-02T23:59:59.999Z'))).toEqual(day);
  });

  it('uses the weekday in the time zone, not in UTC', () => {
    // Friday 16:30 in Los Angeles is Saturday in UTC.
    expect(isInsideWindow(preference('America/Los_Angeles'), at('2026-03-07T00:30:00Z'))).toBe(
      true,
    );
    // Monday 09:30 in Auckland is Sunday in UTC.
    expect(isInsideWindow(preference('Pacific/Auckland'), at('2026-03-01T20:30:00Z'))).toBe(true);
  });

  it('has no window at all when every day is blocked', () => {
    const never = preference('UTC', { blocked: [0, 1, 2, 3, 4, 5, 6] });
    const now = at('2026-03-02T10:00:00Z');
    expect(isInsideWindow(never, now)).toBe(false);
    expect(nextWindowStart(never, now)).toBeNull();
    expect(windowEnd(never, now)).toBeNull();
    expect(nextSendAt(never, { now, lastSentAt: null, sentToday: 0 })).toBeNull();
    // An overnight window, which the schema refuses, opens on no day either.
    expect(nextWindowStart(everyDay('UTC', '22:00', '06:00'), now)).toBeNull();
  });

  it('works with either spelling of a renamed zone', () => {
    // Monday 09:00 in India is 03:30 UTC.
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta']) {
      expect(nextWindowStart(preference(zone), at('2026-03-02T00:00:00Z'))).toEqual(
        at('2026-03-02T03:30:00Z'),
      );
    }
  });
});

describe('America/New_York, spring forward on 8 March 2026 (02:00 EST → 03:00 EDT)', () => {
  it('has a 23-hour local day', () => {
    const day = localDayBounds(preference('America/New_York'), at('2026-03-08T12:00:00Z'));
    expect(day).toEqual({ start: at('2026-03-08T05:00:00Z'), end: at('2026-03-09T04:00:00Z') });
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * HOUR_MS);
  });

  it('shortens a window spanning the change hour to two hours', () => {
    const pref = everyDay('America/New_York', '01:00', '04:00');
    expect(nextWindowStart(pref, at('2026-03-08T05:00:00Z'))).toEqual(at('2026-03-08T06:00:00Z'));
    expect(windowEnd(pref, at('2026-03-08T06:59:00Z'))).toEqual(at('2026-03-08T08:00:00Z'));
    expect(isInsideWindow(pref, at('2026-03-08T07:00:00Z'))).toBe(true); // 03:00 EDT
    expect(isInsideWindow(pref, at('2026-03-08T08:00:00Z'))).toBe(false); // 04:00 EDT
  });

  it('starts a from_time inside the gap at the first instant after it', () => {
    const pref = everyDay('America/New_York', '02:30', '05:00');
    expect(nextWindowStart(pref, at('2026-03-08T06:59:00Z'))).toEqual(at('2026-03-08T07:00:00Z'));
    expect(isInsideWindow(pref, at('2026-03-08T06:59:59.999Z'))).toBe(false);
    expect(isInsideWindow(pref, at('2026-03-08T07:00:00Z'))).toBe(true);
    // The days either side keep 02:30 on the wall clock (EST, then EDT).
    expect(nextWindowStart(pref, at('2026-03-07T07:00:00Z'))).toEqual(at('2026-03-07T07:30:00Z'));
    expect(nextWindowStart(pref, at('2026-03-08T09:00:00Z'))).toEqual(at('2026-03-09T06:30:00Z'));
  });

  it('skips a day whose whole window falls in the gap', () => {
    const pref = everyDay('America/New_York', '02:10', '02:50');
    expect(isInsideWindow(pref, at('2026-03-08T07:00:00Z'))).toBe(false);
    expect(nextWindowStart(pref, at('2026-03-08T05:00:00Z'))).toEqual(at('2026-03-09T06:10:00Z'));
  });
});

describe('America/New_York, fall back on 1 November 2026 (02:00 EDT → 01:00 EST)', () => {
  it('has a 25-hour local day', () => {
    const day = localDayBounds(preference('America/New_York'), at('2026-11-01T12:00:00Z'));
    expect(day).toEqual({ start: at('2026-11-01T04:00:00Z'), end: at('2026-11-02T05:00:00Z') });
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * HOUR_MS);
  });

  it('uses the first occurrence of a repeated from_time and to_time', () => {
    const starts = everyDay('America/New_York', '01:30', '05:00');
    expect(nextWindowStart(starts, at('2026-11-01T04:00:00Z'))).toEqual(at('2026-11-01T05:30:00Z'));
    const ends = everyDay('America/New_York', '00:30', '01:30');
    expect(windowEnd(ends, at('2026-11-01T05:00:00Z'))).toEqual(at('2026-11-01T05:30:00Z'));
    // 01:15 EST, the second 01:15, comes after the window closed at the first 01:30.
    expect(isInsideWindow(ends, at('2026-11-01T06:15:00Z'))).toBe(false);
  });

  it('lengthens a window spanning the change hour to four hours', () => {
    const pref = everyDay('America/New_York', '01:00', '04:00');
    expect(nextWindowStart(pref, at('2026-11-01T04:00:00Z'))).toEqual(at('2026-11-01T05:00:00Z'));
    expect(isInsideWindow(pref, at('2026-11-01T06:15:00Z'))).toBe(true);
    expect(windowEnd(pref, at('2026-11-01T06:15:00Z'))).toEqual(at('2026-11-01T09:00:00Z'));
  });
});

describe('Europe/Berlin, 29 March and 25 October 2026', () => {
  it('has a 23-hour day in March and a 25-hour day in October', () => {
    const pref = preference('Europe/Berlin');
    expect(localDayBounds(pref, at('2026-03-29T12:00:00Z'))).toEqual({
      start: at('2026-03-28T23:00:00Z'),
      end: at('2026-03-29T22:00:00Z'),
    });
    expect(localDayBounds(pref, at('2026-10-25T12:00:00Z'))).toEqual({
      start: at('2026-10-24T22:00:00Z'),
      end: at('2026-10-25T23:00:00Z'),
    });
  });

  it('starts 02:30 at 03:00 CEST in March and at the first 02:30 (CEST) in October', () => {
    const pref = everyDay('Europe/Berlin', '02:30', '05:00');
    expect(nextWindowStart(pref, at('2026-03-28T23:30:00Z'))).toEqual(at('2026-03-29T01:00:00Z'));
    expect(nextWindowStart(pref, at('2026-10-24T22:30:00Z'))).toEqual(at('2026-10-25T00:30:00Z'));
  });

  it('keeps a window spanning the October change hour open through both 02:00s', () => {
    const pref = everyDay('Europe/Berlin', '01:00', '04:00');
    expect(nextWindowStart(pref, at('2026-10-24T22:30:00Z'))).toEqual(at('2026-10-24T23:00:00Z'));
    expect(isInsideWindow(pref, at('2026-10-25T01:30:00Z'))).toBe(true); // 02:30 CET
    expect(windowEnd(pref, at('2026-10-25T01:30:00Z'))).toEqual(at('2026-10-25T03:00:00Z'));
  });
});

describe('daily cap and bursts', () => {
  it('counts what is left today, and sizes a burst within it', () => {
    expect(sendsLeftToday(weekdaysUtc, 10)).toBe(40);
    expect(sendsLeftToday(weekdaysUtc, 50)).toBe(0);
    expect(sendsLeftToday(weekdaysUtc, 70)).toBe(0);
    const bursts = preference('UTC', { burst: 5 });
    expect(burstSize(bursts, 0)).toBe(5);
    expect(burstSize(bursts, 48)).toBe(2);
    expect(burstSize(bursts, 50)).toBe(0);
  });
});

describe('nextSendAt', () => {
  const monday10 = at('2026-03-02T10:00:00Z');

  it('is now inside a window with nothing sent', () => {
    expect(nextSendAt(weekdaysUtc, { now: monday10, lastSentAt: null, sentToday: 0 })).toEqual(
      monday10,
    );
    expect(nextSendAt(weekdaysUtc, { now: monday10, sentToday: 0 })).toEqual(monday10);
  });

  it('waits the minutes between sends after the last send, and no longer', () => {
    const recent = { now: monday10, lastSentAt: at('2026-03-02T09:57:00Z'), sentToday: 3 };
    expect(nextSendAt(weekdaysUtc, recent)).toEqual(at('2026-03-02T10:07:00Z'));
    const old = { now: monday10, lastSentAt: at('2026-03-02T09:40:00Z'), sentToday: 3 };
    expect(nextSendAt(weekdaysUtc, old)).toEqual(monday10);
  });

  it('moves to the next window when the gap runs past the window end', () => {
    const late = { now: at('2026-03-02T16:58:00Z'), lastSentAt: at('2026-03-02T16:55:00Z') };
    expect(nextSendAt(weekdaysUtc, { ...late, sentToday: 3 })).toEqual(at('2026-03-03T09:00:00Z'));
  });

  it('waits for the window when the gap ends before it opens', () => {
    const early = { now: at('2026-03-02T07:00:00Z'), lastSentAt: at('2026-03-02T06:55:00Z') };
    expect(nextSendAt(weekdaysUtc, { ...early, sentToday: 0 })).toEqual(at('2026-03-02T09:00:00Z'));
  });

  it('moves to the next local day once the daily cap is reached', () => {
    expect(nextSendAt(weekdaysUtc, { now: monday10, lastSentAt: null, sentToday: 50 })).toEqual(
      at('2026-03-03T09:00:00Z'),
    );
    const friday = { now: at('2026-03-06T10:00:00Z'), lastSentAt: null, sentToday: 51 };
    expect(nextSendAt(weekdaysUtc, friday)).toEqual(at('2026-03-09T09:00:00Z'));
  });

  it('resets the cap at local midnight, not UTC midnight', () => {
    // Monday 10:00 in Tokyo is 01:00 UTC; the next local day's window opens Tuesday 00:00 UTC.
    const tokyo = preference('Asia/Tokyo');
    const now = at('2026-03-02T01:00:00Z');
    expect(nextSendAt(tokyo, { now, lastSentAt: null, sentToday: 50 })).toEqual(
      at('2026-03-03T00:00:00Z'),
    );
    // Saturday 7 March 15:00 EST, capped: Sunday's 09:00 is already EDT.
    const newYork = everyDay('America/New_York', '09:00', '17:00');
    const saturday = { now: at('2026-03-07T20:00:00Z'), lastSentAt: null, sentToday: 50 };
    expect(nextSendAt(newYork, saturday)).toEqual(at('2026-03-08T13:00:00Z'));
  });
});

describe('sendingPreferenceSchema', () => {
  const valid = () => DEFAULT_SENDING_PREFERENCE('Europe/Berlin');

  async function errorsOf(value: unknown): Promise<string[]> {
    try {
      await sendingPreferenceSchema.validate(value, { abortEarly: false });
      return [];
    } catch (error) {
      if (error instanceof ValidationError) return error.errors;
      throw error;
    }
  }

  function withTime(from: unknown, to: unknown) {
    return { ...valid(), work_time: { from_time: from, to_time: to, time_zone: 'Europe/Berlin' } };
  }

  function withZone(time_zone: unknown) {
    return { ...valid(), work_time: { from_time: 540, to_time: 1020, time_zone } };
  }

  function withCapacity(field: string, value: unknown) {
    const pref = valid();
    return { ...pref, work_load_capacity: { ...pref.work_load_capacity, [field]: value } };
  }

  it('accepts the default: Monday to Friday, 09:00 to 17:00, 50 a day, 1 every 10 minutes', async () => {
    expect(valid()).toEqual({
      work_days: [0, 6],
      work_time: { from_time: 540, to_time: 1020, time_zone: 'Europe/Berlin' },
      work_load_capacity: {
        strategy: 'send_as_fast_as_possible',
        max_job_in_single_day: 50,
        minimum_time_between_job_bursts: 10,
        max_job_in_single_burst: 1,
      },
    });
    expect(await errorsOf(valid())).toEqual([]);
    expect(GMAIL_DAILY_LIMITS).toEqual({ free: 500, paid: 2000 });
  });

  it('casts the HH:MM text the form edits to minutes', async () => {
    const cast = await sendingPreferenceSchema.validate(withTime('09:30', '17:45'));
    expect(cast.work_time).toMatchObject({ from_time: 570, to_time: 1065 });
    expect(hhmmToMinutes('00:00')).toBe(0);
    expect(hhmmToMinutes('23:59')).toBe(1439);
    expect(minutesToHhmm(570)).toBe('09:30');
    expect(minutesToHhmm(0)).toBe('00:00');
    expect(() => minutesToHhmm(1440)).toThrow(RangeError);
  });

  const badTimes: unknown[] = ['24:00', '12:60', '9:00', 'noon', '', undefined, -1, 1440, 90.5];

  it.each(badTimes)('refuses start time %p', async (from) => {
    expect(await errorsOf(withTime(from, 1020))).toEqual([M.startTimeFormat]);
  });

  it.each(badTimes)('refuses end time %p', async (to) => {
    expect(await errorsOf(withTime(540, to))).toEqual([M.endTimeFormat]);
  });

  it.each([
    ['09:00', '09:00'],
    ['17:00', '09:00'],
    ['22:00', '06:00'], // overnight windows are not supported
  ])('refuses %s to %s: the end must come after the start', async (from, to) => {
    expect(await errorsOf(withTime(from, to))).toEqual([M.endNotAfterStart]);
  });

  it('requires a valid IANA timezone', async () => {
    expect(M.timeZoneRequired).toBe('Please Select a timezone.');
    expect(await errorsOf(withZone(''))).toEqual([M.timeZoneRequired]);
    expect(await errorsOf(withZone(undefined))).toEqual([M.timeZoneRequired]);
    for (const zone of ['Mars/Olympus', '+05:30', 'EST5EDT-ish']) {
      expect(await errorsOf(withZone(zone))).toEqual([M.timeZoneInvalid]);
    }
    // Both spellings of renamed zones, whichever one this runtime lists.
    const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv'];
    for (const zone of zones) {
      expect(await errorsOf(withZone(zone))).toEqual([]);
    }
  });

  it.each([
    ['max_job_in_single_day', M.maxPerDay, 99999],
    ['minimum_time_between_job_bursts', M.minutesBetweenSends, 9999],
    ['max_job_in_single_burst', M.maxAtATime, 9999],
  ])('takes %s as a whole number from 1 to its limit', async (field, message, max) => {
    for (const bad of [0, -5, max + 1, 1.5, 'many', undefined]) {
      expect(await errorsOf(withCapacity(field, bad))).toEqual([message]);
    }
    for (const good of [1, max]) {
      expect(await errorsOf(withCapacity(field, good))).toEqual([]);
    }
  });

  it('names its limits in the messages', () => {
    expect(M.maxPerDay).toBe('Max emails per day must be a whole number from 1 to 99999.');
    expect(M.minutesBetweenSends).toBe(
      'Minutes between sends must be a whole number from 1 to 9999.',
    );
    expect(M.maxAtATime).toBe('Max emails at a time must be a whole number from 1 to 9999.');
  });

  it('takes one of the two strategies; only send_as_fast_as_possible is selectable', async () => {
    expect(SELECTABLE_SENDING_STRATEGIES).toEqual(['send_as_fast_as_possible']);
    expect(await errorsOf(withCapacity('strategy', 'space_out_over_the_day'))).toEqual([]);
    expect(await errorsOf(withCapacity('strategy', 'whenever'))).toEqual([M.strategyInvalid]);
    expect(await errorsOf(withCapacity('strategy', undefined))).toEqual([M.strategyInvalid]);
  });

  it('takes blocked days as distinct day numbers from 0 to 6', async () => {
    for (const good of [[], [0, 6], [0, 1, 2, 3, 4, 5, 6]]) {
      expect(await errorsOf({ ...valid(), work_days: good })).toEqual([]);
    }
    for (const bad of [[7], [-1], [1.5], ['Monday']]) {
      expect(await errorsOf({ ...valid(), work_days: bad })).toEqual([M.workDaysInvalid]);
    }
    expect(await errorsOf({ ...valid(), work_days: undefined })).toEqual([M.workDaysInvalid]);
    expect(await errorsOf({ ...valid(), work_days: [1, 1] })).toEqual([M.workDaysRepeated]);
  });
});
