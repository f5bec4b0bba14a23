import type { EntityManager } from 'typeorm';
import { declareHooks } from '../module-hooks';

/**
 * What the contact module asks of the campaign module above it (`../module-hooks.ts`): the
 * campaign module owns every write of `campaign_recipient` and depends on this one, never the
 * other way. Each runs in the contact module's transaction, with its `EntityManager`.
 */
export interface ContactHooks {
  /**
   * Entries were added to a workspace's do-not-contact list (in the adding transaction): its
   * active recipients they name, in every campaign, are stopped at once. Campaign module.
   */
  doNotContactAdded(
    tx: EntityManager,
    workspaceId: string,
    entries: { value: string; kind: 'address' | 'domain' }[],
  ): Promise<unknown>;
  /**
   * Domains found undeliverable were found deliverable again (in the transaction that stores
   * the verdict): the recipients stopped for that reason are released. Campaign module.
   */
  domainsDeliverableAgain(tx: EntityManager, domains: string[]): Promise<unknown>;
}

export const contactHooks = declareHooks<ContactHooks>('contact', {
  doNotContactAdded: true,
  domainsDeliverableAgain: true,
});
