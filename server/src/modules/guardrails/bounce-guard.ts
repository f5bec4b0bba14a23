import { GUARDRAIL_MESSAGES } from '@outbound/common';
import type { EntityManager } from 'typeorm';
import { pauseCampaignForBounces } from '../campaign/campaign-states';
import type { BounceWatcher } from '../events/event-recorder';
import type { WebhookOutbox } from '../webhook/webhook-outbox';
import {
  campaignsOfSends,
  lockMailboxesOfSends,
  pauseMailbox,
  tallyBounces,
  type BounceTally,
  type GuardRule,
} from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a rule's window starts at `at`: `window_days` before, or the last resume when later. */
export function windowStart(rule: GuardRule, guardSince: Date | null, at: Date): Date {
  const start = new Date(at.getTime() - rule.window_days * DAY_MS);
  return guardSince && guardSince > start ? guardSince : start;
}

/**
 * Why a tally pauses under the rule (at least `min_sends` sends, and the bounce or complaint
 * threshold reached), or null when it does not.
 */
export function pauseReasonOf(rule: GuardRule, tally: BounceTally): string | null {
  if (!rule.enabled || tally.sent < rule.min_sends) return null;
  if (tally.bounced * 100 >= rule.bounce_percent * tally.sent && tally.bounced > 0)
    return GUARDRAIL_MESSAGES.bounced(tally.bounced, tally.sent, rule.window_days);
  if (tally.complained * 100 >= rule.complaint_percent * tally.sent && tally.complained > 0)
    return GUARDRAIL_MESSAGES.complained(tally.complained, tally.sent, rule.window_days);
  return null;
}

/**
 * The bounce-rate guard (README): told of the bounces and spam complaints the event recorder
 * stores, in the same
 * transaction, it weighs the mailboxes and the campaigns that sent them over their rolling window
 * and pauses those that reach their threshold; a mailbox's pause queues its `mailbox_paused`
 * webhook in that transaction too. A bounce and the pause it causes commit together, so a crash
 * between them loses neither; the sweep (`GuardrailsService.sweep`) weighs again what a failed weighing left.
 */
export class BounceGuard implements BounceWatcher {
  constructor(private readonly webhooks: WebhookOutbox) {}

  async bouncesRecorded(tx: EntityManager, sendIds: string[], at: Date): Promise<void> {
    for (const mailbox of await lockMailboxesOfSends(tx, sendIds)) {
      if (mailbox.paused || !mailbox.enabled) continue;
      const since = windowStart(mailbox, mailbox.guard_since, at);
      const { id } = mailbox;
      const tally = await tallyBounces(tx, 'mail_account_id', mailbox, since);
      const reason = pauseReasonOf(mailbox, tally);
      if (reason !== null && (await pauseMailbox(tx, id, at, reason)))
        await this.webhooks.queueMailboxPaused(tx, id, {
          reason,
          ...tally,
          windowDays: mailbox.window_days,
        });
    }
    for (const campaign of await campaignsOfSends(tx, sendIds)) {
      if (!campaign.started || !campaign.enabled) continue;
      const since = windowStart(campaign, campaign.guard_since, at);
      const tally = await tallyBounces(tx, 'campaign_id', campaign, since);
      const reason = pauseReasonOf(campaign, tally);
      if (reason !== null) await pauseCampaignForBounces(tx, campaign.id, reason);
    }
  }
}
