import type { DataSource, EntityManager } from 'typeorm';
import type { EventRecorder } from '../events/event-recorder';
import { findUnsubscribeTarget, lockUnsubscribeRecipient, recipientUnsubscribed } from './queries';
import type { TrackingTokens } from './tokens';

/**
 * For another way in (an unsubscribe by email): locks a send's recipient as the link does, the
 * recipient row first and then whether it already unsubscribed (to see what a concurrent click
 * committed), so the unsubscribe is recorded once. True: it already is.
 */
export async function lockUnsubscribedRecipient(
  tx: EntityManager,
  sendId: string,
  recipientId: string,
): Promise<boolean> {
  await lockUnsubscribeRecipient(tx, sendId);
  return recipientUnsubscribed(tx, recipientId);
}

interface UnsubscribeTarget {
  email: string;
  /** The recipient already unsubscribed from this message's sequence. */
  unsubscribed: boolean;
}

/**
 * The unsubscribe link of a message (`/u/<token>`): who it is for, and the unsubscribe itself,
 * recorded once per recipient through the event recorder (which stops the sequence and records the
 * address for the sender's domain).
 */
export class UnsubscribeLinkService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventRecorder,
    private readonly tokens: TrackingTokens,
  ) {}

  /** The recipient a genuine token is for; null for a tampered token or a vanished send. */
  async target(token: string): Promise<UnsubscribeTarget | null> {
    const verified = this.tokens.verify('u', token);
    if (!verified) return null;
    const row = await findUnsubscribeTarget(this.db, verified.sendId);
    return row ?? null;
  }

  /**
   * Unsubscribes the recipient a genuine token is for. Idempotent: under the recipient's row lock,
   * a recipient already unsubscribed (by an earlier click, or by hand) gets nothing new.
   * Null for a tampered token or a vanished send.
   */
  async unsubscribe(
    token: string,
    via: 'page' | 'one-click',
  ): Promise<{ email: string; recorded: boolean } | null> {
    const verified = this.tokens.verify('u', token);
    if (!verified) return null;
    return this.db.transaction(async (tx) => {
      // The lock first; the check after it, in its own statement, sees what a concurrent
      // unsubscribe committed while this one waited.
      const row = await lockUnsubscribeRecipient(tx, verified.sendId);
      if (!row) return null;
      const unsubscribed = await recipientUnsubscribed(tx, row.recipient_id);
      if (unsubscribed) return { email: row.email, recorded: false };
      await this.events.recordIn(tx, {
        type: 'unsubscribe',
        recipientId: row.recipient_id,
        stepId: row.step_id,
        sendId: verified.sendId,
        meta: { via },
      });
      return { email: row.email, recorded: true };
    });
  }
}
