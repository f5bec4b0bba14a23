/**
 * Calendar dates of the Timeline as `yyyy-MM-dd` (spec 01 §9). They are dates of the campaign
 * mailbox's zone, given by the server; the arithmetic below is on the calendar only (midnight UTC
 * stands for the date), so the browser's own zone never moves a date.
 */

const DAY_MS = 86_400_000;
/** The chart's width up to 10 dates, and each date's width past that (spec 01 §9). */
export const TIMELINE_CHART_WIDTH = 1000;
export const TIMELINE_DATE_WIDTH = 70;
const DATES_AT_FIXED_WIDTH = 10;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** The date as midnight UTC, or null when it is not a real `yyyy-MM-dd` date. */
function parseDate(date: string): Date | null {
  if (!DATE_SHAPE.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return null;
  return parsed;
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether `date` is a real `yyyy-MM-dd` date. */
export function isDate(date: string): boolean {
  return parseDate(date) !== null;
}

/** The Sunday on or before `date` (weeks start on Sunday); `date` itself when unreadable. */
export function weekStart(date: string): string {
  const parsed = parseDate(date);
  if (!parsed) return date;
  return formatDate(new Date(parsed.getTime() - parsed.getUTCDay() * DAY_MS));
}

/** The Saturday on or after `date`; `date` itself when unreadable. */
export function weekEnd(date: string): string {
  const parsed = parseDate(date);
  if (!parsed) return date;
  return formatDate(new Date(parsed.getTime() + (6 - parsed.getUTCDay()) * DAY_MS));
}

/** The default range: from the week of the campaign's first date through the week of today. */
export function defaultRange(firstDate: string, today: string) {
  return { start: weekStart(firstDate), end: weekEnd(today) };
}

/**
 * 1000 px, or 70 px per date when there are more than 10 dates; never narrower than 1000 px (11 to
 * 14 dates, two weeks among them, would otherwise draw a smaller chart than 10 do).
 */
export function timelineChartWidth(dates: number): number {
  return dates > DATES_AT_FIXED_WIDTH
    ? Math.max(TIMELINE_CHART_WIDTH, dates * TIMELINE_DATE_WIDTH)
    : TIMELINE_CHART_WIDTH;
}
