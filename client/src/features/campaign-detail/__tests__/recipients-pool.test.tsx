import { screen, within } from '@testing-library/react';
import { RECIPIENT_SENDER_MESSAGES } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { buildDetail, detailMock, failure, listsMock } from './factories';
import { RECIPIENTS_PATH, buildRecipient, moveMock, recipientsMock } from './recipient-factories';

type Mocks = NonNullable<Parameters<typeof renderApp>[1]>['mocks'];

const POOL = [
  { __typename: 'CampaignPoolMailbox', id: 'ma-1', email: 'sales@acme.test', name: 'Sales Team' },
  { __typename: 'CampaignPoolMailbox', id: 'ma-2', email: 'sam@acme.test', name: 'Sam' },
];

async function openTab(mocks: Mocks, pool = POOL) {
  const view = renderApp(RECIPIENTS_PATH, {
    signedIn: true,
    mocks: [detailMock(buildDetail({ mailAccounts: pool })), listsMock(), ...(mocks ?? [])],
  });
  await screen.findByRole('heading', { name: 'Spring outreach' });
  await screen.findByRole('table');
  return view;
}

const rowOf = (email: string) =>
  screen.getByRole('checkbox', { name: `Select ${email}` }).closest('tr') as HTMLElement;

describe('Recipients tab of a sending pool', () => {
  it('shows each sender and why a recipient waits for its own', async () => {
    await openTab([
      recipientsMock({}, [
        buildRecipient('ann@acme.test', { senderId: 'ma-1', senderEmail: 'sales@acme.test' }),
        buildRecipient('bob@acme.test', {
          senderId: 'ma-3',
          senderEmail: 'old@acme.test',
          waitingReason: RECIPIENT_SENDER_MESSAGES.waitingLeftPool,
        }),
      ]),
    ]);
    expect(
      screen.getByRole('columnheader', { name: RECIPIENT_SENDER_MESSAGES.senderHeader }),
    ).toBeInTheDocument();
    expect(within(rowOf('ann@acme.test')).getByText('sales@acme.test')).toBeInTheDocument();
    expect(
      within(rowOf('bob@acme.test')).getByText(RECIPIENT_SENDER_MESSAGES.waitingLeftPool),
    ).toBeInTheDocument();
  });

  it('a campaign of one mailbox looks as before: no sender column, no move', async () => {
    const { user } = await openTab(
      [recipientsMock({}, [buildRecipient('ann@acme.test', { senderId: 'ma-1' })])],
      [POOL[0]],
    );
    expect(
      screen.queryByRole('columnheader', { name: RECIPIENT_SENDER_MESSAGES.senderHeader }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select ann@acme.test' }));
    expect(
      screen.queryByRole('button', { name: RECIPIENT_SENDER_MESSAGES.moveAction }),
    ).not.toBeInTheDocument();
  });

  it('moves the selection to another mailbox of the pool, saying it starts a new thread', async () => {
    const bob = buildRecipient('bob@acme.test', {
      senderId: 'ma-3',
      senderEmail: 'old@acme.test',
      waitingReason: RECIPIENT_SENDER_MESSAGES.waitingLeftPool,
    });
    const moved = moveMock(['bob@acme.test'], 'ma-2', [
      { ...bob, senderId: 'ma-2', senderEmail: 'sam@acme.test', waitingReason: null },
    ]);
    const { user } = await openTab([recipientsMock({}, [bob]), moved]);
    await user.click(screen.getByRole('checkbox', { name: 'Select bob@acme.test' }));
    await user.click(screen.getByRole('button', { name: RECIPIENT_SENDER_MESSAGES.moveAction }));
    const dialog = await screen.findByRole('dialog', { name: RECIPIENT_SENDER_MESSAGES.moveTitle });
    expect(within(dialog).getByText(RECIPIENT_SENDER_MESSAGES.moveNewThread)).toBeInTheDocument();
    // Nothing picked: the dialog says what is missing and asks nothing of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText(RECIPIENT_SENDER_MESSAGES.moveTargetRequired),
    ).toBeInTheDocument();
    expect(moved.result).not.toHaveBeenCalled();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: RECIPIENT_SENDER_MESSAGES.moveTargetLabel }),
      'ma-2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(RECIPIENT_SENDER_MESSAGES.moved)).toBeInTheDocument();
    expect(moved.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('bob@acme.test')).getByText('sam@acme.test')).toBeInTheDocument();
    expect(screen.queryByText(RECIPIENT_SENDER_MESSAGES.waitingLeftPool)).not.toBeInTheDocument();
  });

  it("shows the server's 409 as news and keeps the dialog open", async () => {
    const ann = buildRecipient('ann@acme.test', { senderId: 'ma-2' });
    const { user } = await openTab([
      recipientsMock({}, [ann]),
      moveMock(
        ['ann@acme.test'],
        'ma-2',
        failure(RECIPIENT_SENDER_MESSAGES.moveNothing, 'CONFLICT', 409),
      ),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Select ann@acme.test' }));
    await user.click(screen.getByRole('button', { name: RECIPIENT_SENDER_MESSAGES.moveAction }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'ma-2');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(RECIPIENT_SENDER_MESSAGES.moveNothing)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
