import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type TextFieldProps = {
  name: string;
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled Formik input that shows its validation message under the field once touched. */
export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
  const [field] = useField(name);
  return (
    <FieldShell name={name} label={label}>
      {(control) => <input {...field} {...inputProps} {...control} type={type} />}
    </FieldShell>
  );
}
