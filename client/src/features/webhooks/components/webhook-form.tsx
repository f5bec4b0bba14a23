import { Field, Form, Formik, useField } from 'formik';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  webhookCreateSchema,
  type WebhookEventType,
} from '@outbound/common';
import { TextField } from '../../../components/text-field';

export type WebhookFormValues = { url: string; events: string[]; enabled: boolean };

export const NEW_WEBHOOK: WebhookFormValues = { url: '', events: [], enabled: true };

function EventsField() {
  const [field, meta, helpers] = useField<string[]>('events');
  const toggle = (event: WebhookEventType, on: boolean) => {
    const events = new Set(field.value);
    if (on) events.add(event);
    else events.delete(event);
    void helpers.setValue(WEBHOOK_EVENT_TYPES.filter((type) => events.has(type)));
    void helpers.setTouched(true, false);
  };
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">Events</legend>
      <div className="checkbox-row">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="checkbox">
            <input
              type="checkbox"
              checked={field.value.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {WEBHOOK_EVENT_LABELS[type]}
          </label>
        ))}
      </div>
      {meta.touched && typeof meta.error === 'string' && (
        <p className="field__error" role="alert">
          {meta.error}
        </p>
      )}
    </fieldset>
  );
}

function EnabledField() {
  return (
    <label className="checkbox">
      <Field type="checkbox" name="enabled" />
      Enabled
    </label>
  );
}

/** Adds or edits an endpoint: URL, events, enabled (the server's own schema validates). */
export function WebhookForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues: WebhookFormValues;
  submitLabel: string;
  /** Saves; true when it worked. */
  onSubmit: (values: WebhookFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={webhookCreateSchema}
      onSubmit={async (values) => {
        await onSubmit({ ...values, url: values.url.trim() });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="form">
          <TextField name="url" label="URL" placeholder="https://crm.example.com/hooks/outbound" />
          <EventsField />
          <EnabledField />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {submitLabel}
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
