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
  /**
   * The zone whose window it waits for: its recipients' for a campaign sending in each
   * recipient's zone, the mailbox's otherwise.
   */
  zone: string;
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

/**
 * Sends waiting for a mailbox, one queue in due order per zone whose window they wait for (a
 * mailbox without campaigns sending in recipients' zones has one). Work per distinct zone.
 */
export class ZonedQueues {
  private readonly queues = new Map<string, ForecastQueue<Queued>>();

  push(item: Queued): void {
    let queue = this.queues.get(item.zone);
    if (!queue) {
      queue = new ForecastQueue<Queued>(byDueTime);
      this.queues.set(item.zone, queue);
    }
    queue.push(item);
  }

  /** The first of its zones' heads in due order, among the zones `open` lets through. */
  peek(open?: (zone: string) => boolean): Queued | undefined {
    let first: Queued | undefined;
    for (const [zone, queue] of this.queues) {
      const head = queue.peek();
      if (head && (!open || open(zone)) && (!first || byDueTime(head, first) < 0)) first = head;
    }
    return first;
  }

  /** The head of each zone's queue. */
  *heads(): Iterable<Queued> {
    for (const queue of this.queues.values()) {
      const head = queue.peek();
      if (head) yield head;
    }
  }

  /** Removes the head of `zone`'s queue. */
  pop(zone: string): void {
    const queue = this.queues.get(zone);
    queue?.pop();
    if (queue && queue.size === 0) this.queues.delete(zone);
  }
}
