import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@outbound/common';
import { TOKEN_KEY, USER_KEY } from '../../../app/session';
import { LogoutDocument } from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';

describe('Logout page', () => {
  it('clears the session, says so, and goes to the login page after 2 s', async () => {
    const { router } = renderApp('/logout', {
      signedIn: true,
      mocks: [{ request: { query: LogoutDocument }, result: { data: { logout: true } } }],
    });

    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/logout');

    await waitFor(() => expect(currentPath(router)).toBe('/login'), { timeout: 3000 });
  });

  it('signs out locally even when the server rejects the call, without an error toast', async () => {
    renderApp('/logout', {
      signedIn: true,
      mocks: [
        {
          request: { query: LogoutDocument },
          result: {
            errors: [
              new GraphQLError('expired', { extensions: { code: 'UNAUTHENTICATED', status: 401 } }),
            ],
          },
        },
      ],
    });

    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(screen.queryByText(MESSAGES.global.sessionExpired)).not.toBeInTheDocument();
  });
});
