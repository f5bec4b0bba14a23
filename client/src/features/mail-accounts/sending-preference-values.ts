import { minutesToHhmm, type SendingPreference } from '@outbound/common';
import type {
  SendingPreferenceFieldsFragment,
  SendingPreferenceInput,
} from '../../generated/graphql';

/**
 * The preference form edits the spec's (snake_case) shape that `sendingPreferenceSchema`
 * validates, with times as 'HH:MM' text; GraphQL carries the same data in camelCase.
 */
export type SendingPreferenceFormValues = {
  work_days: number[];
  work_time: { from_time: string; to_time: string; time_zone: string };
  work_load_capacity: {
    strategy: string;
    max_job_in_single_day: number | '';
    minimum_time_between_job_bursts: number | '';
    max_job_in_single_burst: number | '';
    min_seconds_between_emails: number | '';
    max_seconds_between_emails: number | '';
    max_job_in_single_hour: number | '';
    ramp_up_start: number | '';
    ramp_up_increment: number | '';
  };
};

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const STRATEGY_LABELS: Record<string, string> = {
  send_as_fast_as_possible: 'Send as fast as possible',
  space_out_over_the_day: 'Space out over the day',
};

export function toFormValues(
  preference: SendingPreferenceFieldsFragment,
): SendingPreferenceFormValues {
  const { workDays, workTime, workLoadCapacity } = preference;
  return {
    work_days: [...workDays].sort((a, b) => a - b),
    work_time: {
      from_time: minutesToHhmm(workTime.fromTime),
      to_time: minutesToHhmm(workTime.toTime),
      time_zone: workTime.timeZone,
    },
    work_load_capacity: {
      strategy: workLoadCapacity.strategy,
      max_job_in_single_day: workLoadCapacity.maxJobInSingleDay,
      minimum_time_between_job_bursts: workLoadCapacity.minimumTimeBetweenJobBursts,
      max_job_in_single_burst: workLoadCapacity.maxJobInSingleBurst,
      min_seconds_between_emails: workLoadCapacity.minSecondsBetweenEmails,
      max_seconds_between_emails: workLoadCapacity.maxSecondsBetweenEmails,
      max_job_in_single_hour: workLoadCapacity.maxJobInSingleHour,
      ramp_up_start: workLoadCapacity.rampUpStart,
      ramp_up_increment: workLoadCapacity.rampUpIncrement,
    },
  };
}

/** A preference validated (and cast to minutes) by `sendingPreferenceSchema`, for GraphQL. */
export function toPreferenceInput(preference: SendingPreference): SendingPreferenceInput {
  const { work_days, work_time, work_load_capacity } = preference;
  return {
    workDays: work_days as number[],
    workTime: {
      fromTime: work_time.from_time as number,
      toTime: work_time.to_time as number,
      timeZone: work_time.time_zone,
    },
    workLoadCapacity: {
      strategy: work_load_capacity.strategy,
      maxJobInSingleDay: work_load_capacity.max_job_in_single_day,
      minimumTimeBetweenJobBursts: work_load_capacity.minimum_time_between_job_bursts,
      maxJobInSingleBurst: work_load_capacity.max_job_in_single_burst,
      minSecondsBetweenEmails: work_load_capacity.min_seconds_between_emails ?? 0,
      maxSecondsBetweenEmails: work_load_capacity.max_seconds_between_emails ?? 0,
      maxJobInSingleHour: work_load_capacity.max_job_in_single_hour ?? 0,
      rampUpStart: work_load_capacity.ramp_up_start ?? 0,
      rampUpIncrement: work_load_capacity.ramp_up_increment ?? 0,
    },
  };
}

/**
 * The sending days left by the blocked ones, short: 'Mon–Fri' for a run of three or more days,
 * otherwise a list ('Mon, Wed').
 */
export function describeSendingDays(blockedDays: ReadonlyArray<number>): string {
  const days = [0, 1, 2, 3, 4, 5, 6].filter((day) => !blockedDays.includes(day));
  const short = (day: number) => DAY_NAMES[day].slice(0, 3);
  if (days.length === 0) return 'No days';
  if (days.length === 7) return 'Every day';
  const contiguous = days.every((day, index) => index === 0 || day === days[index - 1] + 1);
  if (contiguous && days.length >= 3) return `${short(days[0])}–${short(days[days.length - 1])}`;
  return days.map(short).join(', ');
}
