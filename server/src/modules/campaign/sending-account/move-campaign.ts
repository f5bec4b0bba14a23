import type { EntityManager } from 'typeorm';
import { writePoolOfOne } from '../pool/pool-writes';
import type { Campaign } from '../campaign.service';

/**
 * What changing a campaign's mailbox does besides the column, in the transaction that changes it
 * with the campaign locked (the wizard's start step goes through it; the Sending account box calls
 * `writePoolOfOne` itself). The campaign's pool becomes the new mailbox alone and every
 * recipient's sender becomes it, so from the commit the new mailbox sends the campaign's next
 * messages, follow-ups included, in its own window and limits; the claims not yet on the wire are
 * released (the `campaignMoved` hook, the sending module's) so they neither wait for the old mailbox's next run nor
 * hold their recipient back. Recipients keep their progress: nothing is sent again. The start step
 * saving the pool's first mailbox again leaves the pool as it is.
 */
export async function moveSendsIfMailboxChanges(
  tx: EntityManager,
  campaign: Campaign,
  mailAccountId: string,
): Promise<void> {
  if (campaign.mailAccount?.id === mailAccountId) return;
  await writePoolOfOne(tx, campaign, mailAccountId);
}
