import { Form, Formik } from 'formik';
import { IMAP_PORTS, SMTP_PORTS, smtpAccountSchema } from '@outbound/common';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import { TextField } from '../../../components/text-field';
import type { SmtpAccountInput } from '../../../generated/graphql';
import { SelectField } from './select-field';

type ServerValues = { server: string; port: number; username: string; password: string };

export type SmtpAccountValues = {
  name: string;
  email: string;
  smtp: ServerValues;
  imap: ServerValues;
};

export const NEW_SMTP_ACCOUNT: SmtpAccountValues = {
  name: '',
  email: '',
  smtp: { server: '', port: 587, username: '', password: '' },
  imap: { server: '', port: 993, username: '', password: '' },
};

const KEEP_PASSWORD = 'Leave blank to keep the current password';

type SmtpAccountFormProps = {
  initialValues: SmtpAccountValues;
  /** Editing an existing account: the email is fixed and blank passwords keep the stored ones. */
  editing: boolean;
  submitLabel: string;
  /** Resolves once the server has answered; errors are reported by the caller. */
  onSubmit: (input: SmtpAccountInput) => Promise<void>;
};

function ServerFields({
  kind,
  ports,
  editing,
}: {
  kind: 'smtp' | 'imap';
  ports: ReadonlyArray<number>;
  editing: boolean;
}) {
  const title = kind === 'smtp' ? 'SMTP' : 'IMAP';
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
        <SelectField
          name={`${kind}.port`}
          label={`${title} Port`}
          numeric
          options={ports.map((port) => ({ value: port, label: String(port) }))}
        />
        <TextField name={`${kind}.username`} label={`${title} Username`} autoComplete="off" />
        <TextField
          name={`${kind}.password`}
          label={`${title} Password`}
          type="password"
          autoComplete="new-password"
          placeholder={editing ? KEEP_PASSWORD : undefined}
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
  const schema = useMemo(() => smtpAccountSchema({ passwordRequired: !editing }), [editing]);
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
