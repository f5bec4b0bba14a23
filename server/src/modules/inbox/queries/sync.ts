import type { DataSource, EntityManager } from 'typeorm';

/**
 * The statements of inbox sync (`inbox-sync.service.ts`, `inbox-match.ts`). A message is handled
 * once per mailbox: its `inbox_message` row is inserted, its event recorded and the cursor
 * advanced in one transaction, so each write here is idempotent or guarded by that row. Reading
 * the cursor and recording a claimed message's kind go through the entities' repositories.
 */

/** A send an incoming message may be about. */
interface SendRow {
  id: string;
  recipient_id: string;
  step_id: string | null;
}

/**
 * Which recipients and sends an address may name, by what the mail is:
 * - `reply`: a recipient (active or complete) this mailbox wrote to, whatever became of the send;
 * - `bounce` (a report naming no original): a recipient still `active` in a live campaign of this
 *   mailbox that this mailbox has really sent to (the server took the message). Anyone can mail the
 *   mailbox a report naming any address; a completed, stopped or never-sent-to recipient, or a
 *   contact of another mailbox, is not marked bounced on its word.
 */
const ADDRESS_MATCH = {
  reply: `JOIN campaign_recipient r ON r.contact_id = ct.id AND r.state IN ('active', 'complete')
          JOIN send s ON s.recipient_id = r.id AND s.mail_account_id = m.id
                     AND s.state IN ('sent', 'smtp_started', 'uncertain')`,
  bounce: `JOIN campaign_recipient r ON r.contact_id = ct.id AND r.state = 'active'
           JOIN campaign c ON c.id = r.campaign_id AND c.mail_account_id = m.id
                          AND c.deleted_at IS NULL
           JOIN send s ON s.recipient_id = r.id AND s.mail_account_id = m.id
                      AND (s.state = 'sent' OR s.accepted_at IS NOT NULL)`,
} as const;

/** What an address match accepts (`ADDRESS_MATCH`). */
export type AddressMatch = keyof typeof ADDRESS_MATCH;

/**
 * The latest send of this mailbox whose Message-ID is one of `ids`: an index probe per id on the
 * UNIQUE index on send.message_id, the mailbox checked on the rows found.
 */
export async function selectSendByMessageId(
  tx: EntityManager,
  accountId: string,
  ids: string[],
): Promise<SendRow | undefined> {
  const [row]: SendRow[] = await tx.query(
    `SELECT id, recipient_id, step_id FROM send
      WHERE message_id = ANY($2) AND mail_account_id = $1
      ORDER BY position DESC LIMIT 1`,
    [accountId, ids],
  );
  return row;
}

/**
 * The latest send of this mailbox to a recipient at one of `addresses` that `kind` accepts
 * (`ADDRESS_MATCH`). Driven by contact (workspace_id, email) → recipients → send (recipient_id,
 * step_id), so a mailbox with many sends is not scanned.
 */
export async function selectSendByAddress(
  tx: EntityManager,
  accountId: string,
  addresses: string[],
  kind: AddressMatch,
): Promise<SendRow | undefined> {
  const [row]: SendRow[] = await tx.query(
    `SELECT s.id, s.recipient_id, s.step_id
       FROM mail_account m
       JOIN contact ct ON ct.workspace_id = m.workspace_id AND ct.email = ANY($2::citext[])
       ${ADDRESS_MATCH[kind]}
      WHERE m.id = $1
      ORDER BY coalesce(s.sent_at, s.smtp_started_at, s.claimed_at) DESC, s.position DESC
      LIMIT 1`,
    [accountId, addresses],
  );
  return row;
}

/** When the mailbox's first send was claimed (null: none yet). */
export async function firstClaimAt(db: DataSource, accountId: string): Promise<Date | null> {
  const [row]: { first: Date | null }[] = await db.query(
    `SELECT min(claimed_at) AS first FROM send WHERE mail_account_id = $1`,
    [accountId],
  );
  return row?.first ?? null;
}

/**
 * Claims an incoming message by its key, as `other` until it is matched. ON CONFLICT: a message
 * handled before (another worker, a resync under new UIDs) is not claimed again. True when new.
 */
export async function claimInboxMessage(
  tx: EntityManager,
  accountId: string,
  key: string,
  category: string,
): Promise<boolean> {
  const claimed: unknown[] = await tx.query(
    `INSERT INTO inbox_message (mail_account_id, message_key, kind, category)
     VALUES ($1, $2, 'other', $3)
     ON CONFLICT (mail_account_id, message_key) DO NOTHING RETURNING message_key`,
    [accountId, key, category],
  );
  return claimed.length > 0;
}

/**
 * Moves the cursor to `uid` in one upsert: never back while UIDVALIDITY stays (two runs may
 * overlap), anywhere when it changed (the UIDs were renumbered).
 */
export async function advanceCursor(
  db: Pick<DataSource, 'query'>,
  accountId: string,
  folder: string,
  uidValidity: string,
  uid: number,
): Promise<void> {
  await db.query(
    `INSERT INTO inbox_cursor (mail_account_id, folder, uid_validity, last_uid)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (mail_account_id, folder) DO UPDATE
       SET last_uid = CASE WHEN inbox_cursor.uid_validity = excluded.uid_validity
                           THEN greatest(inbox_cursor.last_uid, excluded.last_uid)
                           ELSE excluded.last_uid END,
           uid_validity = excluded.uid_validity,
           updated_at = now()`,
    [accountId, folder, uidValidity, uid],
  );
}

/** Flags a stored message "sender not verified" (matched by address alone, sender unproven). */
export async function markSenderUnverified(tx: EntityManager, mailId: string): Promise<void> {
  await tx.query(`UPDATE inbox_mail SET sender_verified = false WHERE id = $1`, [mailId]);
}
