import { SEND_CHECK_MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { holdRecipients } from '../campaign/recipients/recipient-holds';
import { commitWithoutFlush, deleteRefusedSends } from './queries/ledger';
import type { MessageForSend } from './send-message';

/**
 * The claimed sends of a burst whose message, as rendered, left a variable without a fallback
 * empty (issue 27 §2, "Empty merge fields"): in one transaction each leaves the ledger (it was never
 * handed to a server, so a later claim sends it once) and its recipient is held with the reason
 * ("Missing First Name", `campaign/recipients/recipient-holds.ts`) until its values or the
 * campaign's messages change. The rest of the burst goes on. Answers the ids of the sends held.
 * A crash before the commit leaves the sends claimed: the next run renders and holds them again.
 */
export async function holdSendsMissingFields(
  db: DataSource,
  claimed: { id: string; recipientId: string }[],
  messages: Map<string, MessageForSend>,
): Promise<Set<string>> {
  const held = claimed.flatMap((send) => {
    const missing = messages.get(send.id)?.missing ?? [];
    return missing.length > 0 ? [{ send, reason: SEND_CHECK_MESSAGES.missingFields(missing) }] : [];
  });
  if (held.length === 0) return new Set();
  await db.transaction(async (tx) => {
    // Nothing was sent: a lost commit only means rendering these again.
    await commitWithoutFlush(tx);
    await holdRecipients(
      tx,
      held.map(({ send, reason }) => ({ recipientId: send.recipientId, reason })),
    );
    await deleteRefusedSends(tx, held);
  });
  return new Set(held.map(({ send }) => send.id));
}
