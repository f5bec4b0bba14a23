import { useField } from 'formik';
import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type TextAreaFieldProps = {
  name: string;
  label: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;

/** A labelled Formik textarea that shows its validation message under the field once touched. */
export function TextAreaField({ name, label, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const [field] = useField(name);
  return (
    <FieldShell name={name} label={label}>
      {(control) => <textarea {...field} {...textareaProps} {...control} rows={rows} />}
    </FieldShell>
  );
}
