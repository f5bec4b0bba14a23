import { Field, Form, Formik } from 'formik';
import { object } from 'yup';
import { apiKeyCreateSchema } from '@outbound/common';
import { TextField } from '../../../components/text-field';
import type { ApiKeyCreateInput } from '../../../generated/graphql';

type Values = { name: string; access: 'read' | 'write'; expires: string };

const INITIAL: Values = { name: '', access: 'read', expires: '' };
const schema = object({ name: apiKeyCreateSchema.fields.name });

/** The input of a new key: its scopes from the access chosen, its expiry at the end of that day (UTC). */
export function inputOf(values: Values): ApiKeyCreateInput {
  return {
    name: values.name.trim(),
    scopes: values.access === 'write' ? ['read', 'write'] : ['read'],
    expiresAt: values.expires ? `${values.expires}T23:59:59.000Z` : null,
  };
}

/** Makes a key: a name, read or read-and-write access, an optional expiry date. */
export function ApiKeyForm({
  onSubmit,
  onCancel,
}: {
  /** Saves; true when it worked. */
  onSubmit: (input: ApiKeyCreateInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={schema}
      onSubmit={async (values) => {
        await onSubmit(inputOf(values));
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="form">
          <TextField name="name" label="Name" placeholder="CRM sync" />
          <fieldset className="fieldset">
            <legend className="fieldset__legend">Access</legend>
            <label className="checkbox">
              <Field type="radio" name="access" value="read" />
              Read only
            </label>
            <label className="checkbox">
              <Field type="radio" name="access" value="write" />
              Read and write (as a member; never the team, mailboxes or keys)
            </label>
          </fieldset>
          <TextField name="expires" label="Expires (optional)" type="date" />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Create key
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
