import type { ImportSummary } from '../upload-contact-list';
import { ImportZonesNote } from './import-zones-note';

/** How many row errors are listed; the rest are counted. */
const LISTED_ERRORS = 10;

/** What an import did: counts, then the first rows that could not be imported and why. */
export function ImportResult({ summary }: { summary: ImportSummary }) {
  const listed = summary.errors.slice(0, LISTED_ERRORS);
  const unlisted = Math.max(summary.invalid, summary.errors.length) - listed.length;
  return (
    <section aria-label="Import result">
      <p className="dialog__text">
        List <strong>{summary.name}</strong> is ready.
      </p>
      <dl className="import-result__counts">
        <div className="import-result__count">
          <dt>Imported</dt>
          <dd>{summary.imported.toLocaleString('en-US')}</dd>
        </div>
        <div className="import-result__count">
          <dt>Duplicates</dt>
          <dd>{summary.duplicates.toLocaleString('en-US')}</dd>
        </div>
        <div className="import-result__count">
          <dt>Invalid</dt>
          <dd>{summary.invalid.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {listed.length > 0 && (
        <>
          <h3 className="import-result__heading">Rows not imported</h3>
          <ul className="dialog__list" aria-label="Rows not imported">
            {listed.map((error) => (
              <li key={`${error.line}:${error.reason}`}>
                Line {error.line}: {error.reason}
              </li>
            ))}
          </ul>
          {unlisted > 0 && (
            <p className="dialog__text">and {unlisted.toLocaleString('en-US')} more.</p>
          )}
        </>
      )}
      <ImportZonesNote summary={summary} />
    </section>
  );
}
