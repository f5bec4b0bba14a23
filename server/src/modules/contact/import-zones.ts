import { zoneReaderFor, type MemberTimeZone } from './recipient-time-zone';

/** How many lines of rows with an unreadable zone an import keeps (the count covers them all). */
export const MAX_REPORTED_ZONE_LINES = 20;

/**
 * The time zones of an import's rows (`recipient-time-zone.ts`): each valid row's zone for the
 * staging table, and the rows whose zone or place column held a value that gave none, counted,
 * with the first of their lines. A file without zone or place columns reads nothing.
 */
export class ImportZones {
  unreadable = 0;
  readonly lines: number[] = [];
  private reader: ((values: string[]) => MemberTimeZone) | null | undefined;

  /** The row's zone (null when unknown); `header` is the file's, read once per import. */
  zoneOf(header: string[], line: number, values: string[]): string | null {
    if (this.reader === undefined) this.reader = zoneReaderFor(header);
    if (!this.reader) return null;
    const { timeZone, unreadable } = this.reader(values);
    if (unreadable) {
      this.unreadable += 1;
      if (this.lines.length < MAX_REPORTED_ZONE_LINES) this.lines.push(line);
    }
    return timeZone?.zone ?? null;
  }
}
