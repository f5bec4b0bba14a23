import { AppError } from '../../../http/errors';
import { isUuid } from '../../../db/sql';
import type { RecipientExportKey } from './queries/recipient-export';

/** The 400 answers of the Recipients export (the spec leaves them open). */
export const RECIPIENT_EXPORT_MESSAGES = {
  cursorInvalid: 'The export cursor is not valid.',
  limitInvalid: 'The limit must be a whole number from 1 to 500.',
} as const;

/** Rows per export page: 500 rows with their columns fit the GraphQL query cost limit. */
export const RECIPIENT_EXPORT_PAGE_SIZE = 500;

/** The cursor handed to the client: base64url of [created_at as Postgres text, recipient id]. */
export function recipientExportCursor(key: RecipientExportKey): string {
  return Buffer.from(JSON.stringify([key.addedAt, key.id])).toString('base64url');
}

/** Postgres' text of a timestamptz (`2026-03-08 06:59:59.123456+00`); its length is capped first. */
const PG_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2})){0,2}$/;

/**
 * Whether `text` is such a timestamp that Postgres reads: the format, and each field in its range
 * (a day that month has, an offset Postgres accepts), so a forged cursor answers 400, never a
 * database error.
 */
function isPgTimestamp(text: string): boolean {
  const match = PG_TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours] = match.slice(1, 8).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours < 16
  );
}

/** A cursor from `recipientExportCursor`, null when absent; anything else 400. */
export function recipientExportKeyOf(value: unknown): RecipientExportKey | null {
  if (value === undefined || value === null || value === '') return null;
  const invalid = () => AppError.badRequest(RECIPIENT_EXPORT_MESSAGES.cursorInvalid);
  if (typeof value !== 'string' || value.length > 200) throw invalid();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(key) || key.length !== 2) throw invalid();
  const [addedAt, id] = key as unknown[];
  if (typeof addedAt !== 'string' || addedAt.length > 40 || !isPgTimestamp(addedAt))
    throw invalid();
  if (typeof id !== 'string' || !isUuid(id)) throw invalid();
  return { addedAt, id };
}

/** The page size asked for (absent: RECIPIENT_EXPORT_PAGE_SIZE); outside 1–500 400. */
export function recipientExportLimitOf(value: unknown): number {
  if (value === undefined || value === null) return RECIPIENT_EXPORT_PAGE_SIZE;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > RECIPIENT_EXPORT_PAGE_SIZE
  )
    throw AppError.badRequest(RECIPIENT_EXPORT_MESSAGES.limitInvalid);
  return value;
}
