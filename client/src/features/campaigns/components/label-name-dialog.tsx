import { labelEditSchema, labelNameSchema } from '@outbound/common';
import { Form, Formik } from 'formik';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import type { CampaignLabelFragment } from '../../../generated/graphql';
import { conflictMessage, type LabelOutcome } from '../hooks/use-label-mutations';

type LabelNameDialogProps = {
  /** The label to rename; none → a new label. */
  label?: CampaignLabelFragment;
  onSave: (name: string) => Promise<LabelOutcome>;
  onClose: () => void;
};

/**
 * Create Label / Edit Label (spec 01 §5): the name is required ('Label Name is required', or on
 * edit 'Label Name can not empty'); a name the workspace already has, whatever its case, comes
 * back as a 409 'Label already exists', shown under the field (the error toast says it too).
 */
export function LabelNameDialog({ label, onSave, onClose }: LabelNameDialogProps) {
  return (
    <Dialog title={label ? 'Edit Label' : 'Create Label'} onClose={onClose}>
      <Formik
        initialValues={{ label_name: label?.name ?? '' }}
        validationSchema={label ? labelEditSchema : labelNameSchema}
        onSubmit={async (values, { setFieldError }) => {
          const outcome = await onSave(values.label_name.trim());
          if (outcome.ok) return onClose();
          const message = conflictMessage(outcome.error);
          if (message) setFieldError('label_name', message);
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <TextField name="label_name" label="Label Name" autoFocus maxLength={100} />
            <DialogActions
              confirm={label ? 'Save' : 'Create'}
              disabled={isSubmitting}
              onCancel={onClose}
            />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
