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
 * A campaign sending in each recipient's zone (`zoned`) has its recipients counted per zone: a
 * mailbox of its pool runs when its window, read in a zone where something is due, is open (its
 * gap and caps counted in its own zone: `zone-plan.ts`), and takes only what waits in the zones
 * open then, its own zone for everything else (`recipient-zones.ts`, the dispatcher's gate).
 * Sends put back for a later attempt wait in the mailbox's zone.
 *
 * Pure, like `forecastSends`: the callers read the state of the mailboxes and campaigns once.
 */
import { burstSize, followUpDueAt } from '../mailbox/sending-window';
import type { ForecastCampaign, ForecastSend } from './send-forecast';
import { ForecastQueue } from './forecast-queue';
import { ForecastSender, type PoolForecastMailbox } from './pool-forecast-sender';
import { PoolFirsts } from './pool-forecast-firsts';
import { PoolBalance } from './pool-forecast-balance';

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
  /** It sends in each recipient's zone (`send_in_recipient_timezone`). */
  zoned?: boolean;
  /**
   * Of a zoned campaign's `firstsWaiting`, how many wait in each zone (null: not known, sent in
   * the sender's), in the order recipients were added; missing: all in the sender's zone.
   */
  firstZones?: { zone: string | null; count: number }[];
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
  /** The first messages without a sender, which each pool shares. */
  private readonly firsts: PoolFirsts;
  private readonly balance: PoolBalance;
  private readonly senders: ForecastSender[];
  private readonly membersOf: ForecastSender[][];
  private readonly index: Map<string, number>;
  private order = 0;

  constructor(input: PoolForecastInput) {
    const campaigns = input.campaigns;
    this.campaigns = campaigns;
    this.startOf = campaigns.map((c) => c.startsAt?.getTime() ?? -Infinity);
    this.stepsOf = campaigns.map((c) => new Map(c.steps.map((step) => [step.position, step])));
    this.firsts = new PoolFirsts(campaigns);
    const zones = campaigns.map(
      (c, i) => new Set(c.zoned ? [...this.firsts.zones(i)].map(([zone]) => zone) : []),
    );
    this.senders = input.mailboxes.map((mailbox) => new ForecastSender(mailbox, input.now));
    const senderOf = new Map(this.senders.map((sender) => [sender.id, sender]));
    this.membersOf = campaigns.map((c) => c.pool.flatMap((id) => senderOf.get(id) ?? []));
    this.membersOf.forEach((members, c) =>
      members.forEach((sender) => {
        sender.campaigns.push(c);
        if (campaigns[c].zoned) sender.zoned = true;
      }),
    );
    this.index = new Map(campaigns.map((c, i) => [c.id, i]));
    input.mailboxes.forEach((mailbox, i) => this.queue(this.senders[i], mailbox, zones));
    const zonesOf = zones.map((known) => [...known].flatMap((zone) => (zone ? [zone] : [])));
    this.balance = new PoolBalance(this.membersOf, zonesOf, this.firsts, this.startOf);
  }

  /** The mailbox's retries and the messages of its recipients, in campaigns it is a member of. */
  private queue(sender: ForecastSender, mailbox: PoolForecastMailbox, zones: Set<string | null>[]) {
    const index = this.index;
    for (const retry of mailbox.retries) {
      const campaign = index.get(retry.campaignId);
      if (campaign === undefined) continue;
      const dueAt = retry.dueAt?.getTime() ?? -Infinity;
      const readyAt = Math.max(dueAt, this.startOf[campaign]);
      const { position } = retry;
      const zone = (this.campaigns[campaign].zoned && retry.zone) || sender.homeZone;
      const order = this.order++;
      sender.retries.push({ campaign, position, dueAt, readyAt, count: 1, order, zone });
    }
    for (const group of mailbox.waiting) {
      const campaign = index.get(group.campaignId);
      if (campaign === undefined || group.count <= 0) continue;
      if (!this.membersOf[campaign].includes(sender)) continue;
      const own = this.campaigns[campaign].zoned ? group.zone : null;
      if (own) zones[campaign].add(own);
      const zone = own ?? sender.homeZone;
      // A first message bound to its sender is due at once, unless its domain is held.
      if (group.position === 1 && group.dueAt === null) {
        addTo(sender.boundFirsts, campaign, zone, group.count);
        continue;
      }
      const dueAt = group.dueAt?.getTime() ?? -Infinity;
      const readyAt = Math.max(dueAt, this.startOf[campaign]);
      const { position, count } = group;
      const order = this.order++;
      sender.followUps.push({ campaign, position, dueAt, readyAt, count, order, zone });
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
      queuedWith[index] = this.firsts.emptied;
      sender.nextRunAt = this.nextRun(sender);
      if (sender.nextRunAt !== null) runs.push({ at: sender.nextRunAt, index });
    };
    this.senders.forEach((_, index) => schedule(index));
    for (let run = runs.pop(); run; run = runs.pop()) {
      const sender = this.senders[run.index];
      if (sender.nextRunAt !== run.at) continue; // moved since it was queued
      // Another burst may have taken what it was due: its run moves later, never earlier.
      if (queuedWith[run.index] !== this.firsts.emptied && this.nextRun(sender) !== run.at) {
        schedule(run.index);
        continue;
      }
      const burst = this.burst(sender, run.at);
      if (burst === null) {
        sender.nextRunAt = null;
        continue;
      }
      if (burst.length === 0) this.balance.park(sender, run.at);
      sends.get(sender.id)?.push(...burst);
      schedule(run.index);
    }
    return sends;
  }

  /** The earliest instant something may be the mailbox's, or null when nothing is left. */
  private nextDue(sender: ForecastSender): number | null {
    let due = Infinity;
    for (const retry of sender.retries) if (retry.count > 0) due = Math.min(due, retry.readyAt);
    const follow = sender.followUps.peek();
    if (follow) due = Math.min(due, follow.readyAt);
    for (const c of sender.campaigns) {
      if (sumOf(sender.boundFirsts.get(c)) > 0) due = Math.min(due, this.startOf[c]);
      const firstsAt = Math.max(this.startOf[c], sender.parkedUntil);
      if (this.firsts.waiting[c] > 0) due = Math.min(due, firstsAt);
      const held = this.firsts.heldUntil(c);
      if (held !== undefined) due = Math.min(due, Math.max(held, firstsAt));
    }
    return due === Infinity ? null : due;
  }

  /**
   * Of a mailbox with campaigns sending in recipients' zones, the earliest instant something may
   * be its, per zone it waits in (`nextDue` per zone).
   */
  private dueByZone(sender: ForecastSender): Map<string, number> {
    const due = new Map<string, number>();
    const mark = (zone: string, at: number) => {
      if (at < (due.get(zone) ?? Infinity)) due.set(zone, at);
    };
    for (const retry of sender.retries) if (retry.count > 0) mark(retry.zone, retry.readyAt);
    for (const head of sender.followUps.heads()) mark(head.zone, head.readyAt);
    for (const c of sender.campaigns) {
      const start = this.startOf[c];
      for (const [zone, count] of sender.boundFirsts.get(c) ?? []) if (count > 0) mark(zone, start);
      const firstsAt = Math.max(start, sender.parkedUntil);
      if (this.firsts.waiting[c] > 0)
        for (const [zone, count] of this.firsts.zones(c))
          if (count > 0) mark(zone ?? sender.homeZone, firstsAt);
      const held = this.firsts.heldUntil(c);
      if (held !== undefined) mark(sender.homeZone, Math.max(held, firstsAt));
    }
    return due;
  }

  /** The instant of the mailbox's next run with a burst allowed, or null (nothing, or too late). */
  private nextRun(sender: ForecastSender): number | null {
    if (sender.zoned) {
      let next = Infinity;
      for (const [zone, due] of this.dueByZone(sender)) {
        const at = sender.nextSendAtIn(zone, Math.max(sender.readyFrom, due));
        if (at !== null && at < next) next = at;
      }
      return next < sender.until ? next : null;
    }
    const due = this.nextDue(sender);
    if (due === null) return null;
    const at = sender.nextSendAtFrom(Math.max(sender.readyFrom, due));
    return at !== null && at < sender.until ? at : null;
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
    // The dispatcher's gate: what waits in a zone is taken only while the window is open there.
    const open = (zone: string) => !sender.zoned || sender.isInsideWindow(at, zone);
    const burst = new Map<string, { send: ForecastSend; zone: string }>();
    let taken = 0;
    const take = (campaign: number, position: number, count: number, zone: string) => {
      const key = `${campaign}:${position}:${zone}`;
      const entry = burst.get(key);
      if (entry) entry.send.count += count;
      else {
        const send = { at: burstAt, campaignId: this.campaigns[campaign].id, position, count };
        burst.set(key, { send, zone });
      }
      taken += count;
    };
    for (const retry of sender.retries) {
      if (taken >= size) break;
      if (retry.count === 0 || retry.readyAt > at || !open(retry.zone)) continue;
      retry.count = 0;
      take(retry.campaign, retry.position, 1, retry.zone);
    }
    while (taken < size) {
      const follow = sender.followUps.peek(sender.zoned ? open : undefined);
      if (!follow || follow.readyAt > at) break;
      const count = Math.min(follow.count, size - taken);
      take(follow.campaign, follow.position, count, follow.zone);
      follow.count -= count;
      if (follow.count === 0) sender.followUps.pop(follow.zone);
    }
    for (const c of sender.campaigns) {
      this.firsts.release(c, at);
      if (taken >= size) break;
      if (this.startOf[c] > at) continue;
      for (const [zone, waiting] of sender.boundFirsts.get(c) ?? []) {
        const bound = open(zone) ? Math.min(waiting, size - taken) : 0;
        if (bound <= 0) continue;
        take(c, 1, bound, zone);
        addTo(sender.boundFirsts, c, zone, -bound);
      }
      if (this.firsts.waiting[c] === 0 || taken >= size || !this.balance.isMine(c, sender, at))
        continue;
      this.firsts.take(c, sender.homeZone, size - taken, open, (count, zone) =>
        take(c, 1, count, zone),
      );
    }
    if (taken === 0) return [];
    for (const { send, zone } of burst.values()) this.queueNextStep(sender, send, zone, burstAt);
    sender.recordBurst(burstAt, taken);
    return [...burst.values()].map((entry) => entry.send);
  }

  /** Sent recipients are due their next step from the same mailbox, when that step is active. */
  private queueNextStep(
    sender: ForecastSender,
    send: ForecastSend,
    zone: string,
    sentAt: Date,
  ): void {
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
      zone,
    });
  }
}

/** Adds `count` to the count kept for `zone` under `key`. */
function addTo<K>(counts: Map<K, Map<string, number>>, key: K, zone: string, count: number) {
  const byZone = counts.get(key) ?? new Map<string, number>();
  byZone.set(zone, (byZone.get(zone) ?? 0) + count);
  counts.set(key, byZone);
}

function sumOf(counts: Map<string, number> | undefined): number {
  let sum = 0;
  for (const count of counts?.values() ?? []) sum += count;
  return sum;
}
