/**
 * A small least-recently-used map (a Map keeps insertion order: a hit moves its key to the end,
 * the first key is the oldest). Holds the click targets of recent sends so that a burst of clicks
 * on one campaign's links does not become a burst of queries.
 */
export class LinkCache {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity = 10_000) {}

  get(sendId: string, index: number): string | undefined {
    const key = `${sendId}:${index}`;
    const url = this.entries.get(key);
    if (url !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, url);
    }
    return url;
  }

  set(sendId: string, index: number, url: string): void {
    const key = `${sendId}:${index}`;
    this.entries.delete(key);
    this.entries.set(key, url);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}
