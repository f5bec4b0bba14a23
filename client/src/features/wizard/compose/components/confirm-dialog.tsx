import { Dialog } from '../../../../components/dialog';

type ConfirmDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that loses work (formatting, unsaved edits). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p className="dialog__text">{text}</p>
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
