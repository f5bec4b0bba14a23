import { screen, waitFor } from '@testing-library/react';
import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { UpdateGoogleSmtpDocument } from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';
import {
  buildMailAccount,
  buildServerSettings,
  googleSmtpMock,
  mailAccountsMock,
} from './factories';

const M = MAIL_ACCOUNT_MESSAGES;

const CEO = buildMailAccount({
  id: 'acc-3',
  email: 'ceo@example.com',
  name: 'The CEO',
  type: 'google',
  hasSmtp: true,
});

function field(label: string) {
  return screen.getByLabelText(label);
}

function updateMock(smtp: Record<string, unknown>, hasSmtp = true) {
  return {
    request: { query: UpdateGoogleSmtpDocument, variables: { id: 'acc-3', smtp } },
    result: { data: { updateGoogleSmtp: { ...CEO, hasSmtp } } },
  };
}

describe('Add SMTP for a Google account', () => {
  it('names every missing field with the SMTP form messages', async () => {
    const { user } = renderApp('/mail-accounts/acc-3/google-smtp/add', { signedIn: true });
    expect(
      screen.getByRole('heading', { name: 'Add SMTP for Google account' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('IMAP Server')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await user.clear(field('SMTP Server'));
    await user.click(screen.getByRole('button', { name: 'Add SMTP' }));
    for (const message of [M.smtpHost, M.smtpUsername, M.smtpPassword]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await user.type(field('SMTP Server'), 'smtp gmail.com');
    await user.tab();
    expect(await screen.findByText(M.smtpHost)).toBeInTheDocument();
  });

  it('saves new settings and goes back to the list', async () => {
    const { user, router } = renderApp('/mail-accounts/acc-3/google-smtp/add', {
      signedIn: true,
      mocks: [
        updateMock({
          server: 'smtp.gmail.com',
          port: 465,
          username: 'ceo@example.com',
          password: 'app-password',
        }),
        mailAccountsMock([CEO]),
      ],
    });
    expect(field('SMTP Server')).toHaveValue('smtp.gmail.com');
    await user.clear(field('SMTP Port'));
    await user.type(field('SMTP Port'), '465');
    await user.type(field('SMTP Username'), 'ceo@example.com');
    await user.type(field('SMTP Password'), 'app-password');
    await user.click(screen.getByRole('button', { name: 'Add SMTP' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
  });
});

describe('Edit SMTP for a Google account', () => {
  it('comes back filled; a blank password keeps the stored one', async () => {
    const { user, router } = renderApp('/mail-accounts/acc-3/google-smtp/edit', {
      signedIn: true,
      mocks: [
        googleSmtpMock('acc-3', buildServerSettings('smtp.gmail.com', 465, 'ceo@example.com')),
        updateMock({
          server: 'smtp.gmail.com',
          port: 465,
          username: 'ceo@example.com',
          password: '',
        }),
        mailAccountsMock([CEO]),
      ],
    });

    expect(await screen.findByDisplayValue('smtp.gmail.com')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Edit SMTP for Google account' }),
    ).toBeInTheDocument();
    expect(field('SMTP Port')).toHaveValue(465);
    expect(field('SMTP Username')).toHaveValue('ceo@example.com');
    expect(field('SMTP Password')).toHaveValue('');
    expect(field('SMTP Password')).toHaveAttribute(
      'placeholder',
      'Leave blank to keep the current password',
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(screen.queryByText(M.smtpPassword)).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
  });

  it('asks for the password again when the port changes', async () => {
    const { user, router } = renderApp('/mail-accounts/acc-3/google-smtp/edit', {
      signedIn: true,
      mocks: [
        googleSmtpMock('acc-3', buildServerSettings('smtp.gmail.com', 465, 'ceo@example.com')),
        updateMock({
          server: 'smtp.gmail.com',
          port: 587,
          username: 'ceo@example.com',
          password: 'app-password',
        }),
        mailAccountsMock([CEO]),
      ],
    });
    await screen.findByDisplayValue('smtp.gmail.com');
    await user.clear(field('SMTP Port'));
    await user.type(field('SMTP Port'), '587');
    expect(field('SMTP Password')).not.toHaveAttribute('placeholder');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.smtpPasswordAgain)).toBeInTheDocument();
    await user.type(field('SMTP Password'), 'app-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
  });

  it('still requires the server and username', async () => {
    const { user } = renderApp('/mail-accounts/acc-3/google-smtp/edit', {
      signedIn: true,
      mocks: [
        googleSmtpMock('acc-3', buildServerSettings('smtp.gmail.com', 465, 'ceo@example.com')),
      ],
    });
    await screen.findByDisplayValue('smtp.gmail.com');
    await user.clear(field('SMTP Server'));
    await user.clear(field('SMTP Username'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.smtpHost)).toBeInTheDocument();
    expect(screen.getByText(M.smtpUsername)).toBeInTheDocument();
    expect(screen.queryByText(M.smtpPassword)).not.toBeInTheDocument();
  });

  it('shows the account it belongs to when the list is loaded', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [
        mailAccountsMock([CEO]),
        googleSmtpMock('acc-3', buildServerSettings('smtp.gmail.com', 465, 'ceo@example.com')),
      ],
    });
    await screen.findByRole('cell', { name: 'ceo@example.com' });
    await user.click(screen.getByRole('button', { name: 'Actions for ceo@example.com' }));
    await user.click(screen.getByRole('link', { name: 'Edit SMTP' }));

    expect(await screen.findByDisplayValue('smtp.gmail.com')).toBeInTheDocument();
    expect(screen.getByText('ceo@example.com')).toBeInTheDocument();
  });
});
