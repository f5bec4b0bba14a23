import type { EntityManager } from 'typeorm';
import { campaignHooks } from '../hooks';
import {
  lockRecipientsOfMove,
  rebindRecipients,
  replacePool,
  selectPoolIds,
  setFirstMailbox,
} from './queries';

/**
 * The writes of a campaign's pool, each inside the transaction of the service that changes it,
 * after the campaign row was locked. `campaign.mail_account_id` is the pool's first mailbox:
 * `writePool` sets it; the single-mailbox calls set it themselves with their other columns.
 */

/** A new campaign's pool: its one mailbox. */
export async function startPool(
  tx: EntityManager,
  campaignId: string,
  workspaceId: string,
  mailboxId: string,
): Promise<void> {
  await replacePool(tx, campaignId, workspaceId, [mailboxId]);
}

/**
 * The pool becomes `ids` (mailboxes of the workspace, checked by the caller). The claims of the
 * mailboxes taken out are released (the `poolMailboxesRemoved` hook); their recipients keep their
 * sender and progress, so their follow-ups wait until moved, and nothing already sent goes again.
 * Mailboxes that stay keep their claims and their recipients. Answers whether anything changed.
 */
export async function writePool(
  tx: EntityManager,
  campaign: { id: string; workspaceId: string; mailAccount: { id: string } | null },
  ids: string[],
): Promise<boolean> {
  const before = await selectPoolIds(tx, campaign.id);
  const sameFirst = campaign.mailAccount?.id === ids[0];
  if (sameFirst && before.length === ids.length && before.every((id, i) => id === ids[i]))
    return false;
  const removed = before.filter((id) => !ids.includes(id));
  await campaignHooks.call.poolMailboxesRemoved(tx, campaign.id, removed);
  // The column first: its trigger (migration 0053) drops the mailbox it replaces from the pool,
  // which the pool written next may keep.
  if (!sameFirst) await setFirstMailbox(tx, campaign.id, ids[0]);
  await replacePool(tx, campaign.id, campaign.workspaceId, ids);
  return true;
}

/**
 * The single-mailbox calls (the Sending account box, the start step): the pool becomes that one
 * mailbox, and every recipient's sender becomes it, which is what moving a campaign to another
 * mailbox always meant: its next messages, follow-ups included, go from the new mailbox, threaded
 * under the earlier ones. The campaign's claims not yet on the wire are released
 * (the `campaignMoved` hook). Nothing happens when the pool is already that mailbox alone.
 * Answers whether anything changed.
 */
export async function writePoolOfOne(
  tx: EntityManager,
  campaign: { id: string; workspaceId: string; mailAccount: { id: string } | null },
  mailboxId: string,
): Promise<boolean> {
  const before = await selectPoolIds(tx, campaign.id);
  const same = before.length === 1 && before[0] === mailboxId;
  if (same && campaign.mailAccount?.id === mailboxId) return false;
  await lockRecipientsOfMove(tx, campaign.id, mailboxId);
  await campaignHooks.call.campaignMoved(tx, campaign.id);
  await replacePool(tx, campaign.id, campaign.workspaceId, [mailboxId]);
  await rebindRecipients(tx, campaign.id, mailboxId);
  return true;
}
