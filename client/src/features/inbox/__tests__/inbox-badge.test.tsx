import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { INBOX_TEXTS as T } from '../inbox-texts';
import {
  buildConversation,
  conversationMock,
  conversationsMock,
  markReadMock,
  optionsMock,
  unreadCountMock,
} from './factories';

const sidebar = () => screen.getByRole('navigation', { name: 'Sidebar' });

describe('Inbox in the sidebar', () => {
  it('links to the inbox under Campaigns, after Leads, with the unread count', async () => {
    renderApp('/', { signedIn: true, mocks: [unreadCountMock(3)] });
    const link = await within(sidebar()).findByRole('link', { name: 'Inbox (3 unread)' });
    expect(link).toHaveAttribute('href', '/inbox');
    const campaigns = within(sidebar()).getByRole('list', { name: 'Campaigns' });
    const names = within(campaigns)
      .getAllByRole('link')
      .map((entry) => entry.textContent);
    expect(names.slice(0, 3)).toEqual(['Campaigns', 'Leads', 'Inbox3 (3 unread)']);
  });

  it('shows no count when nothing is unread', async () => {
    renderApp('/', { signedIn: true, mocks: [unreadCountMock(0)] });
    expect(await within(sidebar()).findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('counts again once an opened conversation is read', async () => {
    const unread = buildConversation({ unreadCount: 1 });
    renderApp(`/inbox/${unread.id}`, {
      signedIn: true,
      mocks: [
        unreadCountMock(1),
        optionsMock(),
        conversationsMock({ rows: [] }),
        conversationMock(unread),
        markReadMock(unread, true),
        unreadCountMock(0),
      ],
    });
    expect(
      await within(sidebar()).findByRole('link', { name: 'Inbox (1 unread)' }),
    ).toBeInTheDocument();
    expect(await within(sidebar()).findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.markUnread })).toBeInTheDocument();
  });
});
