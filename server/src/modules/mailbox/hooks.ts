import type { EntityManager } from 'typeorm';
import { declareHooks } from '../module-hooks';

/**
 * What the mailbox module asks of the modules above it when a mailbox is deleted
 * (`../module-hooks.ts`): the campaign and sending modules depend on this one, never the other
 * way. Both run in the deleting transaction, with its `EntityManager`, before the account row is
 * deleted, in this order: the campaigns first, then their sends.
 */
export interface MailboxHooks {
  /** The mailbox's campaigns sending or scheduled are paused. Campaign module. */
  pauseCampaignsOfDeletedMailbox(
    tx: EntityManager,
    workspaceId: string,
    mailboxId: string,
  ): Promise<void>;
  /** The mailbox's unfinished sends are settled. Sending module. */
  settleSendsOfDeletedMailbox(tx: EntityManager, mailboxId: string): Promise<void>;
}

export const mailboxHooks = declareHooks<MailboxHooks>('mailbox', {
  pauseCampaignsOfDeletedMailbox: true,
  settleSendsOfDeletedMailbox: true,
});
