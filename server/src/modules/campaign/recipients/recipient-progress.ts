/**
 * A recipient's progress through its sequence as the dispatcher and the event recorder move it:
 * locked and re-checked before a send, sent, due its follow-up, complete, suppressed or stopped
 * (part of the recipient API, see `recipient-states.ts`), and the variables its messages are
 * rendered with. These run inside the dispatcher's claim and mark transactions and the recorder's
 * batch, on rows those callers locked in id order (the dispatcher's through
 * `lockRecipientsForSends`); each keeps the statement (and the statement count) the hot path was
 * measured with.
 */
import { queryPrepared } from '../../../db/prepared-query';
import type { DataSource, EntityManager } from 'typeorm';
import { lockSendability, selectRecipientVariables, type Sendability } from './queries/send-checks';
import type { ZoneGate } from './recipient-zones';

export type { Sendability } from './queries/send-checks';

/**
 * The re-check of sends at claim and at prepare: pairs of recipients and steps (same order) from
 * a mailbox, with what must allow each send (campaign started, step active, recipient active and
 * not paused, mailbox active, contact not suppressed for the sender; with a zone gate, inside the
 * recipient's hours: `recipient-zones.ts`). The recipient rows are
 * locked in id order, as the event recorder locks them, until the caller's transaction ends.
 */
export async function lockRecipientsForSends(
  tx: EntityManager,
  recipientIds: string[],
  stepIds: string[],
  mailboxId: string,
  gate: ZoneGate | null = null,
): Promise<Sendability[]> {
  return lockSendability(tx, recipientIds, stepIds, mailboxId, gate);
}

/**
 * Recipients claimed for their first message by a mailbox of their campaign's pool get it as
 * their sender (sending README, "Pools"): every follow-up goes from it. Only a recipient without
 * one is bound; the rows are those the claim locked (in id order) in the same transaction.
 */
export async function bindSenders(
  tx: EntityManager,
  recipientIds: string[],
  mailboxId: string,
): Promise<void> {
  if (recipientIds.length === 0) return;
  await queryPrepared(
    tx,
    'bind-senders',
    `UPDATE campaign_recipient SET mail_account_id = $2
      WHERE id = ANY($1::uuid[]) AND mail_account_id IS NULL`,
    [recipientIds, mailboxId],
  );
}

/**
 * Each recipient's variables, from its row in the list it came from and that list's mapping on
 * the campaign (`recipientVariables` of `lists/campaign-lists.service.ts`); null for a recipient
 * without a list row. A recipient that does not exist is absent. One statement.
 */
export async function recipientVariablesOf(
  on: DataSource | EntityManager,
  recipientIds: string[],
): Promise<Map<string, Record<string, unknown> | null>> {
  const rows = await selectRecipientVariables(on, recipientIds);
  return new Map(rows.map((row) => [row.id, row.variables]));
}

/**
 * Recipients never to be sent to again, rows locked by the caller: at claim, those the re-check
 * found suppressed (their contact bounced or unsubscribed since they were added, locked in id
 * order by the re-check statement); after a send refused for good (not a bad address), its one.
 */
export async function suppressRecipients(tx: EntityManager, ids: string[]): Promise<void> {
  await tx.query(
    `UPDATE campaign_recipient SET state = 'suppressed', next_send_at = NULL
      WHERE id = ANY($1::uuid[]) AND state = 'active'`,
    [ids],
  );
}

/** A recipient's move after a send: the position it reached and when the next message is due. */
interface RecipientAdvance {
  recipientIds: string[];
  /** The position of the message each was sent. */
  positions: number[];
  /** When each one's next message is due; null when it was the last (the sequence completes). */
  dueAt: (Date | null)[];
  /** When each one's message was sent. */
  sentAt: Date[];
}

/** When recipient `r`'s out-of-office pause ends (null: none); `greatest` ignores a null. */
const AWAY_UNTIL_SQL = `SELECT a.resumes_at FROM recipient_away a WHERE a.recipient_id = r.id`;

/**
 * Sends accepted: every recipient moves past the message it was sent (never back), and is due its
 * follow-up or, without one, complete; a recipient stopped meanwhile (reply, bounce…) keeps its
 * state, and one an out-of-office paused meanwhile (`recipient_away`, inbox README) is due no
 * earlier than its resume. One statement per batch; the rows are locked in id order by the
 * caller (markSent).
 */
export async function advanceAfterSends(tx: EntityManager, advance: RecipientAdvance) {
  await tx.query(
    `UPDATE campaign_recipient r
        SET next_position = greatest(r.next_position, u.position + 1), last_sent_at = u.sent_at,
            next_send_at = CASE WHEN r.state = 'active' AND u.due IS NOT NULL
                                THEN greatest(u.due, (${AWAY_UNTIL_SQL})) END,
            state = CASE WHEN r.state = 'active' AND u.due IS NULL THEN 'complete'
                         ELSE r.state END
       FROM unnest($1::uuid[], $2::int[], $3::timestamptz[], $4::timestamptz[])
            AS u(id, position, due, sent_at)
      WHERE r.id = u.id`,
    [advance.recipientIds, advance.positions, advance.dueAt, advance.sentAt],
  );
}

/**
 * Recipients of the mailbox's started campaigns past the campaign's last step are complete. Rows
 * are locked in id order, like every other writer of recipients (the ledger, list unlinking,
 * sequence edits): an unordered UPDATE could deadlock with them.
 */
export async function completeFinishedRecipients(
  db: DataSource | EntityManager,
  mailboxId: string,
): Promise<void> {
  await queryPrepared(
    db,
    'complete-finished-recipients',
    `WITH done AS (
       SELECT r.id FROM campaign_recipient r
         JOIN campaign c ON c.id = r.campaign_id
        WHERE c.status = 'started' AND r.state = 'active'
          AND c.id IN (SELECT campaign_id FROM campaign_mail_account WHERE mail_account_id = $1)
          AND NOT EXISTS (SELECT 1 FROM step s
                           WHERE s.campaign_id = c.id AND s.position >= r.next_position)
        ORDER BY r.id
          FOR UPDATE OF r)
     UPDATE campaign_recipient r SET state = 'complete', next_send_at = NULL
       FROM done WHERE r.id = done.id AND r.state = 'active'`,
    [mailboxId],
  );
}

/** Sequences a reply, bounce, unsubscribe or lead reached end (rows locked by the recorder). */
export async function stopRecipients(
  tx: EntityManager,
  stopped: { id: string; state: string }[],
): Promise<void> {
  if (stopped.length === 0) return;
  await tx.query(
    `UPDATE campaign_recipient r SET state = k.state, next_send_at = NULL
       FROM unnest($1::uuid[], $2::text[]) AS k(id, state)
      WHERE r.id = k.id`,
    [stopped.map((recipient) => recipient.id), stopped.map((recipient) => recipient.state)],
  );
}

/** A send settled `uncertain` when its mailbox was deleted, as the ledger answers it. */
export interface SettledSend {
  recipientId: string;
  campaignId: string;
  position: number;
  /** When it was handed over (or claimed), as Postgres wrote it: no precision lost on the way. */
  startedAt: string;
}

/**
 * The recipients of sends settled `uncertain` with their deleted mailbox move on as after a send
 * (the message most likely went out): due the next step `delay_days` after it, or complete. One
 * statement; the rows were locked in id order by the caller.
 */
export async function advanceAfterSettledSends(
  tx: EntityManager,
  sends: SettledSend[],
): Promise<void> {
  if (sends.length === 0) return;
  await tx.query(
    `UPDATE campaign_recipient r
        SET next_position = greatest(r.next_position, u.position + 1),
            last_sent_at = greatest(r.last_sent_at, u.started_at),
            next_send_at = CASE WHEN r.state = 'active' AND next.id IS NOT NULL
                                THEN greatest(u.started_at + make_interval(days => next.delay_days),
                                              (${AWAY_UNTIL_SQL})) END,
            state = CASE WHEN r.state = 'active' AND next.id IS NULL THEN 'complete'
                         ELSE r.state END
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[])
            AS u(recipient_id, campaign_id, position, started_at)
       LEFT JOIN step next ON next.campaign_id = u.campaign_id AND next.position = u.position + 1
      WHERE r.id = u.recipient_id`,
    [
      sends.map((send) => send.recipientId),
      sends.map((send) => send.campaignId),
      sends.map((send) => send.position),
      sends.map((send) => send.startedAt),
    ],
  );
}

/**
 * The recipients waiting for their first message or a follow-up, counted for the sending
 * calendar's forecast with the send re-check's own conditions, per sender of a pool
 * (`queries/waiting-by-sender.ts`).
 */
export type { FollowUpsWaiting } from './queries/waiting';
export {
  countUnboundFirstMessagesWaiting,
  estimateSenderMessagesWaiting,
  estimateUnboundFirstMessagesWaiting,
  senderMessagesWaiting,
  unboundFirstMessagesDue,
  type SenderMessagesWaiting,
  type UnboundFirstsWaiting,
} from './queries/waiting-by-sender';
