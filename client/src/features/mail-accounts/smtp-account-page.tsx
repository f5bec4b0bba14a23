import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { showSuccess } from '../../components/toast';
import {
  type MailAccountConnectionQuery,
  type SmtpAccountInput,
  useMailAccountConnectionQuery,
  useReconnectSmtpAccountMutation,
} from '../../generated/graphql';
import {
  NEW_SMTP_ACCOUNT,
  SmtpAccountForm,
  type SmtpAccountValues,
  newSmtpAccount,
} from './components/smtp-account-form';
import { useCreateSmtpAccount } from './hooks/use-create-smtp-account';

const CONNECTION_NOTE =
  'Both servers are signed in to before the account is saved, so saving can take a few seconds.';

/** `/mail-accounts/create`: connects a new SMTP/IMAP account. */
export function SmtpAccountCreatePage() {
  const navigate = useNavigate();
  const [createAccount] = useCreateSmtpAccount();
  const [initialValues] = useState(newSmtpAccount);

  const submit = async (input: SmtpAccountInput) => {
    try {
      await createAccount({ variables: { input } });
    } catch {
      return; // Reported by the global error handling (a failed login, a duplicate account).
    }
    showSuccess(MAIL_ACCOUNT_MESSAGES.created);
    navigate(PATHS.mailAccounts);
  };

  return (
    <div className="page page--narrow">
      <h1>Add SMTP mail connection</h1>
      <p className="page__intro">{CONNECTION_NOTE}</p>
      <section className="card">
        <SmtpAccountForm
          initialValues={initialValues}
          editing={false}
          submitLabel="Add Account"
          onSubmit={submit}
        />
      </section>
    </div>
  );
}

type ConnectedAccount = MailAccountConnectionQuery['mailAccount'];

/** The stored settings, passwords blank: the server never returns them. */
function formValues(account: ConnectedAccount): SmtpAccountValues {
  const server = (
    settings: ConnectedAccount['smtp'],
    fallback: SmtpAccountValues['smtp'],
  ): SmtpAccountValues['smtp'] =>
    settings
      ? {
          server: settings.server,
          port: settings.port,
          username: settings.username,
          password: '',
        }
      : fallback;
  return {
    name: account.name,
    email: account.email,
    smtp: server(account.smtp, NEW_SMTP_ACCOUNT.smtp),
    imap: server(account.imap, NEW_SMTP_ACCOUNT.imap),
    time_zone: '',
    trusted_auth_host: account.trustedAuthHost ?? '',
  };
}

/** `/mail-accounts/smtp/edit/:email`: changes the connection of an SMTP account. */
export function SmtpAccountEditPage() {
  const { email } = useParams<{ email?: string }>();
  const navigate = useNavigate();
  const { data, loading, error } = useMailAccountConnectionQuery({
    variables: { email: email ?? '' },
    skip: !email,
  });
  const [reconnect] = useReconnectSmtpAccountMutation();

  if (!email) return <Navigate to={PATHS.mailAccounts} replace />;

  const submit = async (input: SmtpAccountInput) => {
    try {
      // The answer updates the account in the cache; the list needs no refetch.
      await reconnect({ variables: { input } });
    } catch {
      return; // Reported by the global error handling.
    }
    showSuccess(MAIL_ACCOUNT_MESSAGES.updated);
    navigate(PATHS.mailAccounts);
  };

  return (
    <div className="page page--narrow">
      <h1>Edit SMTP mail account</h1>
      <p className="page__intro">{CONNECTION_NOTE}</p>
      <section className="card">
        {loading && <p role="status">Loading…</p>}
        {error && (
          <p className="empty">
            This mail account could not be loaded.{' '}
            <Link to={PATHS.mailAccounts}>Back to mail accounts</Link>
          </p>
        )}
        {data && (
          <SmtpAccountForm
            initialValues={formValues(data.mailAccount)}
            editing
            submitLabel="Save Changes"
            onSubmit={submit}
          />
        )}
      </section>
    </div>
  );
}
