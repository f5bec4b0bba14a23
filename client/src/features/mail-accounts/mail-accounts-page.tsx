import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { type MailAccountFieldsFragment, useMailAccountsQuery } from '../../generated/graphql';
import { DeleteAccountDialog } from './components/delete-account-dialog';
import { EditProfileDialog } from './components/edit-profile-dialog';
import { GoogleAccountDialog } from './components/google-account-dialog';
import { MailAccountTable } from './components/mail-account-table';

type OpenDialog =
  | { kind: 'profile'; account: MailAccountFieldsFragment }
  | { kind: 'delete'; account: MailAccountFieldsFragment }
  | { kind: 'google' }
  | null;

/** The connected mail accounts and what can be done with each (spec 02 §2). */
export function MailAccountsPage() {
  const { data, loading } = useMailAccountsQuery();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const accounts = data?.mailAccounts ?? [];
  const close = () => setDialog(null);

  return (
    <div className="page">
      <div className="page__header">
        <h1>Mail Accounts</h1>
        <div className="page__actions">
          <Link to={PATHS.mailAccountCreate} className="button button--primary">
            Add SMTP Account
          </Link>
          <button type="button" className="button" onClick={() => setDialog({ kind: 'google' })}>
            Add Google Account
          </button>
        </div>
      </div>
      <section className="card" aria-label="Mail accounts list">
        {accounts.length > 0 && (
          <MailAccountTable
            accounts={accounts}
            onEditProfile={(account) => setDialog({ kind: 'profile', account })}
            onDelete={(account) => setDialog({ kind: 'delete', account })}
          />
        )}
        {loading && !data && <p role="status">Loading…</p>}
        {data && accounts.length === 0 && (
          <p className="empty">
            No mail accounts yet. Add an SMTP account to start sending campaigns.
          </p>
        )}
      </section>
      {dialog?.kind === 'profile' && <EditProfileDialog account={dialog.account} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteAccountDialog account={dialog.account} onClose={close} />
      )}
      {dialog?.kind === 'google' && <GoogleAccountDialog onClose={close} />}
    </div>
  );
}
