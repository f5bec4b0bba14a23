/**
 * A bounded map keyed by strings seen lately. Its main use: what recently seen genuine tokens
 * name, so that a token seen again (a reader reopening a message, a campaign's opens arriving
 * together) skips its decoding and HMAC: one Map lookup. Only tokens that passed
 * `TrackingTokens.verify` (and, for clicks, whose link exists) are kept, so a forged token never
 * gets in. Bounded: when full, the oldest entries go first (insertion order; a hit does not move
 * its entry, which keeps the lookup a plain `get`).
 */
export class TokenCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity = 50_000) {}

  get(token: string): T | undefined {
    return this.entries.get(token);
  }

  set(token: string, value: T): void {
    if (this.entries.size >= this.capacity)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, value);
  }
}
