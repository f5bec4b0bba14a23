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
