/**
 * The balance of the pooled forecast (`pool-forecast.ts`), as `firstMessageCampaigns`
 * (`pool-room.ts`) weighs it: whose a pool's first messages are at a run, and, for a mailbox that
 * finds none its own, when its reruns may find otherwise.
 */
import { declinedRecheckMs, IDLE_RECHECK_MS } from './dispatch-scheduler';
import type { PoolFirsts } from './pool-forecast-firsts';
import type { ForecastSender } from './pool-forecast-sender';

export class PoolBalance {
  constructor(
    /** Per campaign (by index), the replayed mailboxes of its pool. */
    private readonly membersOf: ForecastSender[][],
    /** Per zoned campaign, the known zones its recipients wait in (none for the others). */
    private readonly zonesOf: string[][],
    private readonly firsts: PoolFirsts,
    /** Per campaign, when it starts (epoch ms; -Infinity: started). */
    private readonly startOf: number[],
  ) {}

  /**
   * A run at `at` found nothing its own: it reruns a minute later, as the schedule reruns it, but
   * the pool's first messages stay another's until something the balance weighs changes: a burst
   * or a new day of a mailbox of its pools, one of them entering or leaving its window or ending
   * a back-off, a campaign starting. Its reruns before then would find the same, so the replay
   * skips them: it waits for the first rerun at or after that instant.
   */
  park(sender: ForecastSender, at: number): void {
    // A paced mailbox leaving first messages that wait to another looks again after its shortest
    // gap (`declinedRecheckMs`, as the dispatcher does), any other a minute later.
    const declined = sender.campaigns.some(
      (c) => this.firsts.waiting[c] > 0 && this.startOf[c] <= at && this.membersOf[c].length > 1,
    );
    const recheck = declined ? declinedRecheckMs(sender.pref) : IDLE_RECHECK_MS;
    sender.readyFrom = at + recheck;
    let change = sender.dayEndAfter(at);
    for (const c of sender.campaigns) {
      const held = this.firsts.heldUntil(c);
      if (held !== undefined && held > at) change = Math.min(change, held);
      if (this.firsts.waiting[c] === 0 && held === undefined) continue;
      if (this.startOf[c] > at) change = Math.min(change, this.startOf[c]);
      for (const other of this.membersOf[c]) {
        if (other === sender) continue;
        if (other.nextRunAt !== null) change = Math.min(change, other.nextRunAt);
        change = Math.min(
          change,
          other.dayEndAfter(at),
          other.windowEdgeAfter(at),
          other.backOffEndAfter(at),
        );
        for (const zone of this.zonesOf[c])
          change = Math.min(change, other.windowEdgeAfter(at, zone));
      }
    }
    const reruns = Math.max(1, Math.ceil((change - at) / recheck));
    sender.parkedUntil = Number.isFinite(reruns) ? at + reruns * recheck : Infinity;
  }

  /** Whether the campaign's unbound first messages are the mailbox's to take at `at`. */
  isMine(campaign: number, sender: ForecastSender, at: number): boolean {
    const mine = sender.room(at);
    return this.membersOf[campaign].every(
      (other) =>
        other === sender ||
        other.room(at) <= mine ||
        other.room(at) <= 0 ||
        other.backingOff(at) ||
        !this.isOpenFor(campaign, other, at),
    );
  }

  /**
   * Whether the member's window is open at `at` for the campaign: in its own zone, or, for a
   * zoned campaign, in one of the zones its recipients wait in (`pool-room.ts`'s `isOpen`).
   */
  private isOpenFor(campaign: number, member: ForecastSender, at: number): boolean {
    if (member.isInsideWindow(at)) return true;
    return this.zonesOf[campaign].some((zone) => member.isInsideWindow(at, zone));
  }
}
