import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import type { CampaignLabelFragment } from '../../../generated/graphql';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';

type DeleteLabelDialogProps = {
  label: CampaignLabelFragment;
  onDelete: () => Promise<boolean>;
  onClose: () => void;
};

/** Confirms deleting a label; the campaigns that had it only lose the label. */
export function DeleteLabelDialog({ label, onDelete, onClose }: DeleteLabelDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    const deleted = await onDelete();
    setDeleting(false);
    if (deleted) onClose();
  };

  return (
    <Dialog title={CAMPAIGN_LIST_TEXTS.deleteLabelTitle} onClose={onClose}>
      <p className="dialog__text">{CAMPAIGN_LIST_TEXTS.deleteLabelText(label.name)}</p>
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
