import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { showSuccess } from '../../components/toast';
import {
  useConnectGoogleAccountMutation,
  useReconnectGoogleAccountMutation,
} from '../../generated/graphql';
import { forgetGoogleSignIn, readGoogleSignIn } from './google-sign-in';
import { appendMailAccount } from './hooks/append-mail-account';

export const GOOGLE_MESSAGES = {
  connected: 'Google account connected',
  reconnected: 'Google account reconnected',
  connecting: 'Connecting your Google account…',
  reconnecting: 'Signing your Google account in again…',
  failed: 'The Google account could not be connected.',
  cancelled: 'Google sign-in was cancelled or refused, so no account was changed.',
  unverified:
    'This Google sign-in was not started from this browser tab, so it was not used. Start again from the mail account list.',
  noCode:
    'This page finishes signing in with Google. Start from the mail account list with "Add Google Account", or "Reconnect" in an account\'s menu.',
} as const;

/** The sign-in this redirect belongs to: the query (or, if Google dropped it, the kept state). */
function useSignIn() {
  const [params] = useSearchParams();
  const [stored] = useState(readGoogleSignIn);
  const email = params.get('email') ?? stored?.email ?? null;
  const name = params.get('name') ?? stored?.name ?? null;
  let redirectUrl = stored?.redirectUrl;
  if (!redirectUrl) {
    // Google needs the exact address it was given; rebuild it from this page's own address.
    const named = new URLSearchParams();
    if (params.has('email')) named.set('email', params.get('email') ?? '');
    if (params.has('name')) named.set('name', params.get('name') ?? '');
    const query = named.toString();
    redirectUrl = `${window.location.origin}${PATHS.googleReconnect}${query ? `?${query}` : ''}`;
  }
  const code = params.get('code');
  const verified = Boolean(code && stored?.state && stored.state === params.get('state'));
  return {
    code: verified ? code : null,
    forged: Boolean(code) && !verified,
    refused: params.get('error'),
    email,
    name,
    redirectUrl,
  };
}

/**
 * `/googlemail-accounts/reconnect`: Google comes back here with a code, which connects a new
 * account or, with an email, signs an existing one in again (spec 02 §2).
 */
export function GoogleReconnectPage() {
  const navigate = useNavigate();
  const { code, forged, refused, email, name, redirectUrl } = useSignIn();
  const [connect] = useConnectGoogleAccountMutation({
    update(cache, { data }) {
      if (data) appendMailAccount(cache, data.connectGoogleAccount);
    },
  });
  const [reconnect] = useReconnectGoogleAccountMutation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    // A code is good for one exchange only, so the call is never repeated.
    started.current = true;
    forgetGoogleSignIn();
    const run = async () => {
      try {
        if (email) {
          await reconnect({ variables: { email, authCode: code, redirectUrl, name } });
        } else {
          await connect({ variables: { authCode: code, redirectUrl } });
        }
      } catch {
        setFailed(true); // The server's message is shown by the global error handling.
        return;
      }
      showSuccess(email ? GOOGLE_MESSAGES.reconnected : GOOGLE_MESSAGES.connected);
      navigate(PATHS.mailAccounts, { replace: true });
    };
    void run();
  }, [code, email, name, redirectUrl, connect, reconnect, navigate]);

  useEffect(() => {
    if (!code) forgetGoogleSignIn();
  }, [code]);

  let body;
  if (code && !failed) {
    body = (
      <p className="notice" role="status">
        {email ? GOOGLE_MESSAGES.reconnecting : GOOGLE_MESSAGES.connecting}
      </p>
    );
  } else {
    const text = failed
      ? GOOGLE_MESSAGES.failed
      : forged
        ? GOOGLE_MESSAGES.unverified
        : refused
          ? GOOGLE_MESSAGES.cancelled
          : null;
    body = (
      <>
        <p className="page__intro">{text ?? GOOGLE_MESSAGES.noCode}</p>
        <Link to={PATHS.mailAccounts} className="button">
          Back to mail accounts
        </Link>
      </>
    );
  }

  return (
    <div className="page page--narrow">
      <h1>{email ? 'Reconnect Google account' : 'Connect Google account'}</h1>
      {email && <p className="page__intro">{email}</p>}
      <section className="card">{body}</section>
    </div>
  );
}
