import { scheduleInput } from '../send/schedule-dialog';
import {
  formatInZone,
  localToday,
  scheduleTimes,
  zonedTimeToInstant,
  zoneOffsetMinutes,
} from '../send/zoned-time';

const iso = (date: string, time: string, zone: string) =>
  zonedTimeToInstant(date, time, zone).toISOString();

describe('zoned schedule times', () => {
  it('reads the offset of a zone at an instant, daylight saving included', () => {
    expect(zoneOffsetMinutes('America/New_York', new Date('2030-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', new Date('2030-07-15T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2030-07-15T12:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('Australia/Sydney', new Date('2030-01-15T12:00:00Z'))).toBe(660);
    expect(zoneOffsetMinutes('UTC', new Date('2030-01-15T12:00:00Z'))).toBe(0);
  });

  it('turns a wall time in New York into the instant of that day, either side of the March change', () => {
    // Clocks go forward on Sunday 10 March 2030 at 02:00.
    expect(iso('2030-03-09', '09:00', 'America/New_York')).toBe('2030-03-09T14:00:00.000Z');
    expect(iso('2030-03-11', '09:00', 'America/New_York')).toBe('2030-03-11T13:00:00.000Z');
    expect(iso('2030-03-10', '01:45', 'America/New_York')).toBe('2030-03-10T06:45:00.000Z');
    expect(iso('2030-03-10', '03:00', 'America/New_York')).toBe('2030-03-10T07:00:00.000Z');
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    // 02:30 does not exist on 10 March 2030 in New York: it is 03:30 EDT.
    expect(iso('2030-03-10', '02:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z');
    // 01:30 happens twice on 3 November 2030: the first time is EDT.
    expect(iso('2030-11-03', '01:30', 'America/New_York')).toBe('2030-11-03T05:30:00.000Z');
  });

  it('handles zones east of UTC, half-hour offsets and the southern summer', () => {
    expect(iso('2030-06-01', '00:15', 'Asia/Kolkata')).toBe('2030-05-31T18:45:00.000Z');
    expect(iso('2030-01-15', '09:00', 'Australia/Sydney')).toBe('2030-01-14T22:00:00.000Z');
    expect(iso('2030-07-15', '09:00', 'Australia/Sydney')).toBe('2030-07-14T23:00:00.000Z');
  });

  it('builds the schedule call input: the instant, the zone and its offset that day', () => {
    expect(
      scheduleInput({ date: '2030-03-11', time: '09:00', start_time_zone: 'America/New_York' }),
    ).toEqual({
      startTime: '2030-03-11T13:00:00.000Z',
      startTimeZone: 'America/New_York',
      timeOffset: -240,
    });
    expect(
      scheduleInput({ date: '2030-03-08', time: '23:45', start_time_zone: 'America/New_York' }),
    ).toEqual({
      startTime: '2030-03-09T04:45:00.000Z',
      startTimeZone: 'America/New_York',
      timeOffset: -300,
    });
  });

  it('offers every quarter hour of a day in 24-hour time', () => {
    const times = scheduleTimes();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times).toContain('13:45');
    expect(times[times.length - 1]).toBe('23:45');
  });

  it("formats today's date and a start time in its zone", () => {
    expect(localToday(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
    expect(formatInZone(new Date('2030-03-11T13:00:00Z'), 'America/New_York')).toBe(
      '2030-03-11 09:00 (America/New_York)',
    );
  });
});
