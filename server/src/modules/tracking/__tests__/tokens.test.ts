import { TrackingTokens } from '../tokens';

const SEND = '0f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b';

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

  it('builds the message URLs under the public address', () => {
    const urls = tokens.urls('https://mail.example.com/', SEND);
    expect(urls.openPixel).toMatch(/^https:\/\/mail\.example\.com\/t\/o\/[\w-]{48}\.gif$/);
    expect(urls.click(2)).toMatch(/^https:\/\/mail\.example\.com\/t\/c\/[\w-]{48}$/);
    expect(urls.unsubscribe).toMatch(/^https:\/\/mail\.example\.com\/u\/[\w-]{48}$/);
    expect(tokens.verify('c', urls.click(2).split('/').pop()!)).toEqual({ sendId: SEND, index: 2 });
  });
});
