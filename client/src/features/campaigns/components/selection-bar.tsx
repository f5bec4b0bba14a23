type SelectionBarProps = {
  count: number;
  onDelete: () => void;
  onExport: () => void;
  onAddLabel: () => void;
  onRemoveLabel: () => void;
};

/** What can be done with the selected campaigns: Delete, Export, Add Label, Remove Label. */
export function SelectionBar({
  count,
  onDelete,
  onExport,
  onAddLabel,
  onRemoveLabel,
}: SelectionBarProps) {
  return (
    <div className="action-bar campaigns-selection" role="toolbar" aria-label="Selected campaigns">
      <span className="action-bar__count">{count} selected</span>
      <button type="button" className="button button--danger" onClick={onDelete}>
        Delete
      </button>
      <button type="button" className="button" onClick={onExport}>
        Export
      </button>
      <button type="button" className="button" onClick={onAddLabel}>
        Add Label
      </button>
      <button type="button" className="button" onClick={onRemoveLabel}>
        Remove Label
      </button>
    </div>
  );
}
