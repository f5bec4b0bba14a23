import type { LeadStatus } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** The filters of the unified inbox's list, already checked. */
export interface ConversationFilter {
  workspaceId: string;
  mailboxId?: string;
  campaignId?: string;
  leadStatus?: LeadStatus;
  category?: string;
  unread: boolean;
  /** An ILIKE pattern over address, name and subject (lower case). */
  searchPattern?: string;
}

/** A row of the list, with what the page shows beside it. */
export interface ConversationRow {
  id: string;
  recipient_id: string;
  campaign_id: string;
  campaign_name: string;
  mail_account_id: string;
  mailbox_email: string;
  peer_email: string;
  peer_name: string;
  last_from_email: string;
  subject: string;
  snippet: string;
  last_message_at: Date;
  message_count: number;
  unread_count: number;
  lead_id: string | null;
  lead_status: LeadStatus | null;
  assigned_to_email: string | null;
  paused: boolean;
  category: string | null;
  /** An out-of-office pause not over yet: the last day away, the day it resumes, whether read. */
  away_until: string | null;
  resumes_on: string | null;
  date_found: boolean | null;
}

/**
 * The WHERE of the list and its parameters. Each filter matches one index, all ordered by
 * (last_message_at DESC, id DESC): the workspace's (`inbox_conversation_latest_idx`), unread only
 * (the partial `inbox_conversation_unread_idx`), by lead status (`inbox_conversation_lead_idx`,
 * the copy the trigger on `lead` keeps), by mailbox or campaign (their own indexes, the workspace
 * checked on the rows read); the search is a trigram match (`inbox_conversation_search_idx`).
 */
function where(filter: ConversationFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.workspaceId];
  const clauses = ['c.workspace_id = $1'];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.mailboxId) add((n) => `c.mail_account_id = ${n}`, filter.mailboxId);
  if (filter.campaignId) add((n) => `c.campaign_id = ${n}`, filter.campaignId);
  if (filter.unread) clauses.push('c.unread_count > 0');
  if (filter.searchPattern) add((n) => `c.search_text LIKE ${n}`, filter.searchPattern);
  if (filter.leadStatus) add((n) => `c.lead_status = ${n}`, filter.leadStatus);
  if (filter.category) add((n) => `c.category = ${n}`, filter.category);
  return { sql: clauses.join(' AND '), params };
}

/**
 * One page of the list, newest first. The page's ids are found first (an index range of the
 * filter's index), then only those rows are joined with their campaign, mailbox, lead and
 * recipient, so a deep page costs its offset in index entries, not in joins.
 */
export async function selectConversationPage(
  db: Db,
  filter: ConversationFilter,
  page: { limit: number; offset: number },
): Promise<ConversationRow[]> {
  const { sql, params } = where(filter);
  const n = params.length;
  return db.query(
    `WITH page AS (
       SELECT c.id, c.last_message_at FROM inbox_conversation c
        WHERE ${sql}
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT $${n + 1} OFFSET $${n + 2})
     ${CONVERSATION_COLUMNS}
       FROM page JOIN inbox_conversation c ON c.id = page.id
       ${CONVERSATION_JOINS}
      ORDER BY page.last_message_at DESC, page.id DESC`,
    [...params, page.limit, page.offset],
  );
}

/** How many conversations the filter matches (the same index as the page, counted). */
export async function countConversations(db: Db, filter: ConversationFilter): Promise<number> {
  const { sql, params } = where(filter);
  const [row]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total FROM inbox_conversation c WHERE ${sql}`,
    params,
  );
  return row.total;
}

const CONVERSATION_COLUMNS = `
     SELECT c.id, c.recipient_id, c.campaign_id, cp.name AS campaign_name, c.mail_account_id,
            m.email AS mailbox_email, c.peer_email, c.peer_name, c.last_from_email, c.subject,
            c.snippet,
            c.last_message_at, c.message_count, c.unread_count, l.id AS lead_id,
            l.status AS lead_status, u.email AS assigned_to_email, r.paused, c.category,
            a.until::text AS away_until, a.resumes_on::text AS resumes_on, a.date_found`;

const CONVERSATION_JOINS = `
       JOIN campaign cp ON cp.id = c.campaign_id
       JOIN mail_account m ON m.id = c.mail_account_id
       JOIN campaign_recipient r ON r.id = c.recipient_id
       LEFT JOIN lead l ON l.recipient_id = c.recipient_id
       LEFT JOIN "user" u ON u.id = l.assigned_to
       LEFT JOIN recipient_away a ON a.recipient_id = c.recipient_id AND a.resumes_at > now()
                                 AND r.state = 'active'`;

/** One conversation of the workspace with what its header shows; undefined when not its. */
export async function selectConversation(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row]: ConversationRow[] = await db.query(
    `${CONVERSATION_COLUMNS}
       FROM inbox_conversation c
       ${CONVERSATION_JOINS}
      WHERE c.id = $1 AND c.workspace_id = $2`,
    [id, workspaceId],
  );
  return row;
}

/** The sends of a recipient that went (or may have), in step order: the thread's own messages. */
export interface SentRow {
  id: string;
  step_id: string | null;
  position: number;
  subject: string | null;
  state: string;
  at: Date;
  /** `at` in microseconds since the epoch (text): its place in the thread (`queries/thread.ts`). */
  at_us: string;
  body: string | null;
  /** The version's variants B to E, and the letter the send went with (null: A). */
  variants: { subject: string; body: string }[] | null;
  variant: string | null;
  recipient_id: string;
  /** The campaign's first step (its id seeds a subject's spintax). */
  first_step_id: string | null;
  mime_type: 'text/html' | 'text/plain';
  first_subject: string;
  signature: string | null;
  from_email: string | null;
  from_name: string | null;
  to_email: string;
}

/**
 * What we sent to a recipient (the ledger's rows handed over: sent, smtp_started, uncertain), by
 * the recipient's sends (UNIQUE (recipient_id, step_id)), with the content version each send was
 * rendered from (`step_content`, by its primary key); a send older than versions has none and is
 * shown with its step as it is now (`body` NULL once the step is gone).
 */
export async function selectSentToRecipient(db: Db, recipientId: string): Promise<SentRow[]> {
  return db.query(
    `SELECT s.id, s.step_id, s.position, s.subject, s.state,
            coalesce(s.sent_at, s.smtp_started_at, s.claimed_at) AS at,
            (extract(epoch FROM coalesce(s.sent_at, s.smtp_started_at, s.claimed_at))
              * 1000000)::bigint::text AS at_us,
            coalesce(v.body, st.body) AS body,
            CASE WHEN v.id IS NULL THEN st.variants ELSE v.variants END AS variants,
            s.variant, s.recipient_id, first.id AS first_step_id,
            CASE WHEN v.id IS NULL THEN cp.message_mime_type ELSE v.mime_type END AS mime_type,
            coalesce(first.subject, '') AS first_subject,
            m.signature, m.email::text AS from_email, coalesce(cp.from_name, m.name) AS from_name,
            ct.email::text AS to_email
       FROM send s
       JOIN campaign cp ON cp.id = s.campaign_id
       JOIN campaign_recipient r ON r.id = s.recipient_id
       JOIN contact ct ON ct.id = r.contact_id
       LEFT JOIN step_content v ON v.id = s.step_content_id
       LEFT JOIN step st ON st.id = s.step_id
       LEFT JOIN step first ON first.campaign_id = s.campaign_id AND first.position = 1
       LEFT JOIN mail_account m ON m.id = s.mail_account_id
      WHERE s.recipient_id = $1 AND s.state IN ('sent', 'smtp_started', 'uncertain')
      ORDER BY s.position`,
    [recipientId],
  );
}

/** The number of conversations of the workspace with an unread message (the partial index). */
export async function countUnreadConversations(db: Db, workspaceId: string): Promise<number> {
  const [row]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total FROM inbox_conversation
      WHERE workspace_id = $1 AND unread_count > 0`,
    [workspaceId],
  );
  return row.total;
}

/** A stored attachment's metadata, without its content. */
export interface AttachmentRow {
  id: string;
  mail_id: string;
  position: number;
  filename: string;
  content_type: string;
  size: number;
  content_id: string | null;
  downloadable: boolean;
}

/** The attachments of messages, without their content (`inbox_attachment_mail_id_position_key`). */
export async function selectAttachmentsOf(db: Db, mailIds: string[]): Promise<AttachmentRow[]> {
  if (mailIds.length === 0) return [];
  return db.query(
    `SELECT id, mail_id, position, filename, content_type, size, content_id,
            content IS NOT NULL AS downloadable
       FROM inbox_attachment WHERE mail_id = ANY($1::uuid[]) ORDER BY mail_id, position`,
    [mailIds],
  );
}

/**
 * Marks a conversation's messages read, or its latest one unread, and sets its unread count from
 * them, in one statement. Answers false when the conversation is not the workspace's.
 */
export async function markConversation(
  tx: EntityManager,
  workspaceId: string,
  id: string,
  read: boolean,
): Promise<boolean> {
  const rows: unknown[] = await tx.query(
    read
      ? `WITH marked AS (
           UPDATE inbox_mail SET unread = false
            WHERE conversation_id = $1 AND workspace_id = $2 AND unread)
         UPDATE inbox_conversation SET unread_count = 0
          WHERE id = $1 AND workspace_id = $2 RETURNING id`
      : `WITH latest AS (
           UPDATE inbox_mail SET unread = true
            WHERE id = (SELECT id FROM inbox_mail WHERE conversation_id = $1 AND workspace_id = $2
                         ORDER BY received_at DESC, id DESC LIMIT 1)
              AND NOT unread)
         UPDATE inbox_conversation
            SET unread_count = (SELECT count(*) FROM inbox_mail
                                 WHERE conversation_id = $1 AND (unread OR id IN
                                   (SELECT id FROM inbox_mail WHERE conversation_id = $1
                                     ORDER BY received_at DESC, id DESC LIMIT 1)))
          WHERE id = $1 AND workspace_id = $2 RETURNING id`,
    [id, workspaceId],
  );
  return rows.length > 0;
}
