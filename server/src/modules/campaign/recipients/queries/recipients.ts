/**
 * Reads of a campaign's recipients: the Recipients tab and the preview. Both go in the order the
 * recipients were added (created_at, id: campaign_recipient_order_idx), with each one's variables
 * from its row in the list it came from. Writes are the recipient API's (`recipient-states.ts`).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { likePattern } from '../../../../db/sql';
import { RECIPIENT_VARIABLES_SQL } from '../recipients-sql';

/**
 * One row per recipient of campaign $1, with its variables from its list row. The latest send
 * falls back to the ledger for recipients sent to before `last_sent_at` was kept.
 */
export const RECIPIENT_TAB_SELECT = `
  SELECT r.id, ct.email::text AS email, r.created_at, r.paused, r.state,
         coalesce(r.last_sent_at, (SELECT max(s.sent_at) FROM send s
                                    WHERE s.recipient_id = r.id AND s.state = 'sent'))
           AS latest_sent_at,
         coalesce(${RECIPIENT_VARIABLES_SQL}, '{}'::jsonb) AS variables
    FROM campaign_recipient r
    JOIN contact ct ON ct.id = r.contact_id
    LEFT JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
    LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id`;

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

/**
 * The tab's condition on `r` and `ct`, with its parameters (the campaign is $1). An event filter
 * is an EXISTS on email_event_recipient_idx, not a join (a recipient with many events counts once).
 */
export function recipientFilter(campaignId: string, filter: RecipientFilter) {
  const params: unknown[] = [campaignId];
  const where = ['r.campaign_id = $1'];
  if (filter.eventType) {
    params.push(filter.eventType);
    where.push(`EXISTS (SELECT 1 FROM email_event e WHERE e.recipient_id = r.id
                          AND e.type = $${params.length} AND NOT e.flagged)`);
  }
  if (filter.text) {
    params.push(likePattern(filter.text));
    where.push(`ct.email::text ILIKE $${params.length}`);
  }
  if (filter.listId) {
    params.push(filter.listId);
    where.push(`r.list_id = $${params.length}`);
  }
  return { sql: where.join(' AND '), params };
}

/** One page of the Recipients tab in the order they were added, and the total. */
export async function selectRecipientPage(
  db: DataSource,
  campaignId: string,
  filter: RecipientFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RecipientTabRow[]; total: number }> {
  const { sql, params } = recipientFilter(campaignId, filter);
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `${RECIPIENT_TAB_SELECT} WHERE ${sql} ORDER BY r.created_at, r.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ),
    db.query(
      `SELECT count(*)::int AS total FROM campaign_recipient r
         JOIN contact ct ON ct.id = r.contact_id WHERE ${sql}`,
      params,
    ) as Promise<{ total: number }[]>,
  ]);
  return { rows, total };
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
  created_at: Date;
  email: string;
  variables: Record<string, string> | null;
}

const PREVIEW_SELECT = `
  SELECT r.id, r.created_at, ct.email::text AS email, ${RECIPIENT_VARIABLES_SQL} AS variables
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
