import { KNOWN_DEVICE_COOKIE, KnownDevices } from '../known-device';

const SECRET = 's'.repeat(32);
const USER = '0b6f3a2e-8d4c-4f5e-9a1b-2c3d4e5f6a7b';
const devices = new KnownDevices(SECRET, true);

/** What the browser sends back: the cookie's name and value. */
const sent = (setCookie: string) => setCookie.split(';')[0];

it('names the user it was set for, among other cookies, and is httpOnly, Strict and Secure over https', () => {
  const setCookie = devices.cookieFor(USER);
  expect(setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  expect(devices.userOf(`theme=dark; ${sent(setCookie)}; other=1`)).toBe(USER);
  expect(new KnownDevices(SECRET, false).cookieFor(USER)).not.toMatch(/Secure/);
});

it('is worthless under another secret, altered, expired, overlong or absent', () => {
  const cookie = sent(devices.cookieFor(USER));
  expect(new KnownDevices('t'.repeat(32), true).userOf(cookie)).toBeUndefined();
  const otherUser = cookie.replace(USER, USER.replace(/^0/, '1'));
  expect(devices.userOf(otherUser)).toBeUndefined();
  const yearAndDayLater = Date.now() + 366 * 24 * 3600 * 1000;
  expect(devices.userOf(cookie, yearAndDayLater)).toBeUndefined();
  expect(devices.userOf(`${cookie}${'x'.repeat(200)}`)).toBeUndefined();
  expect(devices.userOf(`${KNOWN_DEVICE_COOKIE}=`)).toBeUndefined();
  expect(devices.userOf(undefined)).toBeUndefined();
  expect(devices.userOf(`${';'.repeat(1_000_000)}`)).toBeUndefined();
});
