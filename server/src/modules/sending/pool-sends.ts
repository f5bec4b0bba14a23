import type { DataSource, EntityManager } from 'typeorm';
import { advanceAfterSettledSends } from '../campaign/recipients/recipient-progress';
import { readSendStatesOfMailboxes } from './queries/calendar';
import {
  countSentOfCampaignsByMailbox,
  deleteUnsentClaimsOfMailboxes,
  deleteUnsentClaimsOfRecipients,
  lockRecipientsOfMailboxClaims,
  markResentClaimsOfMailboxesUncertain,
  selectRecipientsWithSendUnderWay,
} from './queries/pool-sends';

/** `last_error` of a send sent again after an interruption when its mailbox left the pool. */
export const REMOVED_AFTER_RESEND =
  "The mail account was removed from the campaign's pool after this message was sent again following an interruption: it may have gone out, so it is not sent again.";

/**
 * What the campaign module's sending pool reads of the ledger and writes to it (the ledger's rows
 * are this module's): sends per mailbox, and the claims of mailboxes taken out of a pool.
 */

/**
 * Per mailbox, the sends handed to its server since its local midnight (`day` bounds, from its
 * sending preference), counted as the dashboard's "Today per mailbox" counts them: one statement.
 */
export async function sendsTodayOfMailboxes(
  db: DataSource,
  days: { mailboxId: string; start: Date; end: Date }[],
): Promise<Map<string, number>> {
  if (days.length === 0) return new Map();
  const states = await readSendStatesOfMailboxes(db, days);
  return new Map(states.map((state) => [state.mail_account_id, state.sent_today]));
}

/** Per campaign of `campaignIds`, its sends made by each mailbox (`campaign id → mailbox id → n`). */
export async function sentOfCampaignsByMailbox(
  db: DataSource,
  campaignIds: string[],
): Promise<Map<string, Map<string, number>>> {
  const counts = new Map<string, Map<string, number>>();
  if (campaignIds.length === 0) return counts;
  for (const row of await countSentOfCampaignsByMailbox(db, campaignIds)) {
    const ofCampaign = counts.get(row.campaign_id) ?? new Map<string, number>();
    ofCampaign.set(row.mail_account_id, row.sent);
    counts.set(row.campaign_id, ofCampaign);
  }
  return counts;
}

/**
 * Releases the campaign's claims from mailboxes taken out of its pool, inside the campaign
 * module's transaction that changes the pool (campaign row locked), as `releaseSendsOfMovedCampaign`
 * does for the whole campaign: unsent claims are deleted (their recipients keep their progress and
 * their sender), a claim sent again after an interruption becomes `uncertain` and its recipient
 * moves on. The recipients are locked first, in id order.
 */
export async function releaseSendsOfRemovedMailboxes(
  tx: EntityManager,
  campaignId: string,
  mailboxIds: string[],
): Promise<void> {
  if (mailboxIds.length === 0) return;
  await lockRecipientsOfMailboxClaims(tx, campaignId, mailboxIds);
  await deleteUnsentClaimsOfMailboxes(tx, campaignId, mailboxIds);
  const settled = await markResentClaimsOfMailboxesUncertain(
    tx,
    campaignId,
    mailboxIds,
    REMOVED_AFTER_RESEND,
  );
  await advanceAfterSettledSends(tx, settled);
}

/**
 * Recipients moved to another mailbox of their pool (campaign module's transaction, recipients
 * locked in id order by the caller). Those with a message on its way (on the wire, or sent again
 * after an interruption) cannot move now and are answered; the others' claims that never reached
 * a server are dropped, so the new sender claims their step afresh. Nothing sent or possibly
 * sent is touched: it can never go twice.
 */
export async function releaseClaimsOfMovedRecipients(
  tx: EntityManager,
  recipientIds: string[],
): Promise<{ underWay: Set<string> }> {
  if (recipientIds.length === 0) return { underWay: new Set() };
  // The claims first: one started meanwhile is not deleted, and the read after it sees it on
  // the wire (each statement reads what was committed before it).
  await deleteUnsentClaimsOfRecipients(tx, recipientIds);
  return { underWay: new Set(await selectRecipientsWithSendUnderWay(tx, recipientIds)) };
}
