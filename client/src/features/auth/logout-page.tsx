import { useApolloClient } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_DELAY_MS } from '@outbound/common';
import { useNavigate } from 'react-router-dom';
import { HANDLE_ERRORS_LOCALLY } from '../../app/apollo';
import { PATHS } from '../../app/paths';
import { clearSession } from '../../app/session';
import { useLogoutMutation } from '../../generated/graphql';
import { AuthCard } from './components/auth-card';

/** Ends the session on the server, clears the stored data, then goes to /login after 2 s. */
export function LogoutPage() {
  const [logout] = useLogoutMutation({ context: HANDLE_ERRORS_LOCALLY });
  const client = useApolloClient();
  const navigate = useNavigate();
  const started = useRef(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A failed call (expired session, server down) must not keep the user signed in here.
    void logout()
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        void client.clearStore();
        setDone(true);
      });
  }, [logout, client]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(PATHS.login, { replace: true }),
      REDIRECT_DELAY_MS.logout,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthCard title="Logout">
      <p role="status">{done ? 'You have been logged out.' : 'Signing you out…'}</p>
    </AuthCard>
  );
}
