import { useField } from 'formik';
import type { ReactNode } from 'react';

/** What a control inside a FieldShell needs: its id and the accessibility and style attributes. */
type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/**
 * The label and the validation message (shown once the field is touched) around any Formik control,
 * shared by the text, text-area and select fields.
 */
export function FieldShell({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const [, meta] = useField(name);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: showError ? 'field__input field__input--invalid' : 'field__input',
        'aria-invalid': showError,
        'aria-describedby': showError ? errorId : undefined,
      })}
      {showError && (
        <p className="field__error" id={errorId} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
