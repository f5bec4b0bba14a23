import { useState } from 'react';
import type { CampaignLabelFragment } from '../../../generated/graphql';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';
import { useLabelMutations } from '../hooks/use-label-mutations';
import { CampaignIcon } from './campaign-icon';
import { DeleteLabelDialog } from './delete-label-dialog';
import { LabelNameDialog } from './label-name-dialog';

type LabelBarProps = {
  labels: CampaignLabelFragment[];
  /** Labels the list is filtered by (any of them). */
  selectedIds: readonly string[];
  unlabeled: boolean;
  onToggleLabel: (id: string) => void;
  onToggleUnlabeled: () => void;
  /** Called once a label is deleted, so the filter can let go of it. */
  onDeleted: (id: string) => void;
};

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; label: CampaignLabelFragment }
  | { kind: 'delete'; label: CampaignLabelFragment }
  | null;

/**
 * The label filter bar (spec 01 §2): Unlabeled and one toggle chip per label (several may be on),
 * each label with edit and delete, and Create Label.
 */
export function LabelBar({
  labels,
  selectedIds,
  unlabeled,
  onToggleLabel,
  onToggleUnlabeled,
  onDeleted,
}: LabelBarProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { createLabel, renameLabel, deleteLabel } = useLabelMutations();
  const close = () => setDialog(null);

  return (
    <div className="label-bar" role="group" aria-label="Labels">
      <button
        type="button"
        className="label-chip__toggle label-chip__toggle--unlabeled"
        aria-pressed={unlabeled}
        onClick={onToggleUnlabeled}
      >
        {CAMPAIGN_LIST_TEXTS.unlabeled}
      </button>
      {labels.map((label) => (
        <span key={label.id} className="label-chip">
          <button
            type="button"
            className="label-chip__toggle"
            aria-pressed={selectedIds.includes(label.id)}
            onClick={() => onToggleLabel(label.id)}
          >
            {label.name}
          </button>
          <button
            type="button"
            className="label-chip__action"
            aria-label={`Edit label ${label.name}`}
            title="Edit label"
            onClick={() => setDialog({ kind: 'edit', label })}
          >
            <CampaignIcon name="edit" />
          </button>
          <button
            type="button"
            className="label-chip__action"
            aria-label={`Delete label ${label.name}`}
            title="Delete label"
            onClick={() => setDialog({ kind: 'delete', label })}
          >
            <CampaignIcon name="remove" />
          </button>
        </span>
      ))}
      <button
        type="button"
        className="button label-bar__create"
        onClick={() => setDialog({ kind: 'create' })}
      >
        Create Label
      </button>

      {dialog?.kind === 'create' && <LabelNameDialog onSave={createLabel} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <LabelNameDialog
          label={dialog.label}
          onSave={(name) => renameLabel(dialog.label.id, name)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteLabelDialog
          label={dialog.label}
          onClose={close}
          onDelete={async () => {
            const deleted = await deleteLabel(dialog.label.id);
            if (deleted) onDeleted(dialog.label.id);
            return deleted;
          }}
        />
      )}
    </div>
  );
}
