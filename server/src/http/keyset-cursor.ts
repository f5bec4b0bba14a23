import { isUuid } from '../db/sql';
import { AppError } from './errors';

/**
 * The cursor of an export read page by page on a keyset of (created_at, id): base64url of
 * [created_at as Postgres text, row id]. The text keeps Postgres' microseconds, which a JS Date
 * would lose. Used by the per-contact report and the Recipients export.
 */
export interface KeysetKey {
  addedAt: string;
  id: string;
}

/** The answer's cursor for the next page, after `key`. */
export function keysetCursor(key: KeysetKey): string {
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

/** A cursor from `keysetCursor`, null when absent; anything else a 400 with `message`. */
export function keysetKeyOf(value: unknown, message: string): KeysetKey | null {
  if (value === undefined || value === null || value === '') return null;
  const invalid = () => AppError.badRequest(message);
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
