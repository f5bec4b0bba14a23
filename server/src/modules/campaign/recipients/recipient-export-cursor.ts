import { AppError } from '../../../http/errors';
import { keysetCursor, keysetKeyOf } from '../../../http/keyset-cursor';
import type { RecipientExportKey } from './queries/recipient-export';

/** The 400 answers of the Recipients export (the spec leaves them open). */
export const RECIPIENT_EXPORT_MESSAGES = {
  cursorInvalid: 'The export cursor is not valid.',
  limitInvalid: 'The limit must be a whole number from 1 to 500.',
} as const;

/** Rows per export page: 500 rows with their columns fit the GraphQL query cost limit. */
export const RECIPIENT_EXPORT_PAGE_SIZE = 500;

/** The cursor handed to the client for the page after `key` (`http/keyset-cursor.ts`). */
export function recipientExportCursor(key: RecipientExportKey): string {
  return keysetCursor(key);
}

/** A cursor from `recipientExportCursor`, null when absent; anything else 400. */
export function recipientExportKeyOf(value: unknown): RecipientExportKey | null {
  return keysetKeyOf(value, RECIPIENT_EXPORT_MESSAGES.cursorInvalid);
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
