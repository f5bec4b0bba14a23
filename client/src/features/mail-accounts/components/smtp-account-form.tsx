import { Form, Formik, useFormikContext } from 'formik';
import {
  IMAP_PORTS,
  SMTP_PORTS,
  sameMailServer,
  smtpAccountSchema,
  type SavedMailServer,
} from '@outbound/common';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import { TextField } from '../../../components/text-field';
import type { SmtpAccountInput } from '../../../generated/graphql';
import { browserTimeZone, timeZoneOptions } from '../time-zone';
import { SelectField } from '../../../components/select-field';

export type ServerValues = { server: string; port: number; username: string; password: string };

export type SmtpAccountValues = {
  name: string;
  email: string;
  smtp: ServerValues;
  imap: ServerValues;
  /** The zone of a new account's default sending window; not edited afterwards. */
  time_zone: string;
  /** The receiving server whose own Authentication-Results prove senders; blank: none. */
  trusted_auth_host: string;
};

export const NEW_SMTP_ACCOUNT: SmtpAccountValues = {
  name: '',
  email: '',
  smtp: { server: '', port: 587, username: '', password: '' },
  imap: { server: '', port: 993, username: '', password: '' },
  time_zone: 'UTC',
  trusted_auth_host: '',
};

/** A blank account whose sending window starts in the browser's time zone. */
export function newSmtpAccount(): SmtpAccountValues {
  return { ...NEW_SMTP_ACCOUNT, time_zone: browserTimeZone() };
}

const TIME_ZONE_HINT =
  'New accounts send Monday to Friday, 09:00–17:00 in this time zone. ' +
  'You can change the sending window later in the sending preferences.';

const TRUSTED_HOST_HINT =
  'Optional. The name your mail server writes in its own Authentication-Results and Received ' +
  'headers (e.g. mx.example.com). A reply matched only by its sender address counts when that ' +
  'server says its sender passed SPF, DKIM or DMARC; Gmail and Outlook servers are known already.';

const KEEP_PASSWORD = 'Leave blank to keep the current password';

/** The server an edit starts from; a blank one (none stored) keeps no password. */
export function savedServer(values: ServerValues): SavedMailServer | null {
  return values.server ? values : null;
}

type SmtpAccountFormProps = {
  initialValues: SmtpAccountValues;
  /** Editing an existing account: the email is fixed and blank passwords keep the stored ones. */
  editing: boolean;
  submitLabel: string;
  /** Resolves once the server has answered; errors are reported by the caller. */
  onSubmit: (input: SmtpAccountInput) => Promise<void>;
};

/**
 * The server, port, username and password of one connection (`smtp.*` or `imap.*` values). On
 * edit a blank password keeps the stored one only while the server, port and username are the
 * ones the form started with; otherwise the password is asked for again.
 */
export function ServerFields({
  kind,
  ports,
  editing,
}: {
  kind: 'smtp' | 'imap';
  ports: ReadonlyArray<number>;
  editing: boolean;
}) {
  const title = kind === 'smtp' ? 'SMTP' : 'IMAP';
  const { values, initialValues } = useFormikContext<Record<typeof kind, ServerValues>>();
  const keepsPassword = editing && sameMailServer(values[kind], savedServer(initialValues[kind]));
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">
        {kind === 'smtp' ? 'SMTP (sending)' : 'IMAP (receiving)'}
      </legend>
      <div className="form__grid">
        <TextField
          name={`${kind}.server`}
          label={`${title} Server`}
          placeholder={kind === 'smtp' ? 'smtp.example.com' : 'imap.example.com'}
          autoComplete="off"
        />
        {/* The spec's ports are offered; another port can be typed (some providers use one). */}
        <TextField
          name={`${kind}.port`}
          label={`${title} Port`}
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          list={`${kind}-ports`}
        />
        <datalist id={`${kind}-ports`}>
          {ports.map((port) => (
            <option key={port} value={port} />
          ))}
        </datalist>
        <TextField name={`${kind}.username`} label={`${title} Username`} autoComplete="off" />
        <TextField
          name={`${kind}.password`}
          label={`${title} Password`}
          type="password"
          autoComplete="new-password"
          placeholder={keepsPassword ? KEEP_PASSWORD : undefined}
        />
      </div>
    </fieldset>
  );
}

/** The add and edit form of an SMTP/IMAP mail account (spec 02 §2, §5). */
export function SmtpAccountForm({
  initialValues,
  editing,
  submitLabel,
  onSubmit,
}: SmtpAccountFormProps) {
  const schema = useMemo(
    () =>
      smtpAccountSchema({
        passwordRequired: !editing,
        saved: { smtp: savedServer(initialValues.smtp), imap: savedServer(initialValues.imap) },
      }),
    [editing, initialValues],
  );
  const zones = useMemo(() => timeZoneOptions(initialValues.time_zone), [initialValues.time_zone]);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        const valid = schema.cast(values);
        await onSubmit({
          name: valid.name,
          email: valid.email,
          smtp: { ...valid.smtp, password: valid.smtp.password ?? '' },
          imap: { ...valid.imap, password: valid.imap.password ?? '' },
          trustedAuthHost: valid.trusted_auth_host ?? '',
          // The zone only shapes the default sending window of a new account.
          ...(editing ? {} : { timeZone: valid.time_zone }),
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="form" aria-busy={isSubmitting}>
          <div className="form__grid">
            <TextField name="name" label="Name" autoComplete="name" />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              readOnly={editing}
            />
          </div>
          <ServerFields kind="smtp" ports={SMTP_PORTS} editing={editing} />
          <ServerFields kind="imap" ports={IMAP_PORTS} editing={editing} />
          <div className="form__grid">
            <TextField
              name="trusted_auth_host"
              label="Trusted Authentication-Results host"
              placeholder="mx.example.com"
              autoComplete="off"
            />
          </div>
          <p className="form__intro">{TRUSTED_HOST_HINT}</p>
          {!editing && (
            <fieldset className="fieldset">
              <legend className="fieldset__legend">Sending window</legend>
              <div className="form__grid">
                <SelectField name="time_zone" label="Time zone" options={zones} />
              </div>
              <p className="form__intro">{TIME_ZONE_HINT}</p>
            </fieldset>
          )}
          {isSubmitting && (
            <p className="notice" role="status">
              Checking the connection…
            </p>
          )}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {submitLabel}
            </button>
            <Link to={PATHS.mailAccounts} className="button">
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
