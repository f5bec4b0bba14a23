import * as chrono from 'chrono-node';
import { capped } from './mail-scan';

/**
 * The return date of an out-of-office, read from its subject and own text with chrono-node's
 * parsers (English first, then the other languages the auto-reply subjects cover); relative
 * dates ("next Monday", "morgen") against the message's own Date. Dates are calendar dates
 * (`YYYY-MM-DD`): the person's "until 2 December" has no time zone.
 */

/** Characters read for a date: the first lines of an out-of-office say it. */
export const AWAY_TEXT_MAX = 1000;
/** A date further than this after the message is not a return date (a signature, a year). */
const FURTHEST_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

const PARSERS: chrono.Chrono[] = [
  chrono.en.casual,
  chrono.de.casual,
  chrono.fr.casual,
  chrono.es.casual,
  chrono.nl.casual,
  chrono.pt.casual,
  chrono.it.casual,
  chrono.sv.casual,
];

/** Words right before a date that make it the day they are back, not the last day away. */
const BACK_WORDS = [
  'back',
  'return',
  'returning',
  'zurück',
  'wieder da',
  'wieder im büro',
  'retour',
  'de retour',
  'de vuelta',
  'regreso',
  'terug',
  'rientro',
  'di ritorno',
  'de volta',
  'retorno',
  'tillbaka',
];

export interface AwayDate {
  /** The last day away. */
  until: string;
  /** When they are back: the next working day after `until` (or the day they named, on one). */
  back: string;
}

/** `date` (UTC calendar day) as `YYYY-MM-DD`. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** The calendar day `days` after `day`. */
export const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The first working day (Monday to Friday) on or after `day`. */
export function workingDayFrom(day: string): string {
  let next = day;
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/** The next working day after `day`. */
export const nextWorkingDay = (day: string) => workingDayFrom(addDays(day, 1));

interface Found {
  day: string;
  back: boolean;
}

/** The dates one parser finds after the message's day and within `FURTHEST_DAYS`. */
function datesOf(parser: chrono.Chrono, text: string, sent: Date): Found[] {
  const first = dayOf(sent);
  const last = addDays(first, FURTHEST_DAYS);
  return parser.parse(text, sent, { forwardDate: true }).flatMap((result) => {
    // Two or three letters are an abbreviation of another language's weekday ("to", Swedish
    // Thursday) far more often than a date.
    if (result.text.trim().length < 4 && !/\d/.test(result.text)) return [];
    const component = result.end ?? result.start;
    const year = component.get('year');
    const month = component.get('month');
    const date = component.get('day');
    if (!year || !month || !date) return [];
    const day = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
    if (day <= first || day > last) return [];
    const before = text.slice(Math.max(0, result.index - 24), result.index).toLowerCase();
    return [{ day, back: !result.end && BACK_WORDS.some((word) => before.includes(word)) }];
  });
}

/**
 * The out-of-office's last day and the day they are back, from the latest date it names after
 * the message's day (a range's end; "back on Monday" is the Monday itself); null when it names
 * none. The text is capped first; the parsers run on at most `AWAY_TEXT_MAX` characters.
 */
export function awayDate(text: string, sent: Date): AwayDate | null {
  const input = capped(text, AWAY_TEXT_MAX);
  for (const parser of PARSERS) {
    const found = datesOf(parser, input, sent);
    if (found.length === 0) continue;
    const latest = found.reduce((a, b) => (b.day > a.day ? b : a));
    return latest.back
      ? { until: addDays(latest.day, -1), back: workingDayFrom(latest.day) }
      : { until: latest.day, back: nextWorkingDay(latest.day) };
  }
  return null;
}

/** How far a message's own Date may be from its arrival to count relative dates from. */
const DATE_TRUSTED_MS = 2 * DAY_MS;

/** An out-of-office's return date as read, and the instant its relative dates count from. */
export interface AwayRead {
  found: AwayDate | null;
  sent: Date;
}

/**
 * Reads an out-of-office's return date from its subject and own text; relative dates count from
 * its own Date (`dated`), unless that is days away from when it arrived (anyone can write any
 * Date): then from its arrival.
 */
export function awayOf(text: string, dated: Date | null | undefined, arrived: Date): AwayRead {
  const own = dated && !Number.isNaN(dated.getTime()) ? dated : arrived;
  const sent = Math.abs(own.getTime() - arrived.getTime()) < DATE_TRUSTED_MS ? own : arrived;
  return { found: awayDate(text, sent), sent };
}

/** With no date read: away `days` days from the message's day, back the next working day. */
export function defaultAway(sent: Date, days: number): AwayDate {
  const back = workingDayFrom(addDays(dayOf(sent), days));
  return { until: addDays(back, -1), back };
}
