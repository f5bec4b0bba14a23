import crypto from 'node:crypto';

/** The cookie a browser keeps once it has signed in to an account. */
export const KNOWN_DEVICE_COOKIE = 'outbound_device';

/** How long a device stays known after its last sign-in. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;
/** `v1.<user uuid>.<issued, epoch seconds>.<22-character MAC>` is well under this. */
const MAX_VALUE_CHARS = 120;

/**
 * Devices that signed in before (`login-throttle.service.ts`). Each successful sign-in sets
 * a signed, httpOnly cookie naming the user; a locked account (too many failures from every
 * address together) still lets such a device try. The cookie is HMAC-SHA256 under a key derived
 * from the installation secret, so it cannot be made without it; it grants nothing by itself
 * (the password is still checked, and the per-address limits still apply).
 */
export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secureCookie: boolean,
  ) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, 'outbound-auth', 'known-device', 32));
  }

  /** The Set-Cookie header that marks this browser as one that signed in as `userId`. */
  cookieFor(userId: string, now = Date.now()): string {
    const payload = `v1.${userId}.${Math.floor(now / 1000)}`;
    const value = `${payload}.${this.mac(payload)}`;
    const secure = this.secureCookie ? '; Secure' : '';
    return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
  }

  /** The user a request's Cookie header names through a genuine, unexpired device cookie. */
  userOf(cookieHeader: string | undefined, now = Date.now()): string | undefined {
    const value = cookieValue(cookieHeader);
    if (!value || value.length > MAX_VALUE_CHARS) return undefined;
    const parts = value.split('.');
    if (parts.length !== 4 || parts[0] !== 'v1') return undefined;
    const payload = parts.slice(0, 3).join('.');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(parts[3]);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return undefined;
    }
    const issued = Number(parts[2]);
    if (!Number.isInteger(issued) || now / 1000 - issued > MAX_AGE_SECONDS) return undefined;
    return parts[1];
  }

  private mac(payload: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(payload)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}

/** Our cookie's value in a Cookie header (the first one of that name), or undefined. */
function cookieValue(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === KNOWN_DEVICE_COOKIE) {
      return pair.slice(at + 1).trim();
    }
  }
  return undefined;
}
