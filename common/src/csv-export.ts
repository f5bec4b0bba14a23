import { Parser } from '@json2csv/plainjs';

/**
 * CSV export helper shared by every export in the product (spec 01 §7).
 *
 * json2csv does not protect against formula injection, so every string cell (and header) that a
 * spreadsheet would read as a formula gets a leading `'`.
 */

/** Info toast shown by the caller when there is nothing to export (spec 01 §8). */
export const EMPTY_EXPORT_MESSAGE = 'Data is not available';

export interface CsvColumn<Row> {
  /** Header label of the column. */
  label: string;
  /** Cell value for a row; strings are quoted, numbers and booleans written as they are. */
  value: (row: Row) => unknown;
}

/** Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Prefixes `'` to a string a spreadsheet would otherwise evaluate as a formula. */
function neutraliseFormula(value: string): string {
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

/** Quotes a string cell (RFC 4180: embedded quotes doubled) after neutralising formulas. */
function formatString(value: string): string {
  return `"${neutraliseFormula(value).replaceAll('"', '""')}"`;
}

/**
 * Builds the CSV text: a header row of the column labels, then one line per row.
 * Numbers (negative ones included) are left alone; dates are written as the value function
 * returns them (a `Date` object becomes its ISO string); null and undefined become empty cells.
 */
export function toCsv<Row extends object>(rows: readonly Row[], columns: CsvColumn<Row>[]): string {
  const parser = new Parser<Row, Row>({
    fields: columns.map((column) => ({
      label: column.label,
      value: (row: Row) => column.value(row),
    })),
    formatters: { string: formatString, header: formatString },
    includeEmptyRows: true,
  });
  return parser.parse(rows as Row[]);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Characters not allowed in file names on Windows, macOS or Linux, plus control characters. */
// eslint-disable-next-line no-control-regex
const ILLEGAL_FILE_NAME_CHARS = /[<>:"/\\|?*\u0000-\u001f]/g;

/**
 * Timestamped file name in local time, for example
 * `exportFileName('unsubscribers')` → `unsubscribers_2026-11-22_15-04-05.csv`.
 */
export function exportFileName(base: string, now: Date = new Date()): string {
  const safeBase = base.replace(ILLEGAL_FILE_NAME_CHARS, '_').trim() || 'export';
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `${safeBase}_${date}_${time}.csv`;
}

/** The few DOM members the download needs; `common` is also compiled for Node, without DOM types. */
interface DownloadAnchor {
  href: string;
  download: string;
  style: { display: string };
  click(): void;
  remove(): void;
}
interface DownloadDocument {
  createElement(tagName: 'a'): DownloadAnchor;
  body: { appendChild(node: DownloadAnchor): unknown };
}

/** UTF-8 byte order mark, so Excel opens accented characters correctly. */
const UTF8_BOM = '\uFEFF';

/**
 * Makes the browser download `csv` as `fileName`; an export built page by page passes its parts,
 * which become one file without being joined into one string first. Browser only: throws when
 * there is no `document` (the module itself can still be imported in Node).
 */
export function downloadCsv(fileName: string, csv: string | readonly string[]): void {
  const doc = (globalThis as { document?: DownloadDocument }).document;
  if (!doc) throw new Error('downloadCsv needs a browser document');
  const parts = typeof csv === 'string' ? [csv] : csv;
  const blob = new Blob([UTF8_BOM, ...parts], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  doc.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoke on the next tick: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * Builds and downloads `{base}_{timestamp}.csv`. Returns false, without downloading, when `rows`
 * is empty: the caller then shows the `EMPTY_EXPORT_MESSAGE` info toast.
 */
export function exportCsv<Row extends object>(
  base: string,
  rows: readonly Row[],
  columns: CsvColumn<Row>[],
): boolean {
  if (rows.length === 0) return false;
  downloadCsv(exportFileName(base), toCsv(rows, columns));
  return true;
}
