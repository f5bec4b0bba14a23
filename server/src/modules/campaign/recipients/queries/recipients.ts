/**
 * Reads of a campaign's recipients: the Recipients tab and the preview. Both go in the order the
 * recipients were added (created_at, id: campaign_recipient_order_idx), with each one's variables
 * from its row in the list it came from. Writes are the recipient API's (`recipient-states.ts`).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { RECIPIENT_VARIABLES_SQL } from '../recipients-sql';

/**
 * Why an active recipient waits for its sender (sending README, "Pools"): its mailbox was deleted
 * (no sender past its first message), left the pool, is disabled, or stopped after failed logins.
 * Null when nothing about its sender holds it.
 */
const WAITING_SQL = `
  CASE WHEN r.state <> 'active' THEN NULL
       WHEN r.mail_account_id IS NULL THEN
         CASE WHEN r.next_position > 1 THEN 'deleted' END
       WHEN NOT EXISTS (SELECT 1 FROM campaign_mail_account p
                         WHERE p.campaign_id = r.campaign_id
                           AND p.mail_account_id = r.mail_account_id) THEN 'left_pool'
       WHEN sm.status = 'inactive' THEN 'disabled'
       WHEN sm.status = 'stopped' THEN 'stopped'
  END`;

/**
 * A recipient's columns on the tab, with its variables from its list row. The latest send falls
 * back to the ledger for recipients sent to before `last_sent_at` was kept.
 */
const RECIPIENT_TAB_COLUMNS = `
  SELECT r.id, ct.email::text AS email, r.created_at, r.paused, r.state, r.hold_reason, r.check_status,
         coalesce(r.last_sent_at, (SELECT max(s.sent_at) FROM send s
                                    WHERE s.recipient_id = r.id AND s.state = 'sent'))
           AS latest_sent_at,
         coalesce(${RECIPIENT_VARIABLES_SQL}, '{}'::jsonb) AS variables,
         r.mail_account_id AS sender_id, sm.email::text AS sender_email,
         ${WAITING_SQL} AS waiting,
         r.stopped_by IS NOT NULL AS stopped_by_colleague,
         (SELECT jsonb_build_object('until', a.until, 'resumes_on', a.resumes_on,
                                    'date_found', a.date_found)
            FROM recipient_away a
           WHERE a.recipient_id = r.id AND a.resumes_at > now() AND r.state = 'active') AS away`;

const RECIPIENT_TAB_JOINS = `
    JOIN contact ct ON ct.id = r.contact_id
    LEFT JOIN mail_account sm ON sm.id = r.mail_account_id
    LEFT JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
    LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id`;

/** One row per recipient of the campaign, as the tab shows it. */
const RECIPIENT_TAB_SELECT = `${RECIPIENT_TAB_COLUMNS} FROM campaign_recipient r ${RECIPIENT_TAB_JOINS}`;

/**
 * The tab's rows of the recipients chosen by a `page` (id, created_at) named before it: only the
 * page's rows are read whole.
 */
export const RECIPIENT_PAGE_SELECT = `${RECIPIENT_TAB_COLUMNS}
    FROM page JOIN campaign_recipient r ON r.id = page.id ${RECIPIENT_TAB_JOINS}
   ORDER BY page.created_at, page.id`;

/** A row of the Recipients tab (`toRecipient` reads it). */
export type RecipientTabRow = Record<string, unknown>;

/** What the Recipients tab filters on; '' for none. */
export interface RecipientFilter {
  /** An event the recipient had (not flagged). */
  eventType: string;
  /** Part of the address (the service ignores too short a text). */
  text: string;
  /** The list the recipient came from. */
  listId: string;
}

/** Recipients by id, as the Recipients tab shows them. */
export async function selectRecipientsById(
  db: DataSource,
  ids: string[],
): Promise<RecipientTabRow[]> {
  return db.query(
    `${RECIPIENT_TAB_SELECT} WHERE r.id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
    [ids],
  );
}

/** The recipients of a campaign with these addresses, locked in id order (the writers' order). */
export async function lockRecipientsByEmail(
  tx: EntityManager,
  campaignId: string,
  emails: string[],
): Promise<{ id: string; paused: boolean }[]> {
  return tx.query(
    `SELECT r.id, r.paused FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 AND ct.email = ANY($2::citext[])
      ORDER BY r.id
      FOR UPDATE OF r`,
    [campaignId, emails],
  );
}

/** A recipient with its variables, as the preview renders messages for it. */
interface PreviewRecipientRow {
  id: string;
  /** Its variant letter, once given (at its first message), and whether it was sent one. */
  variant: string | null;
  contacted: boolean;
  created_at: Date;
  email: string;
  variables: Record<string, string> | null;
}

const PREVIEW_SELECT = `
  SELECT r.id, r.variant, r.last_sent_at IS NOT NULL AS contacted, r.created_at,
         ct.email::text AS email,
         ${RECIPIENT_VARIABLES_SQL} AS variables
    FROM campaign_recipient r
    JOIN contact ct ON ct.id = r.contact_id
    LEFT JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
    LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id`;

/** The addresses of the first `limit` recipients. */
export async function selectFirstAddresses(
  db: DataSource,
  campaignId: string,
  limit: number,
): Promise<string[]> {
  const rows: { email: string }[] = await db.query(
    `SELECT ct.email::text AS email FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 ORDER BY r.created_at, r.id LIMIT ${Math.trunc(limit)}`,
    [campaignId],
  );
  return rows.map((row) => row.email);
}

/** The recipient at `offset` (0-based) in the order they were added. */
export async function selectRecipientAt(
  db: DataSource,
  campaignId: string,
  offset: number,
): Promise<PreviewRecipientRow | undefined> {
  const [row] = await db.query(
    `${PREVIEW_SELECT} WHERE r.campaign_id = $1 ORDER BY r.created_at, r.id OFFSET $2 LIMIT 1`,
    [campaignId, offset],
  );
  return row;
}

/** The recipient of the campaign with that address (none when it is not one). */
export async function selectRecipientByEmail(
  db: DataSource,
  campaign: { id: string; workspaceId: string },
  email: string,
): Promise<PreviewRecipientRow | undefined> {
  const [row] = await db.query(
    `${PREVIEW_SELECT} WHERE r.campaign_id = $1 AND ct.workspace_id = $2 AND ct.email = $3`,
    [campaign.id, campaign.workspaceId, email],
  );
  return row;
}

/** How many recipients come before this one in the preview order. */
export async function countRecipientsBefore(
  db: DataSource,
  campaignId: string,
  recipient: { created_at: Date; id: string },
): Promise<number> {
  const [{ offset }] = await db.query(
    `SELECT count(*)::int AS offset FROM campaign_recipient
      WHERE campaign_id = $1 AND (created_at, id) < ($2, $3)`,
    [campaignId, recipient.created_at, recipient.id],
  );
  return offset;
}

export async function countRecipients(db: DataSource, campaignId: string): Promise<number> {
  const [{ total }] = await db.query(
    `SELECT count(*)::int AS total FROM campaign_recipient WHERE campaign_id = $1`,
    [campaignId],
  );
  return total;
}

/** A recipient as a move to another mailbox of the pool weighs it. */
export interface MovableRecipientRow {
  id: string;
  state: string;
  mail_account_id: string | null;
}

/**
 * The recipients of a campaign with these addresses, locked in id order (the dispatcher's and
 * the event recorder's order), with what a move to another mailbox of the pool decides on.
 */
export async function lockRecipientsForMove(
  tx: EntityManager,
  campaignId: string,
  emails: string[],
): Promise<MovableRecipientRow[]> {
  return tx.query(
    `SELECT r.id, r.state, r.mail_account_id FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 AND ct.email = ANY($2::citext[])
      ORDER BY r.id
      FOR UPDATE OF r`,
    [campaignId, emails],
  );
}

/**
 * Binds recipients (locked) to `mailboxId`, their next step opening a new thread from it
 * (`thread_from`, migration 0054). Their progress and due time stay: nothing is sent again.
 */
export async function bindMovedRecipients(
  tx: EntityManager,
  recipientIds: string[],
  mailboxId: string,
): Promise<void> {
  await tx.query(
    `UPDATE campaign_recipient SET mail_account_id = $2, thread_from = next_position
      WHERE id = ANY($1::uuid[])`,
    [recipientIds, mailboxId],
  );
}
