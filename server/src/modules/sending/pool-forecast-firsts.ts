/**
 * The first messages of the pooled forecast's campaigns (`pool-forecast.ts`) that no sender is
 * bound to yet, which a pool's mailboxes share: per campaign how many wait, by zone for a campaign
 * sending in each recipient's zone, and those held by deferrals until their hold ends.
 */
import type { PoolForecastCampaign } from './pool-forecast';

/** A zone of waiting first messages (null: not known, sent in the sender's zone) and how many. */
type ZoneCount = readonly [zone: string | null, count: number];

export class PoolFirsts {
  /** Per campaign (by index), how many wait now. */
  readonly waiting: number[];
  /** Per zoned campaign, how many wait in each zone; null for the others. */
  private readonly byZone: (Map<string | null, number> | null)[];
  /** Per campaign, its held first messages not released yet, the earliest first. */
  private readonly held: { at: number; count: number }[][];
  /** How many campaigns ran out of them: the runs queued before may be late. */
  emptied = 0;

  constructor(campaigns: PoolForecastCampaign[]) {
    this.waiting = campaigns.map((c) => c.firstsWaiting);
    this.byZone = campaigns.map((c) => (c.zoned ? firstsByZone(c) : null));
    this.held = campaigns.map((c) => [...(c.heldFirsts ?? [])].sort((a, b) => a.at - b.at));
  }

  /** The zones the campaign's first messages wait in, with how many (all: one null zone). */
  zones(campaign: number): Iterable<ZoneCount> {
    return this.byZone[campaign] ?? [[null, this.waiting[campaign]]];
  }

  /** When the campaign's earliest held first messages are released, if any are held. */
  heldUntil(campaign: number): number | undefined {
    return this.held[campaign][0]?.at;
  }

  /** The campaign's held first messages whose hold has ended by `at` join those waiting. */
  release(campaign: number, at: number): void {
    const held = this.held[campaign];
    const byZone = this.byZone[campaign];
    while (held.length > 0 && held[0].at <= at) {
      const { count } = held.shift()!;
      this.waiting[campaign] += count;
      byZone?.set(null, (byZone.get(null) ?? 0) + count);
    }
  }

  /**
   * Takes up to `most` of the campaign's first messages for a sender whose zone is `homeZone`,
   * from the zones `open` lets through, in the order recipients were added; `take` is told each
   * zone's share.
   */
  take(
    campaign: number,
    homeZone: string,
    most: number,
    open: (zone: string) => boolean,
    take: (count: number, zone: string) => void,
  ): void {
    const byZone = this.byZone[campaign];
    let left = most;
    for (const [known, waiting] of [...this.zones(campaign)]) {
      const zone = known ?? homeZone;
      const count = open(zone) ? Math.min(waiting, left, this.waiting[campaign]) : 0;
      if (count <= 0) continue;
      take(count, zone);
      byZone?.set(known, waiting - count);
      this.waiting[campaign] -= count;
      left -= count;
      if (left === 0) break;
    }
    if (this.waiting[campaign] === 0) this.emptied += 1;
  }
}

/**
 * A zoned campaign's first messages by zone, in the order given, summing to its
 * `firstsWaiting` (a hold may have counted fewer: the last zones give them up; more: not known).
 */
function firstsByZone(campaign: PoolForecastCampaign): Map<string | null, number> {
  const byZone = new Map<string | null, number>();
  let left = campaign.firstsWaiting;
  for (const { zone, count } of campaign.firstZones ?? []) {
    const kept = Math.min(count, left);
    if (kept <= 0) break;
    byZone.set(zone, (byZone.get(zone) ?? 0) + kept);
    left -= kept;
  }
  if (left > 0) byZone.set(null, (byZone.get(null) ?? 0) + left);
  return byZone;
}
