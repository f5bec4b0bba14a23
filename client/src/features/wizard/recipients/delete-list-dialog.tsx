import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { WIZARD_TEXTS } from '../wizard-texts';
import type { LinkedList } from './linked-lists-table';

type DeleteListDialogProps = {
  list: LinkedList;
  onDelete: () => Promise<boolean>;
  onClose: () => void;
};

/** Confirms taking a list out of the campaign. */
export function DeleteListDialog({ list, onDelete, onClose }: DeleteListDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    const deleted = await onDelete();
    setDeleting(false);
    if (deleted) onClose();
  };

  return (
    <Dialog title={WIZARD_TEXTS.deleteListTitle} onClose={onClose}>
      <p className="dialog__text">{WIZARD_TEXTS.deleteListText(list.name)}</p>
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
