import { useCallback, useState } from 'react';
import { PATHS, googleReconnectPath } from '../../app/paths';
import { useGoogleAuthUrlLazyQuery } from '../../generated/graphql';

/** What the reconnect page needs after Google's redirect, kept for this tab only. */
type GoogleSignInState = {
  /** Sent to Google and, unchanged, with the code to the server (Google checks they match). */
  redirectUrl: string;
  /** Set when an existing account signs in again. */
  email?: string;
  name?: string;
  /**
   * The `state` of the consent page address: Google returns it with the code, and a code is used
   * only when it comes back with the state this tab sent (a forged link cannot connect a mailbox).
   */
  state?: string;
};

export const GOOGLE_SIGN_IN_KEY = 'outbound.googleSignIn';

/** Leaves the app for another site; an object so that tests can replace `assign`. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Where Google sends the browser back: the reconnect page, naming the account on a reconnect. */
function googleRedirectUrl(account?: { email: string; name: string }): string {
  const path = account ? googleReconnectPath(account.email, account.name) : PATHS.googleReconnect;
  return `${window.location.origin}${path}`;
}

function rememberGoogleSignIn(state: GoogleSignInState): void {
  try {
    sessionStorage.setItem(GOOGLE_SIGN_IN_KEY, JSON.stringify(state));
  } catch {
    // Storage can be unavailable (private mode); the redirect URL still names the account.
  }
}

/** Drops the kept state once the sign-in it belongs to is finished. */
export function forgetGoogleSignIn(): void {
  try {
    sessionStorage.removeItem(GOOGLE_SIGN_IN_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The state kept by the sign-in that sent the browser to Google, if any. */
export function readGoogleSignIn(): GoogleSignInState | null {
  try {
    const stored = sessionStorage.getItem(GOOGLE_SIGN_IN_KEY);
    if (!stored) return null;
    const state = JSON.parse(stored) as Partial<GoogleSignInState> | null;
    if (!state || typeof state.redirectUrl !== 'string') return null;
    return {
      redirectUrl: state.redirectUrl,
      email: typeof state.email === 'string' ? state.email : undefined,
      name: typeof state.name === 'string' ? state.name : undefined,
      state: typeof state.state === 'string' ? state.state : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * Sends the browser to Google's consent page: for a new account, or (with `account`) to sign an
 * existing one in again with its address suggested. Failures are reported by the global error
 * handling; the returned flag is true while the consent page address is being fetched.
 */
export function useGoogleSignIn() {
  const [fetchUrl] = useGoogleAuthUrlLazyQuery({ fetchPolicy: 'network-only' });
  const [starting, setStarting] = useState(false);

  const start = useCallback(
    async (account?: { email: string; name: string }) => {
      const redirectUrl = googleRedirectUrl(account);
      setStarting(true);
      let url: string | undefined;
      try {
        const { data } = await fetchUrl({
          variables: account ? { redirectUrl, loginHint: account.email } : { redirectUrl },
        });
        url = data?.googleAuthUrl;
      } catch {
        // Reported by the global error handling.
      }
      if (!url) {
        setStarting(false);
        return;
      }
      const state = new URL(url).searchParams.get('state') ?? undefined;
      rememberGoogleSignIn({ redirectUrl, email: account?.email, name: account?.name, state });
      browserLocation.assign(url);
    },
    [fetchUrl],
  );

  return [start, starting] as const;
}
