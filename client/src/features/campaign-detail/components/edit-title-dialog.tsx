import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';

/** A title is required; blanks alone count as empty, as on the server (spec 01 §5). */
const titleSchema = object({
  name: string().trim().required(CAMPAIGN_MESSAGES.titleEmpty),
});

type EditTitleDialogProps = {
  name: string;
  /** Saves the trimmed title; true once it is saved, and the dialog then closes. */
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
};

/** Edit Title: the campaign's name, not empty ('This field cannot be empty.'). */
export function EditTitleDialog({ name, onSave, onClose }: EditTitleDialogProps) {
  return (
    <Dialog title={CAMPAIGN_DETAIL_TEXTS.editTitle} onClose={onClose}>
      <Formik
        initialValues={{ name }}
        validationSchema={titleSchema}
        onSubmit={async (values) => {
          if (await onSave(values.name.trim())) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <TextField name="name" label="Campaign title" autoFocus />
            <DialogActions confirm="Save" disabled={isSubmitting} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
