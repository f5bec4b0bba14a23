import crypto from 'node:crypto';
import { DEFAULT_SENDING_PREFERENCE, type SendingPreference } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { updatedRows } from '../../db/sql';
import { followUpDueAt } from '../mailbox/sending-window';
import type { EventRecorder } from '../events/event-recorder';
import { queryPrepared } from './prepared-query';
import { MAX_ATTEMPTS, retryAt, type SendFailure } from './send-errors';
import { SENDABILITY_MANY_SQL, type Sendability } from './sendability';
import type { SendCandidate } from './send-planner';

/** A send left `smtp_started` by a dispatcher that stopped (or lost its connection) mid-send. */
export interface InterruptedSend {
  id: string;
  messageId: string;
  startedAt: Date;
  /** Already sent again once after an earlier interruption: it is never tried a third time. */
  resent: boolean;
  /** When the server answered 250 to it (recorded before it could be marked sent), if it did. */
  acceptedAt: Date | null;
  /**
   * Whether the last byte of its data may have been released (`data_ending_at`). When not, the
   * conversation was cut before the end of the data: no server has the message.
   */
  dataEnding: boolean;
}

/**
 * `last_error` of a send put back for its one re-send by reconciliation; kept (as a prefix) until
 * the send ends, so that a second interruption makes it `uncertain`.
 */
export const RESENT_MARKER = 'Sent again: not in the Sent folder after an interrupted send.';

/** A message the server answered 250 to, not yet recorded as `sent`. */
export interface AcceptedSend {
  id: string;
  at: Date;
}

/** A ledger row the dispatcher works on. */
export interface ClaimedSend {
  id: string;
  messageId: string;
  recipientId: string;
  stepId: string;
}

/** A send whose recipient moves past its step. */
interface AdvancingSend {
  recipient_id: string;
  campaign_id: string;
  position: number;
}

/** What `start` records about the message about to go. */
export interface StartingMessage {
  subject: string;
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
   * candidates' order.
   */
  async claimMany(
    candidates: SendCandidate[],
    mailboxId: string,
    now: Date,
    limit: number = candidates.length,
  ): Promise<ClaimedSend[]> {
    if (candidates.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const checks = await queryPrepared<Sendability>(
        tx,
        'send-sendability',
        SENDABILITY_MANY_SQL,
        [
          candidates.map((candidate) => candidate.recipientId),
          candidates.map((candidate) => candidate.stepId),
          mailboxId,
        ],
      );
      const suppressed = checks
        .filter((check) => check.suppressed && check.blocked === 'contact suppressed')
        .map((check) => check.recipient_id);
      if (suppressed.length > 0)
        await tx.query(
          `UPDATE campaign_recipient SET state = 'suppressed', next_send_at = NULL
            WHERE id = ANY($1::uuid[]) AND state = 'active'`,
          [suppressed],
        );
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
      const inserted: { id: string }[] = await tx.query(
        `INSERT INTO send (id, workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                           position, message_id, claimed_at)
         SELECT u.id, u.workspace_id, u.campaign_id, u.step_id, u.recipient_id, $1, u.position,
                u.message_id, $2
           FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[], $8::int[],
                       $9::text[])
             AS u(id, workspace_id, campaign_id, step_id, recipient_id, position, message_id)
         ON CONFLICT (recipient_id, step_id) DO NOTHING RETURNING id`,
        [
          mailboxId,
          now,
          rows.map((row) => row.id),
          rows.map((row) => row.check.workspace_id),
          rows.map((row) => row.check.campaign_id),
          rows.map((row) => row.check.step_id),
          rows.map((row) => row.check.recipient_id),
          rows.map((row) => row.check.position),
          rows.map((row) => row.messageId),
        ],
      );
      const claimed = new Set(inserted.map((row) => row.id));
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
   * resuming sends them then); the others get what is about to go recorded: subject, the message
   * they answer and their links (a click redirects only to them; the same on a retry). They stay
   * `claimed` until `start`. Answers the ids of the sends that may go.
   */
  async prepare(
    sends: { send: ClaimedSend; message: StartingMessage }[],
    mailboxId: string,
  ): Promise<Set<string>> {
    if (sends.length === 0) return new Set();
    return this.db.transaction(async (tx) => {
      const checks = await queryPrepared<Sendability>(
        tx,
        'send-sendability',
        SENDABILITY_MANY_SQL,
        [
          sends.map(({ send }) => send.recipientId),
          sends.map(({ send }) => send.stepId),
          mailboxId,
        ],
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
      if (refused.length > 0)
        await tx.query(`DELETE FROM send WHERE id = ANY($1::uuid[]) AND state = 'claimed'`, [
          refused.map(({ send }) => send.id),
        ]);
      if (go.length === 0) return new Set<string>();
      const described: { id: string }[] = updatedRows(
        await tx.query(
          `UPDATE send s SET subject = u.subject, in_reply_to = u.in_reply_to
             FROM unnest($1::uuid[], $2::text[], $3::text[]) AS u(id, subject, in_reply_to)
            WHERE s.id = u.id AND s.state = 'claimed'
          RETURNING s.id`,
          [
            go.map(({ send }) => send.id),
            go.map(({ message }) => message.subject),
            go.map(({ message }) => message.inReplyTo),
          ],
        ),
      );
      const ids = new Set(described.map((row) => row.id));
      const links = go
        .filter(({ send }) => ids.has(send.id))
        .flatMap(({ send, message }) => message.links.map((link) => ({ ...link, send: send.id })));
      if (links.length > 0)
        await tx.query(
          `INSERT INTO send_link (send_id, index, url)
           SELECT l.send, l.index, l.url
             FROM jsonb_to_recordset($1::jsonb) AS l(send uuid, index int, url text)
           ON CONFLICT (send_id, index) DO NOTHING`,
          [JSON.stringify(links)],
        );
      return ids;
    });
  }

  /**
   * Marks a prepared send `smtp_started`, committed (durably) right before its SMTP conversation:
   * only one dispatcher can move a row out of `claimed`, and whatever stops the process next, the
   * ledger says this message may have reached the server. False: someone else has it; do not send.
   */
  async start(sendId: string, now: Date, accepted?: AcceptedSend): Promise<boolean> {
    // The previous message's 250 is committed with this start (a data-modifying CTE always runs):
    // from here on a crash cannot leave it waiting in the recorder without a trace.
    const started = updatedRows(
      await this.db.query(
        `WITH accepted AS (
         UPDATE send SET accepted_at = $4 WHERE id = $3 AND state = 'smtp_started')
       UPDATE send SET state = 'smtp_started', smtp_started_at = $2, attempts = attempts + 1,
              next_attempt_at = NULL, accepted_at = NULL, data_ending_at = NULL
        WHERE id = $1 AND state = 'claimed' AND coalesce(next_attempt_at, '-infinity') <= $2
      RETURNING id`,
        [sendId, now, accepted?.id ?? null, accepted?.at ?? null],
      ),
    );
    return started.length > 0;
  }

  /**
   * Committed right before the last byte of the message's data is released to the server: until
   * then an interruption leaves the server nothing (`InterruptedSend.dataEnding`). Throws when it
   * cannot be recorded; the message must not be completed then.
   */
  async markDataEnding(sendId: string, at: Date): Promise<void> {
    const rows = updatedRows(
      await this.db.query(
        `UPDATE send SET data_ending_at = $2 WHERE id = $1 AND state = 'smtp_started' RETURNING id`,
        [sendId, at],
      ),
    );
    if (rows.length === 0) throw new Error('The send is no longer on the wire.');
  }

  /** Records that the server took a message still `smtp_started` (the last one of a burst). */
  async markAccepted(accepted: AcceptedSend): Promise<void> {
    await this.db.query(
      `UPDATE send SET accepted_at = $2 WHERE id = $1 AND state = 'smtp_started'`,
      [accepted.id, accepted.at],
    );
  }

  /** Locks the send's recipient first: the order the event recorder locks in. */
  private async lockRecipient(tx: EntityManager, sendId: string): Promise<void> {
    await tx.query(
      `SELECT r.id FROM campaign_recipient r JOIN send s ON s.recipient_id = r.id
        WHERE s.id = $1 FOR UPDATE OF r`,
      [sendId],
    );
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
   * `markSent` for several sends in one transaction with a fixed number of statements (the
   * dispatcher records a burst's accepted messages this way, behind its sending loop). Answers
   * the ids that were `smtp_started` (or `uncertain`) and are now `sent`.
   */
  async markSentBatch(sendIds: string[], now: Date): Promise<string[]> {
    if (sendIds.length === 0) return [];
    return this.db.transaction(async (tx) => {
      // Not waiting for the disk here is safe: a commit lost to a database crash leaves the send
      // `smtp_started`, which reconciliation settles from the Sent folder, never sending blindly.
      await tx.query(`SET LOCAL synchronous_commit = off`);
      // Recipients first and in id order: the order the event recorder locks in.
      await tx.query(
        `SELECT r.id FROM campaign_recipient r JOIN send s ON s.recipient_id = r.id
          WHERE s.id = ANY($1::uuid[]) ORDER BY r.id FOR UPDATE OF r`,
        [sendIds],
      );
      const sent = updatedRows<AdvancingSend & { id: string; step_id: string }>(
        await tx.query(
          `UPDATE send SET state = 'sent', sent_at = $2, last_error = NULL
            WHERE id = ANY($1::uuid[]) AND state IN ('smtp_started', 'uncertain')
          RETURNING id, recipient_id, step_id, campaign_id, position`,
          [sendIds, now],
        ),
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
          at: now,
        })),
      );
      await this.advanceRecipients(tx, sent, now);
      return sent.map((send) => send.id);
    });
  }

  /**
   * Moves recipients past the step just sent: to the next step, due `followUpDueAt` (the same
   * wall-clock time `delay_days` local dates later in the mailbox's zone), or to `complete`.
   */
  private async advanceRecipients(
    tx: EntityManager,
    sends: AdvancingSend[],
    sentAt: Date,
  ): Promise<void> {
    const nextSteps: {
      campaign_id: string;
      position: number;
      delay_days: number;
      pref: SendingPreference | null;
    }[] = await tx.query(
      `SELECT s.campaign_id, s.position, s.delay_days, ma.sending_preference AS pref
         FROM step s JOIN campaign c ON c.id = s.campaign_id
         LEFT JOIN mail_account ma ON ma.id = c.mail_account_id
         JOIN unnest($1::uuid[], $2::int[]) AS n(campaign_id, position)
           ON n.campaign_id = s.campaign_id AND n.position = s.position`,
      [sends.map((send) => send.campaign_id), sends.map((send) => send.position + 1)],
    );
    const next = new Map(nextSteps.map((step) => [`${step.campaign_id}:${step.position}`, step]));
    const dueAt = sends.map((send) => {
      const step = next.get(`${send.campaign_id}:${send.position + 1}`);
      if (!step) return null;
      return followUpDueAt(step.pref ?? DEFAULT_SENDING_PREFERENCE('UTC'), sentAt, step.delay_days);
    });
    await tx.query(
      `UPDATE campaign_recipient r
          SET next_position = greatest(r.next_position, u.position + 1), last_sent_at = $4,
              next_send_at = CASE WHEN r.state = 'active' THEN u.due END,
              state = CASE WHEN r.state = 'active' AND u.due IS NULL THEN 'complete'
                           ELSE r.state END
         FROM unnest($1::uuid[], $2::int[], $3::timestamptz[]) AS u(id, position, due)
        WHERE r.id = u.id`,
      [sends.map((send) => send.recipient_id), sends.map((send) => send.position), dueAt, sentAt],
    );
  }

  /**
   * A transient failure: the send goes back to `claimed` until its back-off has passed; after
   * MAX_ATTEMPTS it is given up as failed.
   */
  async retryLater(sendId: string, failure: SendFailure, now: Date): Promise<void> {
    const [send]: { attempts: number }[] = await this.db.query(
      `SELECT attempts FROM send WHERE id = $1 AND state = 'smtp_started'`,
      [sendId],
    );
    if (!send) return;
    if (send.attempts >= MAX_ATTEMPTS) {
      await this.fail(sendId, { ...failure, kind: 'permanent' }, now);
      return;
    }
    await this.db.query(
      `UPDATE send SET state = 'claimed', next_attempt_at = $3,
              last_error = CASE WHEN starts_with(coalesce(last_error, ''), $4) THEN $4 || ' ' || $2
                                ELSE $2 END
        WHERE id = $1 AND state = 'smtp_started'`,
      [sendId, failure.reason, retryAt(now, send.attempts), RESENT_MARKER],
    );
  }

  /**
   * Sends of a mailbox left `smtp_started` since before `before` (oldest first): no dispatcher is
   * still waiting on them, so the Sent folder decides what became of them.
   */
  async interrupted(mailboxId: string, before: Date, limit: number): Promise<InterruptedSend[]> {
    return this.db.query(
      `SELECT id, message_id AS "messageId", smtp_started_at AS "startedAt",
              starts_with(coalesce(last_error, ''), $3) AS resent, accepted_at AS "acceptedAt",
              data_ending_at IS NOT NULL AS "dataEnding"
         FROM send
        WHERE mail_account_id = $1 AND state = 'smtp_started' AND smtp_started_at <= $2
        ORDER BY smtp_started_at, id LIMIT $4`,
      [mailboxId, before, RESENT_MARKER, limit],
    );
  }

  /**
   * An interrupted send not found in the Sent folder goes back to `claimed`, due at once, for its
   * one re-send (`start` counts the attempt). False when someone else reconciled it first.
   */
  async resendOnce(send: InterruptedSend, now: Date): Promise<boolean> {
    const rows = updatedRows(
      await this.db.query(
        `UPDATE send SET state = 'claimed', next_attempt_at = $3, last_error = $4
          WHERE id = $1 AND state = 'smtp_started' AND smtp_started_at = $2 RETURNING id`,
        [send.id, send.startedAt, now, RESENT_MARKER],
      ),
    );
    return rows.length > 0;
  }

  /**
   * A send whose fate cannot be known: `uncertain`, never sent again and not counted as sent. Its
   * recipient moves on as after a send (the message most likely went out), so that the campaign
   * is not held up by it. False when someone else reconciled it first.
   */
  async markUncertain(send: InterruptedSend, reason: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lockRecipient(tx, send.id);
      const [row] = updatedRows<{ recipient_id: string; campaign_id: string; position: number }>(
        await tx.query(
          `UPDATE send SET state = 'uncertain', last_error = $3, next_attempt_at = NULL
            WHERE id = $1 AND state = 'smtp_started' AND smtp_started_at = $2
          RETURNING recipient_id, campaign_id, position`,
          [send.id, send.startedAt, reason],
        ),
      );
      if (!row) return false;
      await this.advanceRecipients(tx, [row], send.startedAt);
      return true;
    });
  }

  /**
   * A permanent refusal: the send failed. When the reply says the address is bad the recipient
   * bounced (a 'bounce' event); otherwise it is suppressed, as this campaign cannot reach it.
   */
  async fail(sendId: string, failure: SendFailure, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockRecipient(tx, sendId);
      const [send] = updatedRows<{ recipient_id: string; step_id: string }>(
        await tx.query(
          `UPDATE send SET state = 'failed', last_error = $2, next_attempt_at = NULL
            WHERE id = $1 AND state = 'smtp_started' RETURNING recipient_id, step_id`,
          [sendId, failure.reason],
        ),
      );
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
        await tx.query(
          `UPDATE campaign_recipient SET state = 'suppressed', next_send_at = NULL
            WHERE id = $1 AND state = 'active'`,
          [send.recipient_id],
        );
      }
    });
  }
}
