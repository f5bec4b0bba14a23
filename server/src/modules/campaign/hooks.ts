import type { DataSource, EntityManager } from 'typeorm';
import { declareHooks } from '../module-hooks';

/**
 * What the campaign module asks of the modules above it (`../module-hooks.ts`): the sending
 * module owns the send ledger, the events module the report counters, and both depend on this
 * module, never the other way. Each write hook runs in the campaign module's transaction, with its
 * `EntityManager`, where the campaign module called the owner's function before.
 */
export interface CampaignHooks {
  /**
   * The campaign moves to one mailbox (`pool/pool-writes.ts`, campaign row and the moved
   * recipients locked): its claims not yet on the wire are released. Sending module.
   */
  campaignMoved(tx: EntityManager, campaignId: string): Promise<void>;
  /**
   * Mailboxes were taken out of the campaign's pool (campaign row locked, before the pool is
   * written): their claims of the campaign are released. Sending module.
   */
  poolMailboxesRemoved(tx: EntityManager, campaignId: string, mailboxIds: string[]): Promise<void>;
  /**
   * Recipients move to another mailbox of the pool (`recipients/recipient-move.ts`, campaign row
   * and the recipients locked): their claims that never reached a server are dropped; answers
   * those with a message on its way, which must not move. Sending module.
   */
  recipientsMoved(tx: EntityManager, recipientIds: string[]): Promise<{ underWay: Set<string> }>;
  /** Per mailbox, its sends since its local midnight (`days` bounds it). Sending module. */
  sendsTodayOfMailboxes(
    db: DataSource,
    days: { mailboxId: string; start: Date; end: Date }[],
  ): Promise<Map<string, number>>;
  /** Per campaign, its sends made by each mailbox (`campaign id → mailbox id → n`). Sending module. */
  sentOfCampaignsByMailbox(
    db: DataSource,
    campaignIds: string[],
  ): Promise<Map<string, Map<string, number>>>;
  /**
   * Recipients were added to or taken from the campaign (`recipients/recipient-states.ts`): the
   * recipients per list and the Timeline's contacts added are counted again. Events module.
   */
  recipientsCounted(tx: EntityManager, campaignId: string): Promise<void>;
  /**
   * Recipients moved to another list (an unlink), after `recipientsCounted`: every per-list
   * counter is counted again from the events. Events module.
   */
  recipientsMovedList(tx: EntityManager, campaignId: string): Promise<void>;
}

export const campaignHooks = declareHooks<CampaignHooks>('campaign', {
  campaignMoved: true,
  poolMailboxesRemoved: true,
  recipientsMoved: true,
  sendsTodayOfMailboxes: true,
  sentOfCampaignsByMailbox: true,
  recipientsCounted: true,
  recipientsMovedList: true,
});
