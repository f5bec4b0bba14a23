import type { EntityManager } from 'typeorm';
import { advanceAfterSettledSends } from '../campaign/recipients/recipient-progress';
import {
  deleteUnsentClaimsOfCampaign,
  lockRecipientsOfCampaignClaims,
  markResentClaimsUncertain,
} from './queries/moved-campaign';

/** `last_error` of a send sent again after an interruption when its campaign changed mailbox. */
export const MOVED_AFTER_RESEND =
  'The campaign moved to another mailbox after this message was sent again following an interruption: it may have gone out, so it is not sent again.';

/**
 * Releases the sends of a campaign whose mailbox is changing, inside the campaign module's
 * transaction that changes it (the ledger's rows are the sending module's to write). The
 * dispatcher plans and re-checks a mailbox's sends through `campaign.mail_account_id`, so the old
 * mailbox can no longer send them; left alone, its claims would hold their (recipient, step) slot
 * until its next run refuses them, up to an hour later for a retry in back-off.
 * - `claimed`, never handed to a server → deleted: the new mailbox claims the recipient's step in
 *   due order, in its own window and limits. Recipients keep their progress (`next_position`,
 *   `next_send_at`), so nothing already sent goes again.
 * - `claimed` after being sent again following an interruption → `uncertain` (it may have gone
 *   out), its recipient moving on as after a send, as for a deleted mailbox.
 * - `smtp_started` and `uncertain` stay with the mailbox that handed them over: its reconciliation
 *   settles them (its dispatch job lives while it has one to settle).
 * The recipients are locked first, in id order (the dispatcher's and the event recorder's order).
 */
export async function releaseSendsOfMovedCampaign(
  tx: EntityManager,
  campaignId: string,
): Promise<void> {
  await lockRecipientsOfCampaignClaims(tx, campaignId);
  await deleteUnsentClaimsOfCampaign(tx, campaignId);
  const settled = await markResentClaimsUncertain(tx, campaignId, MOVED_AFTER_RESEND);
  await advanceAfterSettledSends(tx, settled);
}
