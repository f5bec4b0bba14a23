import { MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { clearToken, saveToken, saveUser } from '../../../app/session';
import { useLoginMutation, useMeLazyQuery } from '../../../generated/graphql';

/**
 * Sign-in per spec 01 §4: store the token, then fetch the user, store it. Resolves to whether the
 * session is now open; failures are reported by the global error handling.
 */
export function useSignIn(): (email: string, password: string) => Promise<boolean> {
  const [login] = useLoginMutation();
  const [fetchMe] = useMeLazyQuery({ fetchPolicy: 'network-only' });

  return useCallback(
    async (email, password) => {
      try {
        // A 400 names the action (spec 01 §8); a 401 stays 'Your login credentials are not valid'.
        const { data } = await login({
          variables: { email, password },
          context: badRequestMessage(MESSAGES.login.badRequest),
        });
        if (!data) return false;
        saveToken(data.login.token);
        const { data: me } = await fetchMe();
        if (!me) throw new Error('The signed-in user could not be loaded.');
        const { id, name, email: userEmail, status, createdAt } = me.me;
        saveUser({ id, name, email: userEmail, status, createdAt });
        return true;
      } catch {
        clearToken();
        return false;
      }
    },
    [login, fetchMe],
  );
}
