import { useState } from 'react';
import { Dialog, DialogActions } from './dialog';

type ConfirmDeleteDialogProps = {
  title: string;
  text: string;
  /** Deletes; true when it worked, and the dialog then closes. */
  onDelete: () => Promise<boolean>;
  onClose: () => void;
};

/** Asks before deleting something: Delete (disabled while it runs) and Cancel. */
export function ConfirmDeleteDialog({ title, text, onDelete, onClose }: ConfirmDeleteDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    const deleted = await onDelete();
    setDeleting(false);
    if (deleted) onClose();
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <p className="dialog__text">{text}</p>
      <DialogActions
        confirm="Delete"
        tone="danger"
        disabled={deleting}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
    </Dialog>
  );
}
