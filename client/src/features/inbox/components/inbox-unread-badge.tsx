import { HANDLE_ERRORS_LOCALLY } from '../../../app/apollo';
import { useInboxUnreadCountQuery } from '../../../generated/graphql';

/** How often the sidebar asks for the unread count (one indexed count; actions refetch it too). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The sidebar's count of conversations with unread mail, beside "Inbox"; nothing when there are
 * none. A failure leaves the count out silently: the pages report their own errors.
 */
export function InboxUnreadBadge() {
  const { data } = useInboxUnreadCountQuery({
    pollInterval: UNREAD_POLL_MS,
    context: HANDLE_ERRORS_LOCALLY,
  });
  const count = data?.inboxUnreadCount ?? 0;
  if (count <= 0) return null;
  return (
    <span className="sidebar__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{` (${count} unread)`}</span>
    </span>
  );
}
