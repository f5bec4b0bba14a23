import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { badRequestFallback } from '../../../app/apollo';
import { lazyWithPreload } from '../../../components/lazy-with-preload';
import { PageLoader } from '../../../components/page-loader';
import { type InboxConversationQuery, useInboxConversationQuery } from '../../../generated/graphql';
import { useConversationActions } from '../hooks/use-conversation-actions';
import { useOlderMessages } from '../hooks/use-older-messages';
import { INBOX_TEXTS as T } from '../inbox-texts';
import { leadStatusLabel, senderText } from './conversation-list';
import { ConversationActions } from './conversation-actions';
import { ThreadMessage } from './thread-message';

// The answer's editor (draft-js) loads with the first conversation opened, not with the list.
const AnswerComposer = lazyWithPreload(() =>
  import('./answer-composer').then((module) => module.AnswerComposer),
);

type Conversation = InboxConversationQuery['inboxConversation'];
type Users = readonly { email: string; name: string }[];

/** The origins the conversation's own images come from: the app's and its attachment links'. */
function ownOriginsOf(messages: Conversation['messages']): string[] {
  const origins = new Set([window.location.origin]);
  for (const message of messages)
    for (const { url } of message.attachments) if (url) origins.add(new URL(url).origin);
  return [...origins];
}

/** Marks the conversation read once, when it is opened with unread mail (quietly). */
function useReadOnOpen(
  conversation: Conversation | undefined,
  setRead: (read: boolean, quiet: boolean) => Promise<boolean>,
) {
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!conversation || opened.current === conversation.id) return;
    opened.current = conversation.id;
    if (conversation.unreadCount > 0) void setRead(true, true);
  }, [conversation, setRead]);
}

/** Who, which campaign and mailbox, the lead's status and owner. */
function ConversationHeader({ conversation, users }: { conversation: Conversation; users: Users }) {
  const owner = users.find((user) => user.email === conversation.assignedToEmail);
  const who = senderText(conversation);
  return (
    <header className="inbox-panel__header">
      <h2>{conversation.subject}</h2>
      <p className="inbox-panel__who">{who}</p>
      <dl className="inbox-panel__facts">
        <dt>{T.campaign}</dt>
        <dd>{conversation.campaignName}</dd>
        <dt>{T.mailbox}</dt>
        <dd>{conversation.mailboxEmail}</dd>
        <dt>{T.leadStatus}</dt>
        <dd>{leadStatusLabel(conversation.leadStatus)}</dd>
        <dt>Owner</dt>
        <dd>{owner?.name || conversation.assignedToEmail || T.unassigned}</dd>
      </dl>
      {conversation.awayNote && <p className="inbox-panel__away">{conversation.awayNote}</p>}
    </header>
  );
}

/** "Show older messages": the page before the oldest message shown, while there is one. */
function OlderMessages({ older }: { older: ReturnType<typeof useOlderMessages> }) {
  if (!older.hasOlder) return null;
  return (
    <p className="inbox-panel__older">
      <button
        type="button"
        className="button"
        disabled={older.loading}
        onClick={() => void older.loadOlder()}
      >
        {older.loading ? T.loadingOlder : T.showOlder}
      </button>
      {older.failed && <span role="alert"> {T.olderFailed}</span>}
    </p>
  );
}

/**
 * A conversation beside the list: its thread in time order (our steps as sent, their replies, our
 * answers and their state) — the latest page, older pages on demand ("Show older messages") —
 * its actions and the composer answering their latest message. Opening it marks it read; "Show
 * images" asks the server again with remote images allowed.
 */
export function ConversationPanel({
  conversationId,
  users,
}: {
  conversationId: string;
  users: Users;
}) {
  const [remoteImages, setRemoteImages] = useState(false);
  const { data, previousData, error, refetch } = useInboxConversationQuery({
    variables: { conversationId, showImages: remoteImages },
    fetchPolicy: 'cache-and-network',
    context: badRequestFallback(T.conversationFailed),
  });
  const conversation = (data ?? previousData)?.inboxConversation;
  const actions = useConversationActions(conversationId);
  const older = useOlderMessages(conversation, remoteImages);
  useReadOnOpen(conversation, actions.setRead);
  const messages = useMemo(
    () => [...older.messages, ...(conversation?.messages ?? [])],
    [older.messages, conversation],
  );
  const ownOrigins = useMemo(() => ownOriginsOf(messages), [messages]);
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  if (!conversation)
    return error ? (
      <p className="empty">{T.conversationFailed}</p>
    ) : (
      <p role="status">{T.loading}</p>
    );
  const latestReceived = [...messages].reverse().find((m) => m.direction === 'received');
  const imagesHidden = messages.some((message) => message.imagesHidden);
  return (
    <section className="inbox-panel" aria-label="Conversation">
      <ConversationHeader conversation={conversation} users={users} />
      <ConversationActions conversation={conversation} users={users} actions={actions} />
      {imagesHidden && !remoteImages && (
        <p className="inbox-panel__images">
          {T.imagesHidden}{' '}
          <button type="button" className="button" onClick={() => setRemoteImages(true)}>
            {T.showImages}
          </button>
        </p>
      )}
      <OlderMessages older={older} />
      <ol className="inbox-thread" aria-label="Thread">
        {messages.map((message) => (
          <li key={message.id}>
            <ThreadMessage message={message} ownOrigins={ownOrigins} remoteImages={remoteImages} />
          </li>
        ))}
      </ol>
      {latestReceived && (
        <Suspense fallback={<PageLoader />}>
          <AnswerComposer
            key={latestReceived.id}
            messageId={latestReceived.id}
            onAnswered={reload}
          />
        </Suspense>
      )}
    </section>
  );
}
