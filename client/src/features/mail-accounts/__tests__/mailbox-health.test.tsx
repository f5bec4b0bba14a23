import { screen, waitFor, within } from '@testing-library/react';
import { GUARDRAIL_MESSAGES } from '@outbound/common';
import { ResumeMailAccountDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { buildMailAccount, mailAccountsMock } from './factories';

const REASON = '4 of 37 messages bounced in 7 days (10.8 %)';
const PAUSED = buildMailAccount({
  health: {
    __typename: 'MailboxHealth',
    state: 'paused',
    reason: REASON,
    since: '2026-11-28T10:00:00.000Z',
  },
});
const FAILING = buildMailAccount({
  id: 'acc-2',
  email: 'flaky@example.com',
  name: 'Flaky',
  health: {
    __typename: 'MailboxHealth',
    state: 'failing',
    reason: 'The last 2 logins to the mail server failed.',
    since: null,
  },
});
const FINE = buildMailAccount({ id: 'acc-3', email: 'fine@example.com', name: 'Fine' });

function row(email: string) {
  return screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;
}

const resumeMock = {
  request: { query: ResumeMailAccountDocument, variables: { email: PAUSED.email } },
  result: {
    data: {
      resumeMailAccount: {
        ...PAUSED,
        health: { __typename: 'MailboxHealth', state: 'ok', reason: null, since: null },
      },
    },
  },
};

describe('Mailbox health on the mail accounts list', () => {
  it('shows why a mailbox is paused or failing, and nothing for a healthy one', async () => {
    renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([PAUSED, FAILING, FINE])],
    });
    await screen.findByRole('cell', { name: PAUSED.email });
    expect(within(row(PAUSED.email)).getByText(`Paused: ${REASON}`)).toBeInTheDocument();
    expect(
      within(row(FAILING.email)).getByText('The last 2 logins to the mail server failed.'),
    ).toBeInTheDocument();
    expect(within(row(FAILING.email)).queryByRole('button', { name: /Resume/ })).toBeNull();
    expect(within(row(FINE.email)).queryByText(/Paused/)).toBeNull();
    expect(within(row(FINE.email)).queryByRole('button', { name: /Resume/ })).toBeNull();
  });

  it('resumes a paused mailbox', async () => {
    const { user } = renderApp('/mail-accounts/all', {
      signedIn: true,
      mocks: [mailAccountsMock([PAUSED]), resumeMock],
    });
    await screen.findByRole('cell', { name: PAUSED.email });
    await user.click(await screen.findByRole('button', { name: `Resume ${PAUSED.email}` }));

    expect(await screen.findByText(GUARDRAIL_MESSAGES.resumed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`Paused: ${REASON}`)).toBeNull());
    expect(screen.queryByRole('button', { name: `Resume ${PAUSED.email}` })).toBeNull();
  });

  it.each(['member', 'viewer'])(
    'shows a %s why a mailbox is paused, without the Resume only admins may use',
    async (role) => {
      renderApp('/mail-accounts/all', {
        signedIn: true,
        role,
        mocks: [mailAccountsMock([PAUSED])],
      });
      await screen.findByRole('cell', { name: PAUSED.email });
      expect(await within(row(PAUSED.email)).findByText(`Paused: ${REASON}`)).toBeInTheDocument();
      // The role is known once the answer came: still no button.
      await waitFor(() => expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull());
    },
  );

  it('shows an admin the Resume button', async () => {
    renderApp('/mail-accounts/all', {
      signedIn: true,
      role: 'admin',
      mocks: [mailAccountsMock([PAUSED])],
    });
    expect(
      await screen.findByRole('button', { name: `Resume ${PAUSED.email}` }),
    ).toBeInTheDocument();
  });
});
