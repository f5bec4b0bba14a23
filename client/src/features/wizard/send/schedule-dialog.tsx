import { CAMPAIGN_MESSAGES, scheduleSchema } from '@outbound/common';
import { Form, Formik, type FormikProps } from 'formik';
import { useMemo } from 'react';
import { object, string } from 'yup';
import { Dialog, DialogActions } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { showError } from '../../../components/toast';
import type { CampaignScheduleInput } from '../../../generated/graphql';
import { timeZoneOptions } from '../../mail-accounts/time-zone';
import { WIZARD_TEXTS } from '../wizard-texts';
import { localToday, scheduleTimes, zonedTimeToInstant, zoneOffsetMinutes } from './zoned-time';

type ScheduleValues = { date: string; time: string; start_time_zone: string };

/** The start day and time are both required, and the zone must be a real one (spec 01 §5). */
const scheduleFormSchema = object({
  date: string().trim().required(CAMPAIGN_MESSAGES.fieldRequired),
  time: string().trim().required(CAMPAIGN_MESSAGES.fieldRequired),
  start_time_zone: scheduleSchema.fields.start_time_zone,
});

/** The schedule call's input: the wall time in the chosen zone as an instant, and the zone. */
export function scheduleInput({ date, time, start_time_zone: zone }: ScheduleValues) {
  const instant = zonedTimeToInstant(date, time, zone);
  return {
    startTime: instant.toISOString(),
    startTimeZone: zone,
    timeOffset: zoneOffsetMinutes(zone, instant),
  } satisfies CampaignScheduleInput;
}

type ScheduleDialogProps = {
  /** Schedules the campaign; true once it is scheduled. */
  onSchedule: (schedule: CampaignScheduleInput) => Promise<boolean>;
  onClose: () => void;
  /** The dialog's title: Schedule Later in the wizard, Reschedule on the detail pages. */
  title?: string;
};

/**
 * Schedule Later and Reschedule (spec 01 §5, §9): a start day from today, a 24-hour start time in 15-minute
 * steps and a time zone from the full IANA list; each is required ('Field is required' under the
 * field, and the toast 'Please validate the required field(s).').
 */
export function ScheduleDialog({
  onSchedule,
  onClose,
  title = WIZARD_TEXTS.scheduleTitle,
}: ScheduleDialogProps) {
  const zones = useMemo(() => timeZoneOptions(''), []);
  const times = useMemo(() => scheduleTimes().map((time) => ({ value: time, label: time })), []);

  const submit = async (formik: FormikProps<ScheduleValues>) => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) showError(CAMPAIGN_MESSAGES.validateRequired);
    await formik.submitForm();
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <Formik<ScheduleValues>
        initialValues={{ date: '', time: '', start_time_zone: '' }}
        validationSchema={scheduleFormSchema}
        onSubmit={async (values) => {
          if (await onSchedule(scheduleInput(values))) onClose();
        }}
      >
        {(formik) => (
          <Form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(formik);
            }}
          >
            <div className="form__grid">
              <TextField name="date" label="Start date" type="date" min={localToday()} />
              <SelectField
                name="time"
                label="Start time"
                options={times}
                placeholder={WIZARD_TEXTS.timePlaceholder}
              />
            </div>
            <SelectField
              name="start_time_zone"
              label="Time zone"
              options={zones}
              placeholder={WIZARD_TEXTS.zonePlaceholder}
            />
            <DialogActions confirm="Schedule" disabled={formik.isSubmitting} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
