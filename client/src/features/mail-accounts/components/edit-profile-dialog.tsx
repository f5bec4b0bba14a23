import { Form, Formik } from 'formik';
import { MAIL_ACCOUNT_MESSAGES, mailAccountProfileSchema } from '@outbound/common';
import { TextField } from '../../../components/text-field';
import { showSuccess } from '../../../components/toast';
import {
  type MailAccountFieldsFragment,
  useUpdateMailAccountProfileMutation,
} from '../../../generated/graphql';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';

type EditProfileDialogProps = {
  account: MailAccountFieldsFragment;
  onClose: () => void;
};

/** Name and signature of a mail account (spec 02 §2 "Edit profile"). */
export function EditProfileDialog({ account, onClose }: EditProfileDialogProps) {
  const [updateProfile] = useUpdateMailAccountProfileMutation();
  return (
    <Dialog title="Edit profile" onClose={onClose}>
      <p className="dialog__text">{account.email}</p>
      <Formik
        initialValues={{ name: account.name, signature: account.signature }}
        validationSchema={mailAccountProfileSchema}
        onSubmit={async (values) => {
          try {
            // The answer updates the account in the list through the cache.
            await updateProfile({
              variables: {
                email: account.email,
                name: values.name.trim(),
                signature: values.signature,
              },
            });
          } catch {
            return; // Reported by the global error handling.
          }
          showSuccess(MAIL_ACCOUNT_MESSAGES.profileUpdated);
          onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="name" label="Name" autoComplete="name" />
            <TextAreaField name="signature" label="Signature" rows={5} />
            <DialogActions confirm="Save" disabled={isSubmitting} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
