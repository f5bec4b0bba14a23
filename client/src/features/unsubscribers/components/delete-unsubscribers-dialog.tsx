import { UNSUBSCRIBERS_MESSAGES } from '@outbound/common';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
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
  const [deleteUnsubscribers] = useDeleteUnsubscribers();
  return (
    <ConfirmDeleteDialog
      title={UNSUBSCRIBERS_MESSAGES.deleteDialogTitle}
      text={UNSUBSCRIBERS_MESSAGES.deleteDialogMessage}
      onDelete={async () => {
        if (!(await deleteUnsubscribers(emails))) return false;
        onDeleted();
        return true;
      }}
      onClose={onClose}
    />
  );
}
