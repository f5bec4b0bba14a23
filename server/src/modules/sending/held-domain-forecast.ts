/**
 * The forecast of a workspace whose recipient domains are held by deferrals
 * (`domain-deferrals.ts`): the dispatcher leaves a held domain's recipients out of every burst
 * until the hold ends, whichever mailbox runs, so the replay (`pool-forecast.ts`) must not plan
 * them before. The recipients due before their domain's hold ends are taken out of the groups
 * the replay starts from and put back due at that end: a sender's as a group due then, a pool's
 * first messages as first messages released then (`PoolForecastCampaign.heldFirsts`), the
 * campaign's other first messages counted again without them (the first `most` of a campaign
 * may all be held while others wait behind them).
 */
import type { DataSource } from 'typeorm';
import {
  countUnboundFirstMessagesOutside,
  heldRecipientsWaiting,
  type HeldRecipientsWaiting,
} from '../campaign/recipients/held-domain-recipients';
import { deferredDomains } from './domain-deferrals';
import type { PoolForecastInput } from './pool-forecast';

/** What the deferrals hold back at `now`, for the campaigns replayed. */
export interface HeldBack {
  waiting: HeldRecipientsWaiting[];
  /** The held domains and when each hold ends (sends put back for a later attempt wait too). */
  domains: Map<string, Date>;
  /** Per campaign with held first messages, its other first messages waiting (at most `most`). */
  freeFirsts: Map<string, number>;
  most: number;
}

/** The workspace's recipients held back at `now`, for the campaigns replayed. */
export async function readHeldRecipients(
  db: DataSource,
  workspaceId: string,
  campaignIds: string[],
  now: Date,
  most: number,
): Promise<HeldBack> {
  const held = await deferredDomains(db, workspaceId, now);
  if (held.length === 0) return { waiting: [], domains: new Map(), freeFirsts: new Map(), most };
  const waiting = await heldRecipientsWaiting(db, workspaceId, campaignIds, held);
  const withFirsts = [
    ...new Set(
      waiting.filter((w) => w.mailboxId === null && w.position === 1).map((w) => w.campaignId),
    ),
  ];
  const freeFirsts = await countUnboundFirstMessagesOutside(
    db,
    withFirsts,
    held.map((d) => d.domain),
    most,
  );
  const domains = new Map(held.map((d) => [d.domain, d.heldUntil]));
  return { waiting, domains, freeFirsts, most };
}

/** The replay's input with the held recipients moved to the end of their hold (in place). */
export function holdBackHeldRecipients(
  input: PoolForecastInput,
  held: HeldBack,
): PoolForecastInput {
  const campaignOf = new Map(input.campaigns.map((c) => [c.id, c]));
  const mailboxOf = new Map(input.mailboxes.map((m) => [m.id, m]));
  // A send put back for a later attempt to a held domain waits for the hold's end too.
  for (const mailbox of held.domains.size > 0 ? input.mailboxes : [])
    for (const retry of mailbox.retries) {
      const until = retry.domain ? held.domains.get(retry.domain) : undefined;
      if (until && (!retry.dueAt || retry.dueAt < until)) retry.dueAt = until;
    }
  // A pool's first messages: the others now, the held ones at the end of their hold.
  for (const [campaignId, free] of held.freeFirsts) {
    const campaign = campaignOf.get(campaignId);
    if (campaign) campaign.firstsWaiting = free;
  }
  for (const row of held.waiting) {
    const at = row.heldUntil.getTime();
    if (row.mailboxId === null) {
      const campaign = campaignOf.get(row.campaignId);
      if (!campaign || row.position !== 1) continue;
      const count = Math.min(row.count, held.most);
      campaign.heldFirsts = [...(campaign.heldFirsts ?? []), { at, count }];
      continue;
    }
    const mailbox = mailboxOf.get(row.mailboxId);
    if (!mailbox) continue;
    let left = row.count;
    for (const group of mailbox.waiting) {
      if (left === 0) break;
      if (group.campaignId !== row.campaignId || group.position !== row.position) continue;
      if (group.dueAt !== null && group.dueAt.getTime() >= at) continue;
      const count = Math.min(left, group.count);
      group.count -= count;
      left -= count;
    }
    const moved = row.count - left;
    if (moved > 0)
      mailbox.waiting.push({
        campaignId: row.campaignId,
        position: row.position,
        dueAt: row.heldUntil,
        count: moved,
      });
  }
  return input;
}
