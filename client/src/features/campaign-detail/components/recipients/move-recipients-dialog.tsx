import { RECIPIENT_SENDER_MESSAGES } from '@outbound/common';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Dialog, DialogActions } from '../../../../components/dialog';
import { SelectField } from '../../../../components/select-field';

const moveSchema = object({
  mailAccountId: string().required(RECIPIENT_SENDER_MESSAGES.moveTargetRequired),
});

type MoveRecipientsDialogProps = {
  /** The campaign's pool, in its order. */
  pool: ReadonlyArray<{ id: string; email: string; name: string }>;
  /** How many recipients are selected. */
  count: number;
  /** Moves the selection to the mailbox; true once done, and the dialog then closes. */
  onMove: (mailAccountId: string) => Promise<boolean>;
  onClose: () => void;
};

/**
 * "Move to another mailbox of the pool": picks the mailbox, and says that the next message starts
 * a new thread from it (the earlier ones stay in the old mailbox; nothing is sent again).
 */
export function MoveRecipientsDialog({ pool, count, onMove, onClose }: MoveRecipientsDialogProps) {
  return (
    <Dialog title={RECIPIENT_SENDER_MESSAGES.moveTitle} onClose={onClose}>
      <Formik
        initialValues={{ mailAccountId: '' }}
        validationSchema={moveSchema}
        onSubmit={async (values) => {
          if (await onMove(values.mailAccountId)) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <p>
              {count === 1
                ? '1 recipient selected.'
                : `${count.toLocaleString('en-US')} recipients selected.`}
            </p>
            <SelectField
              name="mailAccountId"
              label={RECIPIENT_SENDER_MESSAGES.moveTargetLabel}
              placeholder="Pick a mailbox"
              options={pool.map((mailbox) => ({
                value: mailbox.id,
                label: mailbox.name ? `${mailbox.name} <${mailbox.email}>` : mailbox.email,
              }))}
            />
            <p className="notice" role="note">
              {RECIPIENT_SENDER_MESSAGES.moveNewThread}
            </p>
            <DialogActions confirm="Move" disabled={isSubmitting} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
