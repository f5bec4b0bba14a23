/**
 * The sends a mailbox will make, replayed ahead of time with the dispatcher's own rules: the
 * same `nextSendAt` / `burstSize` arithmetic as `planBurst`, and the same order as `dueRetries`
 * and `dueCandidates` (retries first, then follow-ups by due time, then first messages campaign by
 * campaign in the order recipients were added). The sending calendar is this replay, run for the
 * mailboxes of pools together (`pool-forecast.ts`, which does the replay: one mailbox is a pool
 * of one); nothing here estimates differently from what dispatching does.
 *
 * Pure: the caller reads the mailbox's state once and the replay runs in memory. Recipients are
 * counted, not named: the recipients waiting for the same step of the same campaign are
 * interchangeable for how many go when, and counting them keeps a replay of a large campaign
 * small. What the replay cannot know is left out: replies, bounces and unsubscribes still to come,
 * campaigns started or paused later, and sends that fail.
 */
import type { SendingPreference } from '@outbound/common';
import type { MailboxPace } from '../mailbox/pacing';
import type { FollowUpsWaiting } from '../campaign/recipients/recipient-progress';
import { forecastPoolSends } from './pool-forecast';

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
  /** Its recipient's domain (a hold on it keeps the retry back: `held-domain-forecast.ts`). */
  domain?: string;
  /** Its recipient's zone, when its campaign sends in each recipient's zone and it is known. */
  zone?: string | null;
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

/**
 * Replays the mailbox's dispatch runs from `now` until `until`: each burst at the first instant
 * something is due and `nextSendAt` allows, of `burstSize` sends taken in the dispatcher's order;
 * each send moves its recipients to the next step, due `followUpDueAt` later when that step is
 * active (a paused step holds them, as it holds the dispatcher). Bursts are answered in order.
 */
export function forecastSends(input: ForecastInput): ForecastSend[] {
  // A pool of one: the pooled replay with nothing to share.
  const id = input.pace?.seed || 'mailbox';
  const sends = forecastPoolSends({
    now: input.now,
    mailboxes: [
      {
        id,
        pref: input.pref,
        until: input.until,
        sentToday: input.sentToday,
        lastSentAt: input.lastSentAt,
        pace: input.pace,
        retries: input.retries,
        waiting: input.followUps,
      },
    ],
    campaigns: input.campaigns.map((campaign) => ({ ...campaign, pool: [id] })),
  });
  return sends.get(id) ?? [];
}
