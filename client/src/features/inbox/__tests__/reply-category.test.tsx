import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SetInboxMessageCategoryDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { INBOX_TEXTS as T } from '../inbox-texts';
import {
  buildConversation,
  buildMessage,
  buildRow,
  conversationMock,
  conversationsMock,
  optionsMock,
  summaryOf,
} from './factories';

const NOTE = 'Out of office until Tue 2 Dec — resumes Wed 3 Dec';
const AWAY = buildConversation({ unreadCount: 0, category: 'out_of_office', awayNote: NOTE }, [
  buildMessage('m-ooo', { kind: 'auto_reply', category: 'out_of_office', text: 'Away.' }),
]);

describe('reply categories in the inbox', () => {
  it('labels rows and filters the list by category', async () => {
    const away = buildRow(1, { category: 'out_of_office', awayNote: NOTE });
    const { user } = renderApp('/inbox', {
      signedIn: true,
      mocks: [
        optionsMock(),
        conversationsMock({ rows: [away, buildRow(2)] }),
        conversationsMock({ rows: [away], filter: { category: 'out_of_office' } }),
      ],
    });
    const list = await screen.findByRole('list', { name: T.listLabel });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('Out of office')).toBeInTheDocument();
    expect(within(list).getByText(NOTE)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(T.category), 'Out of office');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows the pause and lets a person correct a message’s category', async () => {
    let corrected = false;
    const correction: MockedResponse = {
      request: {
        query: SetInboxMessageCategoryDocument,
        variables: { messageId: 'm-ooo', category: 'reply' },
      },
      result: () => {
        corrected = true;
        return {
          data: { setInboxMessageCategory: summaryOf(AWAY, { category: 'reply', awayNote: null }) },
        };
      },
    };
    const { user } = renderApp(`/inbox/${AWAY.id}`, {
      signedIn: true,
      mocks: [
        optionsMock(),
        conversationsMock({ rows: [] }),
        conversationMock(AWAY),
        correction,
        conversationMock(AWAY),
        conversationsMock({ rows: [] }),
      ],
    });
    const thread = await screen.findByRole('list', { name: 'Thread' });
    expect(screen.getByText(NOTE, { selector: 'p' })).toBeInTheDocument();
    const select = within(thread).getByLabelText('Category');
    expect(select).toHaveValue('out_of_office');
    await user.selectOptions(select, 'reply');
    await waitFor(() => expect(corrected).toBe(true));
  });
});
