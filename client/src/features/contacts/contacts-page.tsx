import {
  CONTACT_FILTERS,
  CONTACTS_PAGE_MESSAGES,
  CONTACTS_PAGE_SIZE,
  type ContactFilterValue,
} from '@outbound/common';
import { useId, useState } from 'react';
import { badRequestMessage } from '../../app/apollo';
import {
  useContactListsQuery,
  useContactStatsQuery,
  useContactsQuery,
  useMailUsersQuery,
} from '../../generated/graphql';
import { ContactsTable } from './components/contacts-table';
import { ImportContactsDialog } from './components/import-contacts-dialog';
import { Pager } from '../../components/pager';
import { StatTiles } from './components/stat-tiles';
import { useSearchText } from '../../hooks/use-search-text';
import { useStateOf } from '../../hooks/use-state-of';

const SEARCH_FAILED = badRequestMessage(CONTACTS_PAGE_MESSAGES.searchFailed);
const MAIL_USERS_FAILED = badRequestMessage(CONTACTS_PAGE_MESSAGES.mailUsersFailed);

type Criteria = { userEmail: string; filter: string; listId: string; searchText: string };

/** The search input: blank criteria are left out (they mean "all"). */
function searchInput({ userEmail, filter, listId, searchText }: Criteria, page: number) {
  return {
    ...(userEmail && { userEmail }),
    ...(listId && { listId }),
    ...(searchText && { searchText }),
    ...(filter && { filter: filter as ContactFilterValue }),
    offset: (page - 1) * CONTACTS_PAGE_SIZE,
    limit: CONTACTS_PAGE_SIZE,
  };
}

function contactCount(total: number, capped: boolean): string {
  const shown = `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return `${shown} ${total === 1 && !capped ? 'contact' : 'contacts'}`;
}

/** All Contacts (spec 02 §2): stats, search, filters and a paged table of the workspace's contacts. */
export function ContactsPage() {
  const ids = { user: useId(), search: useId(), filter: useId(), list: useId() };
  const [typed, setTyped] = useState('');
  const [controls, setControls] = useState({ userEmail: '', filter: '', listId: '' });
  const searchText = useSearchText(typed);
  const criteria: Criteria = { ...controls, searchText };
  // Any change of user, filter, list or search goes back to page 1 (spec 02 §4).
  const [page, setPage] = useStateOf(JSON.stringify(criteria), 1);
  const [importing, setImporting] = useState(false);

  const change = (patch: Partial<typeof controls>) => setControls((now) => ({ ...now, ...patch }));

  const users = useMailUsersQuery({ context: MAIL_USERS_FAILED });
  const lists = useContactListsQuery();
  const stats = useContactStatsQuery({
    variables: { userEmail: controls.userEmail || null },
    context: SEARCH_FAILED,
  });
  const contacts = useContactsQuery({
    variables: { input: searchInput(criteria, page) },
    context: SEARCH_FAILED,
    fetchPolicy: 'cache-and-network',
  });

  const current = contacts.data?.contacts;
  const shown = current ?? contacts.previousData?.contacts;
  const rows = current?.rows ?? [];
  const lastPage = shown ? Math.max(1, Math.ceil(shown.total / CONTACTS_PAGE_SIZE)) : page;
  const more = Boolean(shown?.totalCapped && shown.rows.length === CONTACTS_PAGE_SIZE);

  return (
    <div className="page">
      <div className="page__header">
        <h1>{CONTACTS_PAGE_MESSAGES.title}</h1>
        <div className="page__actions">
          <label className="visually-hidden" htmlFor={ids.user}>
            User
          </label>
          <select
            id={ids.user}
            className="field__input"
            value={controls.userEmail}
            onChange={(event) => change({ userEmail: event.target.value })}
          >
            <option value="">All Users</option>
            {users.data?.users.map((user) => (
              <option key={user.id} value={user.email}>
                {user.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setImporting(true)}
          >
            Import CSV
          </button>
        </div>
      </div>

      <StatTiles
        stats={stats.data?.contactStats}
        filter={controls.filter}
        onSelect={(filter) => change({ filter })}
      />

      <section className="card" aria-label="Contacts list">
        <div className="contacts-toolbar">
          <div className="field">
            <label className="field__label" htmlFor={ids.search}>
              Search
            </label>
            <input
              id={ids.search}
              type="search"
              className="field__input"
              placeholder={CONTACTS_PAGE_MESSAGES.searchPlaceholder}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.filter}>
              Filter
            </label>
            <select
              id={ids.filter}
              className="field__input"
              value={controls.filter}
              onChange={(event) => change({ filter: event.target.value })}
            >
              {CONTACT_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.list}>
              Contact list
            </label>
            <select
              id={ids.list}
              className="field__input"
              value={controls.listId}
              onChange={(event) => change({ listId: event.target.value })}
            >
              <option value="">All Contact Lists</option>
              {lists.data?.contactLists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        {shown && (
          <p className="contacts-count" aria-live="polite">
            {contactCount(shown.total, shown.totalCapped)}
          </p>
        )}
        {rows.length > 0 && <ContactsTable rows={rows} />}
        {contacts.loading && !current && (
          <p className="loader" role="status">
            Loading…
          </p>
        )}
        {current && rows.length === 0 && <p className="empty">{CONTACTS_PAGE_MESSAGES.empty}</p>}
        {shown && (rows.length > 0 || page > 1) && (
          <Pager page={page} lastPage={lastPage} more={more} onPage={setPage} />
        )}
      </section>

      {importing && <ImportContactsDialog onClose={() => setImporting(false)} />}
    </div>
  );
}
