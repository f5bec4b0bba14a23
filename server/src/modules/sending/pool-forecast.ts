/**
 * The sends of several mailboxes replayed together, for campaigns that send from pools (sending
 * README, "Pools"): the dispatcher's rules of `forecastSends` for each mailbox (its own window,
 * caps, gaps, pacing and ramp-up through `nextSendAt` / `burstSize`, the due order of
 * `dueRetries` and `dueCandidates`), plus who sends what in a pool:
 * - a recipient bound to a sender is replayed on that mailbox only, while it is in the
 *   campaign's pool (a recipient whose sender left the pool, or is not active, waits: nowhere);
 * - the first messages of unbound recipients are shared by the pool's mailboxes as
 *   `firstMessageCampaigns` (`pool-room.ts`) shares them: at a run, a mailbox takes a campaign's
 *   unless another eligible mailbox of the pool (inside its window, room left, no send in
 *   back-off) has strictly more room left today, its cap ramped up minus what it sent across all
 *   its campaigns; a run that finds nothing to take runs again `IDLE_RECHECK_MS` later, as the
 *   schedule reruns it (a paced mailbox leaving waiting first messages to another: after its
 *   shortest gap, `declinedRecheckMs`).
 * Bursts are replayed in time order across the mailboxes (ties: in the order given), so each
 * burst lowers the room its mailbox shows the others, and equal mailboxes take turns.
 *
 * Pure, like `forecastSends`: the callers read the state of the mailboxes and campaigns once.
 */
import { declinedRecheckMs, IDLE_RECHECK_MS } from './dispatch-scheduler';
import { burstSize, followUpDueAt, nextSendAt } from '../mailbox/sending-window';
import type { ForecastCampaign, ForecastSend } from './send-forecast';
import { ForecastQueue } from './forecast-queue';
import { ForecastSender, type PoolForecastMailbox } from './pool-forecast-sender';

export type { PoolForecastMailbox, SenderWaiting } from './pool-forecast-sender';

/** A campaign of the replay, with its pool; `firstsWaiting` counts recipients without a sender. */
export interface PoolForecastCampaign extends ForecastCampaign {
  /** Its mailboxes in the pool's order (those not replayed are not active: never eligible). */
  pool: string[];
  /**
   * First messages of recipients whose domain is held by deferrals (`held-domain-forecast.ts`):
   * not among `firstsWaiting`, they join them when their hold ends (`at`, epoch ms).
   */
  heldFirsts?: { at: number; count: number }[];
}

export interface PoolForecastInput {
  now: Date;
  mailboxes: PoolForecastMailbox[];
  /** In the dispatcher's order (created_at, id). */
  campaigns: PoolForecastCampaign[];
}

/** Each mailbox's sends (by mailbox id), in the order of its bursts. */
export function forecastPoolSends(input: PoolForecastInput): Map<string, ForecastSend[]> {
  const replay = new PoolReplay(input);
  return replay.run();
}

class PoolReplay {
  private readonly campaigns: PoolForecastCampaign[];
  private readonly startOf: number[];
  private readonly stepsOf: Map<number, ForecastCampaign['steps'][number]>[];
  private readonly firsts: number[];
  /** Per campaign, its held first messages not released yet, the earliest first. */
  private readonly held: { at: number; count: number }[][];
  private readonly senders: ForecastSender[];
  private readonly membersOf: ForecastSender[][];
  private readonly index: Map<string, number>;
  private order = 0;
  /** How many campaigns ran out of unbound first messages: runs queued before may be late. */
  private emptied = 0;

  constructor(input: PoolForecastInput) {
    const campaigns = input.campaigns;
    this.campaigns = campaigns;
    this.startOf = campaigns.map((c) => c.startsAt?.getTime() ?? -Infinity);
    this.stepsOf = campaigns.map((c) => new Map(c.steps.map((step) => [step.position, step])));
    this.firsts = campaigns.map((c) => c.firstsWaiting);
    this.held = campaigns.map((c) => [...(c.heldFirsts ?? [])].sort((a, b) => a.at - b.at));
    this.senders = input.mailboxes.map((mailbox) => new ForecastSender(mailbox, input.now));
    const senderOf = new Map(this.senders.map((sender) => [sender.id, sender]));
    this.membersOf = campaigns.map((c) => c.pool.flatMap((id) => senderOf.get(id) ?? []));
    this.membersOf.forEach((members, c) => members.forEach((sender) => sender.campaigns.push(c)));
    this.index = new Map(campaigns.map((c, i) => [c.id, i]));
    input.mailboxes.forEach((mailbox, i) => this.queue(this.senders[i], mailbox));
  }

  /** The mailbox's retries and the messages of its recipients, in campaigns it is a member of. */
  private queue(sender: ForecastSender, mailbox: PoolForecastMailbox) {
    const index = this.index;
    for (const retry of mailbox.retries) {
      const campaign = index.get(retry.campaignId);
      if (campaign === undefined) continue;
      const dueAt = retry.dueAt?.getTime() ?? -Infinity;
      const readyAt = Math.max(dueAt, this.startOf[campaign]);
      const position = retry.position;
      sender.retries.push({ campaign, position, dueAt, readyAt, count: 1, order: this.order++ });
    }
    for (const group of mailbox.waiting) {
      const campaign = index.get(group.campaignId);
      if (campaign === undefined || group.count <= 0) continue;
      if (!this.membersOf[campaign].includes(sender)) continue;
      // A first message bound to its sender is due at once, unless its domain is held.
      if (group.position === 1 && group.dueAt === null) {
        sender.boundFirsts.set(campaign, (sender.boundFirsts.get(campaign) ?? 0) + group.count);
        continue;
      }
      const dueAt = group.dueAt?.getTime() ?? -Infinity;
      const readyAt = Math.max(dueAt, this.startOf[campaign]);
      const { position, count } = group;
      sender.followUps.push({ campaign, position, dueAt, readyAt, count, order: this.order++ });
    }
  }

  run(): Map<string, ForecastSend[]> {
    const sends = new Map(this.senders.map((sender) => [sender.id, [] as ForecastSend[]]));
    // Runs in time order; ties in the order the mailboxes were given.
    const runs = new ForecastQueue<{ at: number; index: number }>(
      (a, b) => a.at - b.at || a.index - b.index,
    );
    const queuedWith: number[] = [];
    const schedule = (index: number) => {
      const sender = this.senders[index];
      queuedWith[index] = this.emptied;
      sender.nextRunAt = this.nextRun(sender);
      if (sender.nextRunAt !== null) runs.push({ at: sender.nextRunAt, index });
    };
    this.senders.forEach((_, index) => schedule(index));
    for (let run = runs.pop(); run; run = runs.pop()) {
      const sender = this.senders[run.index];
      if (sender.nextRunAt !== run.at) continue; // moved since it was queued
      // Another burst may have taken what it was due: its run moves later, never earlier.
      if (queuedWith[run.index] !== this.emptied && this.nextRun(sender) !== run.at) {
        schedule(run.index);
        continue;
      }
      const burst = this.burst(sender, run.at);
      if (burst === null) {
        sender.nextRunAt = null;
        continue;
      }
      if (burst.length === 0) this.park(sender, run.at);
      sends.get(sender.id)?.push(...burst);
      schedule(run.index);
    }
    return sends;
  }

  /**
   * A run at `at` found nothing its own: it reruns a minute later, as the schedule reruns it, but
   * the pool's first messages stay another's until something the balance weighs changes: a burst
   * or a new day of a mailbox of its pools, one of them entering or leaving its window or ending
   * a back-off, a campaign starting. Its reruns before then would find the same, so the replay
   * skips them: it waits for the first rerun at or after that instant.
   */
  private park(sender: ForecastSender, at: number): void {
    // A paced mailbox leaving first messages that wait to another looks again after its shortest
    // gap (`declinedRecheckMs`, as the dispatcher does), any other a minute later.
    const declined = sender.campaigns.some(
      (c) => this.firsts[c] > 0 && this.startOf[c] <= at && this.membersOf[c].length > 1,
    );
    const recheck = declined ? declinedRecheckMs(sender.pref) : IDLE_RECHECK_MS;
    sender.readyFrom = at + recheck;
    let change = sender.dayEndAfter(at);
    for (const c of sender.campaigns) {
      const held = this.held[c][0];
      if (held && held.at > at) change = Math.min(change, held.at);
      if (this.firsts[c] === 0 && !held) continue;
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
      }
    }
    const reruns = Math.max(1, Math.ceil((change - at) / recheck));
    sender.parkedUntil = Number.isFinite(reruns) ? at + reruns * recheck : Infinity;
  }

  /** The earliest instant something may be the mailbox's, or null when nothing is left. */
  private nextDue(sender: ForecastSender): number | null {
    let due = Infinity;
    for (const retry of sender.retries) if (retry.count > 0) due = Math.min(due, retry.readyAt);
    const follow = sender.followUps.peek();
    if (follow) due = Math.min(due, follow.readyAt);
    for (const c of sender.campaigns) {
      if ((sender.boundFirsts.get(c) ?? 0) > 0) due = Math.min(due, this.startOf[c]);
      if (this.firsts[c] > 0) due = Math.min(due, Math.max(this.startOf[c], sender.parkedUntil));
      const held = this.held[c][0];
      if (held) due = Math.min(due, Math.max(held.at, this.startOf[c], sender.parkedUntil));
    }
    return due === Infinity ? null : due;
  }

  /** The instant of the mailbox's next run with a burst allowed, or null (nothing, or too late). */
  private nextRun(sender: ForecastSender): number | null {
    const due = this.nextDue(sender);
    if (due === null) return null;
    const from = Math.max(sender.readyFrom, due);
    const view = sender.viewAt(from);
    const at = nextSendAt(sender.pref, {
      now: new Date(from),
      lastSentAt: sender.lastSentAt,
      sentToday: view.sentToday,
      pace: view.pace,
    });
    return at && at.getTime() < sender.until ? at.getTime() : null;
  }

  /** Whether the campaign's unbound first messages are the mailbox's to take at `at`. */
  private isMine(campaign: number, sender: ForecastSender, at: number): boolean {
    const mine = sender.room(at);
    return this.membersOf[campaign].every(
      (other) =>
        other === sender ||
        other.room(at) <= mine ||
        other.room(at) <= 0 ||
        other.backingOff(at) ||
        !other.isInsideWindow(at),
    );
  }

  /**
   * The mailbox's burst at `at` in the dispatcher's order: retries, follow-ups by due time, then
   * campaign by campaign its bound first messages and the unbound ones that are its to take.
   * Empty when nothing was its to take; null when no burst fits (its day's cap).
   */
  private burst(sender: ForecastSender, at: number): ForecastSend[] | null {
    const burstAt = new Date(at);
    const day = sender.advanceTo(at);
    const size = burstSize(sender.pref, day.sentToday, day.pace, burstAt);
    if (size <= 0) return null;
    const burst = new Map<string, ForecastSend>();
    let taken = 0;
    const take = (campaign: number, position: number, count: number) => {
      const key = `${campaign}:${position}`;
      const entry = burst.get(key);
      if (entry) entry.count += count;
      else
        burst.set(key, { at: burstAt, campaignId: this.campaigns[campaign].id, position, count });
      taken += count;
    };
    for (const retry of sender.retries) {
      if (taken >= size) break;
      if (retry.count === 0 || retry.readyAt > at) continue;
      retry.count = 0;
      take(retry.campaign, retry.position, 1);
    }
    while (taken < size) {
      const follow = sender.followUps.peek();
      if (!follow || follow.readyAt > at) break;
      const count = Math.min(follow.count, size - taken);
      take(follow.campaign, follow.position, count);
      follow.count -= count;
      if (follow.count === 0) sender.followUps.pop();
    }
    for (const c of sender.campaigns) {
      this.releaseHeld(c, at);
      if (taken >= size) break;
      if (this.startOf[c] > at) continue;
      const bound = Math.min(sender.boundFirsts.get(c) ?? 0, size - taken);
      if (bound > 0) {
        take(c, 1, bound);
        sender.boundFirsts.set(c, (sender.boundFirsts.get(c) ?? 0) - bound);
      }
      if (this.firsts[c] === 0 || taken >= size || !this.isMine(c, sender, at)) continue;
      const count = Math.min(this.firsts[c], size - taken);
      take(c, 1, count);
      this.firsts[c] -= count;
      if (this.firsts[c] === 0) this.emptied += 1;
    }
    if (taken === 0) return [];
    for (const send of burst.values()) this.queueNextStep(sender, send, burstAt);
    sender.recordBurst(burstAt, taken);
    return [...burst.values()];
  }

  /** The campaign's held first messages whose hold has ended by `at` join those waiting. */
  private releaseHeld(campaign: number, at: number): void {
    const held = this.held[campaign];
    while (held.length > 0 && held[0].at <= at) this.firsts[campaign] += held.shift()!.count;
  }

  /** Sent recipients are due their next step from the same mailbox, when that step is active. */
  private queueNextStep(sender: ForecastSender, send: ForecastSend, sentAt: Date): void {
    const campaign = this.index.get(send.campaignId) as number;
    const next = this.stepsOf[campaign].get(send.position + 1);
    if (!next?.active) return;
    const dueAt = followUpDueAt(sender.pref, sentAt, next.delayDays).getTime();
    const readyAt = Math.max(dueAt, this.startOf[campaign]);
    const { position } = next;
    sender.followUps.push({
      campaign,
      position,
      dueAt,
      readyAt,
      count: send.count,
      order: this.order++,
    });
  }
}
