import { rowSelection, SelectAllCheckbox } from '../../../components/select-all-checkbox';
import type { UnsubscriberFieldsFragment } from '../../../generated/graphql';
import { unsubscribeDateText, unsubscribeTime } from '../unsubscribe-date';

type UnsubscribersTableProps = {
  rows: UnsubscriberFieldsFragment[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Opens the Delete Domain(s) dialog of a row. */
  onDeleteDomains: (unsubscriber: UnsubscriberFieldsFragment) => void;
  /** Bulk actions of the action bar, on the selected rows. */
  onDeleteSelected: () => void;
  onExportSelected: () => void;
};

/**
 * Unsubscribers with a select box per row (spec 02 §2). With rows selected, the header row turns
 * into an action bar with the selected count, Delete and Export.
 */
export function UnsubscribersTable({
  rows,
  selected,
  onSelectedChange,
  onDeleteDomains,
  onDeleteSelected,
  onExportSelected,
}: UnsubscribersTableProps) {
  const { selectedCount, allSelected, someSelected, toggleAll, toggle } = rowSelection(
    rows.map((row) => row.id),
    selected,
    onSelectedChange,
  );

  return (
    <table className="table unsubscribers-table">
      <thead>
        <tr>
          <th scope="col" className="unsubscribers-table__select">
            <SelectAllCheckbox
              label="Select all unsubscribers"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={toggleAll}
            />
          </th>
          {selectedCount > 0 ? (
            <th scope="col" colSpan={4}>
              <div className="action-bar" role="toolbar" aria-label="Selected unsubscribers">
                <span className="action-bar__count">{selectedCount} selected</span>
                <button type="button" className="button button--danger" onClick={onDeleteSelected}>
                  Delete
                </button>
                <button type="button" className="button" onClick={onExportSelected}>
                  Export
                </button>
              </div>
            </th>
          ) : (
            <>
              <th scope="col">Email</th>
              <th scope="col">Unsubscribe Date</th>
              <th scope="col">Domains</th>
              <th scope="col">Action</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const time = unsubscribeTime(row);
          return (
            <tr key={row.id}>
              <td className="unsubscribers-table__select">
                <input
                  type="checkbox"
                  aria-label={`Select ${row.email}`}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </td>
              <td>{row.email}</td>
              <td>
                {time && <time dateTime={time.toISOString()}>{unsubscribeDateText(row)}</time>}
              </td>
              <td>{row.unsubscribes.map((entry) => entry.domain).join(', ')}</td>
              <td>
                <button
                  type="button"
                  className="button unsubscribers-table__delete"
                  aria-label={`Delete domains of ${row.email}`}
                  onClick={() => onDeleteDomains(row)}
                >
                  Delete
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
