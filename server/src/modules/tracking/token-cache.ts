interface Entry<T> {
  key: string;
  value: T;
}

/** Slots of the front table (a power of two). */
const FRONT_SLOTS = 4096;
const DOT = 46;

/**
 * A bounded map keyed by strings seen lately. Its main use: what recently seen genuine tokens
 * name, so that a token seen again (a reader reopening a message, a campaign's opens arriving
 * together) skips its decoding and HMAC. Only tokens that passed `TrackingTokens.verify` (and, for
 * clicks, whose link exists) are kept, so a forged token never gets in. Bounded: when full, the
 * oldest entries go first (insertion order; a hit does not move its entry).
 *
 * In front of the map, a small table indexed by the key's length and last characters (a token's
 * end is its signature: as good as random) holds the entries found lately: a hit there costs a
 * comparison with the key, where the map would first hash the request's fresh string, every
 * character of it. Two keys sharing a slot only send each other to the map.
 */
export class TokenCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly front: (Entry<T> | undefined)[] = new Array<Entry<T> | undefined>(
    FRONT_SLOTS,
  ).fill(undefined);

  constructor(private readonly capacity = 50_000) {}

  get(key: string): T | undefined {
    const slot = frontSlot(key);
    const near = this.front[slot];
    if (near !== undefined && near.key === key) return near.value;
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.front[slot] = entry;
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      const slot = frontSlot(oldest);
      if (this.front[slot]?.key === oldest) this.front[slot] = undefined;
    }
    const entry = { key, value };
    this.entries.set(key, entry);
    this.front[frontSlot(key)] = entry;
  }
}

/**
 * A key's slot in the front table. A key ending in a file extension (a pixel URL's `.gif`, the
 * same for every pixel) is indexed by the characters before it; a token has no `.` in it.
 */
export function frontSlot(key: string): number {
  let n = key.length;
  if (n > 7 && key.charCodeAt(n - 4) === DOT) n -= 4;
  if (n < 3) return n;
  return (
    (n * 31 + key.charCodeAt(n - 1) * 4099 + key.charCodeAt(n - 2) * 61 + key.charCodeAt(n - 3)) &
    (FRONT_SLOTS - 1)
  );
}
