import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { DateTime } from 'luxon';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import { keysetCursor, keysetKeyOf, type KeysetKey } from '../../http/keyset-cursor';

/** The 400 answers of the campaign reports (spec 01 §8 names only 'Campaign ID is missing'). */
export const REPORT_MESSAGES = {
  campaignIdInvalid: 'The campaign ID must be a UUID.',
  listIdInvalid: 'The list ID must be a UUID.',
  stepIdInvalid: 'The message ID must be a UUID.',
  ignoreSendsInvalid: 'ignore_sends must be true or false.',
  offsetInvalid: 'The offset must be a whole number of 0 or more.',
  activityLimitInvalid: 'The limit must be a whole number from 1 to 100.',
  exportLimitInvalid: 'The limit must be a whole number from 1 to 5000.',
  dateInvalid: 'Dates must be valid dates in the form yyyy-MM-dd.',
  dateOrder: 'The start date must not be after the end date.',
  dateRange: 'The graph covers at most 366 days.',
  cursorInvalid: 'The export cursor is not valid.',
} as const;

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_LIMIT = 100;
export const EXPORT_PAGE_SIZE = 5000;
export const GRAPH_MAX_DAYS = 366;
/** A larger offset than any feed holds: refused before Postgres walks an index that far. */
const MAX_OFFSET = 10_000_000;

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** The campaign id, which every report needs: missing → 400 'Campaign ID is missing'. */
export function campaignIdOf(value: unknown): string {
  if (absent(value)) throw AppError.badRequest(CAMPAIGN_MESSAGES.campaignIdMissing);
  if (typeof value !== 'string' || !isUuid(value))
    throw AppError.badRequest(REPORT_MESSAGES.campaignIdInvalid);
  return value;
}

/** An optional id (list, message): absent → null; present but not a UUID → 400 `message`. */
export function optionalIdOf(value: unknown, message: string): string | null {
  if (absent(value)) return null;
  if (typeof value !== 'string' || !isUuid(value)) throw AppError.badRequest(message);
  return value.toLowerCase();
}

/** A whole number in [min, max], `fallback` when absent; else 400 `message`. */
export function wholeNumberOf(
  value: unknown,
  bounds: { min: number; max: number; fallback: number },
  message: string,
): number {
  if (absent(value)) return bounds.fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw AppError.badRequest(message);
  if (value < bounds.min || value > bounds.max) throw AppError.badRequest(message);
  return value;
}

export function offsetOf(value: unknown): number {
  return wholeNumberOf(
    value,
    { min: 0, max: MAX_OFFSET, fallback: 0 },
    REPORT_MESSAGES.offsetInvalid,
  );
}

export function activityLimitOf(value: unknown): number {
  return wholeNumberOf(
    value,
    { min: 1, max: ACTIVITY_MAX_LIMIT, fallback: ACTIVITY_PAGE_SIZE },
    REPORT_MESSAGES.activityLimitInvalid,
  );
}

export function exportLimitOf(value: unknown): number {
  return wholeNumberOf(
    value,
    { min: 1, max: EXPORT_PAGE_SIZE, fallback: EXPORT_PAGE_SIZE },
    REPORT_MESSAGES.exportLimitInvalid,
  );
}

/** true / false (absent: false); anything else 400. */
export function ignoreSendsOf(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw AppError.badRequest(REPORT_MESSAGES.ignoreSendsInvalid);
  return value;
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date yyyy-MM-dd (the length is checked before the pattern, which is linear). */
function dateOf(value: unknown): DateTime {
  if (typeof value !== 'string' || value.length !== 10 || !DATE_SHAPE.test(value))
    throw AppError.badRequest(REPORT_MESSAGES.dateInvalid);
  const date = DateTime.fromISO(value, { zone: 'UTC' });
  if (!date.isValid || date.year < 1970 || date.year > 9999)
    throw AppError.badRequest(REPORT_MESSAGES.dateInvalid);
  return date;
}

/** The graph's range: two dates, start ≤ end, at most GRAPH_MAX_DAYS dates. */
export function dateRangeOf(start: unknown, end: unknown): { startDate: string; endDate: string } {
  const from = dateOf(start);
  const to = dateOf(end);
  if (from > to) throw AppError.badRequest(REPORT_MESSAGES.dateOrder);
  if (to.diff(from, 'days').days + 1 > GRAPH_MAX_DAYS)
    throw AppError.badRequest(REPORT_MESSAGES.dateRange);
  return { startDate: from.toISODate() as string, endDate: to.toISODate() as string };
}

const DAY_MS = 86_400_000;

/** Every date from `startDate` to `endDate`, both included (calendar dates: UTC arithmetic). */
export function datesBetween(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${endDate}T00:00:00Z`);
  for (let day = Date.parse(`${startDate}T00:00:00Z`); day <= end; day += DAY_MS)
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

/** The export's cursor for the page after `key` (`http/keyset-cursor.ts`). */
export function exportCursor(key: KeysetKey): string {
  return keysetCursor(key);
}

/** A cursor from `exportCursor`, null when absent; anything else 400. */
export function exportKeyOf(value: unknown): KeysetKey | null {
  return keysetKeyOf(value, REPORT_MESSAGES.cursorInvalid);
}
