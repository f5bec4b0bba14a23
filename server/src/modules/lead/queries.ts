import type { LeadClause, LeadConditionType, LeadStatus } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The statements of the Leads page and of a campaign's lead rules (`lead.service.ts`,
 * `lead-settings.service.ts`). Leads themselves are created by the event recorder
 * (`events/queries.ts`, `createLeads`). Every statement is scoped by workspace; leads of a
 * deleted campaign are not shown.
 */

/** A lead as the Leads page lists it. */
export interface LeadRow {
  id: string;
  email: string;
  campaign_id: string;
  campaign_name: string;
  status: LeadStatus;
  assigned_to_email: string | null;
  assigned_to_name: string | null;
  created_at: Date;
  /** The contact's latest reply (`REPLY_PROBE`): null columns when there is none. */
  reply_subject: string | null;
  reply_snippet: string | null;
  reply_at: Date | null;
}

/** As stored in campaign.lead_settings (the event recorder reads this shape). */
export interface StoredLeadSettings {
  assigned_to?: string | null;
  clause?: LeadClause;
  conditions?: { type: LeadConditionType; event_count: number }[];
}

/** What the Leads page filters on; absent filters are left out of the statement. */
interface LeadFilters {
  workspaceId: string;
  status: LeadStatus;
  /** A LIKE pattern (`likePattern`) on the contact's address, in any case. */
  emailPattern?: string;
  campaignId?: string;
  /** `null`: unassigned leads only; an address: that user's leads. */
  assignedTo?: string | null;
}

/** A lead's columns for the page, around rows `l` of `lead`. */
const LEAD_SELECT = (leads: string) => `
  SELECT l.id, l.recipient_id, ct.email::text AS email, c.id AS campaign_id,
         c.name AS campaign_name, l.status, u.email::text AS assigned_to_email,
         u.name AS assigned_to_name, l.created_at
    FROM ${leads} l
    JOIN contact ct ON ct.id = l.contact_id
    JOIN campaign c ON c.id = l.campaign_id AND c.deleted_at IS NULL
    LEFT JOIN "user" u ON u.id = l.assigned_to`;

/**
 * The latest unflagged reply of each lead's recipient, added to rows `p` of `LEAD_SELECT`: one
 * probe per row on email_event_recipient_idx (recipient_id, type), which holds a recipient's few
 * replies. Run on a page's rows only, never under the count. Its subject and first lines are what
 * the inbox kept in the event (`inbox/reply-snippet.ts`).
 */
const withReply = (rows: string) => `
  SELECT p.id, p.email, p.campaign_id, p.campaign_name, p.status, p.assigned_to_email,
         p.assigned_to_name, p.created_at, r.meta->>'subject' AS reply_subject,
         r.meta->>'snippet' AS reply_snippet, r.created_at AS reply_at
    FROM (${rows}) p
    LEFT JOIN LATERAL (
      SELECT e.meta, e.created_at FROM email_event e
       WHERE e.recipient_id = p.recipient_id AND e.type = 'reply' AND NOT e.flagged
       ORDER BY e.created_at DESC, e.id DESC LIMIT 1) r ON true
   ORDER BY p.created_at DESC, p.id DESC`;

/**
 * The WHERE clause of the filters over `lead l` alone, and its parameters in order. Every filter
 * is a column of the lead (its address: the lower-case copy) or the set of ids it is in (live
 * campaigns), so the count and the page's order are read from the lead indexes of migration
 * 0028, whose INCLUDE columns answer these tests without reading the table (a search reads the
 * lead's `email`); nothing is joined per lead.
 */
function leadFilter(filters: LeadFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [filters.workspaceId, filters.status];
  const where = [
    'l.workspace_id = $1',
    'l.status = $2',
    // 500 campaigns at most are hashed once; a deleted campaign's leads are not shown.
    `l.campaign_id IN (SELECT id FROM campaign WHERE workspace_id = $1 AND deleted_at IS NULL)`,
  ];
  if (filters.emailPattern !== undefined) {
    // The lead's lower-case copy of its contact's address (migration 0028): found by
    // lead_email_trgm_idx from 3 characters, else tested on the status's leads only, never on
    // every contact of the workspace.
    params.push(filters.emailPattern);
    where.push(`l.email LIKE lower($${params.length})`);
  }
  if (filters.campaignId) {
    params.push(filters.campaignId);
    where.push(`l.campaign_id = $${params.length}`);
  }
  if (filters.assignedTo === null) {
    where.push('l.assigned_to IS NULL');
  } else if (filters.assignedTo) {
    // The user's id first, so that lead_assignee_idx finds the leads (an unknown address: none).
    params.push(filters.assignedTo);
    where.push(`l.assigned_to = (SELECT id FROM "user" WHERE workspace_id = $1
                                  AND email = $${params.length}::citext AND status <> 'removed')`);
  }
  return { where: where.join(' AND '), params };
}

/**
 * One page of the filtered leads, newest first, with their replies (`withReply`), and how many
 * match: two statements run side by side, the count over the same filter. The page's leads are
 * chosen on `lead` alone, in the order of an index that starts with what is filtered on
 * (lead_workspace_idx: workspace, status, created date; lead_status_campaign_idx for one campaign;
 * lead_assignee_idx for one user or nobody), so a deep page reads its offset's index entries and
 * no more; only its rows are joined to their contact, campaign and assignee.
 */
export async function searchLeads(
  db: DataSource,
  filters: LeadFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const { where, params } = leadFilter(filters);
  const pageLeads = `(SELECT * FROM lead l WHERE ${where}
                       ORDER BY l.created_at DESC, l.id DESC
                       LIMIT $${params.length + 1} OFFSET $${params.length + 2})`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(withReply(LEAD_SELECT(pageLeads)), [...params, page.limit, page.offset]) as Promise<
      LeadRow[]
    >,
    db.query(`SELECT count(*)::int AS total FROM lead l WHERE ${where}`, params) as Promise<
      { total: number }[]
    >,
  ]);
  return { rows, total };
}

/** The workspace's leads among `ids`, newest first, with their replies. */
export async function selectLeads(
  db: DataSource,
  workspaceId: string,
  ids: string[],
): Promise<LeadRow[]> {
  return db.query(
    withReply(`${LEAD_SELECT('lead')} WHERE l.workspace_id = $1 AND l.id = ANY($2::uuid[])`),
    [workspaceId, ids],
  );
}

/**
 * Locks the workspace's leads among `ids` (of live campaigns) in id order, so that two updates of
 * overlapping selections cannot deadlock; answers their current status.
 */
export async function lockLeads(
  tx: EntityManager,
  workspaceId: string,
  ids: string[],
): Promise<{ id: string; status: LeadStatus }[]> {
  return tx.query(
    `SELECT l.id, l.status FROM lead l
       JOIN campaign c ON c.id = l.campaign_id AND c.deleted_at IS NULL
      WHERE l.workspace_id = $1 AND l.id = ANY($2::uuid[])
      ORDER BY l.id
      FOR UPDATE OF l`,
    [workspaceId, ids],
  );
}

/** Moves locked leads to a status, in one statement. */
export async function setLeadStatus(
  tx: EntityManager,
  ids: string[],
  status: LeadStatus,
): Promise<void> {
  await tx.query(`UPDATE lead SET status = $2, updated_at = now() WHERE id = ANY($1::uuid[])`, [
    ids,
    status,
  ]);
}

/** Assigns locked leads to a user (null: nobody), in one statement. */
export async function assignLeads(
  tx: EntityManager,
  ids: string[],
  userId: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE lead SET assigned_to = $2, updated_at = now() WHERE id = ANY($1::uuid[])`,
    [ids, userId],
  );
}

/** The user of the workspace at `email` (citext: any case), with the address as stored. */
export async function selectWorkspaceUser(
  tx: EntityManager,
  workspaceId: string,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  const [user]: { id: string; email: string }[] = await tx.query(
    `SELECT id, email::text AS email FROM "user"
      WHERE workspace_id = $1 AND email = $2::citext AND status <> 'removed'`,
    [workspaceId, email],
  );
  return user;
}
