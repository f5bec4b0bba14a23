import type { ApolloCache } from '@apollo/client';
import { INBOX_MESSAGES, type LeadStatus } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestFallback } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import {
  type InboxConversationRowFragment,
  useAssignInboxLeadMutation,
  useMarkInboxConversationReadMutation,
  useSetInboxLeadStatusMutation,
  useSetInboxRecipientPausedMutation,
} from '../../../generated/graphql';
import { INBOX_TEXTS } from '../inbox-texts';

const FAILED = badRequestFallback(INBOX_TEXTS.actionFailed);
// The sidebar's count, when it is on screen (it always is in the signed-in app).
const UNREAD_COUNT = ['InboxUnreadCount'];

/**
 * The list's row is updated by the normalized answer itself; the open conversation is another
 * type under the same id, so the answer's fields are copied onto it.
 */
export function mirrorIntoConversation(
  cache: ApolloCache<unknown>,
  summary: InboxConversationRowFragment | undefined,
): void {
  if (!summary) return;
  const id = cache.identify({ __typename: 'InboxConversation', id: summary.id });
  if (!id) return;
  const fields = Object.entries(summary).filter(([name]) => name !== '__typename' && name !== 'id');
  cache.modify({
    id,
    fields: Object.fromEntries(fields.map(([name, value]) => [name, () => value])),
  });
}

type Outcome = { data?: Record<string, InboxConversationRowFragment> | null };

/** Runs an action, copies its answer onto the open conversation and confirms it (quietly if asked). */
async function act(run: () => Promise<Outcome>, quiet = false): Promise<boolean> {
  try {
    await run();
  } catch {
    return false; // Reported by the error link.
  }
  if (!quiet) showSuccess(INBOX_MESSAGES.marked);
  return true;
}

/**
 * What a conversation's buttons do: the lead's status and owner, the recipient paused or not, the
 * conversation read or unread (which the sidebar's count follows). Each resolves to whether it
 * worked; a failure shows the server's reason.
 */
export function useConversationActions(conversationId: string) {
  const update = {
    update: (cache: ApolloCache<unknown>, { data }: Outcome) => mirror(cache, data),
  };
  const [markRead, reading] = useMarkInboxConversationReadMutation({
    context: FAILED,
    refetchQueries: UNREAD_COUNT,
    ...update,
  });
  const [setStatus, moving] = useSetInboxLeadStatusMutation({ context: FAILED, ...update });
  const [assign, assigning] = useAssignInboxLeadMutation({ context: FAILED, ...update });
  const [setPaused, pausing] = useSetInboxRecipientPausedMutation({ context: FAILED, ...update });
  const variables = { conversationId };

  return {
    busy: reading.loading || moving.loading || assigning.loading || pausing.loading,
    setRead: useCallback(
      (read: boolean, quiet = false) =>
        act(() => markRead({ variables: { conversationId, read } }), quiet),
      [markRead, conversationId],
    ),
    setLeadStatus: (status: LeadStatus) =>
      act(() => setStatus({ variables: { ...variables, status } })),
    assign: (assignedToEmail: string) =>
      act(() => assign({ variables: { ...variables, assignedToEmail } })),
    setPaused: (paused: boolean) => act(() => setPaused({ variables: { ...variables, paused } })),
  };
}

function mirror(cache: ApolloCache<unknown>, data: Outcome['data']): void {
  const summary = data ? Object.values(data)[0] : undefined;
  mirrorIntoConversation(cache, summary);
}
