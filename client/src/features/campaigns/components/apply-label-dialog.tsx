import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Dialog, DialogActions } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import {
  type CampaignLabelFragment,
  useSetCampaignLabelMutation,
} from '../../../generated/graphql';
import { badRequestMessage } from '../../../app/apollo';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';

/** A label must be chosen before it is added or removed (spec 01 §5). */
const labelChoiceSchema = object({
  label_id: string().trim().required(CAMPAIGN_MESSAGES.selectLabel),
});

type ApplyLabelDialogProps = {
  mode: 'add' | 'remove';
  campaignIds: string[];
  /** The labels to choose from. */
  labels: CampaignLabelFragment[];
  onClose: () => void;
  /** Called after the label was put on (or taken off) the campaigns. */
  onApplied: () => void;
};

/**
 * Add Label / Remove Label on the selected campaigns. The answer carries each campaign's labels,
 * which the normalized cache puts on the rows.
 */
export function ApplyLabelDialog({
  mode,
  campaignIds,
  labels,
  onClose,
  onApplied,
}: ApplyLabelDialogProps) {
  const [setCampaignLabel] = useSetCampaignLabelMutation();
  const adding = mode === 'add';

  return (
    <Dialog title={adding ? 'Add Label' : 'Remove Label'} onClose={onClose}>
      <Formik
        initialValues={{ label_id: '' }}
        validationSchema={labelChoiceSchema}
        onSubmit={async ({ label_id }) => {
          try {
            await setCampaignLabel({
              variables: { campaignIds, labelId: label_id, add: adding },
              context: badRequestMessage(CAMPAIGN_LIST_TEXTS.labelFailed[mode]),
            });
          } catch {
            return;
          }
          onClose();
          onApplied();
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <SelectField
              name="label_id"
              label="Label"
              placeholder="Select a Label"
              options={labels.map((label) => ({ value: label.id, label: label.name }))}
            />
            <DialogActions
              confirm={adding ? 'Add Label' : 'Remove Label'}
              disabled={isSubmitting}
              onCancel={onClose}
            />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
