import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import type { CampaignLabelFragment } from '../../../generated/graphql';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';

type DeleteLabelDialogProps = {
  label: CampaignLabelFragment;
  onDelete: () => Promise<boolean>;
  onClose: () => void;
};

/** Confirms deleting a label; the campaigns that had it only lose the label. */
export function DeleteLabelDialog({ label, onDelete, onClose }: DeleteLabelDialogProps) {
  return (
    <ConfirmDeleteDialog
      title={CAMPAIGN_LIST_TEXTS.deleteLabelTitle}
      text={CAMPAIGN_LIST_TEXTS.deleteLabelText(label.name)}
      onDelete={onDelete}
      onClose={onClose}
    />
  );
}
