/**
 * Sending like a person (issue 26 §2): the pacing fields of a sending preference, as arithmetic
 * the engine and the calendar share (`sending-window.ts` calls it). Pure: no I/O, no clock.
 *
 * - Random gaps: with `min_seconds_between_emails` / `max_seconds_between_emails` set, the mailbox
 *   sends one email at a time, the gap after each drawn in that range. A draw depends only on the
 *   mailbox, the local date of the send it follows and how many the mailbox had sent that day, so
 *   the forecast draws what the dispatcher will, and a restart draws the same again.
 * - Hourly cap: `max_job_in_single_hour` handed over in any rolling hour.
 * - Ramp-up: with `ramp_up_start` set, the day's cap is `ramp_up_start` plus `ramp_up_increment`
 *   for each earlier local day on which the mailbox sent, up to `max_job_in_single_day`.
 * All of them 0 (or absent, in a preference stored before they existed): the spec's bursts.
 */
import type { SendingPreference } from '@outbound/common';

const SECOND_MS = 1000;
export const HOUR_MS = 60 * 60 * SECOND_MS;

/** What the pacing rules need to know of a mailbox besides its preference. */
export interface MailboxPace {
  /** The mailbox's id: seeds its gaps. */
  seed: string;
  /** Earlier local days (before the one containing `now`) on which it handed a send over. */
  daysSent: number;
  /** The instants (ms) of its sends handed over in the hour before `now`, oldest first. */
  lastHour: number[];
}

/** A pace that changes nothing: no ramp-up days, no sends in the last hour. */
export const NO_PACE: MailboxPace = { seed: '', daysSent: 0, lastHour: [] };

/** Whether the mailbox sends one email at a time with random gaps. */
export function isPaced(pref: SendingPreference): boolean {
  return (pref.work_load_capacity.max_seconds_between_emails ?? 0) > 0;
}

/** The cap of emails per rolling hour; 0: none. */
export function hourlyCap(pref: SendingPreference): number {
  return pref.work_load_capacity.max_job_in_single_hour ?? 0;
}

/** Whether the day's cap ramps up. */
export function isRamping(pref: SendingPreference): boolean {
  return (pref.work_load_capacity.ramp_up_start ?? 0) > 0;
}

/**
 * The day's cap after `daysSent` earlier local days with sends: the ramp-up's, within
 * `max_job_in_single_day`; that cap itself without a ramp-up.
 */
export function dailyCapToday(pref: SendingPreference, daysSent: number): number {
  const { max_job_in_single_day: max, ramp_up_start: start = 0 } = pref.work_load_capacity;
  if (!start || start <= 0) return max;
  const increment = pref.work_load_capacity.ramp_up_increment ?? 0;
  return Math.min(max, start + increment * Math.max(0, daysSent));
}

/**
 * How many earlier days with sends make the ramp-up reach `max_job_in_single_day` (0 without a
 * ramp-up or once the start is the cap; Infinity when it never rises to it).
 */
export function rampUpDays(pref: SendingPreference): number {
  const { max_job_in_single_day: max, ramp_up_start: start = 0 } = pref.work_load_capacity;
  if (!start || start >= max) return 0;
  const increment = pref.work_load_capacity.ramp_up_increment ?? 0;
  return increment > 0 ? Math.ceil((max - start) / increment) : Infinity;
}

/** 32-bit FNV-1a of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One draw of mulberry32 from a 32-bit seed, in [0, 1). */
function unitDraw(seed: number): number {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * The gap (ms) after the mailbox's send number `index` (0-based) of the local date `date`
 * (`YYYY-MM-DD`), drawn in [min, max] whole seconds; the same answer for the same arguments.
 */
export function pacedGapMs(
  pref: SendingPreference,
  seed: string,
  date: string,
  index: number,
): number {
  const min = pref.work_load_capacity.min_seconds_between_emails ?? 0;
  const max = Math.max(min, pref.work_load_capacity.max_seconds_between_emails ?? 0);
  const draw = unitDraw(fnv1a(`${seed}|${date}|${index}`));
  return (min + Math.floor(draw * (max - min + 1))) * SECOND_MS;
}

/**
 * The earliest instant at or after `at` when the rolling hour has room for one more send, given
 * the sends of the hour before (oldest first).
 */
export function hourlyRoomAt(pref: SendingPreference, lastHour: number[], at: number): number {
  const cap = hourlyCap(pref);
  if (cap <= 0) return at;
  const inHour = lastHour.filter((instant) => instant > at - HOUR_MS);
  if (inHour.length < cap) return at;
  // The send that must leave the hour for one more to fit.
  return Math.max(at, inHour[inHour.length - cap] + HOUR_MS);
}

/** How many sends the rolling hour ending at `at` still has room for (Infinity: no cap). */
export function hourlyRoom(pref: SendingPreference, lastHour: number[], at: number): number {
  const cap = hourlyCap(pref);
  if (cap <= 0) return Infinity;
  return Math.max(0, cap - lastHour.filter((instant) => instant > at - HOUR_MS).length);
}
