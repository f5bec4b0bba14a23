import type { ContactFilterValue } from '@outbound/common';
import type { DataSource } from 'typeorm';

/**
 * The statements of All Contacts: reads over a workspace's contacts that may match millions of
 * rows, so each says which index it expects and where it stops. The contact lists themselves are
 * read through the `ContactList` repository.
 */

/** Each filter of All Contacts as a condition on `c` (contact) and `a` (its activity, maybe null). */
const FILTER_SQL: Record<ContactFilterValue, string> = {
  in_campaign: 'a.campaign_count > 0',
  email_sent: 'a.sent_count > 0',
  has_opened: 'a.opened_count > 0',
  has_clicked: 'a.clicked_count > 0',
  has_replied: 'a.replied_count > 0',
  has_leads: 'a.lead_count > 0',
  engaged: 'a.engaged_count > 0',
  bounced: `c.status = 'bounced'`,
  unsubscribed: `c.status = 'unsubscribed'`,
};

/** A growing list of bind parameters: `add` returns the placeholder of the value. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Which contacts of a workspace a search or the tiles cover. */
export interface ContactScope {
  workspaceId: string;
  /** Only contacts of the lists this user uploaded. */
  createdBy?: string;
  listId?: string;
  /** An ILIKE pattern on the address (likePattern). */
  pattern?: string;
  filter?: ContactFilterValue;
}

/** Contacts of the lists a user uploaded. */
function createdByCondition(params: Params, workspaceId: string, userId: string): string {
  return `EXISTS (SELECT 1 FROM contact_list_member m JOIN contact_list l ON l.id = m.list_id
                   WHERE m.contact_id = c.id AND l.workspace_id = ${params.add(workspaceId)}
                     AND l.created_by = ${params.add(userId)})`;
}

/** The FROM … WHERE of a search, its bind values in `params`. */
function searchFrom(params: Params, scope: ContactScope): string {
  const where = [`c.workspace_id = ${params.add(scope.workspaceId)}`];
  if (scope.createdBy) where.push(createdByCondition(params, scope.workspaceId, scope.createdBy));
  if (scope.listId) {
    where.push(
      `EXISTS (SELECT 1 FROM contact_list_member m
                WHERE m.list_id = ${params.add(scope.listId)} AND m.contact_id = c.id)`,
    );
  }
  // The trigram index on email::text serves this.
  if (scope.pattern) where.push(`c.email::text ILIKE ${params.add(scope.pattern)}`);
  if (scope.filter) where.push(FILTER_SQL[scope.filter]);
  return `FROM contact c LEFT JOIN contact_activity a ON a.contact_id = c.id
                  WHERE ${where.join(' AND ')}`;
}

/**
 * How many contacts match, counting no further than `bound` + 1: an exact count of a million
 * matches is not worth its time, and the answer past the bound is only "more".
 */
export async function countContactsUpTo(
  db: DataSource,
  scope: ContactScope,
  bound: number,
): Promise<number> {
  const params = new Params();
  const from = searchFrom(params, scope);
  const [{ n }]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${bound + 1}) s`,
    params.values,
  );
  return n;
}

export interface ContactPageRow {
  id: string;
  email: string;
  created_at: Date;
  status: string;
  campaign_count: number;
  sent_count: number;
  engaged_count: number;
}

/**
 * One page of matches, newest first. `fewMatches` (a search with few matches): take them all
 * through the trigram index, then sort; walking the newest-first index instead would read most of
 * the table when the matches are old ones. Otherwise matches are common enough that the
 * newest-first index meets a page of them quickly.
 */
export async function contactsPage(
  db: DataSource,
  scope: ContactScope,
  page: { limit: number; offset: number; fewMatches: boolean },
): Promise<ContactPageRow[]> {
  const params = new Params();
  const from = searchFrom(params, scope);
  const columns = `c.id, c.email, c.created_at, c.status,
                     coalesce(a.campaign_count, 0) AS campaign_count,
                     coalesce(a.sent_count, 0) AS sent_count,
                     coalesce(a.engaged_count, 0) AS engaged_count`;
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const sql = page.fewMatches
    ? `WITH matches AS MATERIALIZED (SELECT ${columns} ${from})
           SELECT * FROM matches ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`
    : `SELECT ${columns} ${from}
            ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`;
  return db.query(sql, params.values);
}

interface ContactStatsRow {
  total: number;
  in_campaign: number;
  engaged: number;
  leads: number;
  bounced: number;
  unsubscribed: number;
}

/**
 * The six tiles of All Contacts in one statement: one pass over the (sparse) activity table for
 * three tiles; the flagged ones use their index (contact status <> 'active').
 */
export async function contactStats(
  db: DataSource,
  workspaceId: string,
  createdBy?: string,
): Promise<ContactStatsRow> {
  const params = new Params();
  const workspace = params.add(workspaceId);
  const scope = createdBy ? ` AND ${createdByCondition(params, workspaceId, createdBy)}` : '';
  const [row] = await db.query(
    `WITH activity AS (
       SELECT count(*) FILTER (WHERE a.campaign_count > 0) AS in_campaign,
              count(*) FILTER (WHERE a.engaged_count > 0) AS engaged,
              count(*) FILTER (WHERE a.lead_count > 0) AS leads
         FROM contact_activity a JOIN contact c ON c.id = a.contact_id
        WHERE a.workspace_id = ${workspace}${scope}),
     flagged AS (
       SELECT count(*) FILTER (WHERE c.status = 'bounced') AS bounced,
              count(*) FILTER (WHERE c.status = 'unsubscribed') AS unsubscribed
         FROM contact c WHERE c.workspace_id = ${workspace} AND c.status <> 'active'${scope})
     SELECT (SELECT count(*) FROM contact c WHERE c.workspace_id = ${workspace}${scope})::int AS total,
            in_campaign::int, engaged::int, leads::int, bounced::int, unsubscribed::int
       FROM activity, flagged`,
    params.values,
  );
  return row;
}

/**
 * A user of the workspace by address, compared with lower() on both sides as the filter always
 * has (not the citext equality), so that its answers stay exactly those of before.
 */
export async function findWorkspaceUserId(
  db: DataSource,
  workspaceId: string,
  email: string,
): Promise<string | undefined> {
  const [user] = await db.query(
    `SELECT id FROM "user" WHERE workspace_id = $1 AND lower(email) = lower($2)`,
    [workspaceId, email],
  );
  return user?.id;
}
