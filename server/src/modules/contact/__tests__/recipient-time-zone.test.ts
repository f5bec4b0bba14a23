import { MAX_VALUE_LENGTH, parseTimeZone, recipientTimeZone } from '../recipient-time-zone';

describe('a recipient time zone', () => {
  it('reads IANA names in any case, in their canonical spelling', () => {
    expect(parseTimeZone('America/New_York')).toBe('America/New_York');
    expect(parseTimeZone('  europe/paris ')).toBe('Europe/Paris');
    expect(parseTimeZone('utc')).toBe('UTC');
  });

  it('reads UTC offsets', () => {
    expect(parseTimeZone('UTC+05:30')).toBe('Asia/Kolkata');
    expect(parseTimeZone('utc-3')).toBe('Etc/GMT+3');
    expect(parseTimeZone('GMT+2')).toBe('Etc/GMT-2');
    expect(parseTimeZone('UTC+00:00')).toBe('UTC');
    expect(parseTimeZone('UTC+01:17')).toBeNull();
    expect(parseTimeZone('UTC+15')).toBeNull();
  });

  it('refuses garbage, quickly, even 1 MB of it', () => {
    expect(parseTimeZone('not a zone')).toBeNull();
    expect(parseTimeZone('Mars/Olympus')).toBeNull();
    expect(parseTimeZone('EST5EDT;DROP')).toBeNull();
    const huge = 'utc+' + '1'.repeat(1024 * 1024);
    const started = Date.now();
    expect(parseTimeZone(huge)).toBeNull();
    expect(recipientTimeZone({ TZ: huge }).unreadable).toBe(true);
    expect(Date.now() - started).toBeLessThan(100);
    expect(MAX_VALUE_LENGTH).toBeLessThan(100);
  });

  it('takes the zone column first, whatever its case', () => {
    expect(recipientTimeZone({ 'Time Zone': 'Asia/Tokyo', Country: 'France' })).toEqual({
      timeZone: { zone: 'Asia/Tokyo', source: 'column', mostPopulous: false },
      unreadable: false,
    });
    expect(recipientTimeZone({ timezone: 'UTC-3' }).timeZone?.zone).toBe('Etc/GMT+3');
    expect(recipientTimeZone({ tz: 'garbage' })).toEqual({ timeZone: null, unreadable: true });
  });

  it('infers a country with several zones as its most populous one, and says so', () => {
    expect(recipientTimeZone({ Country: 'United States' }).timeZone).toEqual({
      zone: 'America/New_York',
      source: 'country',
      mostPopulous: true,
    });
    expect(recipientTimeZone({ country: 'FR' }).timeZone).toEqual({
      zone: 'Europe/Paris',
      source: 'country',
      mostPopulous: false,
    });
  });

  it('infers a city, narrowed by its country', () => {
    expect(recipientTimeZone({ City: 'Denver', Country: 'United States' }).timeZone?.zone).toBe(
      'America/Denver',
    );
    expect(recipientTimeZone({ City: 'Sydney' }).timeZone?.zone).toBe('Australia/Sydney');
  });

  it('infers a state', () => {
    expect(recipientTimeZone({ State: 'California' }).timeZone?.zone).toBe('America/Los_Angeles');
  });

  it('has no zone without columns, and an unreadable one for an unknown place', () => {
    expect(recipientTimeZone({ email: 'a@b.c' })).toEqual({ timeZone: null, unreadable: false });
    expect(recipientTimeZone({ Country: 'Atlantis' })).toEqual({
      timeZone: null,
      unreadable: true,
    });
  });
});
