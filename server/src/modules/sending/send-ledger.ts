import crypto from 'node:crypto';
import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  advanceAfterSends,
  bindSenders,
  lockRecipientsForSends,
  suppressRecipients,
} from '../campaign/recipients/recipient-progress';
import type { ZoneGate } from '../campaign/recipients/recipient-zones';
import { stopRecipientsAtClaim } from '../campaign/recipients/recipient-address-checks';
import { followUpDueAt } from '../mailbox/sending-window';
import type { EventRecorder } from '../events/event-recorder';
import * as sql from './queries/ledger';
import type { AcceptedSend, AdvancingSend, InterruptedSend } from './queries/ledger';
import { MAX_ATTEMPTS, retryAt, type SendFailure } from './send-errors';
import { recordDeferral } from './domain-deferrals';
import type { SendCandidate } from './send-planner';

export { RESENT_MARKER, type AcceptedSend, type InterruptedSend } from './queries/ledger';

/** A ledger row the dispatcher works on. */
export interface ClaimedSend {
  id: string;
  messageId: string;
  recipientId: string;
  stepId: string;
}

/** What `start` records about the message about to go. */
interface StartingMessage {
  subject: string;
  /** The step's content version rendered. */
  contentId: string;
  inReplyTo: string | null;
  links: { index: number; url: string }[];
}

/**
 * The send ledger (ARCHITECTURE §4): each transition of a send is one short transaction, so that
 * whatever a crash interrupts, the ledger says what may have reached the SMTP server.
 */
export class SendLedger {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventRecorder,
  ) {}

  /**
   * Claims the candidate's send when everything still allows it: one ledger row per recipient and
   * step (ON CONFLICT: another dispatcher has it), with its deterministic Message-ID. Null when
   * the send is not to be made or is someone else's.
   */
  async claim(candidate: SendCandidate, mailboxId: string, now: Date): Promise<ClaimedSend | null> {
    return (await this.claimMany([candidate], mailboxId, now))[0] ?? null;
  }

  /**
   * `claim` for several candidates in one transaction with a fixed number of statements: the
   * recipients are locked and re-checked together, suppressed contacts' recipients suppressed, and
   * the first `limit` allowed sends inserted at once. Answers the sends claimed, in the
   * candidates' order. With a zone gate, a recipient outside its hours is not claimed.
   */
  async claimMany(
    candidates: SendCandidate[],
    mailboxId: string,
    now: Date,
    limit: number = candidates.length,
    gate: ZoneGate | null = null,
  ): Promise<ClaimedSend[]> {
    if (candidates.length === 0) return [];
    return this.db.transaction(async (tx) => {
      // Nothing irreversible follows before the end of data, whose commit flushes this one too.
      await sql.commitWithoutFlush(tx);
      const checks = await lockRecipientsForSends(
        tx,
        candidates.map((candidate) => candidate.recipientId),
        candidates.map((candidate) => candidate.stepId),
        mailboxId,
        gate,
      );
      const suppressed = checks
        .filter((check) => check.suppressed && check.blocked === 'contact suppressed')
        .map((check) => check.recipient_id);
      if (suppressed.length > 0) await suppressRecipients(tx, suppressed);
      await stopRecipientsAtClaim(tx, checks);
      const allowed = new Map(
        checks
          .filter((check) => !check.blocked && check.next_position === check.position)
          .map((check) => [`${check.recipient_id}:${check.step_id}`, check]),
      );
      const rows = candidates
        .flatMap((candidate) => {
          const check = allowed.get(`${candidate.recipientId}:${candidate.stepId}`);
          if (!check) return [];
          allowed.delete(`${candidate.recipientId}:${candidate.stepId}`);
          const id = crypto.randomUUID();
          return [{ id, messageId: `<${id}@${check.sender_domain}>`, check }];
        })
        .slice(0, limit);
      if (rows.length === 0) return [];
      const claimed = await sql.insertClaimedSends(tx, mailboxId, now, rows);
      await bindSenders(
        tx,
        rows.filter((row) => claimed.has(row.id)).map((row) => row.check.recipient_id),
        mailboxId,
      );
      return rows
        .filter((row) => claimed.has(row.id))
        .map((row) => ({
          id: row.id,
          messageId: row.messageId,
          recipientId: row.check.recipient_id,
          stepId: row.check.step_id,
        }));
    });
  }

  /**
   * Re-checks claimed sends of a burst about to go, in one transaction with their recipients
   * locked in id order (the event recorder takes the same locks, so a reply recorded a moment ago
   * is seen): sends no longer allowed leave the ledger (they were never handed to a server, so
   * resuming sends them then); the others get what is about to go recorded: subject, content
   * version, the message they answer and their links (a click redirects only to them; the same on a retry). They stay
   * `claimed` until `start`. Answers the ids of the sends that may go.
   */
  async prepare(
    sends: { send: ClaimedSend; message: StartingMessage }[],
    mailboxId: string,
    gate: ZoneGate | null = null,
  ): Promise<Set<string>> {
    if (sends.length === 0) return new Set();
    return this.db.transaction(async (tx) => {
      // Made durable by the end of data's flush, before anything irreversible (see `claimMany`).
      await sql.commitWithoutFlush(tx);
      const checks = await lockRecipientsForSends(
        tx,
        sends.map(({ send }) => send.recipientId),
        sends.map(({ send }) => send.stepId),
        mailboxId,
        gate,
      );
      const allowed = new Set(
        checks
          .filter((check) => !check.blocked)
          .map((check) => `${check.recipient_id}:${check.step_id}`),
      );
      const isAllowed = ({ send }: { send: ClaimedSend }) =>
        allowed.has(`${send.recipientId}:${send.stepId}`);
      const go = sends.filter(isAllowed);
      const refused = sends.filter((entry) => !isAllowed(entry));
      if (refused.length > 0) await sql.deleteRefusedSends(tx, refused);
      if (go.length === 0) return new Set<string>();
      const ids = await sql.describeSends(tx, go);
      const links = go
        .filter(({ send }) => ids.has(send.id))
        .flatMap(({ send, message }) => message.links.map((link) => ({ ...link, send: send.id })));
      if (links.length > 0) await sql.insertSendLinks(tx, links);
      return ids;
    });
  }

  /**
   * Marks a prepared send `smtp_started`, committed right before its SMTP conversation (made
   * durable by the end of data's flush, `queries/ledger.ts`): only one dispatcher can move a row
   * out of `claimed`, and whatever stops the worker next, the ledger says this message may have
   * reached the server. False: someone else has it; do not send.
   */
  async start(sendId: string, now: Date, accepted?: AcceptedSend): Promise<boolean> {
    // The previous message's 250 is committed with this start: from here on a crash cannot leave
    // it waiting in the recorder without a trace.
    return sql.startSend(this.db, sendId, now, accepted);
  }

  /**
   * Committed right before the last byte of the message's data is released to the server: until
   * then an interruption leaves the server nothing (`InterruptedSend.dataEnding`). Throws when it
   * cannot be recorded; the message must not be completed then.
   */
  async markDataEnding(sendId: string, at: Date): Promise<void> {
    if (!(await sql.recordDataEnding(this.db, sendId, at)))
      throw new Error('The send is no longer on the wire.');
  }

  /** Records that the server took a message still `smtp_started` (the last one of a burst). */
  async markAccepted(accepted: AcceptedSend): Promise<void> {
    await sql.recordAccepted(this.db, accepted);
  }

  /**
   * The server took the message (or reconciliation found it in the Sent folder): the send is
   * `sent` at `now`, the 'sent' event is recorded and the recipient moves to its next step (due
   * `delay_days` after this send) or is complete. False when it was not `smtp_started`.
   */
  async markSent(sendId: string, now: Date): Promise<boolean> {
    return (await this.markSentBatch([sendId], now)).length > 0;
  }

  /**
   * `markSent` for several sends in one transaction with a fixed number of statements. Answers
   * the ids that were `smtp_started` (or `uncertain`) and are now `sent`.
   */
  async markSentBatch(sendIds: string[], now: Date): Promise<string[]> {
    return this.markSentAt(sendIds.map((id) => ({ id, at: now })));
  }

  /**
   * `markSentBatch` with each send's own instant (`sent_at`, its event's, its recipient's next
   * due time): the dispatcher records the accepted messages of several mailboxes' runs this way,
   * each run with its own clock (`sent-batcher.ts`).
   */
  async markSentAt(sends: { id: string; at: Date }[]): Promise<string[]> {
    if (sends.length === 0) return [];
    const atOf = new Map(sends.map((send) => [send.id, send.at]));
    const sendIds = [...atOf.keys()];
    return this.db.transaction(async (tx) => {
      await sql.commitWithoutFlush(tx);
      // Recipients first and in id order: the order the event recorder locks in.
      await sql.lockRecipientsOfSends(tx, sendIds);
      const sent = await sql.markSendsSent(
        tx,
        sendIds,
        sendIds.map((id) => atOf.get(id)!),
      );
      if (sent.length === 0) return [];
      const order = new Map(sendIds.map((id, index) => [id, index]));
      sent.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      await this.events.recordBatch(
        tx,
        sent.map((send) => ({
          type: 'sent' as const,
          recipientId: send.recipient_id,
          stepId: send.step_id,
          sendId: send.id,
          at: atOf.get(send.id)!,
        })),
      );
      await this.advanceRecipients(
        tx,
        sent.map((send) => ({ ...send, at: atOf.get(send.id)! })),
      );
      return sent.map((send) => send.id);
    });
  }

  /**
   * Moves recipients past the step just sent (at each send's `at`): to the next step, due
   * `followUpDueAt` (the same wall-clock time `delay_days` local dates later in the mailbox's
   * zone), or to `complete`.
   */
  private async advanceRecipients(
    tx: EntityManager,
    sends: (AdvancingSend & { at: Date })[],
  ): Promise<void> {
    const nextSteps = await sql.readNextSteps(tx, sends);
    const keyOf = (campaignId: string, position: number, mailboxId: string | null) =>
      `${campaignId}:${position}:${mailboxId ?? ''}`;
    const next = new Map(
      nextSteps.map((step) => [keyOf(step.campaign_id, step.position, step.mailbox_id), step]),
    );
    const dueAt = sends.map((send) => {
      const step = next.get(keyOf(send.campaign_id, send.position + 1, send.mail_account_id));
      if (!step) return null;
      return followUpDueAt(
        step.pref ?? DEFAULT_SENDING_PREFERENCE('UTC'),
        send.at,
        step.delay_days,
      );
    });
    await advanceAfterSends(tx, {
      recipientIds: sends.map((send) => send.recipient_id),
      positions: sends.map((send) => send.position),
      dueAt,
      sentAt: sends.map((send) => send.at),
    });
  }

  /**
   * A transient failure: the send goes back to `claimed` until its back-off has passed; after
   * MAX_ATTEMPTS it is given up as failed.
   */
  async retryLater(sendId: string, failure: SendFailure, now: Date): Promise<void> {
    const attempts = await sql.readAttempts(this.db, sendId);
    if (attempts === undefined) return;
    if (attempts >= MAX_ATTEMPTS) {
      await this.fail(sendId, { ...failure, kind: 'permanent' }, now);
      return;
    }
    await sql.putBackForRetry(this.db, sendId, failure.reason, retryAt(now, attempts));
    // A 4xx reply defers the recipient's domain for the workspace (`domain-deferrals.ts`).
    if (failure.code !== undefined && failure.code >= 400 && failure.code < 500)
      await recordDeferral(this.db, sendId, failure.reason, now);
  }

  /**
   * Sends of a mailbox left `smtp_started` since before `before` (oldest first): no dispatcher is
   * still waiting on them, so the Sent folder decides what became of them.
   */
  async interrupted(mailboxId: string, before: Date, limit: number): Promise<InterruptedSend[]> {
    return sql.selectInterrupted(this.db, mailboxId, before, limit);
  }

  /**
   * An interrupted send not found in the Sent folder goes back to `claimed`, due at once, for its
   * one re-send (`start` counts the attempt). False when someone else reconciled it first.
   */
  async resendOnce(send: InterruptedSend, now: Date): Promise<boolean> {
    return sql.putBackForResend(this.db, send, now);
  }

  /**
   * A send whose fate cannot be known: `uncertain`, never sent again and not counted as sent. Its
   * recipient moves on as after a send (the message most likely went out), so that the campaign
   * is not held up by it. False when someone else reconciled it first.
   */
  async markUncertain(send: InterruptedSend, reason: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await sql.lockRecipientOfSend(tx, send.id);
      const row = await sql.markSendUncertain(tx, send, reason);
      if (!row) return false;
      await this.advanceRecipients(tx, [{ ...row, at: send.startedAt }]);
      return true;
    });
  }

  /**
   * A permanent refusal: the send failed. When the reply says the address is bad the recipient
   * bounced (a 'bounce' event); otherwise it is suppressed, as this campaign cannot reach it.
   */
  async fail(sendId: string, failure: SendFailure, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The send's recipient first: the order the event recorder locks in.
      await sql.lockRecipientOfSend(tx, sendId);
      const send = await sql.markSendFailed(tx, sendId, failure.reason);
      if (!send) return;
      if (failure.badAddress) {
        await this.events.recordIn(tx, {
          type: 'bounce',
          recipientId: send.recipient_id,
          stepId: send.step_id,
          sendId,
          meta: { reason: failure.reason, source: 'smtp' },
          at: now,
        });
      } else {
        await suppressRecipients(tx, [send.recipient_id]);
      }
    });
  }
}
