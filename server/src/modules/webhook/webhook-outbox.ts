import type { EntityManager } from 'typeorm';
import {
  queueEventWebhooks,
  queueLeadStatusWebhooks,
  queueMailboxPausedWebhooks,
} from './queries/outbox';

/**
 * How events reach the webhook outbox: the event recorder and the lead status change call it in
 * their own transaction, so an event and its deliveries are stored together or not at all (no
 * event lost if the process dies after it is recorded). One statement per call, whatever its size.
 */
export class WebhookOutbox {
  /** Queues the stored events `eventIds` (of the workspaces `workspaceIds`) for their endpoints. */
  async queueEvents(tx: EntityManager, workspaceIds: string[], eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await queueEventWebhooks(tx, [...new Set(workspaceIds)], eventIds);
  }

  /** Queues a `lead_status` event per lead moved to `status` (from its `previous` status). */
  async queueLeadStatus(
    tx: EntityManager,
    workspaceId: string,
    leads: { id: string; previous: string }[],
    status: string,
  ): Promise<void> {
    if (leads.length === 0) return;
    await queueLeadStatusWebhooks(tx, workspaceId, leads, status);
  }

  /**
   * Queues a `mailbox_paused` event for the mailbox the deliverability guard just paused, in the
   * transaction of the pause (no recipient: its deliveries keep no order with the recipients').
   */
  async queueMailboxPaused(
    tx: EntityManager,
    mailboxId: string,
    health: {
      reason: string;
      bounced: number;
      complained: number;
      sent: number;
      windowDays: number;
    },
  ): Promise<void> {
    await queueMailboxPausedWebhooks(tx, mailboxId, health);
  }
}
