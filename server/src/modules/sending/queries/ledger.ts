import { queryPrepared } from '../../../db/prepared-query';
import type { DataSource, EntityManager } from 'typeorm';
import type { SendingPreference } from '@outbound/common';
import { updatedRows } from '../../../db/sql';
import type { Sendability, SettledSend } from '../../campaign/recipients/recipient-progress';

/**
 * The statements of the send ledger (`send-ledger.ts`, sending README "Lifecycle of a send").
 * Each transition is guarded by the state it leaves (`WHERE … AND state = …`), so that two
 * dispatchers (or a dispatcher and reconciliation) racing for a send find out by the rows they
 * get back: none means someone else moved it. Statements over a burst take arrays (`unnest`), a
 * fixed number per batch whatever its size. Writers of a send's recipient lock it first, in id
 * order: the order the event recorder locks in.
 */

/**
 * `last_error` of a send put back for its one re-send by reconciliation; kept (as a prefix) until
 * the send ends, so that a second interruption makes it `uncertain`.
 */
export const RESENT_MARKER = 'Sent again: not in the Sent folder after an interrupted send.';

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

/** A message the server answered 250 to, not yet recorded as `sent`. */
export interface AcceptedSend {
  id: string;
  at: Date;
}

/** A send whose recipient moves past its step. */
export interface AdvancingSend {
  recipient_id: string;
  campaign_id: string;
  position: number;
  /** The mailbox that sent it: the recipient's next step is due in its zone. */
  mail_account_id: string | null;
}

/** The step after a sent one, with the sending preference its delay is counted in. */
interface NextStep {
  campaign_id: string;
  position: number;
  /** The mailbox whose zone the delay is counted in (the sender; else the campaign's). */
  mailbox_id: string | null;
  delay_days: number;
  pref: SendingPreference | null;
}

/**
 * Inserts the claimed sends (ids and Message-IDs made by the ledger, the rest from their
 * re-check, which read the step with its recipient locked: its content version is the one the
 * send is rendered from, whatever edit commits later) in one statement. ON CONFLICT on
 * UNIQUE(recipient_id, step_id): a row already there is another dispatcher's claim, and its send
 * is not returned. Answers the ids inserted.
 */
export async function insertClaimedSends(
  tx: EntityManager,
  mailboxId: string,
  now: Date,
  sends: { id: string; messageId: string; check: Sendability }[],
): Promise<Set<string>> {
  const inserted = await queryPrepared<{ id: string }>(
    tx,
    'insert-claimed-sends',
    `INSERT INTO send (id, workspace_id, campaign_id, step_id, step_content_id, recipient_id,
                       mail_account_id, position, message_id, claimed_at)
     SELECT u.id, u.workspace_id, u.campaign_id, u.step_id, u.step_content_id, u.recipient_id, $1,
            u.position, u.message_id, $2
       FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[], $8::uuid[],
                   $9::int[], $10::text[])
         AS u(id, workspace_id, campaign_id, step_id, step_content_id, recipient_id, position,
              message_id)
     ON CONFLICT (recipient_id, step_id) DO NOTHING RETURNING id`,
    [
      mailboxId,
      now,
      sends.map((send) => send.id),
      sends.map((send) => send.check.workspace_id),
      sends.map((send) => send.check.campaign_id),
      sends.map((send) => send.check.step_id),
      sends.map((send) => send.check.step_content_id),
      sends.map((send) => send.check.recipient_id),
      sends.map((send) => send.check.position),
      sends.map((send) => send.messageId),
    ],
  );
  return new Set(inserted.map((row) => row.id));
}

/**
 * Deletes claimed sends the re-check refused. Only `claimed` rows: they were never handed to a
 * server, so the recipient can be claimed again later; a row past `claimed` is evidence.
 */
export async function deleteRefusedSends(
  tx: EntityManager,
  sends: { send: { id: string } }[],
): Promise<void> {
  await tx.query(`DELETE FROM send WHERE id = ANY($1::uuid[]) AND state = 'claimed'`, [
    sends.map(({ send }) => send.id),
  ]);
}

/**
 * Stores what is about to go (subject, the step's content version rendered, the Message-ID
 * answered) on still-claimed sends, one statement for the chunk. Answers the ids described (a send
 * no longer `claimed` is not).
 */
export async function describeSends(
  tx: EntityManager,
  sends: {
    send: { id: string };
    message: { subject: string; contentId: string; inReplyTo: string | null };
  }[],
): Promise<Set<string>> {
  const described = await queryPrepared<{ id: string }>(
    tx,
    'describe-sends',
    `UPDATE send s SET subject = u.subject, in_reply_to = u.in_reply_to,
            step_content_id = u.content_id
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[])
            AS u(id, subject, in_reply_to, content_id)
      WHERE s.id = u.id AND s.state = 'claimed'
    RETURNING s.id`,
    [
      sends.map(({ send }) => send.id),
      sends.map(({ message }) => message.subject),
      sends.map(({ message }) => message.inReplyTo),
      sends.map(({ message }) => message.contentId),
    ],
  );
  return new Set(described.map((row) => row.id));
}

/**
 * Stores the links of the sends (a click redirects only to them). One statement for any number
 * of links (a JSON recordset, not one bind parameter per value); ON CONFLICT: a retried send
 * keeps the links it was first described with.
 */
export async function insertSendLinks(
  tx: EntityManager,
  links: { send: string; index: number; url: string }[],
): Promise<void> {
  await queryPrepared(
    tx,
    'insert-send-links',
    `INSERT INTO send_link (send_id, index, url)
     SELECT l.send, l.index, l.url
       FROM jsonb_to_recordset($1::jsonb) AS l(send uuid, index int, url text)
     ON CONFLICT (send_id, index) DO NOTHING`,
    [JSON.stringify(links)],
  );
}

/**
 * `claimed → smtp_started`, committed on its own right before the SMTP conversation: the state
 * guard lets one dispatcher only through. The previous message's 250 is committed with it (a
 * data-modifying CTE always runs), so a crash of the worker cannot leave it without a trace,
 * unless the burst's recorder holds that row: it is then marking it sent in its own transaction,
 * and waiting for it would hold this message back by a whole recording (`SKIP LOCKED`; a
 * recording that fails leaves it to reconciliation, like a crash). True when started.
 *
 * The commit does not wait for the disk (`synchronous_commit` off for this statement alone, read
 * when it commits): nothing irreversible happens before the message's `data_ending_at`, whose
 * commit waits for the disk and so makes this one durable too (the WAL is flushed in order). A
 * database crash in between loses at most this start (the send is `claimed` again, and the server
 * never had the end of its data: sending it later is safe) and the previous message's 250 (its
 * send stays `smtp_started` with `data_ending_at`, for reconciliation). One flush per message
 * instead of two.
 */
export async function startSend(
  db: DataSource,
  sendId: string,
  now: Date,
  accepted: AcceptedSend | undefined,
): Promise<boolean> {
  const started = await queryPrepared(
    db,
    'start-send',
    `WITH accepted AS (
       UPDATE send SET accepted_at = $4
        WHERE id = (SELECT id FROM send WHERE id = $3 AND state = 'smtp_started'
                       FOR UPDATE SKIP LOCKED)),
     no_flush AS (SELECT set_config('synchronous_commit', 'off', true))
     UPDATE send SET state = 'smtp_started', smtp_started_at = $2, attempts = attempts + 1,
            next_attempt_at = NULL, accepted_at = NULL, data_ending_at = NULL
       FROM no_flush
      WHERE id = $1 AND state = 'claimed' AND coalesce(next_attempt_at, '-infinity') <= $2
    RETURNING id`,
    [sendId, now, accepted?.id ?? null, accepted?.at ?? null],
  );
  return started.length > 0;
}

/** `data_ending_at`, committed on its own before the last byte goes. True when recorded. */
export async function recordDataEnding(db: DataSource, sendId: string, at: Date): Promise<boolean> {
  const rows = await queryPrepared(
    db,
    'record-data-ending',
    `UPDATE send SET data_ending_at = $2 WHERE id = $1 AND state = 'smtp_started' RETURNING id`,
    [sendId, at],
  );
  return rows.length > 0;
}

/**
 * `accepted_at` of a message still `smtp_started` (the last of a burst), on its own, without
 * waiting for the disk (the burst's recording follows; lost to a database crash, the send is
 * reconciled like any interrupted one). Skipped when the recorder holds the row: it is marking it
 * sent (see `startSend`).
 */
export async function recordAccepted(db: DataSource, accepted: AcceptedSend): Promise<void> {
  await queryPrepared(
    db,
    'record-accepted',
    `WITH no_flush AS (SELECT set_config('synchronous_commit', 'off', true))
     UPDATE send SET accepted_at = $2 FROM no_flush
      WHERE id = (SELECT id FROM send WHERE id = $1 AND state = 'smtp_started'
                     FOR UPDATE SKIP LOCKED)`,
    [accepted.id, accepted.at],
  );
}

/** Locks a send's recipient row: the first lock of a transition that may move the recipient. */
export async function lockRecipientOfSend(tx: EntityManager, sendId: string): Promise<void> {
  await tx.query(
    `SELECT r.id FROM campaign_recipient r JOIN send s ON s.recipient_id = r.id
      WHERE s.id = $1 FOR UPDATE OF r`,
    [sendId],
  );
}

/**
 * Lets the transaction commit without waiting for the disk. Safe for recording sends as sent: a
 * commit lost to a database crash leaves them `smtp_started`, which reconciliation settles from
 * the Sent folder, never sending blindly. Safe for claiming and preparing sends too: nothing
 * irreversible happens before a message's `data_ending_at`, whose commit waits for the disk and
 * flushes every earlier one (the WAL is written in order); lost earlier, a claim is made again.
 */
export async function commitWithoutFlush(tx: EntityManager): Promise<void> {
  await tx.query(`SET LOCAL synchronous_commit = off`);
}

/** Locks the recipients of several sends, in id order (the event recorder's order). */
export async function lockRecipientsOfSends(tx: EntityManager, sendIds: string[]): Promise<void> {
  await tx.query(
    `SELECT r.id FROM campaign_recipient r JOIN send s ON s.recipient_id = r.id
      WHERE s.id = ANY($1::uuid[]) ORDER BY r.id FOR UPDATE OF r`,
    [sendIds],
  );
}

/**
 * `smtp_started` (or `uncertain`, found in the Sent folder later) → `sent` at each one's instant,
 * one statement for the batch. Answers the sends moved, with what their recipients' advance needs.
 */
export async function markSendsSent(
  tx: EntityManager,
  sendIds: string[],
  at: Date[],
): Promise<(AdvancingSend & { id: string; step_id: string })[]> {
  return updatedRows(
    await tx.query(
      `UPDATE send s SET state = 'sent', sent_at = u.at, last_error = NULL
         FROM unnest($1::uuid[], $2::timestamptz[]) AS u(id, at)
        WHERE s.id = u.id AND s.state IN ('smtp_started', 'uncertain')
      RETURNING s.id, s.recipient_id, s.step_id, s.campaign_id, s.position, s.mail_account_id`,
      [sendIds, at],
    ),
  );
}

/**
 * The step after each send's (absent after the last step), with its mailbox's sending
 * preference: one statement for the batch, pairs joined through `unnest`.
 */
export async function readNextSteps(
  tx: EntityManager,
  sends: AdvancingSend[],
): Promise<NextStep[]> {
  return tx.query(
    `SELECT DISTINCT s.campaign_id, s.position, n.mailbox_id, s.delay_days,
            ma.sending_preference AS pref
       FROM step s JOIN campaign c ON c.id = s.campaign_id
       JOIN unnest($1::uuid[], $2::int[], $3::uuid[]) AS n(campaign_id, position, mailbox_id)
         ON n.campaign_id = s.campaign_id AND n.position = s.position
       LEFT JOIN mail_account ma ON ma.id = coalesce(n.mailbox_id, c.mail_account_id)`,
    [
      sends.map((send) => send.campaign_id),
      sends.map((send) => send.position + 1),
      sends.map((send) => send.mail_account_id),
    ],
  );
}

/** How many attempts a send still `smtp_started` has made; undefined when it is not. */
export async function readAttempts(db: DataSource, sendId: string): Promise<number | undefined> {
  const [send]: { attempts: number }[] = await db.query(
    `SELECT attempts FROM send WHERE id = $1 AND state = 'smtp_started'`,
    [sendId],
  );
  return send?.attempts;
}

/**
 * `smtp_started → claimed` until `at`. `last_error` keeps the re-send marker as its prefix (a send
 * re-sent once must not be re-sent again after a second interruption).
 */
export async function putBackForRetry(
  db: DataSource,
  sendId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE send SET state = 'claimed', next_attempt_at = $3,
            last_error = CASE WHEN starts_with(coalesce(last_error, ''), $4) THEN $4 || ' ' || $2
                              ELSE $2 END
      WHERE id = $1 AND state = 'smtp_started'`,
    [sendId, reason, at, RESENT_MARKER],
  );
}

/**
 * A mailbox's sends `smtp_started` since before `before`, oldest first (send_open_idx on
 * mail_account_id, state), at most `limit`.
 */
export async function selectInterrupted(
  db: DataSource,
  mailboxId: string,
  before: Date,
  limit: number,
): Promise<InterruptedSend[]> {
  return queryPrepared<InterruptedSend>(
    db,
    'select-interrupted',
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
 * An interrupted send back to `claimed`, due at `now`, marked as re-sent. Guarded by its
 * `smtp_started_at` too: a send started again meanwhile is not this interruption. True when done.
 */
export async function putBackForResend(
  db: DataSource,
  send: InterruptedSend,
  now: Date,
): Promise<boolean> {
  const rows = updatedRows(
    await db.query(
      `UPDATE send SET state = 'claimed', next_attempt_at = $3, last_error = $4
        WHERE id = $1 AND state = 'smtp_started' AND smtp_started_at = $2 RETURNING id`,
      [send.id, send.startedAt, now, RESENT_MARKER],
    ),
  );
  return rows.length > 0;
}

/** An interrupted send → `uncertain` (guarded as `putBackForResend`); its recipient, if moved. */
export async function markSendUncertain(
  tx: EntityManager,
  send: InterruptedSend,
  reason: string,
): Promise<AdvancingSend | undefined> {
  const [row] = updatedRows<AdvancingSend>(
    await tx.query(
      `UPDATE send SET state = 'uncertain', last_error = $3, next_attempt_at = NULL
        WHERE id = $1 AND state = 'smtp_started' AND smtp_started_at = $2
      RETURNING recipient_id, campaign_id, position, mail_account_id`,
      [send.id, send.startedAt, reason],
    ),
  );
  return row;
}

/** `smtp_started → failed`; its recipient and step when it was `smtp_started`. */
export async function markSendFailed(
  tx: EntityManager,
  sendId: string,
  reason: string,
): Promise<{ recipient_id: string; step_id: string } | undefined> {
  const [send] = updatedRows<{ recipient_id: string; step_id: string }>(
    await tx.query(
      `UPDATE send SET state = 'failed', last_error = $2, next_attempt_at = NULL
        WHERE id = $1 AND state = 'smtp_started' RETURNING recipient_id, step_id`,
      [sendId, reason],
    ),
  );
  return send;
}

/**
 * The recipients of a mailbox's unfinished sends (`claimed`, `smtp_started`), locked in id order
 * (the dispatcher's and the event recorder's order) before its deletion settles those sends.
 */
export async function lockRecipientsOfMailboxSends(
  tx: EntityManager,
  mailboxId: string,
): Promise<void> {
  await tx.query(
    `SELECT r.id FROM campaign_recipient r JOIN send s ON s.recipient_id = r.id
      WHERE s.mail_account_id = $1 AND s.state IN ('claimed', 'smtp_started')
      ORDER BY r.id FOR UPDATE OF r`,
    [mailboxId],
  );
}

/**
 * Drops the claims of a mailbox being deleted that never reached a server: nothing goes out of a
 * deleted mailbox. A claim already sent again after an interruption (`RESENT_MARKER`) may have
 * reached its recipient, so it stays, to be settled `uncertain`.
 */
export async function deleteUnsentClaimsOfMailbox(
  tx: EntityManager,
  mailboxId: string,
): Promise<void> {
  await tx.query(
    `DELETE FROM send WHERE mail_account_id = $1 AND state = 'claimed'
        AND NOT starts_with(coalesce(last_error, ''), $2)`,
    [mailboxId, RESENT_MARKER],
  );
}

/**
 * A deleted mailbox's unfinished sends become `uncertain` (never sent again), answered with what
 * their recipients' move needs. `started_at` comes back as text so the recipients' times keep
 * Postgres' microseconds instead of a JavaScript Date's milliseconds.
 */
export async function markMailboxSendsUncertain(
  tx: EntityManager,
  mailboxId: string,
  lastError: string,
): Promise<SettledSend[]> {
  const rows: {
    recipient_id: string;
    campaign_id: string;
    position: number;
    started_at: string;
  }[] = updatedRows(
    await tx.query(
      `UPDATE send SET state = 'uncertain', last_error = $2, next_attempt_at = NULL
          WHERE mail_account_id = $1 AND state IN ('claimed', 'smtp_started')
        RETURNING recipient_id, campaign_id, position,
                  coalesce(smtp_started_at, claimed_at)::text AS started_at`,
      [mailboxId, lastError],
    ),
  );
  return rows.map((row) => ({
    recipientId: row.recipient_id,
    campaignId: row.campaign_id,
    position: row.position,
    startedAt: row.started_at,
  }));
}
