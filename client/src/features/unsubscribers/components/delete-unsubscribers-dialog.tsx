import { UNSUBSCRIBERS_MESSAGES } from '@outbound/common';
import { Dialog } from '../../../components/dialog';
import { useDeleteUnsubscribers } from '../hooks/use-delete-unsubscribers';

type DeleteUnsubscribersDialogProps = {
  emails: string[];
  onClose: () => void;
  /** Called after the unsubscribers are deleted (and the dialog closed). */
  onDeleted: () => void;
};

/** Confirms deleting the selected unsubscribers (spec 02 §2). */
export function DeleteUnsubscribersDialog({
  emails,
  onClose,
  onDeleted,
}: DeleteUnsubscribersDialogProps) {
  const [deleteUnsubscribers, deleting] = useDeleteUnsubscribers();

  const confirm = async () => {
    if (!(await deleteUnsubscribers(emails))) return;
    onClose();
    onDeleted();
  };

  return (
    <Dialog title={UNSUBSCRIBERS_MESSAGES.deleteDialogTitle} onClose={onClose}>
      <p className="dialog__text">{UNSUBSCRIBERS_MESSAGES.deleteDialogMessage}</p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={deleting}
          onClick={() => void confirm()}
        >
          Delete
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
