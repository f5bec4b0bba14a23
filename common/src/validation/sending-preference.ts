import * as yup from 'yup';
import { MESSAGES } from '../messages';

/** When and how fast a mailbox sends (spec 02 §3, §5, §9). */

export const SENDING_STRATEGIES = ['send_as_fast_as_possible', 'space_out_over_the_day'] as const;
export type SendingStrategy = (typeof SENDING_STRATEGIES)[number];
/** The strategies a user can pick; the others are shown disabled (spec 02 §9). */
export const SELECTABLE_SENDING_STRATEGIES: readonly SendingStrategy[] = [
  'send_as_fast_as_possible',
];

/** Daily sending limits Google applies to Gmail accounts, shown as a hint (spec 02 §2, §9). */
export const GMAIL_DAILY_LIMITS = { free: 500, paid: 2000 } as const;

/** Upper bounds of the sending-preference numbers (spec 02 §5); every lower bound is 1. */
export const SENDING_LIMITS = {
  maxEmailsPerDay: 99999,
  minutesBetweenSends: 9999,
  maxEmailsAtATime: 9999,
  /** Pacing: seconds between two emails (a day). */
  secondsBetweenEmails: 86400,
  maxEmailsPerHour: 9999,
  rampUp: 99999,
} as const;

const MINUTES_PER_DAY = 24 * 60;
const HHMM_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

function isMinuteOfDay(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < MINUTES_PER_DAY;
}

/** '09:30' → 570. Anything but a 24-hour HH:MM time (00:00 to 23:59) → null. */
export function hhmmToMinutes(text: string): number | null {
  const match = HHMM_PATTERN.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 570 → '09:30'. Throws on anything but a whole minute of the day (0 to 1439). */
export function minutesToHhmm(minutes: number): string {
  if (!isMinuteOfDay(minutes)) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

let knownTimeZones: ReadonlySet<string> | undefined;

/**
 * An IANA zone name this runtime knows: one of its `Intl` list, 'UTC', or an alias of a listed
 * zone. Runtimes list different spellings of some zones (Node 20 has Asia/Calcutta, current
 * browsers Asia/Kolkata), so a zone one of them offers must not be refused by the other.
 */
export function isValidTimeZone(zone: string): boolean {
  knownTimeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (knownTimeZones.has(zone)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions();
    return knownTimeZones.has(resolved.timeZone);
  } catch {
    return false;
  }
}

const M = MESSAGES.sendingPreference;

/**
 * A time of day in minutes from midnight. Also accepts the 'HH:MM' text the form edits and casts
 * it to minutes, so the form and the server validate with this one schema.
 */
function timeOfDay(message: string) {
  return yup
    .number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' ? (hhmmToMinutes(original) ?? Number.NaN) : value,
    )
    .typeError(message)
    .required(message)
    .integer(message)
    .min(0, message)
    .max(MINUTES_PER_DAY - 1, message);
}

function wholeNumber(max: number, message: string) {
  return yup
    .number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(1, message)
    .max(max, message);
}

/** A pacing field: absent or 0 means off (the spec's bursts), else a whole number up to `max`. */
function optionalCount(max: number, message: string) {
  return yup
    .number()
    .typeError(message)
    .optional()
    .integer(message)
    .min(0, message)
    .max(max, message);
}

const blockedDay = yup
  .number()
  .typeError(M.workDaysInvalid)
  .required(M.workDaysInvalid)
  .integer(M.workDaysInvalid)
  .min(0, M.workDaysInvalid)
  .max(6, M.workDaysInvalid);

export const sendingPreferenceSchema = yup.object({
  /** Blocked weekdays, 0 = Sunday … 6 = Saturday. */
  work_days: yup
    .array(blockedDay)
    .required(M.workDaysInvalid)
    .test('unique', M.workDaysRepeated, (days) => !days || new Set(days).size === days.length),
  work_time: yup.object({
    from_time: timeOfDay(M.startTimeFormat),
    to_time: timeOfDay(M.endTimeFormat).test('after-start', M.endNotAfterStart, function (to) {
      // An invalid start or end time already has its own message.
      const from: unknown = this.parent.from_time;
      return !isMinuteOfDay(to) || !isMinuteOfDay(from) || to > from;
    }),
    time_zone: yup
      .string()
      .trim()
      .required(M.timeZoneRequired)
      .test('iana', M.timeZoneInvalid, (zone) => !zone || isValidTimeZone(zone)),
  }),
  work_load_capacity: yup.object({
    strategy: yup
      .string<SendingStrategy>()
      .required(M.strategyInvalid)
      .oneOf(SENDING_STRATEGIES, M.strategyInvalid),
    max_job_in_single_day: wholeNumber(SENDING_LIMITS.maxEmailsPerDay, M.maxPerDay),
    minimum_time_between_job_bursts: wholeNumber(
      SENDING_LIMITS.minutesBetweenSends,
      M.minutesBetweenSends,
    ),
    max_job_in_single_burst: wholeNumber(SENDING_LIMITS.maxEmailsAtATime, M.maxAtATime),
    min_seconds_between_emails: optionalCount(
      SENDING_LIMITS.secondsBetweenEmails,
      M.secondsBetweenEmails,
    ),
    max_seconds_between_emails: optionalCount(
      SENDING_LIMITS.secondsBetweenEmails,
      M.secondsBetweenEmails,
    )
      .test('both', M.secondsBetweenEmailsBoth, function (max) {
        // Both set or both off (absent is off); an invalid number has its own message.
        const min: unknown = this.parent.min_seconds_between_emails ?? 0;
        if (typeof min !== 'number' || (max != null && typeof max !== 'number')) return true;
        return min > 0 === (max ?? 0) > 0;
      })
      .test('order', M.secondsBetweenEmailsOrder, function (max) {
        const min: unknown = this.parent.min_seconds_between_emails;
        return typeof min !== 'number' || typeof max !== 'number' || max === 0 || max >= min;
      }),
    max_job_in_single_hour: optionalCount(SENDING_LIMITS.maxEmailsPerHour, M.maxPerHour),
    ramp_up_start: optionalCount(SENDING_LIMITS.rampUp, M.rampUpStart),
    ramp_up_increment: optionalCount(SENDING_LIMITS.rampUp, M.rampUpIncrement),
  }),
});
export type SendingPreference = yup.InferType<typeof sendingPreferenceSchema>;

/** A new mailbox's preference: Monday to Friday, 09:00 to 17:00, 50 a day, one every 10 minutes. */
export function DEFAULT_SENDING_PREFERENCE(timeZone: string): SendingPreference {
  return {
    work_days: [0, 6],
    work_time: { from_time: 9 * 60, to_time: 17 * 60, time_zone: timeZone },
    work_load_capacity: {
      strategy: 'send_as_fast_as_possible',
      max_job_in_single_day: 50,
      minimum_time_between_job_bursts: 10,
      max_job_in_single_burst: 1,
    },
  };
}
