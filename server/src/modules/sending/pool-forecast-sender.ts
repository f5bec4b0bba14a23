/**
 * One mailbox of the pooled forecast (`pool-forecast.ts`): its queues (retries, the messages of
 * the recipients it is the sender of) and its day, cap and pace as the replay moves them. Read
 * without moving (`viewAt`, `room`) for the balance of the other mailboxes of its pools, moved
 * (`advanceTo`, `recordBurst`) only by its own bursts, which the replay runs in time order.
 */
import type { SendingPreference } from '@outbound/common';
import { HOUR_MS, NO_PACE, dailyCapToday, hourlyCap, type MailboxPace } from '../mailbox/pacing';
import { localDayBounds } from '../mailbox/sending-window';
import type { WaitingRetry } from './send-forecast';

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

const before = (a: Queued, b: Queued) =>
  a.readyAt - b.readyAt || a.dueAt - b.dueAt || a.campaign - b.campaign || a.order - b.order;

/** A binary min-heap of waiting follow-ups. */
export class FollowUpQueue {
  private readonly items: Queued[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): Queued | undefined {
    return this.items[0];
  }

  push(item: Queued): void {
    const items = this.items;
    items.push(item);
    let at = items.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (before(items[parent], items[at]) <= 0) break;
      [items[parent], items[at]] = [items[at], items[parent]];
      at = parent;
    }
  }

  pop(): Queued | undefined {
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
        if (left < items.length && before(items[left], items[smallest]) < 0) smallest = left;
        if (right < items.length && before(items[right], items[smallest]) < 0) smallest = right;
        if (smallest === at) break;
        [items[smallest], items[at]] = [items[at], items[smallest]];
        at = smallest;
      }
    }
    return top;
  }
}

/** Recipients bound to one sender waiting for the same step of one campaign, due at once. */
export interface SenderWaiting {
  campaignId: string;
  position: number;
  /** When it falls due; null: now (a first message bound to its sender). */
  dueAt: Date | null;
  count: number;
}

/** A mailbox the pooled forecast replays, with its state at the replay's start. */
export interface PoolForecastMailbox {
  id: string;
  pref: SendingPreference;
  /** Its replay stops before this instant. */
  until: Date;
  /** Handed-over sends of its local day containing `now`, and the last one's instant. */
  sentToday: number;
  lastSentAt: Date | null;
  pace?: MailboxPace;
  /** Oldest claim first, as `dueRetries` reads them. */
  retries: WaitingRetry[];
  /** The messages of the recipients it is the sender of, in due order. */
  waiting: SenderWaiting[];
}

export class ForecastSender {
  readonly id: string;
  readonly pref: SendingPreference;
  readonly until: number;
  readonly retries: Queued[] = [];
  readonly followUps = new FollowUpQueue();
  /** First messages bound to it, by campaign index. */
  readonly boundFirsts = new Map<number, number>();
  /** The campaigns whose pool holds it, in the dispatcher's order. */
  readonly campaigns: number[] = [];
  /** It runs again no earlier than this (its last burst, or a run that found nothing to take). */
  readyFrom: number;
  lastSentAt: Date | null;
  private day: { start: Date; end: Date };
  private sentInDay: number;
  private readonly pace: MailboxPace;

  constructor(mailbox: PoolForecastMailbox, now: Date) {
    this.id = mailbox.id;
    this.pref = mailbox.pref;
    this.until = mailbox.until.getTime();
    this.readyFrom = now.getTime();
    this.lastSentAt = mailbox.lastSentAt;
    this.day = localDayBounds(mailbox.pref, now);
    this.sentInDay = mailbox.sentToday;
    this.pace = { ...(mailbox.pace ?? NO_PACE) };
    this.pace.lastHour = [...this.pace.lastHour];
  }

  /** Sends of its local day containing `at` and its pace then, without moving its day. */
  viewAt(at: number): { sentToday: number; pace: MailboxPace } {
    if (at < this.day.end.getTime()) return { sentToday: this.sentInDay, pace: this.pace };
    const daysSent = this.pace.daysSent + (this.sentInDay > 0 ? 1 : 0);
    return { sentToday: 0, pace: { ...this.pace, daysSent } };
  }

  /** Room left on its local day containing `at`: its cap, ramped up, minus what it sent. */
  room(at: number): number {
    const view = this.viewAt(at);
    return dailyCapToday(this.pref, view.pace.daysSent) - view.sentToday;
  }

  /** A send put back for a later attempt still waits at `at`: it takes nothing more then. */
  backingOff(at: number): boolean {
    return this.retries.some((retry) => retry.count > 0 && retry.dueAt > at);
  }

  /** Moves its day to the one containing `at` (a day with sends is one more ramp-up day). */
  advanceTo(at: number): { sentToday: number; pace: MailboxPace } {
    if (at >= this.day.end.getTime()) {
      if (this.sentInDay > 0) this.pace.daysSent += 1;
      this.day = localDayBounds(this.pref, new Date(at));
      this.sentInDay = 0;
    }
    return { sentToday: this.sentInDay, pace: this.pace };
  }

  /** A burst of `taken` sends at `at`: they count in its day, its rolling hour and its gap. */
  recordBurst(at: Date, taken: number): void {
    const instant = at.getTime();
    this.sentInDay += taken;
    if (hourlyCap(this.pref) > 0) {
      this.pace.lastHour = this.pace.lastHour.filter((sent) => sent > instant - HOUR_MS);
      for (let i = 0; i < taken; i++) this.pace.lastHour.push(instant);
    }
    this.lastSentAt = at;
    this.readyFrom = instant;
  }
}
