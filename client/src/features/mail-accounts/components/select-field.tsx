import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';

export type SelectOption = { value: string | number; label: string };

type SelectFieldProps = {
  name: string;
  label: string;
  options: ReadonlyArray<SelectOption>;
  /** Shown first with an empty value, so that "nothing chosen" is possible. */
  placeholder?: string;
  /** Stores the chosen option as a number (ports) instead of the option's text. */
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
  const [field, meta, helpers] = useField<string | number>(name);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          const { value } = event.target;
          void helpers.setValue(numeric && value !== '' ? Number(value) : value);
        }}
        className={showError ? 'field__input field__input--invalid' : 'field__input'}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {showError && (
        <p className="field__error" id={errorId} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
