import type { CSSProperties } from 'react';
import type { SendingCalendarQuery } from '../../../generated/graphql';
import { formatMonthDay, formatTimeInZone, weekdayOf } from '../calendar-dates';

type Calendar = SendingCalendarQuery['sendingCalendar'];
type Day = Calendar['days'][number];
type Slot = Day['slots'][number];

/** A count, or a dash when it is zero (as the contact tiles show it, spec 02 §2). */
function countText(count: number): string {
  return count ? count.toLocaleString('en-US') : '-';
}

/** `1 email`, `12 emails`. */
function emailCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'email' : 'emails'}`;
}

/** The campaign's color, handed to the stylesheet as `--campaign-color`. */
function colorStyle(color: string | undefined): CSSProperties | undefined {
  return color ? ({ '--campaign-color': color } as CSSProperties) : undefined;
}

/**
 * One dispatch run of a campaign: when it goes on the mailbox's clocks, how many emails of which
 * steps, and whether it already went (sent) or is still to go (planned).
 */
function CalendarSlot({ slot, zone, color }: { slot: Slot; zone: string; color?: string }) {
  const sent = slot.status === 'sent';
  return (
    <li
      className={`calendar-slot ${sent ? 'calendar-slot--sent' : 'calendar-slot--planned'}`}
      style={colorStyle(color)}
    >
      <div className="calendar-slot__line">
        <time className="calendar-slot__time" dateTime={slot.startTime}>
          {formatTimeInZone(slot.startTime, zone)}
        </time>
        <span className={`badge ${sent ? 'badge--success' : 'badge--info'}`}>
          {sent ? 'Sent' : 'Planned'}
        </span>
      </div>
      <p className="calendar-slot__campaign">{slot.campaignName}</p>
      <p className="calendar-slot__count">{emailCount(slot.totalSend)}</p>
      <ul className="calendar-slot__types">
        {slot.types.map((type) => (
          <li key={type.name} title={type.rule}>
            {type.name}
            {slot.types.length > 1 && ` (${type.totalSend.toLocaleString('en-US')})`}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One date of the week: its weekday, its total and its slots in time order. */
function CalendarDay({
  day,
  zone,
  colors,
  isToday,
}: {
  day: Day;
  zone: string;
  colors: ReadonlyMap<string, string>;
  isToday: boolean;
}) {
  const weekday = weekdayOf(day.date);
  const monthDay = formatMonthDay(day.date);
  const slots = [...day.slots].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return (
    <section
      className="calendar-day"
      aria-label={`${weekday.long}, ${monthDay}`}
      aria-current={isToday ? 'date' : undefined}
    >
      <header className="calendar-day__header">
        <span className="calendar-day__weekday">{weekday.short}</span>
        <span className="calendar-day__date">{monthDay}</span>
      </header>
      <p className="calendar-day__total">
        <span className="calendar-day__total-label">Total</span>{' '}
        <strong>{countText(day.totalCount)}</strong>
      </p>
      {slots.length > 0 && (
        <ol className="calendar-day__slots">
          {slots.map((slot, index) => (
            <CalendarSlot
              key={`${slot.startTime}:${slot.campaignId}:${index}`}
              slot={slot}
              zone={zone}
              color={colors.get(slot.campaignId)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The week, Sunday to Saturday (spec 02 §2): seven columns in the order the server gives the
 * dates, with times on the mailbox's clocks so that a send shows under the date it goes on there.
 */
export function WeekGrid({
  calendar,
  colors,
  today,
}: {
  calendar: Calendar;
  colors: ReadonlyMap<string, string>;
  /** Today on the mailbox's clocks, marked as the current date. */
  today: string | null;
}) {
  return (
    <div className="calendar-week">
      {calendar.days.map((day) => (
        <CalendarDay
          key={day.date}
          day={day}
          zone={calendar.timeZone}
          colors={colors}
          isToday={day.date === today}
        />
      ))}
    </div>
  );
}
