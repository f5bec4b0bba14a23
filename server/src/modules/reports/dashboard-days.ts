/**
 * The dashboard's days: the last 30 local days of a zone (today included), the instants that
 * bound them, and the sums and rates of their figures. Pure; luxon does the calendar (a local day
 * lasts 23 or 25 hours across a daylight-saving change).
 */
import { DateTime, IANAZone } from 'luxon';
import type { DayCountsRow } from './queries/dashboard';
import type { DashboardDay, DashboardFigures, DashboardRates } from './dashboard.types';

export const DASHBOARD_DAYS = 30;

/** The zone when it is a valid IANA name, else UTC (a stored preference is checked on save). */
export function dashboardZone(zone: string | null | undefined): string {
  return zone && IANAZone.isValidZone(zone) ? zone : 'UTC';
}

/**
 * The `DASHBOARD_DAYS` local dates up to today in `zone`, oldest first, and the instants from the
 * first one's midnight to the midnight after today.
 */
export function lastDays(zone: string, now: Date): { dates: string[]; from: Date; to: Date } {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const first = today.minus({ days: DASHBOARD_DAYS - 1 });
  const dates = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    first.plus({ days: i }).toISODate(),
  ) as string[];
  return { dates, from: first.toJSDate(), to: today.plus({ days: 1 }).startOf('day').toJSDate() };
}

const NONE: DashboardFigures = {
  messages: 0,
  recipients: 0,
  opens: 0,
  clicks: 0,
  replies: 0,
  bounces: 0,
  leads: 0,
};

/** Every date of `dates` with its counters (zero for a day without a row). */
export function fillDays(dates: string[], rows: DayCountsRow[]): DashboardDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return dates.map((date) => {
    const row = byDay.get(date);
    if (!row) return { date, ...NONE };
    return {
      date,
      messages: row.messages,
      recipients: row.sent,
      opens: row.open,
      clicks: row.click,
      replies: row.reply,
      bounces: row.bounce,
      leads: row.lead,
    };
  });
}

/** The sums of the days. */
export function totalOf(days: DashboardFigures[]): DashboardFigures {
  const total = { ...NONE };
  for (const day of days)
    for (const key of Object.keys(NONE) as (keyof DashboardFigures)[]) total[key] += day[key];
  return total;
}

/** Opens, clicks, replies and bounces in percent of the recipients sent, to one decimal. */
export function ratesOf(total: DashboardFigures): DashboardRates {
  const rate = (count: number) =>
    total.recipients === 0 ? 0 : Math.round((count / total.recipients) * 1000) / 10;
  return {
    opens: rate(total.opens),
    clicks: rate(total.clicks),
    replies: rate(total.replies),
    bounces: rate(total.bounces),
  };
}
