import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';

type TextFieldProps = {
  name: string;
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled Formik input that shows its validation message under the field once touched. */
export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...field}
        {...inputProps}
        id={id}
        type={type}
        className={showError ? 'field__input field__input--invalid' : 'field__input'}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && (
        <p className="field__error" id={errorId} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
