/**
 * When a mailbox may send: the arithmetic the sending engine and the sending calendar share.
 * Pure: each function is given the instant it reasons about and does no I/O.
 *
 * Terms (see docs/CONTEXT.md):
 * - Local day: a calendar date in the preference's time zone, from its midnight to the next one.
 *   It lasts 23 or 25 hours on a daylight-saving change. "Sent today" counts sends inside it.
 * - Window: on a local day whose weekday is not blocked (`work_days`), the instants from
 *   `from_time` (inclusive) to `to_time` (exclusive). Both are wall-clock times: a time the clock
 *   skips (spring forward) means the first instant after the gap; a time the clock shows twice
 *   (fall back) means its first occurrence. A window therefore never leaves its local day.
 * - Burst: the emails a mailbox sends in one dispatch run: at most `max_job_in_single_burst`,
 *   starting at least `minimum_time_between_job_bursts` minutes after the previous send.
 *   Both strategies are spaced this way; `space_out_over_the_day` cannot be selected yet.
 */
import type { SendingPreference } from '@outbound/common';
import { IANAZone } from 'luxon';
import {
  NO_PACE,
  dailyCapToday,
  hourlyRoom,
  hourlyRoomAt,
  isPaced,
  pacedGapMs,
  type MailboxPace,
} from './pacing';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A week, plus a week more for a window lost to a spring-forward gap. */
const DAYS_TO_SEARCH = 14;

interface LocalDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

interface Interval {
  start: number;
  end: number;
}

function zoneOf(pref: SendingPreference): IANAZone {
  const zone = IANAZone.create(pref.work_time.time_zone);
  if (!zone.isValid) throw new RangeError(`Unknown time zone: ${pref.work_time.time_zone}`);
  return zone;
}

/**
 * The zone's offset at an instant, in minutes. Asking luxon costs an `Intl` formatting each time
 * (a forecast asks thousands of times), so the offset of a whole UTC day is remembered when the
 * zone has the same offset at its start and at its end: no zone changes its offset twice within a
 * day (the rule `resolveWallClock` relies on too). A day with a change is asked each time.
 */
function offsetAt(zone: IANAZone, at: number): number {
  const day = Math.floor(at / DAY_MS);
  const key = `${zone.name}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    if (dayOffsets.size >= MAX_REMEMBERED_INSTANTS) dayOffsets.clear();
    const start = zone.offset(day * DAY_MS);
    offset = start === zone.offset((day + 1) * DAY_MS - 1) ? start : null;
    dayOffsets.set(key, offset);
  }
  return offset ?? zone.offset(at);
}

/** Offsets of whole UTC days, by zone and day; null for a day in which the offset changes. */
const dayOffsets = new Map<string, number | null>();

/** The local date of an instant: the instant shifted by the zone's offset at that instant. */
function localDateAt(zone: IANAZone, at: number): LocalDate {
  const local = new Date(at + offsetAt(zone, at) * MINUTE_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** 0 = Sunday … 6 = Saturday, as in `work_days`. */
function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * The instant a wall-clock time names on a local date: its first occurrence when the clock shows
 * it twice, the first instant after the gap when the clock skips it. Resolved here rather than by
 * luxon's `DateTime.fromObject`, whose pick between two occurrences depends on the zone's offset
 * at the moment the code runs.
 */
function wallClockToInstant(zone: IANAZone, date: LocalDate, minuteOfDay: number): number {
  const key = `${zone.name}|${date.year}-${date.month}-${date.day}|${minuteOfDay}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
    instant = resolveWallClock(zone, date, minuteOfDay);
    instants.set(key, instant);
  }
  return instant;
}

/**
 * Wall-clock times already resolved, by zone, date and minute: a forecast replays hundreds of
 * bursts over the same few dates, and each resolution asks the zone for several offsets. Pure
 * (the zone rules do not change while the process runs), bounded by clearing when full.
 */
const instants = new Map<string, number>();
const MAX_REMEMBERED_INSTANTS = 20_000;

function resolveWallClock(zone: IANAZone, date: LocalDate, minuteOfDay: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  // Offsets a day either side: at most one change lies between them.
  const offsets = [zone.offset(wall - DAY_MS), zone.offset(wall + DAY_MS)];
  const occurrences = offsets
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((at) => at + zone.offset(at) * MINUTE_MS === wall);
  if (occurrences.length > 0) return Math.min(...occurrences);

  // A gap: the clock jumps from before it to after it at one instant; find that instant.
  let before = wall - offsets[1] * MINUTE_MS;
  let after = wall - offsets[0] * MINUTE_MS;
  const offsetBefore = zone.offset(before);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (zone.offset(middle) === offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}

function dayBounds(zone: IANAZone, date: LocalDate): Interval {
  return {
    start: wallClockToInstant(zone, date, 0),
    end: wallClockToInstant(zone, addDays(date, 1), 0),
  };
}

/** The window of a local date, or null when the day is blocked or its window is empty. */
function windowOn(pref: SendingPreference, zone: IANAZone, date: LocalDate): Interval | null {
  if (pref.work_days.includes(weekdayOf(date))) return null;
  const start = wallClockToInstant(zone, date, pref.work_time.from_time);
  const end = wallClockToInstant(zone, date, pref.work_time.to_time);
  return start < end ? { start, end } : null;
}

/** The window containing `at`, else the next one to open; null when no day has a window. */
function currentOrNextWindow(pref: SendingPreference, at: number): Interval | null {
  const zone = zoneOf(pref);
  const today = localDateAt(zone, at);
  for (let days = 0; days <= DAYS_TO_SEARCH; days++) {
    const window = windowOn(pref, zone, addDays(today, days));
    if (window && at < window.end) return window;
  }
  return null;
}

/** Whether `now` is inside a window: an allowed weekday, from `from_time` until `to_time`. */
export function isInsideWindow(pref: SendingPreference, now: Date): boolean {
  const window = currentOrNextWindow(pref, now.getTime());
  return window !== null && window.start <= now.getTime();
}

/** `now` when inside a window, else the start of the next one; null if every day is blocked. */
export function nextWindowStart(pref: SendingPreference, now: Date): Date | null {
  const window = currentOrNextWindow(pref, now.getTime());
  return window && new Date(Math.max(window.start, now.getTime()));
}

/** The end of the window containing `now`; null when `now` is outside every window. */
export function windowEnd(pref: SendingPreference, now: Date): Date | null {
  const window = currentOrNextWindow(pref, now.getTime());
  return window && window.start <= now.getTime() ? new Date(window.end) : null;
}

/** The local day containing `now`: `start` inclusive, `end` (the next local midnight) exclusive. */
export function localDayBounds(pref: SendingPreference, now: Date): { start: Date; end: Date } {
  const zone = zoneOf(pref);
  const { start, end } = dayBounds(zone, localDateAt(zone, now.getTime()));
  return { start: new Date(start), end: new Date(end) };
}

/**
 * How many more emails the mailbox may send on the current local day: its cap (ramped up, with a
 * pace: `pacing.ts`) minus what it sent.
 */
export function sendsLeftToday(
  pref: SendingPreference,
  sentToday: number,
  pace: MailboxPace = NO_PACE,
): number {
  return Math.max(0, dailyCapToday(pref, pace.daysSent) - sentToday);
}

/**
 * How many emails the next burst at `at` may send: the burst size (one when paced), within what
 * is left today and in the rolling hour.
 */
export function burstSize(
  pref: SendingPreference,
  sentToday: number,
  pace: MailboxPace = NO_PACE,
  at?: Date,
): number {
  const size = isPaced(pref) ? 1 : pref.work_load_capacity.max_job_in_single_burst;
  const hour = at ? hourlyRoom(pref, pace.lastHour, at.getTime()) : Infinity;
  return Math.min(size, sendsLeftToday(pref, sentToday, pace), hour);
}

/**
 * The earliest instant at or after `now` that is inside a window, at least the minimum time
 * between bursts after `lastSentAt`, and on a local day whose cap is not reached. `sentToday`
 * counts the sends of the local day containing `now`; once it reaches the cap, the answer is in
 * a window of a later local day. Null when no day has a window.
 */
export function nextSendAt(
  pref: SendingPreference,
  options: { now: Date; lastSentAt?: Date | null; sentToday: number; pace?: MailboxPace },
): Date | null {
  const { now, lastSentAt, sentToday, pace = NO_PACE } = options;
  let earliest = now.getTime();
  if (lastSentAt) earliest = Math.max(earliest, lastSentAt.getTime() + gapAfter(pref, options));
  if (sendsLeftToday(pref, sentToday, pace) === 0) {
    earliest = Math.max(earliest, localDayBounds(pref, now).end.getTime());
  }
  const start = nextWindowStart(pref, new Date(earliest));
  if (!start) return null;
  const room = hourlyRoomAt(pref, pace.lastHour, start.getTime());
  return room === start.getTime() ? start : nextWindowStart(pref, new Date(room));
}

/**
 * The gap after the last send: the minutes between bursts, or, when paced, the random gap drawn
 * for that send (the mailbox's send number `sentToday` of its local date when it is today's, else
 * its first: `pacing.ts`).
 */
export function gapAfter(
  pref: SendingPreference,
  options: { now: Date; lastSentAt?: Date | null; sentToday: number; pace?: MailboxPace },
): number {
  if (!isPaced(pref) || !options.lastSentAt) {
    return pref.work_load_capacity.minimum_time_between_job_bursts * MINUTE_MS;
  }
  const date = localDateOf(pref, options.lastSentAt);
  const today = date === localDateOf(pref, options.now);
  const index = today ? Math.max(0, options.sentToday - 1) : 0;
  return pacedGapMs(pref, options.pace?.seed ?? '', date, index);
}

/** A local calendar date written `YYYY-MM-DD`. */
export type IsoDate = string;

function isoDate(date: LocalDate): IsoDate {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The local date (in the preference's zone) of an instant. */
export function localDateOf(pref: SendingPreference, at: Date): IsoDate {
  return isoDate(localDateAt(zoneOf(pref), at.getTime()));
}

/**
 * The local week, Sunday to Saturday, containing the local date `date`: its seven dates and the
 * instants it starts (the Sunday's midnight) and ends (the next Sunday's midnight).
 */
export function localWeek(
  pref: SendingPreference,
  date: IsoDate,
): { dates: IsoDate[]; start: Date; end: Date } {
  const zone = zoneOf(pref);
  const [year, month, day] = date.split('-').map(Number);
  const given = { year, month, day };
  const sunday = addDays(given, -weekdayOf(given));
  return {
    dates: Array.from({ length: 7 }, (_, days) => isoDate(addDays(sunday, days))),
    start: new Date(dayBounds(zone, sunday).start),
    end: new Date(dayBounds(zone, addDays(sunday, 7)).start),
  };
}

/**
 * When a follow-up sent `delayDays` after a send made at `sentAt` is due: the same wall-clock time
 * `delayDays` local dates later (a day across a daylight-saving change lasts 23 or 25 hours; a
 * time the clock skips that day means the first instant after the gap).
 */
export function followUpDueAt(pref: SendingPreference, sentAt: Date, delayDays: number): Date {
  const zone = zoneOf(pref);
  const at = sentAt.getTime();
  // The wall clock at `sentAt`, read in UTC fields of the instant shifted by the offset.
  const local = new Date(at + offsetAt(zone, at) * MINUTE_MS);
  const date = addDays(
    { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
    delayDays,
  );
  const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
  const withinMinute = local.getUTCSeconds() * 1000 + local.getUTCMilliseconds();
  return new Date(wallClockToInstant(zone, date, minuteOfDay) + withinMinute);
}
