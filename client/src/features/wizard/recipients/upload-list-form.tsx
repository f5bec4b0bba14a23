import {
  CsvUploadFields,
  ImportProgress,
  useCsvUpload,
} from '../../contacts/components/csv-upload-fields';

/**
 * Upload a CSV file with an optional list name (without one the file name is used): the file
 * becomes a new contact list, which `onImported` then links to the campaign.
 */
export function UploadListForm({ onImported }: { onImported: (listId: string) => void }) {
  const upload = useCsvUpload((summary) => {
    upload.reset();
    onImported(summary.listId);
  });

  return (
    <form className="form" onSubmit={upload.submit} noValidate aria-label="Upload a CSV file">
      <h3 className="wizard-recipients__heading">Upload a CSV file</h3>
      <div className="wizard-recipients__row">
        <CsvUploadFields upload={upload} />
        <button type="submit" className="button button--primary" disabled={upload.busy}>
          Upload
        </button>
      </div>
      <ImportProgress state={upload.state} />
    </form>
  );
}
