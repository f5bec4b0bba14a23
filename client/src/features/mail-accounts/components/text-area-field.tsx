import { useField } from 'formik';
import type { TextareaHTMLAttributes } from 'react';

type TextAreaFieldProps = {
  name: string;
  label: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;

/** A labelled Formik textarea that shows its validation message under the field once touched. */
export function TextAreaField({ name, label, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...field}
        {...textareaProps}
        id={id}
        rows={rows}
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
