/**
 * The sends a mailbox will make, replayed ahead of time with the dispatcher's own rules: the
 * same `nextSendAt` / `burstSize` arithmetic as `planBurst`, and the same order as `dueRetries`
 * and `dueCandidates` (retries first, then follow-ups by due time, then first messages campaign by
 * campaign in the order recipients were added). The sending calendar is this replay; nothing here
 * estimates differently from what dispatching does.
 *
 * Pure: the caller reads the mailbox's state once and the replay runs in memory. Recipients are
 * counted, not named: the recipients waiting for the same step of the same campaign are
 * interchangeable for how many go when, and counting them keeps a replay of a large campaign
 * small. What the replay cannot know is left out: replies, bounces and unsubscribes still to come,
 * campaigns started or paused later, and sends that fail.
 */
import type { SendingPreference } from '@outbound/common';
import { HOUR_MS, NO_PACE, hourlyCap, type MailboxPace } from '../mailbox/pacing';
import { burstSize, followUpDueAt, localDayBounds, nextSendAt } from '../mailbox/sending-window';
import type { FollowUpsWaiting } from '../campaign/recipients/recipient-progress';

interface ForecastStep {
  position: number;
  /** Days after the previous step's send (ignored for the first step). */
  delayDays: number;
  active: boolean;
}

export interface ForecastCampaign {
  id: string;
  /** When a scheduled campaign starts; null when it is started already. */
  startsAt: Date | null;
  steps: ForecastStep[];
  /** Recipients due their first message once the campaign runs (in the order they were added). */
  firstsWaiting: number;
}

/** A send put back for a later attempt (`claimed`, with its back-off). */
export interface WaitingRetry {
  campaignId: string;
  position: number;
  /** When its back-off has passed (null: now). */
  dueAt: Date | null;
}

export interface ForecastInput {
  pref: SendingPreference;
  now: Date;
  /** The replay stops before this instant. */
  until: Date;
  /** Handed-over sends of the local day containing `now`, and the last one's instant. */
  sentToday: number;
  lastSentAt: Date | null;
  /** The mailbox's pacing state at `now` (`mailbox/pacing.ts`); none: the spec's bursts. */
  pace?: MailboxPace;
  /** Oldest claim first, as `dueRetries` reads them. */
  retries: WaitingRetry[];
  followUps: FollowUpsWaiting[];
  /** In the dispatcher's order (created_at, id). */
  campaigns: ForecastCampaign[];
}

/** The sends of one burst for one step of one campaign. */
export interface ForecastSend {
  at: Date;
  campaignId: string;
  position: number;
  count: number;
}

interface Queued {
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
class FollowUpQueue {
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

/**
 * Replays the mailbox's dispatch runs from `now` until `until`: each burst at the first instant
 * something is due and `nextSendAt` allows, of `burstSize` sends taken in the dispatcher's order;
 * each send moves its recipients to the next step, due `followUpDueAt` later when that step is
 * active (a paused step holds them, as it holds the dispatcher). Bursts are answered in order.
 */
export function forecastSends(input: ForecastInput): ForecastSend[] {
  const { pref, campaigns } = input;
  const until = input.until.getTime();
  const startOf = campaigns.map((c) => c.startsAt?.getTime() ?? -Infinity);
  const stepsOf = campaigns.map((c) => new Map(c.steps.map((step) => [step.position, step])));
  const index = new Map(campaigns.map((c, i) => [c.id, i]));
  const firsts = campaigns.map((c) => c.firstsWaiting);
  let order = 0;

  const retries: Queued[] = [];
  for (const retry of input.retries) {
    const campaign = index.get(retry.campaignId);
    if (campaign === undefined) continue;
    const dueAt = retry.dueAt?.getTime() ?? -Infinity;
    const readyAt = Math.max(dueAt, startOf[campaign]);
    retries.push({ campaign, position: retry.position, dueAt, readyAt, count: 1, order: order++ });
  }
  const followUps = new FollowUpQueue();
  for (const group of input.followUps) {
    const campaign = index.get(group.campaignId);
    if (campaign === undefined || group.count <= 0) continue;
    const dueAt = group.dueAt.getTime();
    const readyAt = Math.max(dueAt, startOf[campaign]);
    followUps.push({ ...group, campaign, dueAt, readyAt, order: order++ });
  }

  /** The earliest instant something is due, or null when nothing is left. */
  const nextDue = (): number | null => {
    let due = Infinity;
    for (const retry of retries) if (retry.count > 0) due = Math.min(due, retry.readyAt);
    const follow = followUps.peek();
    if (follow) due = Math.min(due, follow.readyAt);
    for (let c = 0; c < campaigns.length; c++) if (firsts[c] > 0) due = Math.min(due, startOf[c]);
    return due === Infinity ? null : due;
  };

  const sends: ForecastSend[] = [];
  let now = input.now.getTime();
  let lastSentAt = input.lastSentAt;
  let day = localDayBounds(pref, input.now);
  let sentInDay = input.sentToday;
  // The pace moves with the replay: a day with sends is one more ramp-up day once it is over, and
  // each burst's sends join the rolling hour.
  const pace: MailboxPace = { ...(input.pace ?? NO_PACE) };
  pace.lastHour = [...pace.lastHour];
  const sentOn = (at: number): number => {
    if (at >= day.end.getTime()) {
      if (sentInDay > 0) pace.daysSent += 1;
      day = localDayBounds(pref, new Date(at));
      sentInDay = 0;
    }
    return sentInDay;
  };

  for (;;) {
    const due = nextDue();
    if (due === null) break;
    const from = Math.max(now, due);
    const burstAt = nextSendAt(pref, {
      now: new Date(from),
      lastSentAt,
      sentToday: sentOn(from),
      pace,
    });
    if (!burstAt || burstAt.getTime() >= until) break;
    const at = burstAt.getTime();
    const size = burstSize(pref, sentOn(at), pace, burstAt);
    if (size <= 0) break;

    const burst = new Map<string, ForecastSend>();
    let taken = 0;
    const take = (campaign: number, position: number, count: number) => {
      const key = `${campaign}:${position}`;
      const entry = burst.get(key);
      if (entry) entry.count += count;
      else burst.set(key, { at: burstAt, campaignId: campaigns[campaign].id, position, count });
      taken += count;
    };
    for (const retry of retries) {
      if (taken >= size) break;
      if (retry.count === 0 || retry.readyAt > at) continue;
      retry.count = 0;
      take(retry.campaign, retry.position, 1);
    }
    while (taken < size) {
      const follow = followUps.peek();
      if (!follow || follow.readyAt > at) break;
      const count = Math.min(follow.count, size - taken);
      take(follow.campaign, follow.position, count);
      follow.count -= count;
      if (follow.count === 0) followUps.pop();
    }
    for (let c = 0; c < campaigns.length && taken < size; c++) {
      if (firsts[c] === 0 || startOf[c] > at) continue;
      const count = Math.min(firsts[c], size - taken);
      take(c, 1, count);
      firsts[c] -= count;
    }

    for (const send of burst.values()) {
      sends.push(send);
      const campaign = index.get(send.campaignId) as number;
      const next = stepsOf[campaign].get(send.position + 1);
      if (!next?.active) continue;
      const dueAt = followUpDueAt(pref, burstAt, next.delayDays).getTime();
      const readyAt = Math.max(dueAt, startOf[campaign]);
      followUps.push({
        campaign,
        position: next.position,
        dueAt,
        readyAt,
        count: send.count,
        order: order++,
      });
    }
    sentInDay += taken;
    if (hourlyCap(pref) > 0) {
      pace.lastHour = pace.lastHour.filter((instant) => instant > at - HOUR_MS);
      for (let i = 0; i < taken; i++) pace.lastHour.push(at);
    }
    lastSentAt = burstAt;
    now = at;
  }
  return sends;
}
