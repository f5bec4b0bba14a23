import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { WIZARD_TEXTS } from '../wizard-texts';
import type { LinkedList } from './linked-lists-table';

type DeleteListDialogProps = {
  list: LinkedList;
  onDelete: () => Promise<boolean>;
  onClose: () => void;
};

/** Confirms taking a list out of the campaign. */
export function DeleteListDialog({ list, onDelete, onClose }: DeleteListDialogProps) {
  return (
    <ConfirmDeleteDialog
      title={WIZARD_TEXTS.deleteListTitle}
      text={WIZARD_TEXTS.deleteListText(list.name)}
      onDelete={onDelete}
      onClose={onClose}
    />
  );
}
