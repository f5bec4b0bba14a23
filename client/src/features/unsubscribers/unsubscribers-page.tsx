import { EMPTY_EXPORT_MESSAGE, UNSUBSCRIBERS_MESSAGES } from '@outbound/common';
import { useState } from 'react';
import { showError, showInfo } from '../../components/toast';
import type { UnsubscriberFieldsFragment } from '../../generated/graphql';
import { DeleteDomainsDialog } from './components/delete-domains-dialog';
import { DeleteUnsubscribersDialog } from './components/delete-unsubscribers-dialog';
import { LoadMoreButton } from '../../components/load-more-button';
import { UnsubscribersTable } from './components/unsubscribers-table';
import { exportUnsubscribers } from './export-unsubscribers';
import { useReloadLater } from './hooks/use-reload-later';
import { useSearchText } from '../../hooks/use-search-text';
import { useStateOf } from '../../hooks/use-state-of';
import { useUnsubscribers } from './hooks/use-unsubscribers';
import './unsubscribers.css';

const NO_SELECTION: ReadonlySet<string> = new Set();

type OpenDialog =
  | { kind: 'domains'; unsubscriber: UnsubscriberFieldsFragment }
  | { kind: 'delete'; emails: string[] }
  | null;

/** Recipients who unsubscribed, per sender domain, and what can be done with them (spec 02 §2). */
export function UnsubscribersPage() {
  const [typed, setTyped] = useState('');
  const searchText = useSearchText(typed);
  const { rows, total, loaded, loading, failed, loadMore, reload } = useUnsubscribers(searchText);
  // A new search starts with nothing selected.
  const [selected, setSelected] = useStateOf(searchText, NO_SELECTION);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const reloadLater = useReloadLater(() => {
    setSelected(new Set());
    reload();
  });

  const selectedRows = rows.filter((row) => selected.has(row.id));

  const deleteSelected = () => {
    if (selectedRows.length === 0) {
      showError(UNSUBSCRIBERS_MESSAGES.noneSelected);
      return;
    }
    setDialog({ kind: 'delete', emails: selectedRows.map((row) => row.email) });
  };

  const exportSelected = () => {
    if (!exportUnsubscribers(selectedRows)) showInfo(EMPTY_EXPORT_MESSAGE);
  };

  return (
    <div className="page">
      <div className="page__header">
        <h1>{UNSUBSCRIBERS_MESSAGES.title}</h1>
        <input
          type="search"
          className="field__input unsubscribers__search"
          aria-label="Search unsubscribers"
          placeholder="Search email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <section className="card" aria-label="Unsubscribers list">
        {rows.length > 0 && (
          <UnsubscribersTable
            rows={rows}
            selected={selected}
            onSelectedChange={setSelected}
            onDeleteDomains={(unsubscriber) => setDialog({ kind: 'domains', unsubscriber })}
            onDeleteSelected={deleteSelected}
            onExportSelected={exportSelected}
          />
        )}
        {loading && !loaded && <p role="status">Loading…</p>}
        {(loaded ? rows.length === 0 : failed) && (
          <p className="empty">{UNSUBSCRIBERS_MESSAGES.empty}</p>
        )}
        {rows.length > 0 && rows.length < total && (
          <LoadMoreButton disabled={loading} onClick={loadMore} />
        )}
      </section>
      {dialog?.kind === 'domains' && (
        <DeleteDomainsDialog
          unsubscriber={dialog.unsubscriber}
          onClose={close}
          onDeleted={reloadLater}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUnsubscribersDialog emails={dialog.emails} onClose={close} onDeleted={reloadLater} />
      )}
    </div>
  );
}
