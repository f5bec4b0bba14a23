import type { EntityManager } from 'typeorm';
import { advanceAfterSettledSends } from '../campaign/recipients/recipient-progress';
import {
  deleteUnsentClaimsOfMailbox,
  lockRecipientsOfMailboxSends,
  markMailboxSendsUncertain,
} from './queries/ledger';

/** `last_error` of a send that was on the wire when its mailbox was deleted. */
export const DELETED_IN_FLIGHT =
  'The mailbox was deleted while this message was being sent: it may have gone out, so it is not sent again.';

/**
 * Settles the unfinished sends of a mailbox about to be deleted, inside the mailbox module's
 * deleting transaction (the ledger's rows are the sending module's to write):
 * once the account row is gone its sends lose their mailbox (`mail_account_id` becomes NULL), and
 * reconciliation, which finds interrupted sends by mailbox, would never see them again.
 * - `smtp_started` (on the wire, fate unknown) → `uncertain`, never sent again; its recipient moves
 *   on as after a send, as `SendLedger.markUncertain` does. A dispatcher still waiting for the
 *   server's answer may still record it `sent`.
 * - `claimed` never handed to a server → deleted (nothing goes out of a deleted mailbox; resuming
 *   the campaign from another mailbox sends it then), except one already sent again after an
 *   interruption, which may have reached its recipient: `uncertain`.
 * The recipients are locked first, in id order (the dispatcher's and the event recorder's order).
 */
export async function settleSendsOfDeletedMailbox(
  tx: EntityManager,
  mailboxId: string,
): Promise<void> {
  await lockRecipientsOfMailboxSends(tx, mailboxId);
  await deleteUnsentClaimsOfMailbox(tx, mailboxId);
  const settled = await markMailboxSendsUncertain(tx, mailboxId, DELETED_IN_FLIGHT);
  await advanceAfterSettledSends(tx, settled);
}
