import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AnswerInboxMessageDocument,
  InboxConversationDocument,
  InboxConversationsDocument,
  InboxFilterOptionsDocument,
  InboxUnreadCountDocument,
  MarkInboxConversationReadDocument,
  type InboxConversationQuery,
  type InboxConversationRowFragment,
  type InboxMessageFieldsFragment,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';
import {
  type InboxFilter,
  inboxConversationsInput,
  NO_FILTER,
} from '../hooks/use-inbox-conversations';

export type Row = Answered<InboxConversationRowFragment>;
export type Message = Answered<InboxMessageFieldsFragment>;
export type Conversation = Answered<InboxConversationQuery['inboxConversation']>;

export const MAILBOXES = [
  { __typename: 'MailAccount', id: 'mb-1', email: 'sales@ours.test' },
  { __typename: 'MailAccount', id: 'mb-2', email: 'hello@ours.test' },
];
export const CAMPAIGNS = [
  { __typename: 'CampaignName', id: 'camp-1', name: 'Spring outreach' },
  { __typename: 'CampaignName', id: 'camp-2', name: 'Autumn' },
];
export const USERS = [
  { __typename: 'User', id: 'user-1', name: 'Tess Mate', email: 'tess@team.test' },
];

/** An unread conversation with a lead of Spring outreach, its last message on Jan n, 2026. */
export function buildRow(n: number, overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'InboxConversationSummary',
    id: `conv-${n}`,
    recipientId: `rcpt-${n}`,
    campaignId: 'camp-1',
    campaignName: 'Spring outreach',
    mailboxId: 'mb-1',
    mailboxEmail: 'sales@ours.test',
    peerEmail: `peer${n}@prospect.test`,
    peerName: `Peer ${n}`,
    lastFromEmail: `peer${n}@prospect.test`,
    subject: `Re: Quick question ${n}`,
    snippet: `Snippet ${n}`,
    lastMessageAt: new Date(2026, 0, n, 14, 5).toISOString(),
    messageCount: 2,
    unreadCount: 1,
    leadId: `lead-${n}`,
    leadStatus: 'open',
    assignedToEmail: null,
    recipientPaused: false,
    category: 'reply',
    awayNote: null,
    ...overrides,
  };
}

/** A message of a thread: their plain-text reply unless told otherwise. */
export function buildMessage(id: string, overrides: Partial<Message> = {}): Message {
  return {
    __typename: 'InboxMessage',
    id,
    direction: 'received',
    at: new Date(2026, 0, 2, 9, 0).toISOString(),
    subject: 'Re: Quick question',
    kind: 'reply',
    category: 'reply',
    fromEmail: 'rita@prospect.test',
    fromName: 'Rita',
    to: 'sales@ours.test',
    cc: '',
    html: null,
    text: 'Yes, Tuesday works.',
    truncated: false,
    unread: true,
    state: null,
    stepPosition: null,
    imagesHidden: false,
    senderVerified: true,
    note: null,
    attachments: [],
    ...overrides,
  };
}

/** Our first step, as sent, and Rita's reply. */
export function buildConversation(
  overrides: Partial<Conversation> = {},
  messages: Message[] = [
    buildMessage('m-sent', {
      direction: 'sent',
      kind: null,
      at: new Date(2026, 0, 1, 9, 0).toISOString(),
      subject: 'Quick question',
      fromEmail: 'sales@ours.test',
      fromName: 'Sam Sales',
      to: 'rita@prospect.test',
      html: '<p>Hi Rita, are you free next week?</p>',
      text: null,
      unread: false,
      state: 'sent',
      stepPosition: 1,
    }),
    buildMessage('m-reply'),
  ],
): Conversation {
  return {
    ...buildRow(1, {
      peerEmail: 'rita@prospect.test',
      peerName: 'Rita',
      lastFromEmail: 'rita@prospect.test',
      subject: 'Re: Quick question',
      snippet: 'Yes, Tuesday works.',
    }),
    __typename: 'InboxConversation',
    olderCursor: null,
    messages,
    ...overrides,
  };
}

/** A GraphQL error answered with the given HTTP status. */
export function failure(message: string, status = 400) {
  const code = status === 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  return { errors: [new GraphQLError(message, { extensions: { code, status } })] };
}

export function optionsMock(): MockedResponse {
  return {
    request: { query: InboxFilterOptionsDocument },
    result: { data: { mailAccounts: MAILBOXES, campaignNames: CAMPAIGNS, users: USERS } },
  };
}

/** One page (1-based) of conversations of a filter (everything by default). */
export function conversationsMock({
  rows,
  total = rows.length,
  page = 1,
  filter = {},
}: {
  rows: Row[];
  total?: number;
  page?: number;
  filter?: Partial<InboxFilter>;
}): MockedResponse {
  return {
    request: {
      query: InboxConversationsDocument,
      variables: { input: inboxConversationsInput({ ...NO_FILTER, ...filter }, page) },
    },
    result: {
      data: {
        inboxConversations: {
          __typename: 'InboxConversationPage',
          totalCount: total,
          conversations: rows,
        },
      },
    },
  };
}

/** The conversation's latest page, or (`before`) the page before that cursor. */
export function conversationMock(
  conversation: Conversation,
  showImages = false,
  before?: string,
): MockedResponse {
  return {
    request: {
      query: InboxConversationDocument,
      variables: { conversationId: conversation.id, showImages, ...(before ? { before } : {}) },
    },
    result: { data: { inboxConversation: conversation } },
  };
}

export function unreadCountMock(count: number): MockedResponse {
  return {
    request: { query: InboxUnreadCountDocument },
    result: { data: { inboxUnreadCount: count } },
  };
}

/** The conversation's row as an action answers it. */
export function summaryOf(conversation: Conversation, changes: Partial<Row> = {}): Row {
  const { messages: _messages, olderCursor: _olderCursor, ...fields } = conversation;
  return { ...fields, __typename: 'InboxConversationSummary', ...changes };
}

export function markReadMock(conversation: Conversation, read: boolean): MockedResponse {
  return {
    request: {
      query: MarkInboxConversationReadDocument,
      variables: { conversationId: conversation.id, read },
    },
    result: {
      data: {
        markInboxConversationRead: summaryOf(conversation, { unreadCount: read ? 0 : 1 }),
      },
    },
  };
}

/** An answer to `answerInboxMessage`: records each request key it is asked with. */
export function answerMock(
  keys: string[],
  result: MockedResponse['result'] | undefined,
  error?: Error,
): MockedResponse {
  return {
    request: { query: AnswerInboxMessageDocument },
    variableMatcher: (variables: Record<string, unknown>) => {
      keys.push((variables.input as { requestKey: string }).requestKey);
      return true;
    },
    ...(error ? { error } : { result }),
  } as MockedResponse;
}

export function answered(state: string, lastError: string | null = null) {
  return {
    data: {
      answerInboxMessage: {
        __typename: 'InboxAnswer',
        id: 'answer-1',
        conversationId: 'conv-1',
        subject: 'Re: Quick question',
        state,
        lastError,
        createdAt: new Date(2026, 0, 3).toISOString(),
        sentAt: state === 'sent' ? new Date(2026, 0, 3).toISOString() : null,
      },
    },
  };
}
