import { useEffect, useRef } from 'react';

type SelectAllCheckboxProps = {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  onChange: () => void;
};

/** A header's select-all box: ticked when every row is selected, mixed when only some are. */
export function SelectAllCheckbox({
  label,
  checked,
  indeterminate,
  onChange,
}: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={onChange} />
  );
}

/**
 * A table's selection of rows by key: how many of `keys` are selected, whether all are, and the
 * toggles of the select-all box and of one row (each answering the new set to `onChange`).
 */
export function rowSelection<Key>(
  keys: readonly Key[],
  selected: ReadonlySet<Key>,
  onChange: (next: Set<Key>) => void,
) {
  const selectedCount = keys.filter((key) => selected.has(key)).length;
  const allSelected = keys.length > 0 && selectedCount === keys.length;
  return {
    selectedCount,
    allSelected,
    someSelected: selectedCount > 0 && !allSelected,
    toggleAll: () => onChange(allSelected ? new Set() : new Set(keys)),
    toggle: (key: Key) => {
      const next = new Set(selected);
      if (!next.delete(key)) next.add(key);
      onChange(next);
    },
  };
}
