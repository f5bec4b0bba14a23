import { screen } from '@testing-library/react';
import { MESSAGES } from '@outbound/common';
import { ForgotPasswordDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';

describe('Forgot password page', () => {
  it('requires an email', async () => {
    const { user } = renderApp('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.forgotPassword.emailRequired)).toBeInTheDocument();
  });

  it('rejects a malformed email', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'not-an-email{Enter}');
    expect(await screen.findByText(MESSAGES.forgotPassword.emailInvalid)).toBeInTheDocument();
  });

  it('confirms that the link was sent', async () => {
    const { user } = renderApp('/forgot-password', {
      mocks: [
        {
          request: { query: ForgotPasswordDocument, variables: { email: 'ada@example.com' } },
          result: { data: { forgotPassword: true } },
        },
      ],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.forgotPassword.sent)).toBeInTheDocument();
  });
});
