import { useApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import {
  InboxConversationDocument,
  type InboxConversationQuery,
  type InboxConversationQueryVariables,
  type InboxMessageFieldsFragment,
} from '../../../generated/graphql';

type Latest = Pick<InboxConversationQuery['inboxConversation'], 'id' | 'olderCursor'>;

interface Older {
  /** The latest page's cursor these pages continue from: another latest page starts afresh. */
  from: string;
  messages: InboxMessageFieldsFragment[];
  cursor: string | null;
}

/**
 * The pages before a conversation's latest one, loaded on demand ("Show older messages"): each
 * asks the server for the messages before the oldest one shown. They are kept while the latest
 * page still continues into them (same conversation, images setting and cursor); a new latest page
 * (another conversation, images shown, an answer sent) starts again from it.
 */
export function useOlderMessages(latest: Latest | undefined, showImages: boolean) {
  const client = useApolloClient();
  const [older, setOlder] = useState<Older | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const from = latest?.olderCursor ? `${latest.id}|${showImages}|${latest.olderCursor}` : null;
  const current = older && older.from === from ? older : null;
  const cursor = current ? current.cursor : (latest?.olderCursor ?? null);

  const loadOlder = useCallback(async () => {
    if (!latest || !from || !cursor) return;
    setLoading(true);
    setFailed(false);
    try {
      const { data } = await client.query<InboxConversationQuery, InboxConversationQueryVariables>({
        query: InboxConversationDocument,
        variables: { conversationId: latest.id, showImages, before: cursor },
        fetchPolicy: 'no-cache',
      });
      const page = data.inboxConversation;
      setOlder((before) => ({
        from,
        messages: [...page.messages, ...(before?.from === from ? before.messages : [])],
        cursor: page.olderCursor ?? null,
      }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [client, latest, from, cursor, showImages]);

  return {
    messages: current?.messages ?? [],
    hasOlder: cursor !== null,
    loading,
    failed,
    loadOlder,
  };
}
