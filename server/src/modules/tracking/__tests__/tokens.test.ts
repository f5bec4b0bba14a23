import crypto from 'node:crypto';
import { TrackingTokens } from '../tokens';

const SEND = '0f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b';
/** The pixel token of SEND under the secret 'a' × 40, as signed with `createHmac`. */
const KNOWN_PIXEL = 'D44qTBstTl-KmwwdLj9KWwAAAAB9bp-mZU8fWynAKINxFp3l';

describe('tracking tokens', () => {
  const tokens = new TrackingTokens('a'.repeat(40));

  it('round-trips the send id and link index of each kind', () => {
    expect(tokens.verify('o', tokens.sign('o', SEND))).toEqual({ sendId: SEND, index: 0 });
    expect(tokens.verify('c', tokens.sign('c', SEND, 7))).toEqual({ sendId: SEND, index: 7 });
    expect(tokens.verify('u', tokens.sign('u', SEND))).toEqual({ sendId: SEND, index: 0 });
  });

  it('refuses a token of another kind, another secret, or tampered with', () => {
    const click = tokens.sign('c', SEND, 1);
    expect(tokens.verify('u', click)).toBeNull();
    expect(new TrackingTokens('b'.repeat(40)).verify('c', click)).toBeNull();
    // Another link index with the same signature.
    const raw = Buffer.from(click, 'base64url');
    raw[19] ^= 1;
    expect(tokens.verify('c', raw.toString('base64url'))).toBeNull();
    expect(tokens.verify('c', click.slice(0, -1))).toBeNull();
    expect(tokens.verify('c', `${click}A`)).toBeNull();
    expect(tokens.verify('c', '')).toBeNull();
    expect(tokens.verify('c', '../../etc/passwd')).toBeNull();
  });

  it('signs with HMAC-SHA256 under the per-kind key, as the links already sent were signed', () => {
    // Tokens live on in messages already delivered: the signature must stay exactly this.
    const secret = 'a'.repeat(40);
    for (const kind of ['o', 'c', 'u'] as const) {
      const key = Buffer.from(
        crypto.hkdfSync('sha256', secret, 'outbound-tracking', `token:${kind}`, 32),
      );
      for (let i = 0; i < 50; i += 1) {
        const sendId = crypto.randomUUID();
        const index = kind === 'c' ? crypto.randomInt(0, 2 ** 32) : 0;
        const raw = Buffer.from(tokens.sign(kind, sendId, index), 'base64url');
        const payload = raw.subarray(0, 20);
        expect(payload.toString('hex')).toBe(
          sendId.replace(/-/g, '') + index.toString(16).padStart(8, '0'),
        );
        const expected = crypto.createHmac('sha256', key).update(payload).digest();
        expect(raw.subarray(20).equals(expected.subarray(0, 16))).toBe(true);
        expect(tokens.verify(kind, raw.toString('base64url'))).toEqual({ sendId, index });
      }
    }
    // A known token, signed before this way of computing it: it must still verify.
    expect(tokens.verify('o', KNOWN_PIXEL)).toEqual({ sendId: SEND, index: 0 });
  });

  it('builds the message URLs under the public address', () => {
    const urls = tokens.urls('https://mail.example.com/', SEND);
    expect(urls.openPixel).toMatch(/^https:\/\/mail\.example\.com\/t\/o\/[\w-]{48}\.gif$/);
    expect(urls.click(2)).toMatch(/^https:\/\/mail\.example\.com\/t\/c\/[\w-]{48}$/);
    expect(urls.unsubscribe).toMatch(/^https:\/\/mail\.example\.com\/u\/[\w-]{48}$/);
    expect(tokens.verify('c', urls.click(2).split('/').pop()!)).toEqual({ sendId: SEND, index: 2 });
  });
});
