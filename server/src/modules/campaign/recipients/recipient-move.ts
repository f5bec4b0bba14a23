import { RECIPIENT_MESSAGES, RECIPIENT_SENDER_MESSAGES } from '@outbound/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../../http/errors';
import { campaignHooks } from '../hooks';
import { selectPoolIds } from '../pool/queries';
import { bindMovedRecipients, lockRecipientsForMove } from './queries/recipients';

/**
 * Moves recipients of a campaign (by address) to `mailboxId`, a mailbox of its pool, inside the
 * caller's transaction with the campaign row locked (the pool cannot change meanwhile). The
 * recipients are locked in id order; those still active, with another sender (or none yet), and
 * no message on its way move: their unsent claims are dropped and their next step opens a new
 * thread from the new mailbox (sending README, "Pools"). Those finished (replied, lead, bounced,
 * unsubscribed, complete, suppressed), already on that mailbox or with a message on the wire stay
 * as they are. An address that is not a recipient answers 404 and moves nobody; nothing to move
 * is a 409. Answers the ids moved.
 */
export async function moveRecipientsToPoolMailbox(
  tx: EntityManager,
  campaignId: string,
  emails: string[],
  mailboxId: string,
): Promise<string[]> {
  const pool = await selectPoolIds(tx, campaignId);
  if (!pool.includes(mailboxId)) throw AppError.badRequest(RECIPIENT_SENDER_MESSAGES.moveNotInPool);
  const found = await lockRecipientsForMove(tx, campaignId, emails);
  if (found.length !== emails.length) throw AppError.notFound(RECIPIENT_MESSAGES.notFound);
  const candidates = found
    .filter((row) => row.state === 'active' && row.mail_account_id !== mailboxId)
    .map((row) => row.id);
  const { underWay } = await campaignHooks.call.recipientsMoved(tx, candidates);
  const moved = candidates.filter((id) => !underWay.has(id));
  if (moved.length === 0) throw AppError.conflict(RECIPIENT_SENDER_MESSAGES.moveNothing);
  await bindMovedRecipients(tx, moved, mailboxId);
  return moved;
}
