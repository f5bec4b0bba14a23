import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@outbound/common';
import { TOKEN_KEY, USER_KEY } from '../../../app/session';
import { ResetPasswordDocument } from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';

const NEW_PASSWORD = 'a-new-passphrase';

function fields() {
  return {
    password: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm New Password'),
    submit: screen.getByRole('button', { name: 'Reset Password' }),
  };
}

describe('Reset password page', () => {
  it('requires both fields', async () => {
    const { user } = renderApp('/reset-password/reset-token');
    await user.click(fields().submit);
    expect(await screen.findByText(MESSAGES.resetPassword.newRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.resetPassword.confirmRequired)).toBeInTheDocument();
  });

  it('requires the confirmation', async () => {
    const { user } = renderApp('/reset-password/reset-token');
    await user.type(fields().password, NEW_PASSWORD);
    await user.click(fields().submit);
    expect(await screen.findByText(MESSAGES.resetPassword.confirmRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.resetPassword.newRequired)).not.toBeInTheDocument();
  });

  it('rejects a confirmation that does not match', async () => {
    const { user } = renderApp('/reset-password/reset-token');
    await user.type(fields().password, NEW_PASSWORD);
    await user.type(fields().confirm, `${NEW_PASSWORD}x{Enter}`);
    expect(await screen.findByText(MESSAGES.resetPassword.mismatch)).toBeInTheDocument();
  });

  it('sets the password with the emailed token, then goes to the login page', async () => {
    const { user, router } = renderApp('/reset-password/reset-token', {
      mocks: [
        {
          request: {
            query: ResetPasswordDocument,
            variables: { token: 'reset-token', password: NEW_PASSWORD },
          },
          result: { data: { resetPassword: true } },
        },
      ],
    });
    await user.type(fields().password, NEW_PASSWORD);
    await user.type(fields().confirm, NEW_PASSWORD);
    await user.click(fields().submit);

    expect(await screen.findByText(MESSAGES.resetPassword.done)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it('changes the signed-in user password with the current one and ends the session', async () => {
    const { user, router } = renderApp('/reset-password', {
      signedIn: true,
      mocks: [
        {
          request: {
            query: ResetPasswordDocument,
            variables: { token: null, password: NEW_PASSWORD, currentPassword: 'the-old-one' },
          },
          result: { data: { resetPassword: true } },
        },
      ],
    });
    await user.type(screen.getByLabelText('Current password'), 'the-old-one');
    await user.type(fields().password, NEW_PASSWORD);
    await user.type(fields().confirm, `${NEW_PASSWORD}{Enter}`);

    expect(await screen.findByText(MESSAGES.resetPassword.done)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('asks a signed-in user for the current password before changing it', async () => {
    const { user } = renderApp('/reset-password', { signedIn: true });
    await user.type(fields().password, NEW_PASSWORD);
    await user.type(fields().confirm, `${NEW_PASSWORD}{Enter}`);
    expect(await screen.findByText(MESSAGES.resetPassword.currentRequired)).toBeInTheDocument();
  });

  it('shows the server message for a wrong current password and keeps the session', async () => {
    const { user, router } = renderApp('/reset-password', {
      signedIn: true,
      mocks: [
        {
          request: {
            query: ResetPasswordDocument,
            variables: { token: null, password: NEW_PASSWORD, currentPassword: 'a-guess' },
          },
          result: {
            errors: [
              new GraphQLError(MESSAGES.resetPassword.currentInvalid, {
                extensions: { code: 'BAD_REQUEST', status: 400 },
              }),
            ],
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('Current password'), 'a-guess');
    await user.type(fields().password, NEW_PASSWORD);
    await user.type(fields().confirm, `${NEW_PASSWORD}{Enter}`);
    expect(await screen.findByText(MESSAGES.resetPassword.currentInvalid)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/reset-password');
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });

  it('a link with a token does not ask for the current password', () => {
    renderApp('/reset-password/reset-token');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor without a token to the login page', async () => {
    const { router } = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?redirectTo=/reset-password');
  });
});
