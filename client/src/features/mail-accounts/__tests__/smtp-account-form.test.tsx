import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import {
  CreateSmtpAccountDocument,
  ReconnectSmtpAccountDocument,
} from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';
import {
  buildConnectedAccount,
  buildMailAccount,
  connectionMock,
  mailAccountsMock,
} from './factories';

const M = MAIL_ACCOUNT_MESSAGES;

const NEW_ACCOUNT_INPUT = {
  name: 'Sales Team',
  email: 'sales@example.com',
  smtp: {
    server: 'smtp.example.com',
    port: 465,
    username: 'sales@example.com',
    password: 'smtp-secret',
  },
  imap: {
    server: 'imap.example.com',
    port: 993,
    username: 'sales@example.com',
    password: 'imap-secret',
  },
  trustedAuthHost: '',
  // The browser's zone (UTC under Jest) unless another is chosen.
  timeZone: 'UTC',
};

function field(label: string) {
  return screen.getByLabelText(label);
}

/** Replaces a field's value in one input event (typing key by key re-renders the form each time). */
async function enter(user: ReturnType<typeof renderApp>['user'], label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

async function fillNewAccount(user: ReturnType<typeof renderApp>['user']) {
  await enter(user, 'Name', 'Sales Team');
  await enter(user, 'Email', 'sales@example.com');
  await enter(user, 'SMTP Server', 'smtp.example.com');
  await enter(user, 'SMTP Port', '465');
  await enter(user, 'SMTP Username', 'sales@example.com');
  await enter(user, 'SMTP Password', 'smtp-secret');
  await enter(user, 'IMAP Server', 'imap.example.com');
  await enter(user, 'IMAP Username', 'sales@example.com');
  await enter(user, 'IMAP Password', 'imap-secret');
}

describe('Add SMTP mail connection', () => {
  it('offers the spec ports, 587 and 993 first chosen, and accepts another port', () => {
    renderApp('/mail-accounts/create', { signedIn: true });
    expect(screen.getByRole('heading', { name: 'Add SMTP mail connection' })).toBeInTheDocument();
    const options = (label: string) => {
      const list = document.getElementById(field(label).getAttribute('list') ?? '');
      return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    };
    expect(options('SMTP Port')).toEqual(['25', '465', '587', '2525']);
    expect(options('IMAP Port')).toEqual(['143', '993', '995']);
    expect(field('SMTP Port')).toHaveValue(587);
    expect(field('IMAP Port')).toHaveValue(993);
  });

  it('names every missing field', async () => {
    const { user } = renderApp('/mail-accounts/create', { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Add Account' }));

    for (const message of [
      M.nameRequired,
      M.emailInvalid,
      M.smtpHost,
      M.smtpUsername,
      M.smtpPassword,
      M.imapHost,
      M.imapUsername,
      M.imapPassword,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('rejects a malformed email and host names', async () => {
    const { user } = renderApp('/mail-accounts/create', { signedIn: true });
    await enter(user, 'Name', 'Sales Team');
    await enter(user, 'Email', 'not-an-email');
    await enter(user, 'SMTP Server', 'smtp example.com');
    await enter(user, 'IMAP Server', 'imap..example.com');
    await user.click(screen.getByRole('button', { name: 'Add Account' }));

    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.smtpHost)).toBeInTheDocument();
    expect(screen.getByText(M.imapHost)).toBeInTheDocument();
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
  });

  it('checks the connection, confirms, and goes to the mail account list', async () => {
    const { user, router } = renderApp('/mail-accounts/create', {
      signedIn: true,
      mocks: [
        {
          request: { query: CreateSmtpAccountDocument, variables: { input: NEW_ACCOUNT_INPUT } },
          // Long enough that the pending state is still shown when the click has settled under
          // CI load (50 ms was not: the answer once came before the check).
          delay: 600,
          result: { data: { createSmtpAccount: buildConnectedAccount() } },
        },
        mailAccountsMock([buildMailAccount()]),
      ],
    });
    await fillNewAccount(user);
    await user.click(screen.getByRole('button', { name: 'Add Account' }));

    expect(await screen.findByText('Checking the connection…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeDisabled();
    expect(await screen.findByText(M.created, undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
    expect(await screen.findByRole('cell', { name: 'sales@example.com' })).toBeInTheDocument();
  });

  it('shows the server message once and stays on the form when the account exists', async () => {
    const { user, router } = renderApp('/mail-accounts/create', {
      signedIn: true,
      mocks: [
        {
          request: { query: CreateSmtpAccountDocument, variables: { input: NEW_ACCOUNT_INPUT } },
          result: {
            errors: [
              new GraphQLError(M.duplicate, { extensions: { code: 'CONFLICT', status: 409 } }),
            ],
          },
        },
      ],
    });
    await fillNewAccount(user);
    await user.click(screen.getByRole('button', { name: 'Add Account' }));

    expect(await screen.findAllByText(M.duplicate)).toHaveLength(1);
    expect(screen.queryByText(M.created)).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/mail-accounts/create');
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeEnabled();
  });
});

describe('Time zone of a new SMTP account', () => {
  afterEach(() => jest.restoreAllMocks());

  function browserZone(timeZone: string) {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      const options = resolved.call(this);
      return options.timeZone === 'UTC' ? { ...options, timeZone } : options;
    });
  }

  it("defaults to the browser's zone and explains the default sending window", () => {
    browserZone('Europe/Berlin');
    renderApp('/mail-accounts/create', { signedIn: true });
    expect(field('Time zone')).toHaveValue('Europe/Berlin');
    expect(within(field('Time zone')).getByRole('option', { name: 'Asia/Tokyo' })).toBeTruthy();
    expect(screen.getByText(/Monday to Friday, 09:00–17:00 in this time zone/)).toBeInTheDocument();
  });

  it('sends the chosen zone with the new account', async () => {
    browserZone('Europe/Berlin');
    const { user } = renderApp('/mail-accounts/create', {
      signedIn: true,
      mocks: [
        {
          request: {
            query: CreateSmtpAccountDocument,
            variables: { input: { ...NEW_ACCOUNT_INPUT, timeZone: 'America/New_York' } },
          },
          result: { data: { createSmtpAccount: buildConnectedAccount() } },
        },
        mailAccountsMock([buildMailAccount()]),
      ],
    });
    await fillNewAccount(user);
    await user.selectOptions(field('Time zone'), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
  });

  it('is not part of the edit form', async () => {
    renderApp('/mail-accounts/smtp/edit/sales%40example.com', {
      signedIn: true,
      mocks: [connectionMock(buildConnectedAccount())],
    });
    await screen.findByDisplayValue('Sales Team');
    expect(screen.queryByLabelText('Time zone')).not.toBeInTheDocument();
  });
});

describe('Edit SMTP mail account', () => {
  it('comes back filled, with blank passwords that keep the stored ones', async () => {
    const account = buildConnectedAccount();
    const { user, router } = renderApp('/mail-accounts/smtp/edit/sales%40example.com', {
      signedIn: true,
      mocks: [
        connectionMock(account),
        {
          request: {
            query: ReconnectSmtpAccountDocument,
            variables: {
              input: {
                name: 'Sales Desk',
                email: 'sales@example.com',
                smtp: {
                  server: 'smtp.example.com',
                  port: 465,
                  username: 'sales@example.com',
                  password: '',
                },
                imap: {
                  server: 'imap.example.com',
                  port: 993,
                  username: 'sales@example.com',
                  password: '',
                },
                trustedAuthHost: '',
              },
            },
          },
          result: { data: { reconnectSmtpAccount: { ...account, name: 'Sales Desk' } } },
        },
        mailAccountsMock([buildMailAccount({ name: 'Sales Desk' })]),
      ],
    });

    expect(await screen.findByDisplayValue('Sales Team')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('sales@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('SMTP Server')).toHaveValue('smtp.example.com');
    expect(field('SMTP Port')).toHaveValue(465);
    expect(field('SMTP Username')).toHaveValue('sales@example.com');
    expect(field('IMAP Server')).toHaveValue('imap.example.com');
    expect(field('IMAP Port')).toHaveValue(993);
    for (const label of ['SMTP Password', 'IMAP Password']) {
      expect(field(label)).toHaveValue('');
      expect(field(label)).toHaveAttribute(
        'placeholder',
        'Leave blank to keep the current password',
      );
    }

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Sales Desk');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(screen.queryByText(M.smtpPassword)).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
  });

  it('still requires the other fields', async () => {
    const { user } = renderApp('/mail-accounts/smtp/edit/sales%40example.com', {
      signedIn: true,
      mocks: [connectionMock(buildConnectedAccount())],
    });
    await screen.findByDisplayValue('Sales Team');
    await user.clear(field('Name'));
    await user.clear(field('SMTP Username'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.smtpUsername)).toBeInTheDocument();
    expect(screen.queryByText(M.smtpPassword)).not.toBeInTheDocument();
    expect(screen.queryByText(M.imapPassword)).not.toBeInTheDocument();
  });

  it('asks for the password again when the server, port or username changes', async () => {
    const account = buildConnectedAccount();
    const { user, router } = renderApp('/mail-accounts/smtp/edit/sales%40example.com', {
      signedIn: true,
      mocks: [
        connectionMock(account),
        {
          request: {
            query: ReconnectSmtpAccountDocument,
            variables: {
              input: {
                name: 'Sales Team',
                email: 'sales@example.com',
                smtp: {
                  server: 'smtp.example.com',
                  port: 465,
                  username: 'sales@example.com',
                  password: '',
                },
                imap: {
                  server: 'imap.example.com',
                  port: 995,
                  username: 'sales@example.com',
                  password: 'imap-secret',
                },
                trustedAuthHost: '',
              },
            },
          },
          result: { data: { reconnectSmtpAccount: account } },
        },
        mailAccountsMock([buildMailAccount()]),
      ],
    });
    await screen.findByDisplayValue('Sales Team');
    await user.clear(field('IMAP Port'));
    await user.type(field('IMAP Port'), '995');
    await enter(user, 'SMTP Username', 'someone-else@example.com');
    expect(field('IMAP Password')).not.toHaveAttribute('placeholder');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.imapPasswordAgain)).toBeInTheDocument();
    expect(screen.getByText(M.smtpPasswordAgain)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/mail-accounts/smtp/edit/sales%40example.com');

    await enter(user, 'SMTP Username', 'sales@example.com');
    expect(field('SMTP Password')).toHaveAttribute(
      'placeholder',
      'Leave blank to keep the current password',
    );
    await enter(user, 'IMAP Password', 'imap-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(screen.queryByText(M.imapPasswordAgain)).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/mail-accounts/all'));
  });
});
