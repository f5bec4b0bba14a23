/**
 * The queues of the forecast's replay (`pool-forecast.ts`): the sends waiting for a mailbox, in
 * the dispatcher's due order, and the mailboxes' next runs, in time order.
 */

/** Sends waiting for a mailbox: a retry, or recipients due the same step at the same instant. */
export interface Queued {
  campaign: number;
  position: number;
  dueAt: number;
  /** Due time counting the campaign's start (a scheduled campaign sends nothing before). */
  readyAt: number;
  count: number;
  /** Ties between equal due times: the order the groups were read or made. */
  order: number;
}

/** The dispatcher's due order: by due time (counting the start), then campaign, then reading. */
export const byDueTime = (a: Queued, b: Queued) =>
  a.readyAt - b.readyAt || a.dueAt - b.dueAt || a.campaign - b.campaign || a.order - b.order;

/** A binary min-heap in the order of `before`. */
export class ForecastQueue<T> {
  private readonly items: T[] = [];

  constructor(private readonly before: (a: T, b: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let at = items.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.before(items[parent], items[at]) <= 0) break;
      [items[parent], items[at]] = [items[at], items[parent]];
      at = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let at = 0;
      for (;;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let smallest = at;
        if (left < items.length && this.before(items[left], items[smallest]) < 0) smallest = left;
        if (right < items.length && this.before(items[right], items[smallest]) < 0)
          smallest = right;
        if (smallest === at) break;
        [items[smallest], items[at]] = [items[at], items[smallest]];
        at = smallest;
      }
    }
    return top;
  }
}
