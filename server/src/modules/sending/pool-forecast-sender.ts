/**
 * One mailbox of the pooled forecast (`pool-forecast.ts`): its queues (retries, the messages of
 * the recipients it is the sender of) and its day, cap and pace as the replay moves them. Read
 * without moving (`viewAt`, `room`) for the balance of the other mailboxes of its pools, moved
 * (`advanceTo`, `recordBurst`) only by its own bursts, which the replay runs in time order.
 */
import type { SendingPreference } from '@outbound/common';
import { HOUR_MS, NO_PACE, dailyCapToday, hourlyCap, type MailboxPace } from '../mailbox/pacing';
import { localDayBounds, nextSendAt, nextWindowStart, windowEnd } from '../mailbox/sending-window';
import { ZonedQueues, type Queued } from './forecast-queue';
import type { WaitingRetry } from './send-forecast';
import { alwaysOpen, inZone } from './recipient-zones';

/** Recipients bound to one sender waiting for the same step of one campaign, due at once. */
export interface SenderWaiting {
  campaignId: string;
  position: number;
  /** When it falls due; null: now (a first message bound to its sender). */
  dueAt: Date | null;
  count: number;
  /** The recipients' zone, when their campaign sends in each recipient's zone and it is known. */
  zone?: string | null;
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
  /** Its own zone: its window's, and the one its recipients without a known zone wait in. */
  readonly homeZone: string;
  readonly retries: Queued[] = [];
  readonly followUps = new ZonedQueues();
  /** First messages bound to it, by campaign index, then by the zone they wait in. */
  readonly boundFirsts = new Map<number, Map<string, number>>();
  /** The campaigns whose pool holds it, in the dispatcher's order. */
  readonly campaigns: number[] = [];
  /**
   * One of its campaigns sends in each recipient's zone: its runs are due when a window with
   * something waiting is open in one of the zones (`zone-plan.ts`), and take only from those.
   */
  zoned = false;
  /** It runs again no earlier than this (its last burst, or a run that found nothing to take). */
  readyFrom: number;
  /**
   * The unbound first messages of its pools are not its to take before this: the first of its
   * reruns (a minute apart) at which the balance may have changed (`PoolReplay.park`).
   */
  parkedUntil = -Infinity;
  /** When its next run is due in the replay's queue (null: none). */
  nextRunAt: number | null = null;
  lastSentAt: Date | null;
  private day: { start: Date; end: Date };
  private sentInDay: number;
  private readonly pace: MailboxPace;
  /** The end of a local day after its own (asked by the balance of others), remembered. */
  private laterDay = { start: Infinity, end: -Infinity };
  /** Per zone, its window there containing or following the last instant asked (`windowAt`). */
  private readonly windows = new Map<string, { from: number; start: number; end: number }>();
  /** Its preference with a window open all day: only its gap and caps (`zone-plan.ts`). */
  private readonly allDay: SendingPreference;

  constructor(mailbox: PoolForecastMailbox, now: Date) {
    this.id = mailbox.id;
    this.pref = mailbox.pref;
    this.homeZone = mailbox.pref.work_time.time_zone;
    this.allDay = alwaysOpen(mailbox.pref);
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

  /** The end of its local day containing `at` (its room is new then). */
  dayEndAfter(at: number): number {
    const end = this.day.end.getTime();
    if (at < end) return end;
    const later = this.laterDay;
    if (at >= later.start && at < later.end) return later.end;
    const day = localDayBounds(this.pref, new Date(at));
    this.laterDay = { start: day.start.getTime(), end: day.end.getTime() };
    return this.laterDay.end;
  }

  /** Whether `at` is inside one of its windows (read in `zone`: by default its own). */
  isInsideWindow(at: number, zone = this.homeZone): boolean {
    return this.windowAt(at, zone).start <= at;
  }

  /** When it next enters or leaves a window after `at`, read in `zone` (Infinity: never). */
  windowEdgeAfter(at: number, zone = this.homeZone): number {
    const window = this.windowAt(at, zone);
    return window.start <= at ? window.end : window.start;
  }

  /**
   * The earliest instant at or after `from` it may send to a recipient waiting in `zone`: its
   * gap and caps as `nextSendAt` weighs them in its own zone, then its window read in `zone`
   * (`nextSendAtInZones` for one zone). Null when never.
   */
  nextSendAtIn(zone: string, from: number): number | null {
    const earliest = this.nextAllowed(this.allDay, from);
    if (!earliest) return null;
    const at = earliest.getTime();
    const window = this.windowAt(at, zone);
    return window.start === Infinity ? null : Math.max(at, window.start);
  }

  /** The earliest instant at or after `from` its window, gap and caps allow (`nextSendAt`). */
  nextSendAtFrom(from: number): number | null {
    return this.nextAllowed(this.pref, from)?.getTime() ?? null;
  }

  /** `nextSendAt` from `from` with `pref`'s window, its day's sends and pace then. */
  private nextAllowed(pref: SendingPreference, from: number): Date | null {
    const view = this.viewAt(from);
    return nextSendAt(pref, {
      now: new Date(from),
      lastSentAt: this.lastSentAt,
      sentToday: view.sentToday,
      pace: view.pace,
    });
  }

  /**
   * Its window in `zone` containing `at`, or the next one (`start` after `at`): the same for
   * every instant from `from` until its end, so the replay asks the zone rules once per window,
   * not per run. A zone the rules do not know never opens.
   */
  private windowAt(at: number, zone: string): { from: number; start: number; end: number } {
    const known = this.windows.get(zone);
    if (known && at >= known.from && at < known.end) return known;
    const pref = zone === this.homeZone ? this.pref : inZone(this.pref, zone);
    let window = { from: at, start: Infinity, end: Infinity };
    try {
      const start = nextWindowStart(pref, new Date(at));
      const end = start && windowEnd(pref, start);
      if (start && end) window = { from: at, start: start.getTime(), end: end.getTime() };
    } catch {
      // An unknown zone: its recipients are never sent to, as the dispatcher's gate has it.
    }
    this.windows.set(zone, window);
    return window;
  }

  /** When its sends put back for a later attempt stop holding it back (Infinity: none does). */
  backOffEndAfter(at: number): number {
    let end = Infinity;
    for (const retry of this.retries)
      if (retry.count > 0 && retry.dueAt > at) end = Math.min(end, retry.dueAt);
    return end;
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
