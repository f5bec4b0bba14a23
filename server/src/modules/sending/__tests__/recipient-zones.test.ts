import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import { nextDueInZone, openZones } from '../recipient-zones';

// A London mailbox sending Monday to Friday, 09:00 to 17:00.
const pref = DEFAULT_SENDING_PREFERENCE('Europe/London');
const zones = ['America/New_York', 'Asia/Tokyo', 'Europe/London'];

describe('the window in each recipient zone', () => {
  it('holds a zone at night while a zone in daytime is open', () => {
    // Monday 2 November 2026, 14:00 UTC: 09:00 in New York (EST), 23:00 in Tokyo.
    expect(openZones(pref, zones, new Date('2026-11-02T14:00:00Z'))).toEqual([
      'America/New_York',
      'Europe/London',
    ]);
    expect(nextDueInZone(pref, 'Asia/Tokyo', new Date('2026-11-02T14:00:00Z'))).toEqual(
      new Date('2026-11-03T00:00:00Z'),
    );
  });

  it('follows each zone across its daylight-saving change', () => {
    // 13:30 UTC is 09:30 in New York before 1 November 2026 (EDT) and 08:30 after (EST).
    expect(openZones(pref, zones, new Date('2026-10-26T13:30:00Z'))).toContain('America/New_York');
    expect(openZones(pref, zones, new Date('2026-11-02T13:30:00Z'))).not.toContain(
      'America/New_York',
    );
    expect(nextDueInZone(pref, 'America/New_York', new Date('2026-11-02T13:30:00Z'))).toEqual(
      new Date('2026-11-02T14:00:00Z'),
    );
  });

  it('uses the mailbox zone for a recipient without one, and skips weekends in the recipient zone', () => {
    expect(nextDueInZone(pref, null, new Date('2026-11-02T08:00:00Z'))).toEqual(
      new Date('2026-11-02T09:00:00Z'),
    );
    // Friday 6 November 2026, 23:30 UTC is already Saturday in Tokyo: next is Monday 09:00 JST.
    expect(nextDueInZone(pref, 'Asia/Tokyo', new Date('2026-11-06T23:30:00Z'))).toEqual(
      new Date('2026-11-09T00:00:00Z'),
    );
  });

  it('treats an unknown zone as closed', () => {
    expect(openZones(pref, ['Mars/Olympus'], new Date('2026-11-02T14:00:00Z'))).toEqual([]);
  });
});
