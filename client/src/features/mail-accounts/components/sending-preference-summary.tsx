import { DEFAULT_SENDING_PREFERENCE, minutesToHhmm } from '@outbound/common';
import type { SendingPreferenceFieldsFragment } from '../../../generated/graphql';
import { DAY_NAMES, STRATEGY_LABELS, describeSendingDays } from '../sending-preference-values';

const DEFAULTS = DEFAULT_SENDING_PREFERENCE('UTC');

/** What a new account starts with, built from the shared default. */
const NEW_ACCOUNT_DEFAULTS_TEXT = (() => {
  const { work_days, work_time, work_load_capacity: load } = DEFAULTS;
  const window = `${minutesToHhmm(work_time.from_time as number)}–${minutesToHhmm(
    work_time.to_time as number,
  )}`;
  return (
    `New accounts start with ${describeSendingDays(work_days as number[])} ${window}, ` +
    `${load.max_job_in_single_day}/day, ${load.minimum_time_between_job_bursts} minutes between ` +
    `sends, ${load.max_job_in_single_burst} at a time.`
  );
})();

/** The read-only view of a sending preference. */
export function SendingPreferenceSummary({
  preference,
  rampUp,
}: {
  preference: SendingPreferenceFieldsFragment;
  /** Where the mailbox's ramp-up stands today, when it has one. */
  rampUp?: { day: number; perDay: number } | null;
}) {
  const { workDays, workTime, workLoadCapacity: load } = preference;
  const blocked = [...workDays].sort((a, b) => a - b);
  return (
    <>
      <dl className="review">
        <dt>Sending days</dt>
        <dd>{describeSendingDays(blocked)}</dd>
        <dt>Blocked days</dt>
        <dd>{blocked.length > 0 ? blocked.map((day) => DAY_NAMES[day]).join(', ') : 'None'}</dd>
        <dt>Sending hours</dt>
        <dd>
          {minutesToHhmm(workTime.fromTime)}–{minutesToHhmm(workTime.toTime)} ({workTime.timeZone})
        </dd>
        <dt>Strategy</dt>
        <dd>{STRATEGY_LABELS[load.strategy] ?? load.strategy}</dd>
        <dt>Max emails per day</dt>
        <dd>{load.maxJobInSingleDay}</dd>
        <dt>Minutes between sends</dt>
        <dd>{load.minimumTimeBetweenJobBursts}</dd>
        <dt>Max emails at a time</dt>
        <dd>{load.maxJobInSingleBurst}</dd>
        {load.maxSecondsBetweenEmails > 0 && (
          <>
            <dt>Pacing</dt>
            <dd>
              One at a time, {load.minSecondsBetweenEmails}–{load.maxSecondsBetweenEmails} seconds
              apart
            </dd>
          </>
        )}
        {load.maxJobInSingleHour > 0 && (
          <>
            <dt>Max emails per hour</dt>
            <dd>{load.maxJobInSingleHour}</dd>
          </>
        )}
        {load.rampUpStart > 0 && (
          <>
            <dt>Ramp-up</dt>
            <dd>
              {rampUp
                ? `Ramp-up: day ${rampUp.day}, ${rampUp.perDay}/day`
                : `From ${load.rampUpStart}/day`}{' '}
              (+{load.rampUpIncrement} each day it sends, up to {load.maxJobInSingleDay})
            </dd>
          </>
        )}
      </dl>
      <p className="form__intro preference-note">{NEW_ACCOUNT_DEFAULTS_TEXT}</p>
    </>
  );
}
