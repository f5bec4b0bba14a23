import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import {
  type MailAccountFieldsFragment,
  useGoogleSignInConfiguredLazyQuery,
  useMailAccountsQuery,
} from '../../generated/graphql';
import { DeleteAccountDialog } from './components/delete-account-dialog';
import { EditProfileDialog } from './components/edit-profile-dialog';
import { GoogleAccountDialog } from './components/google-account-dialog';
import { MailAccountTable } from './components/mail-account-table';
import { useGoogleSignIn } from './google-sign-in';

// The chart library is only loaded when a warmup dialog is opened.
const WarmupDialog = lazy(() =>
  import('./components/warmup-dialog').then((module) => ({ default: module.WarmupDialog })),
);

type OpenDialog =
  | { kind: 'profile'; account: MailAccountFieldsFragment }
  | { kind: 'delete'; account: MailAccountFieldsFragment }
  | { kind: 'warmup'; account: MailAccountFieldsFragment }
  | { kind: 'google' }
  | null;

/** The connected mail accounts and what can be done with each (spec 02 §2). */
export function MailAccountsPage() {
  const { data, loading } = useMailAccountsQuery();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const accounts = data?.mailAccounts ?? [];
  const close = () => setDialog(null);
  const [loadGoogleSetup, { loading: checkingGoogle }] = useGoogleSignInConfiguredLazyQuery();
  const [signIn, signingIn] = useGoogleSignIn();

  /** Straight to Google's consent page, or an explanation when this server has no Google sign-in. */
  const addGoogleAccount = async () => {
    let configured: boolean | undefined;
    try {
      const { data } = await loadGoogleSetup();
      configured = data?.googleSignInConfigured;
    } catch {
      return; // Reported by the global error handling.
    }
    if (configured === undefined) return; // Likewise.
    if (configured) await signIn();
    else setDialog({ kind: 'google' });
  };

  return (
    <div className="page">
      <div className="page__header">
        <h1>Mail Accounts</h1>
        <div className="page__actions">
          <Link to={PATHS.mailAccountCreate} className="button button--primary">
            Add SMTP Account
          </Link>
          <button
            type="button"
            className="button"
            disabled={checkingGoogle || signingIn}
            onClick={() => void addGoogleAccount()}
          >
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
            onCheckWarmup={(account) => setDialog({ kind: 'warmup', account })}
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
      {dialog?.kind === 'warmup' && (
        <Suspense fallback={null}>
          <WarmupDialog account={dialog.account} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
