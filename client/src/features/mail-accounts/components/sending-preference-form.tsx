import { Form, Formik, useField } from 'formik';
import {
  GMAIL_DAILY_LIMITS,
  SELECTABLE_SENDING_STRATEGIES,
  SENDING_LIMITS,
  SENDING_STRATEGIES,
  sendingPreferenceSchema,
  type SendingPreference,
} from '@outbound/common';
import { useMemo } from 'react';
import { TextField } from '../../../components/text-field';
import {
  DAY_NAMES,
  STRATEGY_LABELS,
  type SendingPreferenceFormValues,
} from '../sending-preference-values';
import { timeZoneOptions } from '../time-zone';
import { SelectField } from '../../../components/select-field';

const GMAIL_LIMITS_HINT =
  `Free Gmail accounts send at most ${GMAIL_DAILY_LIMITS.free} emails a day, ` +
  `paid Google Workspace accounts ${GMAIL_DAILY_LIMITS.paid}.`;

function BlockedDaysField() {
  const [field, , helpers] = useField<number[]>('work_days');
  const toggle = (day: number, blocked: boolean) => {
    const days = new Set(field.value);
    if (blocked) days.add(day);
    else days.delete(day);
    void helpers.setValue([...days].sort((a, b) => a - b));
  };
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">Blocked days</legend>
      <p className="form__intro">Nothing is sent on a ticked day.</p>
      <div className="checkbox-row">
        {DAY_NAMES.map((name, day) => (
          <label key={name} className="checkbox">
            <input
              type="checkbox"
              checked={field.value.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function StrategyField() {
  const [field] = useField<string>('work_load_capacity.strategy');
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">Strategy</legend>
      <div className="checkbox-row">
        {SENDING_STRATEGIES.map((strategy) => (
          <label key={strategy} className="checkbox">
            <input
              type="radio"
              name={field.name}
              value={strategy}
              checked={field.value === strategy}
              disabled={!SELECTABLE_SENDING_STRATEGIES.includes(strategy)}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            {STRATEGY_LABELS[strategy]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type SendingPreferenceFormProps = {
  initialValues: SendingPreferenceFormValues;
  /** Gets the preference validated (times cast to minutes) by the shared schema. */
  onSubmit: (preference: SendingPreference) => Promise<void>;
  onCancel: () => void;
};

/** The edit mode of the sending-preferences page (spec 02 §2, §5). */
export function SendingPreferenceForm({
  initialValues,
  onSubmit,
  onCancel,
}: SendingPreferenceFormProps) {
  const zones = useMemo(
    () => timeZoneOptions(initialValues.work_time.time_zone),
    [initialValues.work_time.time_zone],
  );
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={sendingPreferenceSchema}
      onSubmit={async (values) => {
        await onSubmit(await sendingPreferenceSchema.validate(values));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="form">
          <BlockedDaysField />
          <fieldset className="fieldset">
            <legend className="fieldset__legend">Sending hours</legend>
            <div className="form__grid">
              <TextField name="work_time.from_time" label="Start time" type="time" step={60} />
              <TextField name="work_time.to_time" label="End time" type="time" step={60} />
              <SelectField
                name="work_time.time_zone"
                label="Timezone"
                placeholder="Select a timezone"
                options={zones}
              />
            </div>
          </fieldset>
          <StrategyField />
          <fieldset className="fieldset">
            <legend className="fieldset__legend">Sending limits</legend>
            <div className="form__grid">
              <TextField
                name="work_load_capacity.max_job_in_single_day"
                label="Max emails per day"
                type="number"
                min={1}
                max={SENDING_LIMITS.maxEmailsPerDay}
                step={1}
              />
              <TextField
                name="work_load_capacity.minimum_time_between_job_bursts"
                label="Minutes between sends"
                type="number"
                min={1}
                max={SENDING_LIMITS.minutesBetweenSends}
                step={1}
              />
              <TextField
                name="work_load_capacity.max_job_in_single_burst"
                label="Max emails at a time"
                type="number"
                min={1}
                max={SENDING_LIMITS.maxEmailsAtATime}
                step={1}
              />
            </div>
            <p className="form__intro">{GMAIL_LIMITS_HINT}</p>
          </fieldset>
          <fieldset className="fieldset">
            <legend className="fieldset__legend">Pacing and ramp-up</legend>
            <p className="form__intro">
              Leave at 0 to send in bursts as above. With seconds between emails, the mailbox sends
              one email at a time, each after a random gap in that range. A ramp-up starts a new
              mailbox at a few emails a day and adds some for each day it sent, up to the max per
              day.
            </p>
            <div className="form__grid">
              <TextField
                name="work_load_capacity.min_seconds_between_emails"
                label="Min seconds between emails"
                type="number"
                min={0}
                max={SENDING_LIMITS.secondsBetweenEmails}
                step={1}
              />
              <TextField
                name="work_load_capacity.max_seconds_between_emails"
                label="Max seconds between emails"
                type="number"
                min={0}
                max={SENDING_LIMITS.secondsBetweenEmails}
                step={1}
              />
              <TextField
                name="work_load_capacity.max_job_in_single_hour"
                label="Max emails per hour"
                type="number"
                min={0}
                max={SENDING_LIMITS.maxEmailsPerHour}
                step={1}
              />
              <TextField
                name="work_load_capacity.ramp_up_start"
                label="Ramp-up: emails on the first day"
                type="number"
                min={0}
                max={SENDING_LIMITS.rampUp}
                step={1}
              />
              <TextField
                name="work_load_capacity.ramp_up_increment"
                label="Ramp-up: emails added each day"
                type="number"
                min={0}
                max={SENDING_LIMITS.rampUp}
                step={1}
              />
            </div>
          </fieldset>
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Save
            </button>
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
