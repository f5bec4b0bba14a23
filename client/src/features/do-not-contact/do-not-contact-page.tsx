import { DO_NOT_CONTACT_MESSAGES as M, MAX_DO_NOT_CONTACT_CSV } from '@outbound/common';
import { useState, type ChangeEvent } from 'react';
import { badRequestFallback, badRequestMessage } from '../../app/apollo';
import { showError, showSuccess } from '../../components/toast';
import {
  useAddDoNotContactMutation,
  useDoNotContactQuery,
  useImportDoNotContactMutation,
  useRemoveDoNotContactMutation,
} from '../../generated/graphql';

const PAGE = 100;
const FAILED = badRequestFallback(M.updateFailed);

/** A file's text (FileReader: what every browser and jsdom have). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });
}

/**
 * The workspace's do-not-contact list (issue 27 §2): addresses and whole domains no campaign ever
 * sends to (checked at enrolment and again right before sending). Add one per line, import a CSV
 * file (its first column), remove an entry.
 */
export function DoNotContactPage() {
  const [offset, setOffset] = useState(0);
  const query = useDoNotContactQuery({
    variables: { offset, limit: PAGE },
    context: badRequestMessage(M.fetchFailed),
    fetchPolicy: 'cache-and-network',
  });
  const [add, adding] = useAddDoNotContactMutation({ context: FAILED });
  const [remove, removing] = useRemoveDoNotContactMutation({ context: FAILED });
  const [importCsv, importing] = useImportDoNotContactMutation({ context: FAILED });
  const [typed, setTyped] = useState('');
  const busy = adding.loading || removing.loading || importing.loading;
  const page = query.data?.doNotContact;

  const run = async (work: () => Promise<string | undefined>) => {
    try {
      const message = await work();
      if (message) showSuccess(message);
      await query.refetch();
      return true;
    } catch {
      // The error toast already said why.
      return false;
    }
  };

  const addTyped = async () => {
    const entries = typed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (entries.length === 0) return showError(M.entriesRequired);
    if (await run(async () => (await add({ variables: { entries } })).data?.addDoNotContact))
      setTyped('');
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_DO_NOT_CONTACT_CSV) return showError(M.csvTooLarge);
    const csv = await readText(file);
    await run(async () => (await importCsv({ variables: { csv } })).data?.importDoNotContact);
  };

  return (
    <section className="card do-not-contact" aria-label={M.title}>
      <h1 className="card__title">{M.title}</h1>
      <label className="form__label" htmlFor="do-not-contact-entries">
        Addresses or domains
      </label>
      <textarea
        id="do-not-contact-entries"
        rows={4}
        placeholder={M.placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="do-not-contact__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void addTyped()}
        >
          Add
        </button>
        <label className="button">
          Import CSV
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => void importFile(event)}
          />
        </label>
      </div>
      {page && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Entry</th>
              <th scope="col">Kind</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.entries.map((entry) => (
              <tr key={entry.value}>
                <td>{entry.value}</td>
                <td>{entry.kind === 'domain' ? 'Whole domain' : 'Address'}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Remove ${entry.value}`}
                    disabled={busy}
                    onClick={() =>
                      void run(
                        async () =>
                          (await remove({ variables: { entries: [entry.value] } })).data
                            ?.removeDoNotContact,
                      )
                    }
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && (
        <p className="form__hint">
          {page.totalCount.toLocaleString('en-US')} entries
          {page.totalCount > offset + PAGE && (
            <button type="button" className="button" onClick={() => setOffset(offset + PAGE)}>
              Next page
            </button>
          )}
          {offset > 0 && (
            <button type="button" className="button" onClick={() => setOffset(offset - PAGE)}>
              Previous page
            </button>
          )}
        </p>
      )}
    </section>
  );
}
