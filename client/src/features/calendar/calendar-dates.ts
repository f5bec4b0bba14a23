/**
 * Dates of the sending calendar. The server answers local dates (yyyy-MM-dd) of the mailbox's
 * zone and instants (ISO) for the slots; these helpers read dates as calendar days (no zone of
 * their own) and show instants on the mailbox's clocks, whatever zone the browser is in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of a yyyy-MM-dd date: a calendar day without a zone, for date arithmetic. */
function calendarDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The date `days` days after (or, when negative, before) `date`; both yyyy-MM-dd. */
export function shiftDate(date: string, days: number): string {
  return new Date(calendarDay(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

const MONTH_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `Nov 22`. */
export function formatMonthDay(date: string): string {
  return MONTH_DAY.format(calendarDay(date));
}

/** `Nov 22 – Nov 28, 2026`, or `Dec 27, 2026 – Jan 2, 2027` when the week spans two years. */
export function formatWeekRange(fromDate: string, toDate: string): string {
  const fromYear = fromDate.slice(0, 4);
  const toYear = toDate.slice(0, 4);
  const from = formatMonthDay(fromDate) + (fromYear === toYear ? '' : `, ${fromYear}`);
  return `${from} – ${formatMonthDay(toDate)}, ${toYear}`;
}

/** The weekday of a date, short (`Sun`) and long (`Sunday`). */
export function weekdayOf(date: string): { short: string; long: string } {
  const day = calendarDay(date);
  return {
    short: day.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }),
    long: day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
  };
}

/** The time of an instant on the clocks of `zone`, 24-hour `HH:mm`. */
export function formatTimeInZone(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(instant));
}

/** Today's date (yyyy-MM-dd) on the clocks of `zone`. */
export function todayInZone(zone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: zone,
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
