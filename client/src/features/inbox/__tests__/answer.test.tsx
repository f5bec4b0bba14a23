import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { INBOX_MESSAGES } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { INBOX_TEXTS as T } from '../inbox-texts';
import {
  answered,
  answerMock,
  buildConversation,
  buildMessage,
  conversationMock,
  conversationsMock,
  optionsMock,
} from './factories';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CONVERSATION = buildConversation({ unreadCount: 0 });
const WITH_ANSWER = buildConversation({ unreadCount: 0, messageCount: 3 }, [
  ...CONVERSATION.messages,
  buildMessage('m-answer', {
    direction: 'answer',
    kind: null,
    fromEmail: 'sales@ours.test',
    fromName: 'Sam Sales',
    text: 'Great, see you Tuesday.',
    unread: false,
    state: 'sent',
  }),
]);

function renderConversation(mocks: MockedResponse[]) {
  return renderApp(`/inbox/${CONVERSATION.id}`, {
    signedIn: true,
    mocks: [
      optionsMock(),
      conversationsMock({ rows: [] }),
      conversationMock(CONVERSATION),
      ...mocks,
    ],
  });
}

const composer = () => screen.getByRole('region', { name: T.answer });
const sendButton = () => within(composer()).getByRole('button', { name: /^Send/ });

async function writePlainAnswer(user: ReturnType<typeof renderConversation>['user'], text: string) {
  await screen.findByRole('region', { name: T.answer });
  await user.click(within(composer()).getByRole('radio', { name: T.formatText }));
  await user.type(within(composer()).getByRole('textbox', { name: T.answerBody }), text);
}

describe('Inbox answer', () => {
  it('sends an answer to their latest message and shows it in the thread', async () => {
    const keys: string[] = [];
    const { user } = renderConversation([
      answerMock(keys, answered('sent')),
      conversationMock(WITH_ANSWER),
    ]);
    await writePlainAnswer(user, 'Great, see you Tuesday.');
    await user.click(sendButton());
    expect(await screen.findByText(INBOX_MESSAGES.answerSent)).toBeInTheDocument();
    const answer = await screen.findByRole('article', { name: 'Our answer' });
    expect(answer).toHaveTextContent('Great, see you Tuesday.');
    expect(answer).toHaveTextContent('sent');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
    expect(within(composer()).getByRole('textbox', { name: T.answerBody })).toHaveValue('');
  });

  it('sends HTML from the editor by default', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const { user } = renderConversation([
      {
        request: { query: answerMock([], undefined).request.query },
        variableMatcher: (variables: Record<string, unknown>) => {
          sent.push(variables.input as Record<string, unknown>);
          return true;
        },
        result: answered('sent'),
      } as MockedResponse,
      conversationMock(WITH_ANSWER),
    ]);
    await screen.findByRole('region', { name: T.answer });
    await user.click(within(composer()).getByRole('textbox', { name: T.answerBody }));
    await user.paste('See you Tuesday');
    await user.click(sendButton());
    expect(await screen.findByText(INBOX_MESSAGES.answerSent)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        messageId: 'm-reply',
        format: 'html',
        body: '<p>See you Tuesday</p>',
      }),
    ]);
  });

  it('retries after a timeout with the same request key, and a double click sends once', async () => {
    const keys: string[] = [];
    const { user } = renderConversation([
      answerMock(keys, undefined, new Error('Network timeout')),
      answerMock(keys, answered('sent')),
      conversationMock(WITH_ANSWER),
    ]);
    await writePlainAnswer(user, 'Great, see you Tuesday.');
    await user.dblClick(sendButton());
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(keys).toHaveLength(1);
    expect(screen.queryByText(INBOX_MESSAGES.answerSent)).not.toBeInTheDocument();
    expect(within(composer()).getByRole('textbox', { name: T.answerBody })).toHaveValue(
      'Great, see you Tuesday.',
    );

    await user.click(sendButton());
    // The timeout's error toast is still on screen: the answer in the thread says it went.
    expect(await screen.findByRole('article', { name: 'Our answer' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(UUID);
  });

  it('is disabled while sending', async () => {
    const keys: string[] = [];
    const { user } = renderConversation([
      { ...answerMock(keys, answered('sent')), delay: 200 },
      conversationMock(WITH_ANSWER),
    ]);
    await writePlainAnswer(user, 'Hello');
    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent(T.sending);
    expect(await screen.findByText(INBOX_MESSAGES.answerSent)).toBeInTheDocument();
  });

  it('shows why an answer failed, keeps the text, and sends the next attempt as a new answer', async () => {
    const keys: string[] = [];
    const { user } = renderConversation([
      answerMock(keys, answered('failed', '550 Mailbox unavailable')),
      answerMock(keys, answered('sent')),
      conversationMock(WITH_ANSWER),
    ]);
    await writePlainAnswer(user, 'Hello');
    await user.click(sendButton());
    expect(await screen.findByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(composer()).getByRole('textbox', { name: T.answerBody })).toHaveValue('Hello');
    await user.click(sendButton());
    expect(await screen.findByRole('article', { name: 'Our answer' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
