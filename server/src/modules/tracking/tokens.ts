import crypto from 'node:crypto';
import { ShortHmacSha256 } from './short-hmac';

/** What a tracking token opens: the open pixel, a link of the message, or its unsubscribe page. */
type TokenKind = 'o' | 'c' | 'u';

/** Send id (16 bytes) and link index (4), then the signature. */
const PAYLOAD_BYTES = 20;
const MAC_BYTES = 16;
const TOKEN_BYTES = PAYLOAD_BYTES + MAC_BYTES;
/** base64url of 36 bytes, unpadded. */
const TOKEN_CHARS = 48;

/**
 * Signed tracking tokens (ARCHITECTURE §4 "Tracking"): `<send id as 32 hex><link index><signature>`
 * in base64url, HMAC-SHA256 under a key derived from the installation secret for each kind, so a
 * token of one kind is worthless as another and none can be made without the secret. Tokens carry
 * no personal data; the send they name says who and what.
 */
export class TrackingTokens {
  /**
   * One MAC per kind, its key's blocks hashed once: a token is checked in plain JS, with no Hmac
   * object per call (a flood of forged tokens costs one check each).
   */
  private readonly macs: Record<TokenKind, ShortHmacSha256>;

  constructor(secret: string) {
    const derive = (kind: TokenKind) =>
      new ShortHmacSha256(
        Buffer.from(crypto.hkdfSync('sha256', secret, 'outbound-tracking', `token:${kind}`, 32)),
      );
    this.macs = { o: derive('o'), c: derive('c'), u: derive('u') };
  }

  /** A token for `sendId` (and the link's index for clicks). */
  sign(kind: TokenKind, sendId: string, index = 0): string {
    const id = Buffer.from(sendId.replace(/-/g, ''), 'hex');
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    id.copy(payload, 0);
    payload.writeUInt32BE(index, 16);
    return Buffer.concat([payload, this.mac(kind, payload)]).toString('base64url');
  }

  /**
   * The send id and link index of a genuine token of that kind; null for anything else. Checked
   * in order of cost: the length, the canonical encoding, then the signature.
   */
  verify(kind: TokenKind, token: string): { sendId: string; index: number } | null {
    if (typeof token !== 'string' || token.length !== TOKEN_CHARS) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length !== TOKEN_BYTES || raw.toString('base64url') !== token) return null;
    const payload = raw.subarray(0, PAYLOAD_BYTES);
    if (!this.macs[kind].matches(payload, raw.subarray(PAYLOAD_BYTES))) return null;
    const hex = payload.toString('hex', 0, 16);
    const sendId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { sendId, index: payload.readUInt32BE(16) };
  }

  /** The signature of a payload: HMAC-SHA256 cut to 128 bits. */
  private mac(kind: TokenKind, payload: Buffer): Buffer {
    return this.macs[kind].of(payload).subarray(0, MAC_BYTES);
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
