import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useId, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog';
import { showError } from '../../../components/toast';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';
import { useDeleteCampaigns } from '../hooks/use-delete-campaigns';

/** The word to type before campaigns are deleted, in any case (spec 01 §5). */
const DELETE_WORD = 'delete';

function confirmsDelete(typed: string): boolean {
  return typed.trim().toLowerCase() === DELETE_WORD;
}

type DeleteCampaignsDialogProps = {
  ids: string[];
  onClose: () => void;
  /** Called after the campaigns are deleted (and the dialog closed). */
  onDeleted: () => void;
};

/** Deletes the selected campaigns once the user typed `delete`. */
export function DeleteCampaignsDialog({ ids, onClose, onDeleted }: DeleteCampaignsDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [deleteCampaigns, deleting] = useDeleteCampaigns();

  const confirm = async () => {
    if (ids.length === 0) {
      showError(CAMPAIGN_MESSAGES.selectCampaignToDelete);
      return;
    }
    if (!confirmsDelete(typed)) {
      setError(CAMPAIGN_MESSAGES.typeDelete);
      return;
    }
    if (!(await deleteCampaigns(ids))) return;
    onClose();
    onDeleted();
  };

  const count = ids.length === 1 ? '1 campaign' : `${ids.length} campaigns`;
  return (
    <Dialog title={CAMPAIGN_LIST_TEXTS.deleteTitle} onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p className="dialog__text">
          {count} will be deleted. Their sent messages and events are kept. Type{' '}
          <strong>{DELETE_WORD}</strong> to confirm.
        </p>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Type {DELETE_WORD} to confirm
          </label>
          <input
            id={inputId}
            className={error ? 'field__input field__input--invalid' : 'field__input'}
            autoComplete="off"
            value={typed}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setError('');
            }}
          />
          {error && (
            <p className="field__error" id={errorId} role="alert">
              {error}
            </p>
          )}
        </div>
        <DialogActions confirm="Delete" tone="danger" disabled={deleting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
