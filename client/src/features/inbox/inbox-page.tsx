import { INBOX_PAGE_SIZE } from '@outbound/common';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { badRequestFallback } from '../../app/apollo';
import { Pager } from '../../components/pager';
import { useInboxFilterOptionsQuery } from '../../generated/graphql';
import { useSearchText } from '../../hooks/use-search-text';
import { useStateOf } from '../../hooks/use-state-of';
import { ConversationList } from './components/conversation-list';
import { ConversationPanel } from './components/conversation-panel';
import { InboxFilters } from './components/inbox-filters';
import {
  type InboxFilter,
  NO_FILTER,
  useInboxConversations,
} from './hooks/use-inbox-conversations';
import { INBOX_TEXTS as T } from './inbox-texts';
import './inbox.css';

/** The page's conversations, or what stands for them, and the pager. */
function InboxList({ filter }: { filter: InboxFilter }) {
  const [page, setPage] = useStateOf(JSON.stringify(filter), 1);
  const { rows, total, loaded, loading, failed } = useInboxConversations(filter, page);
  const lastPage = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return (
    <>
      {rows.length > 0 && <ConversationList rows={rows} />}
      {loading && !loaded && <p role="status">{T.loading}</p>}
      {(loaded ? rows.length === 0 : failed) && <p className="empty">{T.empty}</p>}
      {total > INBOX_PAGE_SIZE && (
        <Pager page={page} lastPage={lastPage} more={false} onPage={setPage} />
      )}
    </>
  );
}

/**
 * The unified inbox (`/inbox`, `/inbox/:conversationId`): every conversation of the workspace's
 * mailboxes, newest first, 50 a page, filtered by mailbox, campaign, lead status and unread, and
 * searched by address, name or subject; the conversation picked is read and answered beside it.
 */
export function InboxPage() {
  const { conversationId } = useParams();
  const [typed, setTyped] = useState('');
  const searchText = useSearchText(typed);
  const [filters, setFilters] = useState(NO_FILTER);
  const filter = useMemo(() => ({ ...filters, searchText }), [filters, searchText]);
  const options = useInboxFilterOptionsQuery({ context: badRequestFallback(T.listFailed) });

  return (
    <div className="page inbox-page">
      <div className="page__header">
        <h1>{T.title}</h1>
      </div>
      <div className="inbox-layout">
        <section className="card inbox-layout__list" aria-label={T.listLabel}>
          <InboxFilters
            typed={typed}
            onTypedChange={setTyped}
            filter={filter}
            onFilterChange={(change) => setFilters((current) => ({ ...current, ...change }))}
            mailboxes={options.data?.mailAccounts ?? []}
            campaigns={options.data?.campaignNames ?? []}
          />
          <InboxList filter={filter} />
        </section>
        <div className="card inbox-layout__panel">
          {conversationId ? (
            <ConversationPanel
              key={conversationId}
              conversationId={conversationId}
              users={options.data?.users ?? []}
            />
          ) : (
            <p className="empty">{T.pickConversation}</p>
          )}
        </div>
      </div>
    </div>
  );
}
