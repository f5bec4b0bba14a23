import { CONTACT_MESSAGES } from '@outbound/common';
import { type FormEvent, useId, useState } from 'react';
import { ProgressBar } from '../../../components/progress-bar';
import { useContactImport } from '../../contacts/hooks/use-contact-import';

/**
 * Upload a CSV file with an optional list name (without one the file name is used): the file
 * becomes a new contact list, which `onImported` then links to the campaign.
 */
export function UploadListForm({ onImported }: { onImported: (listId: string) => void }) {
  const fileId = useId();
  const nameId = useId();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { state, start } = useContactImport((summary) => {
    setFile(null);
    setName('');
    setFormKey((key) => key + 1);
    onImported(summary.listId);
  });
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
    <form className="form" onSubmit={submit} noValidate aria-label="Upload a CSV file">
      <h3 className="wizard-recipients__heading">Upload a CSV file</h3>
      <div className="wizard-recipients__row">
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            CSV file
          </label>
          <input
            key={formKey}
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
        <button type="submit" className="button button--primary" disabled={busy}>
          Upload
        </button>
      </div>
      {state.phase === 'uploading' && <ProgressBar label="Uploading" fraction={state.fraction} />}
      {state.phase === 'processing' && (
        <ProgressBar label="Importing contacts" fraction={state.fraction} />
      )}
      {state.phase === 'failed' && (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
