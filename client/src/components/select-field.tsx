import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type SelectOption = { value: string | number; label: string };

type SelectFieldProps = {
  name: string;
  label: string;
  options: ReadonlyArray<SelectOption>;
  /** Shown first with an empty value, so that "nothing chosen" is possible. */
  placeholder?: string;
  /** Stores the chosen option as a number instead of the option's text. */
  numeric?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;

/** A labelled Formik select that shows its validation message under the field once touched. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  numeric = false,
  ...selectProps
}: SelectFieldProps) {
  const [field, , helpers] = useField<string | number>(name);
  return (
    <FieldShell name={name} label={label}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const { value } = event.target;
            void helpers.setValue(numeric && value !== '' ? Number(value) : value);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
