import crypto from 'node:crypto';

/** What a tracking token opens: the open pixel, a link of the message, or its unsubscribe page. */
export type TokenKind = 'o' | 'c' | 'u';

const UUID_HEX = /^[0-9a-f]{32}$/;

/**
 * Signed tracking tokens (ARCHITECTURE §4 "Tracking"): `<send id as 32 hex><link index><signature>`
 * in base64url, HMAC-SHA256 under a key derived from the installation secret for each kind, so a
 * token of one kind is worthless as another and none can be made without the secret. Tokens carry
 * no personal data; the send they name says who and what.
 */
export class TrackingTokens {
  private readonly keys: Record<TokenKind, Buffer>;

  constructor(secret: string) {
    const derive = (kind: TokenKind) =>
      Buffer.from(crypto.hkdfSync('sha256', secret, 'outbound-tracking', `token:${kind}`, 32));
    this.keys = { o: derive('o'), c: derive('c'), u: derive('u') };
  }

  /** A token for `sendId` (and the link's index for clicks). */
  sign(kind: TokenKind, sendId: string, index = 0): string {
    const id = Buffer.from(sendId.replace(/-/g, ''), 'hex');
    const payload = Buffer.alloc(20);
    id.copy(payload, 0);
    payload.writeUInt32BE(index, 16);
    const mac = crypto
      .createHmac('sha256', this.keys[kind])
      .update(payload)
      .digest()
      .subarray(0, 16);
    return Buffer.concat([payload, mac]).toString('base64url');
  }

  /** The send id and link index of a genuine token of that kind; null for anything else. */
  verify(kind: TokenKind, token: string): { sendId: string; index: number } | null {
    if (typeof token !== 'string' || token.length > 64) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length !== 36 || raw.toString('base64url') !== token) return null;
    const payload = raw.subarray(0, 20);
    const expected = crypto
      .createHmac('sha256', this.keys[kind])
      .update(payload)
      .digest()
      .subarray(0, 16);
    if (!crypto.timingSafeEqual(expected, raw.subarray(20))) return null;
    const hex = payload.subarray(0, 16).toString('hex');
    if (!UUID_HEX.test(hex)) return null;
    const sendId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { sendId, index: payload.readUInt32BE(16) };
  }

  /** The URLs a message carries, under the product's public address. */
  urls(publicUrl: string, sendId: string) {
    const base = publicUrl.replace(/\/+$/, '');
    return {
      openPixel: `${base}/t/o/${this.sign('o', sendId)}.gif`,
      click: (index: number) => `${base}/t/c/${this.sign('c', sendId, index)}`,
      unsubscribe: `${base}/u/${this.sign('u', sendId)}`,
    };
  }
}
