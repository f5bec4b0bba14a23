import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { INBOX_PAGE_SIZE } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { LIST_POLL_MS } from '../hooks/use-inbox-conversations';
import { INBOX_TEXTS as T } from '../inbox-texts';
import { buildRow, conversationsMock, failure, optionsMock } from './factories';

const RITA = buildRow(6, {
  // The name is theirs to choose: the list shows the address the mail came from instead.
  peerName: 'ceo@bank.test',
  peerEmail: 'rita@prospect.test',
  lastFromEmail: 'rita@prospect.test',
  subject: 'Re: Spring offer',
  snippet: 'Tuesday works for me.',
  mailboxEmail: 'hello@ours.test',
  campaignName: 'Autumn',
  leadStatus: 'won',
});
const BOB = buildRow(5, {
  unreadCount: 0,
  leadId: null,
  leadStatus: null,
  lastFromEmail: 'bob@elsewhere.test',
});

function renderInbox(mocks: MockedResponse[]) {
  return renderApp('/inbox', { signedIn: true, mocks: [optionsMock(), ...mocks] });
}

const list = () => screen.getByRole('list', { name: T.listLabel });
const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Inbox list', () => {
  it('lists conversations newest first with sender, subject, snippet, mailbox, campaign, time, status', async () => {
    renderInbox([conversationsMock({ rows: [RITA, BOB] })]);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    await screen.findByText('rita@prospect.test');
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).not.toHaveTextContent('ceo@bank.test');
    // Mail from another address than the contact's says both.
    expect(
      within(items[1]).getByText('bob@elsewhere.test (for peer5@prospect.test)'),
    ).toBeInTheDocument();
    expect(items[1]).not.toHaveTextContent('Peer 5');

    const rita = within(rowOf('Re: Spring offer'));
    expect(rita.getByText('Tuesday works for me.')).toBeInTheDocument();
    expect(rita.getByText('hello@ours.test')).toBeInTheDocument();
    expect(rita.getByText('Autumn')).toBeInTheDocument();
    expect(rita.getByText('01/06/2026 02:05 PM')).toBeInTheDocument();
    expect(rita.getByText('Won')).toBeInTheDocument();
    expect(rita.getByText(T.unread)).toBeInTheDocument();
    expect(rita.getByRole('link')).toHaveAttribute('href', '/inbox/conv-6');

    const bob = within(rowOf('Re: Quick question 5'));
    expect(bob.queryByText(T.unread)).not.toBeInTheDocument();
    expect(bob.getByText(T.notALead)).toBeInTheDocument();
    expect(screen.getByText(T.pickConversation)).toBeInTheDocument();
    await waitFor(() =>
      expect(optionsOf(T.mailbox)).toEqual(['All Mailboxes', 'sales@ours.test', 'hello@ours.test']),
    );
    expect(optionsOf(T.campaign)).toEqual(['All Campaigns', 'Spring outreach', 'Autumn']);
    expect(optionsOf(T.leadStatus)).toEqual(['All', 'Open', 'Won', 'Ignored', 'Lost']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing matches, and the server’s reason on a 400', async () => {
    renderInbox([
      { ...conversationsMock({ rows: [] }), result: failure('Limit must be 1 to 100.') },
    ]);
    expect(await screen.findByText('Limit must be 1 to 100.')).toBeInTheDocument();
    expect(screen.getByText(T.empty)).toBeInTheDocument();
  });

  it('asks again with each filter: mailbox, campaign, lead status, unread only', async () => {
    const answer = (subject: string) => [buildRow(9, { subject })];
    const { user } = renderInbox([
      conversationsMock({ rows: [RITA, BOB] }),
      conversationsMock({ rows: answer('By mailbox'), filter: { mailboxId: 'mb-2' } }),
      conversationsMock({
        rows: answer('By campaign'),
        filter: { mailboxId: 'mb-2', campaignId: 'camp-2' },
      }),
      conversationsMock({
        rows: answer('By status'),
        filter: { mailboxId: 'mb-2', campaignId: 'camp-2', leadStatus: 'won' },
      }),
      conversationsMock({
        rows: [],
        filter: { mailboxId: 'mb-2', campaignId: 'camp-2', leadStatus: 'won', unread: true },
      }),
    ]);
    await screen.findByText('Re: Quick question 5');
    await waitFor(() => expect(optionsOf(T.mailbox)).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText(T.mailbox), 'hello@ours.test');
    expect(await screen.findByText('By mailbox')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(T.campaign), 'Autumn');
    expect(await screen.findByText('By campaign')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(T.leadStatus), 'Won');
    expect(await screen.findByText('By status')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: T.unreadOnly }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByText('By status')).not.toBeInTheDocument();
  });

  it('searches address, name or subject once typing pauses', async () => {
    const { user } = renderInbox([
      conversationsMock({ rows: [RITA, BOB] }),
      conversationsMock({ rows: [RITA], filter: { searchText: 'rita' } }),
    ]);
    await screen.findByText('Re: Quick question 5');
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'rita');
    await waitFor(() => expect(screen.queryByText('Re: Quick question 5')).not.toBeInTheDocument());
    expect(screen.getByText('Re: Spring offer')).toBeInTheDocument();
  });

  it('pages 50 at a time', async () => {
    const first = Array.from({ length: INBOX_PAGE_SIZE }, (_, i) => buildRow(i + 1));
    const { user } = renderInbox([
      conversationsMock({ rows: first, total: INBOX_PAGE_SIZE + 2 }),
      conversationsMock({
        rows: [buildRow(51, { subject: 'Page two' }), BOB],
        total: INBOX_PAGE_SIZE + 2,
        page: 2,
      }),
    ]);
    await screen.findByText('Re: Quick question 50');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(INBOX_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page two')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks for the page again every minute, so new replies come in by themselves', async () => {
    jest.useFakeTimers();
    try {
      renderInbox([conversationsMock({ rows: [BOB] }), conversationsMock({ rows: [RITA, BOB] })]);
      expect(await screen.findByText('Re: Quick question 5')).toBeInTheDocument();
      expect(screen.queryByText('Re: Spring offer')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(LIST_POLL_MS));
      expect(await screen.findByText('Re: Spring offer')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
