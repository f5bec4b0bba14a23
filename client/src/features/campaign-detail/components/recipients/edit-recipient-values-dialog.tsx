import { Form, Formik } from 'formik';
import { Dialog, DialogActions } from '../../../../components/dialog';
import { TextField } from '../../../../components/text-field';
import { RECIPIENTS_TEXTS } from '../../campaign-detail-texts';

type EditRecipientValuesDialogProps = {
  email: string;
  /** Why it waits ("Missing First Name"), when it does. */
  reason: string | null;
  /** The campaign's variables but the address, and the recipient's value of each. */
  fields: { name: string; value: string }[];
  /** Saves the values; true once done, and the dialog then closes. */
  onSave: (values: { name: string; value: string }[]) => Promise<boolean>;
  onClose: () => void;
};

/**
 * "Edit values" of one recipient: its value of each variable, as its list row holds it. A
 * recipient held for an empty merge field is sent once the field is filled.
 */
export function EditRecipientValuesDialog({
  email,
  reason,
  fields,
  onSave,
  onClose,
}: EditRecipientValuesDialogProps) {
  return (
    <Dialog title={RECIPIENTS_TEXTS.editTitle(email)} onClose={onClose}>
      <Formik
        initialValues={{ values: fields.map((field) => field.value) }}
        onSubmit={async ({ values }) => {
          const changed = fields
            .map((field, index) => ({ name: field.name, value: values[index] ?? '' }))
            .filter((field, index) => field.value !== fields[index].value);
          if (changed.length === 0 || (await onSave(changed))) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            {reason && (
              <p className="notice" role="note">
                {reason}
              </p>
            )}
            {fields.map((field, index) => (
              <TextField
                key={field.name}
                name={`values.${index}`}
                label={field.name}
                maxLength={1000}
              />
            ))}
            <DialogActions confirm="Save" disabled={isSubmitting} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
