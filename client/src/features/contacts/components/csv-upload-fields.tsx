import { CONTACT_MESSAGES } from '@outbound/common';
import { type FormEvent, useId, useState } from 'react';
import { ProgressBar } from '../../../components/progress-bar';
import { type ImportState, useContactImport } from '../hooks/use-contact-import';
import type { ImportSummary } from '../upload-contact-list';

/**
 * The state of a CSV upload form (a file, an optional list name, the import under way), shared by
 * the Import CSV dialog and the campaign wizard's upload form.
 */
export function useCsvUpload(onImported?: (summary: ImportSummary) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
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

  /** Empties the form for the next file. */
  const reset = () => {
    setFile(null);
    setName('');
    setFormKey((key) => key + 1);
  };

  return {
    state,
    busy,
    submit,
    reset,
    file,
    setFile,
    name,
    setName,
    fileError,
    setFileError,
    formKey,
  };
}

type CsvUpload = ReturnType<typeof useCsvUpload>;

/** The file input (required: 'Please choose a csv file to upload') and the optional list name. */
export function CsvUploadFields({ upload }: { upload: CsvUpload }) {
  const fileId = useId();
  const nameId = useId();
  const fileErrorId = useId();
  const { fileError, busy } = upload;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          CSV file
        </label>
        <input
          key={upload.formKey}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className={fileError ? 'field__input field__input--invalid' : 'field__input'}
          aria-invalid={Boolean(fileError)}
          aria-describedby={fileError ? fileErrorId : undefined}
          disabled={busy}
          onChange={(event) => {
            upload.setFile(event.target.files?.[0] ?? null);
            upload.setFileError(null);
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
          value={upload.name}
          disabled={busy}
          placeholder="The file name is used when empty"
          onChange={(event) => upload.setName(event.target.value)}
        />
      </div>
    </>
  );
}

/** The upload's one progress bar (uploading, then importing) and its failure, if any. */
export function ImportProgress({ state }: { state: ImportState }) {
  if (state.phase === 'uploading')
    return <ProgressBar label="Uploading" fraction={state.fraction} />;
  if (state.phase === 'processing')
    return <ProgressBar label="Importing contacts" fraction={state.fraction} />;
  if (state.phase === 'failed')
    return (
      <p className="notice notice--error" role="alert">
        {state.message}
      </p>
    );
  return null;
}
