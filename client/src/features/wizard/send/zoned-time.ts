import { SCHEDULE_STEP_MINUTES } from '@outbound/common';

const ZONE_PARTS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;

/** How many minutes the clocks of `zone` are ahead of UTC at `instant` (New York in July: -240). */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { ...ZONE_PARTS, timeZone: zone }).formatToParts(
    instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

/**
 * The instant at which the clocks of `zone` show `date` (yyyy-MM-dd) at `time` (HH:mm), with the
 * zone's offset on that day (daylight saving included). A time the clocks skip (spring forward)
 * moves forward by the gap; a time they show twice (fall back) is the first of the two.
 */
export function zonedTimeToInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = zoneOffsetMinutes(zone, new Date(wall));
  const guess = wall - before * 60_000;
  const after = zoneOffsetMinutes(zone, new Date(guess));
  if (after === before) return new Date(guess);
  const corrected = wall - after * 60_000;
  // In a skipped hour no offset gives the wall time back: keep the earlier offset's instant.
  return zoneOffsetMinutes(zone, new Date(corrected)) === after
    ? new Date(corrected)
    : new Date(guess);
}

/** `yyyy-MM-dd` of today on this computer: the earliest day that can be scheduled. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The times of a day, 24-hour `HH:mm`, every 15 minutes (spec 01 §9). */
export function scheduleTimes(): string[] {
  const pad = (value: number) => String(value).padStart(2, '0');
  return Array.from({ length: (24 * 60) / SCHEDULE_STEP_MINUTES }, (_, index) => {
    const minutes = index * SCHEDULE_STEP_MINUTES;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
}

/** A start time as its zone's clocks show it, e.g. `2030-03-11 09:00 (America/New_York)`. */
export function formatInZone(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { ...ZONE_PARTS, timeZone: zone }).formatToParts(
    instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${zone})`;
}
