import { screen, waitFor, within } from '@testing-library/react';
import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import {
  DeleteMailAccountDocument,
  MailAccountCampaignsDocument,
  SetMailAccountEnabledDocument,
  UpdateMailAccountProfileDocument,
} from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';
import {
  buildConnectedAccount,
  buildMailAccount,
  connectionMock,
  googleConfiguredMock,
  mailAccountsMock,
} from './factories';

const M = MAIL_ACCOUNT_MESSAGES;

const SALES = buildMailAccount();
const OLD = buildMailAccount({
  id: 'acc-2',
  email: 'old@example.com',
  name: 'Old Box',
  status: 'inactive',
});
const CEO = buildMailAccount({
  id: 'acc-3',
  email: 'ceo@example.com',
  name: 'The CEO',
  type: 'google',
  status: 'stopped',
  hasSmtp: false,
});

function row(email: string) {
  return screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).queryAllByRole('row');
}

function campaignsMock(email: string, names: string[]) {
  return {
    request: { query: MailAccountCampaignsDocument, variables: { email } },
    result: { data: { mailAccountCampaigns: names } },
  };
}

function enabledMock(account: typeof SALES, enabled: boolean) {
  return {
    request: { query: SetMailAccountEnabledDocument, variables: { email: account.email, enabled } },
    result: {
      data: {
        setMailAccountEnabled: { ...account, status: enabled ? 'active' : 'inactive' },
      },
    },
  };
}

describe('Mail accounts list', () => {
  it('lists accounts with their type and status', async () => {
    renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([SALES, OLD, CEO])],
    });
    expect(screen.getByRole('heading', { name: 'Mail Accounts' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'sales@example.com' });
    expect(bodyRows()).toHaveLength(3);

    expect(within(row('sales@example.com')).getByText('Sales Team')).toBeInTheDocument();
    expect(within(row('sales@example.com')).getByText('SMTP')).toBeInTheDocument();
    expect(within(row('sales@example.com')).getByText('Active')).toBeInTheDocument();
    expect(within(row('old@example.com')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('sales@example.com')).queryByText('Disabled')).not.toBeInTheDocument();

    const stopped = row('ceo@example.com');
    expect(within(stopped).getByText('Google')).toBeInTheDocument();
    expect(within(stopped).getByText(/please reconnect \(re-authenticate\)/i)).toBeInTheDocument();
    expect(within(stopped).queryByText('Disabled')).not.toBeInTheDocument();

    expect(
      screen.getByRole('link', { name: 'Sending calendar of sales@example.com' }),
    ).toHaveAttribute('href', '/campaign/calendar/sales%40example.com');
    expect(screen.getByRole('link', { name: 'Add SMTP Account' })).toHaveAttribute(
      'href',
      '/mail-accounts/create',
    );
  });

  it('shows an empty state without accounts', async () => {
    renderApp('/mail-accounts/all', { signedIn: true, mocks: [mailAccountsMock([])] });
    expect(await screen.findByText(/No mail accounts yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Edit connection for SMTP accounts and Reconnect for Google ones', async () => {
    const { user, router } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([SALES, CEO]), connectionMock(buildConnectedAccount())],
    });
    await screen.findByRole('cell', { name: 'ceo@example.com' });

    await user.click(screen.getByRole('button', { name: 'Actions for ceo@example.com' }));
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Warmup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add SMTP' })).toHaveAttribute(
      'href',
      '/mail-accounts/acc-3/google-smtp/add',
    );
    expect(screen.queryByRole('link', { name: 'Edit connection' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for sales@example.com' }));
    expect(screen.getByRole('link', { name: 'Sending preferences' })).toHaveAttribute(
      'href',
      '/mail-accounts/preferences/sales%40example.com',
    );
    await user.click(screen.getByRole('link', { name: 'Edit connection' }));
    expect(currentPath(router)).toBe('/mail-accounts/smtp/edit/sales%40example.com');
    expect(await screen.findByDisplayValue('smtp.example.com')).toBeInTheDocument();
  });

  it('disables an account', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([SALES]), enabledMock(SALES, false)],
    });
    await screen.findByRole('cell', { name: 'sales@example.com' });
    await user.click(screen.getByRole('button', { name: 'Actions for sales@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText(M.disabled)).toBeInTheDocument();
    expect(within(row('sales@example.com')).getByText('Disabled')).toBeInTheDocument();
  });

  it('enables a disabled account', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([OLD]), enabledMock(OLD, true)],
    });
    await screen.findByRole('cell', { name: 'old@example.com' });
    await user.click(screen.getByRole('button', { name: 'Actions for old@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Enable' }));

    expect(await screen.findByText(M.enabled)).toBeInTheDocument();
    expect(within(row('old@example.com')).getByText('Active')).toBeInTheDocument();
  });

  it('lists the campaigns using an account before deleting it, then drops it from the list', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      // No second MailAccounts answer: a refetch would fail the test.
      mocks: [
        mailAccountsMock([SALES, OLD]),
        campaignsMock('sales@example.com', ['Spring launch', 'Q3 follow-up']),
        {
          request: { query: DeleteMailAccountDocument, variables: { email: 'sales@example.com' } },
          result: { data: { deleteMailAccount: true } },
        },
      ],
    });
    await screen.findByRole('cell', { name: 'sales@example.com' });
    await user.click(screen.getByRole('button', { name: 'Actions for sales@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete mail account' });
    const campaigns = await within(dialog).findByRole('list', {
      name: 'Campaigns using this account',
    });
    expect(
      within(campaigns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spring launch', 'Q3 follow-up']);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('cell', { name: 'sales@example.com' })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it('says when no campaign uses the account, and Cancel keeps it', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([SALES]), campaignsMock('sales@example.com', [])],
    });
    await screen.findByRole('cell', { name: 'sales@example.com' });
    await user.click(screen.getByRole('button', { name: 'Actions for sales@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No campaign uses this account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'sales@example.com' })).toBeInTheDocument();
  });

  it('edits the profile name and signature', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [
        mailAccountsMock([SALES]),
        {
          request: {
            query: UpdateMailAccountProfileDocument,
            variables: {
              email: 'sales@example.com',
              name: 'Sales Desk',
              signature: 'Best,\nThe sales desk',
            },
          },
          result: {
            data: {
              updateMailAccountProfile: {
                ...SALES,
                name: 'Sales Desk',
                signature: 'Best,\nThe sales desk',
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('cell', { name: 'sales@example.com' });
    await user.click(screen.getByRole('button', { name: 'Edit profile of sales@example.com' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Sales Team');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();

    await user.type(name, 'Sales Desk');
    await user.type(within(dialog).getByLabelText('Signature'), 'Best,{Enter}The sales desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.profileUpdated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(row('sales@example.com')).getByText('Sales Desk')).toBeInTheDocument();
  });

  it('explains that Google sign-in needs configuring', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([SALES]), googleConfiguredMock(false)],
    });
    await user.click(screen.getByRole('button', { name: 'Add Google Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Google sign-in is not configured' });
    expect(within(dialog).getByText(/configure Google OAuth credentials/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
