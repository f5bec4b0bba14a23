import { frontSlot, TokenCache } from '../token-cache';
import { TrackingTokens } from '../tokens';

/** A fresh copy of a string (as a request's URL gives), not the stored key itself. */
const copy = (value: string) => Buffer.from(value, 'latin1').toString('latin1');

describe('TokenCache', () => {
  it('finds what was stored under an equal string, and nothing under another', () => {
    const tokens = new TrackingTokens('token-cache-secret-token-cache-secret-00');
    const cache = new TokenCache<number>();
    const keys = Array.from({ length: 500 }, (_, i) =>
      tokens.sign('c', `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, 1),
    );
    keys.forEach((key, i) => cache.set(key, i));
    // Twice: the first lookups fill the front table, the second are answered from it.
    for (let round = 0; round < 2; round += 1)
      keys.forEach((key, i) => expect(cache.get(copy(key))).toBe(i));
    const forged = `${keys[0].slice(0, -1)}${keys[0].endsWith('A') ? 'B' : 'A'}`;
    expect(cache.get(forged)).toBeUndefined();
    expect(cache.get('')).toBeUndefined();
  });

  it('keeps keys that share a front slot apart', () => {
    const cache = new TokenCache<string>();
    // Same length and same last three characters: the same slot.
    cache.set('aaaa-xyz', 'first');
    cache.set('bbbb-xyz', 'second');
    for (let i = 0; i < 3; i += 1) {
      expect(cache.get(copy('aaaa-xyz'))).toBe('first');
      expect(cache.get(copy('bbbb-xyz'))).toBe('second');
    }
    expect(cache.get('cccc-xyz')).toBeUndefined();
  });

  it('forgets the oldest key when full, in the front table too', () => {
    const cache = new TokenCache<number>(2);
    cache.set('key-1', 1);
    expect(cache.get(copy('key-1'))).toBe(1);
    cache.set('key-2', 2);
    cache.set('key-3', 3);
    expect(cache.get(copy('key-1'))).toBeUndefined();
    expect(cache.get(copy('key-2'))).toBe(2);
    expect(cache.get(copy('key-3'))).toBe(3);
  });

  it('spreads pixel URLs over the front table by the characters before their extension', () => {
    const tokens = new TrackingTokens('token-cache-secret-token-cache-secret-00');
    const ids = Array.from(
      { length: 500 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const pixels = ids.map((id) => `/t/o/${tokens.sign('o', id)}.gif`);
    const clicks = ids.map((id) => `/t/c/${tokens.sign('c', id, 0)}`);
    // 500 keys over 4,096 slots: a few collisions, not one slot for all.
    expect(new Set(pixels.map(frontSlot)).size).toBeGreaterThan(450);
    expect(new Set(clicks.map(frontSlot)).size).toBeGreaterThan(450);
    // A token's slot is unchanged (no `.` in it).
    const token = tokens.sign('c', ids[0], 0);
    const n = token.length;
    expect(frontSlot(token)).toBe(
      (n * 31 +
        token.charCodeAt(n - 1) * 4099 +
        token.charCodeAt(n - 2) * 61 +
        token.charCodeAt(n - 3)) &
        4095,
    );
  });
});
