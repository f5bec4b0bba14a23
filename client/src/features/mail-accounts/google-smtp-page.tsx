import { Form, Formik } from 'formik';
import { MAIL_ACCOUNT_MESSAGES, SMTP_PORTS, smtpAccountSchema } from '@outbound/common';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client';
import { PATHS } from '../../app/paths';
import { showSuccess } from '../../components/toast';
import {
  MailAccountFieldsFragmentDoc,
  type MailAccountFieldsFragment,
  type MailServerInput,
  useGoogleSmtpQuery,
  useUpdateGoogleSmtpMutation,
} from '../../generated/graphql';
import { ServerFields, savedServer, type ServerValues } from './components/smtp-account-form';

/** Gmail's submission server, offered when a Google account has no SMTP settings yet. */
const GMAIL_SMTP: Omit<ServerValues, 'username'> = {
  server: 'smtp.gmail.com',
  port: 587,
  password: '',
};

const SMTP_NOTE =
  'Mail from this Google account is sent through these SMTP settings instead of Google sign-in. ' +
  'For Gmail use an app password.';

type GoogleSmtpFormProps = {
  initialValues: ServerValues;
  /** A blank password keeps the stored one while the server, port and username stay. */
  editing: boolean;
  onSubmit: (smtp: MailServerInput) => Promise<void>;
};

/** The SMTP part of the SMTP account form, with its rules and messages (spec 02 §5). */
function GoogleSmtpForm({ initialValues, editing, onSubmit }: GoogleSmtpFormProps) {
  const schema = useMemo(
    () =>
      smtpAccountSchema({
        passwordRequired: !editing,
        saved: { smtp: savedServer(initialValues) },
      }).pick(['smtp']),
    [editing, initialValues],
  );
  return (
    <Formik
      initialValues={{ smtp: initialValues }}
      validationSchema={schema}
      onSubmit={async (values) => {
        const { smtp } = schema.cast(values);
        await onSubmit({ ...smtp, password: smtp.password ?? '' });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="form" aria-busy={isSubmitting}>
          <ServerFields kind="smtp" ports={SMTP_PORTS} editing={editing} />
          {isSubmitting && (
            <p className="notice" role="status">
              Checking the connection…
            </p>
          )}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {editing ? 'Save Changes' : 'Add SMTP'}
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

/** The account, if the mail account list has already loaded it. */
function useCachedAccount(id: string): MailAccountFieldsFragment | null {
  const client = useApolloClient();
  return useMemo(
    () =>
      client.cache.readFragment<MailAccountFieldsFragment>({
        id: client.cache.identify({ __typename: 'MailAccount', id }),
        fragment: MailAccountFieldsFragmentDoc,
        fragmentName: 'MailAccountFields',
      }),
    [client, id],
  );
}

/**
 * `/mail-accounts/:accountId/google-smtp/add|edit`: the SMTP credentials of a Google account.
 */
export function GoogleSmtpPage({ mode }: { mode: 'add' | 'edit' }) {
  const { accountId = '' } = useParams<{ accountId: string }>();
  const navigate = useNavigate();
  const account = useCachedAccount(accountId);
  const editing = mode === 'edit';
  const { data, loading, error } = useGoogleSmtpQuery({
    variables: { id: accountId },
    skip: !editing || !accountId,
    fetchPolicy: 'network-only',
  });
  const [update] = useUpdateGoogleSmtpMutation();

  if (!accountId) return <Navigate to={PATHS.mailAccounts} replace />;

  const submit = async (smtp: MailServerInput) => {
    try {
      // The answer carries the account's hasSmtp, which updates the list's menu through the cache.
      await update({ variables: { id: accountId, smtp } });
    } catch {
      return; // Reported by the global error handling (a failed login, a missing account).
    }
    showSuccess(MAIL_ACCOUNT_MESSAGES.updated);
    navigate(PATHS.mailAccounts);
  };

  const blank: ServerValues = { ...GMAIL_SMTP, username: account?.email ?? '' };
  const stored = data?.googleSmtp;
  const ready = !editing || Boolean(data);

  return (
    <div className="page page--narrow">
      <h1>{editing ? 'Edit SMTP for Google account' : 'Add SMTP for Google account'}</h1>
      {account && <p className="page__intro">{account.email}</p>}
      <p className="page__intro">{SMTP_NOTE}</p>
      <section className="card">
        {editing && loading && <p role="status">Loading…</p>}
        {error && (
          <p className="empty">
            The SMTP settings could not be loaded.{' '}
            <Link to={PATHS.mailAccounts}>Back to mail accounts</Link>
          </p>
        )}
        {ready && (
          <GoogleSmtpForm
            initialValues={
              stored
                ? {
                    server: stored.server,
                    port: stored.port,
                    username: stored.username,
                    password: '',
                  }
                : blank
            }
            editing={editing && Boolean(stored)}
            onSubmit={submit}
          />
        )}
      </section>
    </div>
  );
}
