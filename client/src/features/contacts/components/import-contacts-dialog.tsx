import { Dialog, DialogActions } from '../../../components/dialog';
import type { ImportSummary } from '../upload-contact-list';
import { CsvUploadFields, ImportProgress, useCsvUpload } from './csv-upload-fields';
import { ImportResult } from './import-result';

type ImportContactsDialogProps = {
  onClose: () => void;
  /** Called once the list is imported, e.g. to pick the new list. */
  onImported?: (summary: ImportSummary) => void;
};

/**
 * Uploads a CSV file as a new contact list (the list name is optional; the file name is used
 * without one), showing the upload and import progress and then what was imported.
 */
export function ImportContactsDialog({ onClose, onImported }: ImportContactsDialogProps) {
  const upload = useCsvUpload(onImported);
  const { state } = upload;

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
        <form className="form" onSubmit={upload.submit} noValidate>
          <CsvUploadFields upload={upload} />
          <ImportProgress state={state} />
          <DialogActions confirm="Upload" disabled={upload.busy} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
