import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog: focus moves into it when it opens and back to where it was when it closes;
 * Escape and a click on the backdrop close it.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, []);

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialogRef}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

type DialogActionsProps = {
  /** The text of the button that confirms. */
  confirm: string;
  /** `danger` for a deletion; `primary` otherwise. */
  tone?: 'danger' | 'primary';
  disabled?: boolean;
  /** What confirming does; without it, the button submits the dialog's form. */
  onConfirm?: () => void;
  onCancel: () => void;
};

/** A dialog's action row: the confirming button, then Cancel. */
export function DialogActions({
  confirm,
  tone = 'primary',
  disabled,
  onConfirm,
  onCancel,
}: DialogActionsProps) {
  return (
    <div className="form__actions">
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`button button--${tone}`}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirm}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
