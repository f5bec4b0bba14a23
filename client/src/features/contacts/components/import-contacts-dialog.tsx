import { CONTACT_MESSAGES } from '@outbound/common';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { type ImportState, useContactImport } from '../hooks/use-contact-import';
import type { ImportSummary } from '../upload-contact-list';
import { ImportResult } from './import-result';
import { ProgressBar } from '../../../components/progress-bar';

type ImportContactsDialogProps = {
  onClose: () => void;
  /** Called once the list is imported, e.g. to pick the new list. */
  onImported?: (summary: ImportSummary) => void;
};

function ImportProgress({ state }: { state: ImportState }) {
  if (state.phase === 'uploading')
    return <ProgressBar label="Uploading" fraction={state.fraction} />;
  if (state.phase === 'processing') {
    return <ProgressBar label="Importing contacts" fraction={state.fraction} />;
  }
  return null;
}

/**
 * Uploads a CSV file as a new contact list (the list name is optional; the file name is used
 * without one), showing the upload and import progress and then what was imported.
 */
export function ImportContactsDialog({ onClose, onImported }: ImportContactsDialogProps) {
  const fileId = useId();
  const nameId = useId();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const { state, start } = useContactImport(onImported);
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setFileError(CONTACT_MESSAGES.fileRequired);
      return;
    }
    void start(file, name.trim());
  };

  return (
    <Dialog title="Import CSV" onClose={onClose}>
      {state.phase === 'done' ? (
        <>
          <ImportResult summary={state.summary} />
          <div className="form__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={fileId}>
              CSV file
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className={fileError ? 'field__input field__input--invalid' : 'field__input'}
              aria-invalid={Boolean(fileError)}
              aria-describedby={fileError ? fileErrorId : undefined}
              disabled={busy}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
            {fileError && (
              <p className="field__error" id={fileErrorId} role="alert">
                {fileError}
              </p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={nameId}>
              List name (optional)
            </label>
            <input
              id={nameId}
              type="text"
              className="field__input"
              value={name}
              disabled={busy}
              placeholder="The file name is used when empty"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <ImportProgress state={state} />
          {state.phase === 'failed' && (
            <p className="notice notice--error" role="alert">
              {state.message}
            </p>
          )}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              Upload
            </button>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
