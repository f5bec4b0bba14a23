import type { ContactFilterValue } from '@outbound/common';
import type { EntityManager } from 'typeorm';
import type { TextSearch } from '../contact-search-text';

/**
 * The statements of All Contacts: reads over a workspace's contacts that may match millions of
 * rows, so each says which index it expects and where it stops. The contact lists themselves are
 * read through the `ContactList` repository.
 */

/** The filters read from a contact's campaign activity, as a condition on `a` (contact_activity). */
const ACTIVITY_FILTER_SQL: Partial<Record<ContactFilterValue, string>> = {
  in_campaign: 'a.campaign_count > 0',
  email_sent: 'a.sent_count > 0',
  has_opened: 'a.opened_count > 0',
  has_clicked: 'a.clicked_count > 0',
  has_replied: 'a.replied_count > 0',
  has_leads: 'a.lead_count > 0',
  engaged: 'a.engaged_count > 0',
};

/** The filters read from the contact itself, as a condition on `c` (contact). */
const STATUS_FILTER_SQL: Partial<Record<ContactFilterValue, string>> = {
  bounced: `c.status = 'bounced'`,
  unsubscribed: `c.status = 'unsubscribed'`,
};

/** The predicate of `contact_non_ascii_idx` (migration 0038): an address not all ASCII. */
const NON_ASCII_SQL = 'octet_length(c.email::text) <> char_length(c.email::text)';

/** Where the statements run: the search's transaction (`ContactSearchService.read`). */
type Db = Pick<EntityManager, 'query'>;

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
  /** Part of the address, and the parts the trigram index is asked for. */
  text?: TextSearch;
  filter?: ContactFilterValue;
}

/**
 * Contacts of the lists a user uploaded; `id` names the contact's id. The user's lists are read
 * first (an array), so that each contact is probed on the members' primary key, list by list.
 */
function createdByCondition(params: Params, id: string, workspaceId: string, userId: string) {
  return `EXISTS (SELECT 1 FROM contact_list_member m
                   WHERE m.contact_id = ${id}
                     AND m.list_id = ANY (ARRAY(SELECT l.id FROM contact_list l
                                                 WHERE l.workspace_id = ${params.add(workspaceId)}
                                                   AND l.created_by = ${params.add(userId)})))`;
}

/**
 * Keeps a list's membership test a probe of each candidate on the members' primary key (OFFSET 0:
 * an EXISTS with an offset is not made a join), for a campaign filter without a text: as a join,
 * the planner hashes every member of the list (500,000 of a large one) to test the 7,000 contacts
 * the filter leaves. With a text, the probe's unknown selectivity leads it to scan every contact.
 */
function probe(activity: boolean, scope: ContactScope): string {
  return activity && !scope.text ? 'OFFSET 0' : '';
}

/**
 * A search by part of the address. Through its rare parts: the trigram index on email::text is
 * asked for those only, and the whole text is tested on what it finds, on an expression the index
 * does not serve (the same text). Otherwise on the address as the index knows it, whose
 * statistics tell the planner how common the text is (and so to walk the contacts newest first).
 */
function textCondition(params: Params, text: TextSearch, filtered: boolean): string {
  if (filtered && !text.beatsFilter) {
    // A filter's index finds fewer candidates than the text's parts: the text is tested on
    // those, on an expression the trigram index does not serve.
    return `(c.email::text || '') ILIKE ${params.add(text.pattern)}`;
  }
  if (text.pairPattern) return `(c.email::text || '') ILIKE ${params.add(text.pattern)}`;
  if (text.indexed.length === 0) return `c.email::text ILIKE ${params.add(text.pattern)}`;
  const parts = text.indexed.map((part) => `c.email::text ILIKE ${params.add(part)}`);
  return `${parts.join(' AND ')} AND (c.email::text || '') ILIKE ${params.add(text.pattern)}`;
}

/**
 * The contacts a search reads, as `c`. For a text found by its pair (`pairPattern`), only those
 * the pair's regex finds through the trigram index, and those whose address is not all ASCII (the
 * regex does not cover them: `contact_non_ascii_idx`, its predicate verbatim), each once. Two
 * branches of a UNION ALL rather than an OR: the planner reads the OR's second arm as true of
 * almost every row (its default for <>) and scans every contact.
 */
function contactSource(params: Params, scope: ContactScope): string {
  const text = scope.text;
  if (!text?.pairPattern || (scope.filter && !text.beatsFilter)) return 'contact c';
  const workspace = params.add(scope.workspaceId);
  const pair = params.add(text.pairPattern);
  return `(SELECT c.* FROM contact c WHERE c.workspace_id = ${workspace} AND c.email::text ~* ${pair}
           UNION ALL
           SELECT c.* FROM contact c
            WHERE c.workspace_id = ${workspace} AND ${NON_ASCII_SQL} AND NOT c.email::text ~* ${pair}) c`;
}

/**
 * The FROM … WHERE of a search, its bind values in `params`, and the page's order. A campaign
 * filter reads the activity rows (`contact_activity_page_idx`: few, in the page's order) and joins
 * their contacts only when a condition needs them; any other search reads the contacts, through
 * `contact_workspace_created_idx`, `contact_flagged_idx` (a status filter) or the trigram index
 * (a text). `withContact`: join the contacts even when no condition needs them.
 */
function searchFrom(
  params: Params,
  scope: ContactScope,
  withContact = false,
): { from: string; id: string; order: string } {
  const activity = scope.filter ? ACTIVITY_FILTER_SQL[scope.filter] : undefined;
  const id = activity ? 'a.contact_id' : 'c.id';
  const where = [`${activity ? 'a' : 'c'}.workspace_id = ${params.add(scope.workspaceId)}`];
  if (activity) where.push(activity);
  const status = scope.filter ? STATUS_FILTER_SQL[scope.filter] : undefined;
  if (status) where.push(status);
  if (scope.createdBy) {
    where.push(createdByCondition(params, id, scope.workspaceId, scope.createdBy));
  }
  if (scope.listId) {
    where.push(
      `EXISTS (SELECT 1 FROM contact_list_member m
                WHERE m.list_id = ${params.add(scope.listId)} AND m.contact_id = ${id}
                ${probe(Boolean(activity), scope)})`,
    );
  }
  if (scope.text) where.push(textCondition(params, scope.text, Boolean(scope.filter)));
  const joinContact = withContact || Boolean(scope.text);
  const contacts = contactSource(params, scope);
  const from = !activity
    ? `FROM ${contacts}`
    : `FROM contact_activity a${joinContact ? ` JOIN ${contacts} ON c.id = a.contact_id` : ''}`;
  return {
    from: `${from} WHERE ${where.join(' AND ')}`,
    id,
    order: activity ? 'a.contact_created_at DESC, a.contact_id' : 'c.created_at DESC, c.id',
  };
}

/**
 * The FROM … WHERE of a count. A list alone is counted on its members (their primary key), and a
 * user's lists alone on theirs (each contact once), without the contacts: probing each contact
 * instead costs a probe per contact, most of them misses when the lists are small.
 */
function countFrom(params: Params, scope: ContactScope): string {
  if (scope.text || scope.filter || Boolean(scope.listId) === Boolean(scope.createdBy)) {
    return searchFrom(params, scope).from;
  }
  if (scope.listId)
    return `FROM contact_list_member m WHERE m.list_id = ${params.add(scope.listId)}`;
  // OFFSET 0 keeps the members a subquery read list by list, then made distinct (a hash): left
  // to the LIMIT, the planner walks every member in contact order to make them distinct.
  return `FROM (SELECT DISTINCT contact_id
                  FROM (SELECT m.contact_id FROM contact_list l
                          JOIN contact_list_member m ON m.list_id = l.id
                         WHERE l.workspace_id = ${params.add(scope.workspaceId)}
                           AND l.created_by = ${params.add(scope.createdBy)}
                        OFFSET 0) m) members`;
}

/**
 * How many contacts match, counting no further than `bound` + 1: an exact count of a million
 * matches is not worth its time, and the answer past the bound is only "more".
 */
export async function countContactsUpTo(
  db: Db,
  scope: ContactScope,
  bound: number,
): Promise<number> {
  const params = new Params();
  const from = countFrom(params, scope);
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
 * One page of matches, newest first (then by id, as the indexes hold them): the page's ids are chosen first (from the index of the
 * filter), and only those 25 contacts are joined to their activity. `fewMatches` (a search with
 * few matches): take them all through the trigram index, then sort; walking the newest-first
 * index instead would read most of the table when the matches are old ones. Otherwise matches are
 * common enough that the newest-first index meets a page of them quickly.
 */
export async function contactsPage(
  db: Db,
  scope: ContactScope,
  page: { limit: number; offset: number; fewMatches: boolean },
): Promise<ContactPageRow[]> {
  const params = new Params();
  // Past the cap, a text's matches are common: the page walks the contacts newest first, and the
  // rare parts' index entries would only be read in vain.
  const walked =
    scope.text && !page.fewMatches
      ? { ...scope.text, indexed: [], pairPattern: undefined }
      : scope.text;
  const { from, id, order } = searchFrom(params, { ...scope, text: walked }, page.fewMatches);
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const ids = page.fewMatches
    ? `WITH matches AS MATERIALIZED (SELECT c.id, c.created_at ${from})
       SELECT id FROM matches ORDER BY created_at DESC, id LIMIT ${limit} OFFSET ${offset}`
    : `SELECT ${id} AS id ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  return db.query(
    `SELECT c.id, c.email, c.created_at, c.status,
            coalesce(a.campaign_count, 0) AS campaign_count,
            coalesce(a.sent_count, 0) AS sent_count,
            coalesce(a.engaged_count, 0) AS engaged_count
       FROM (${ids}) page
       JOIN contact c ON c.id = page.id
       LEFT JOIN contact_activity a ON a.contact_id = c.id
      ORDER BY c.created_at DESC, c.id`,
    params.values,
  );
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
 * The six tiles of All Contacts in one statement. For the workspace: the total from the tally of
 * the statements that added or removed contacts (migration 0031), three tiles in one pass over the (sparse) activity rows of the workspace, the
 * flagged ones on their own index, status by status. For one user: the contacts of the lists they
 * uploaded (each once, read list by list), then their activity and their flagged ones among them;
 * probing every contact of the workspace for membership instead reads them all.
 */
export async function contactStats(
  db: Db,
  workspaceId: string,
  createdBy?: string,
): Promise<ContactStatsRow> {
  const tiles = `count(*) FILTER (WHERE a.campaign_count > 0)::int AS in_campaign,
                 count(*) FILTER (WHERE a.engaged_count > 0)::int AS engaged,
                 count(*) FILTER (WHERE a.lead_count > 0)::int AS leads`;
  if (!createdBy) {
    const flagged = (status: string) =>
      `(SELECT count(*) FROM contact c WHERE c.workspace_id = $1 AND c.status = '${status}')::int`;
    const [row] = await db.query(
      `SELECT (SELECT coalesce(sum(t.contacts), 0) FROM contact_tally t
                WHERE t.workspace_id = $1)::int AS total, activity.*,
              ${flagged('bounced')} AS bounced, ${flagged('unsubscribed')} AS unsubscribed
         FROM (SELECT ${tiles} FROM contact_activity a WHERE a.workspace_id = $1) activity`,
      [workspaceId],
    );
    return row;
  }
  const [row] = await db.query(
    `WITH mine AS MATERIALIZED (
       SELECT DISTINCT m.contact_id AS id FROM contact_list l
         JOIN contact_list_member m ON m.list_id = l.id
        WHERE l.workspace_id = $1 AND l.created_by = $2)
     SELECT (SELECT count(*) FROM mine)::int AS total, activity.*, flagged.*
       FROM (SELECT ${tiles} FROM mine JOIN contact_activity a ON a.contact_id = mine.id) activity,
            (SELECT count(*) FILTER (WHERE c.status = 'bounced')::int AS bounced,
                    count(*) FILTER (WHERE c.status = 'unsubscribed')::int AS unsubscribed
               FROM mine JOIN contact c ON c.id = mine.id WHERE c.status <> 'active') flagged`,
    [workspaceId, createdBy],
  );
  return row;
}

/**
 * Addresses of the workspace in lower case, the sample a text search is planned on
 * (`planTextSearch`): those of random pages of the contacts (about 3 pages in 1,000 at a million
 * rows, a few milliseconds), as the newest ones all come from the last import and look alike.
 * A workspace too small to show in those pages is sampled on its newest addresses instead.
 */
export async function sampleAddresses(
  db: Db,
  workspaceId: string,
  size: number,
): Promise<string[]> {
  const rows: { email: string }[] = await db.query(
    `WITH sampled AS (
       SELECT lower(email::text) AS email
         FROM contact TABLESAMPLE SYSTEM ((
                SELECT least(100, 300 * $2 / greatest(reltuples, 1))::real
                  FROM pg_class WHERE oid = 'contact'::regclass))
        WHERE workspace_id = $1 LIMIT $2)
     SELECT email FROM sampled
     UNION ALL
     SELECT email FROM (SELECT lower(email::text) AS email FROM contact WHERE workspace_id = $1
                         ORDER BY created_at DESC, id LIMIT $2) newest
      WHERE (SELECT count(*) FROM sampled) < $2 / 10`,
    [workspaceId, size],
  );
  return rows.map((row) => row.email);
}

/**
 * A user of the workspace by address, compared with lower() on both sides as the filter always
 * has (not the citext equality), so that its answers stay exactly those of before.
 */
export async function findWorkspaceUserId(
  db: Db,
  workspaceId: string,
  email: string,
): Promise<string | undefined> {
  const [user] = await db.query(
    `SELECT id FROM "user" WHERE workspace_id = $1 AND lower(email) = lower($2)`,
    [workspaceId, email],
  );
  return user?.id;
}
