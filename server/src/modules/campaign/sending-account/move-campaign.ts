import type { EntityManager } from 'typeorm';
import { releaseSendsOfMovedCampaign } from '../../sending/moved-campaign';
import type { Campaign } from '../campaign.service';
import { rebindSendersOfCampaign } from '../recipients/recipient-progress';

/**
 * What changing a campaign's mailbox does besides the column, in the transaction that changes it
 * with the campaign locked (the wizard's start step and the Sending account box both go through
 * it). The dispatcher plans each mailbox from `campaign.mail_account_id`, so from the commit on the
 * new mailbox sends the campaign's next messages in its own window and limits; the old mailbox's
 * claims not yet on the wire are released (`releaseSendsOfMovedCampaign`) so they neither wait for
 * its next run nor hold their recipient back. Recipients keep their progress: nothing is sent again;
 * their sender becomes the new mailbox (the trigger of migration 0053 makes it the campaign's pool).
 */
export async function moveSendsIfMailboxChanges(
  tx: EntityManager,
  campaign: Campaign,
  mailAccountId: string,
): Promise<void> {
  if (campaign.mailAccount?.id === mailAccountId) return;
  await releaseSendsOfMovedCampaign(tx, campaign.id);
  await rebindSendersOfCampaign(tx, campaign.id, mailAccountId);
}
