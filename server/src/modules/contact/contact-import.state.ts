import type { ErrorCode } from '../../http/errors';
import type { RowError } from './csv-reader';
import type { ImportRow, ImportStatus } from './queries/contact-import';

/** The answer of a workspace for an import id it does not have. */
export const IMPORT_NOT_FOUND = 'This import does not exist.';

export const IMPORT_MESSAGES = {
  fileGone: 'The uploaded file is no longer available. Upload it again.',
  failed: 'The import failed and nothing was imported. Upload the file again.',
  abandoned:
    'The import did not start within a day and nothing was imported. Upload the file again.',
} as const;

/** An import as its callers see it: progress while it runs, then its outcome. */
export interface ContactImportState {
  id: string;
  listId: string;
  name: string;
  status: ImportStatus;
  bytesTotal: number;
  bytesRead: number;
  rowsRead: number;
  /** Contacts new to the workspace. */
  imported: number;
  /** Valid rows whose address was already a contact, or repeated in the file. */
  duplicates: number;
  /** Rows refused (malformed, wrong column count, invalid address). */
  invalid: number;
  /** The first refused rows, by line. */
  errors: RowError[];
  /** Rows whose zone or place column held a value that gave no time zone (they have none). */
  zonesUnreadable: number;
  /** The first of those rows' lines (1 = the header). */
  zonesUnreadableLines: number[];
  /** Why the import failed (status `failed`). */
  message: string | null;
  errorCode: ErrorCode | null;
  createdAt: Date;
  /** The list's column names, once the import is done. */
  dataKeys: string[];
}

export function toImportState(row: ImportRow): ContactImportState {
  return {
    id: row.id,
    listId: row.list_id,
    name: row.name,
    status: row.status,
    bytesTotal: Number(row.bytes_total),
    bytesRead: Number(row.bytes_read),
    rowsRead: row.rows_read,
    imported: row.imported,
    duplicates: row.duplicates,
    invalid: row.invalid,
    errors: row.errors,
    zonesUnreadable: row.zones_unreadable ?? 0,
    zonesUnreadableLines: row.zones_unreadable_lines ?? [],
    message: row.message,
    errorCode: row.error_code,
    createdAt: row.created_at,
    dataKeys: row.data_keys ?? [],
  };
}
