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
export type Db = Pick<EntityManager, 'query'>;

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
 * Contacts of the lists a user uploaded; `id` names the contact's id. For a page: the user's lists
 * are read first (an array), so that each contact is probed on the members' primary key, list by
 * list, until the page is full. For a count (`counting`), every candidate is tested: the user's
 * members as a join, which the planner may read once into a hash (its statistics know how many
 * each list has), where the probes cost a descent each (50,000 contacts in campaigns tested
 * against a user's 20,000 members: 13 ms against 35 ms; a campaign filter now tests the lists its
 * activity rows carry instead, `membership`).
 */
function createdByCondition(
  params: Params,
  id: string,
  scope: { workspaceId: string; createdBy: string },
  counting: boolean,
) {
  const workspaceId = params.add(scope.workspaceId);
  const userId = params.add(scope.createdBy);
  if (counting) {
    return `${id} IN (SELECT m.contact_id FROM contact_list l
                        JOIN contact_list_member m ON m.list_id = l.id
                       WHERE l.workspace_id = ${workspaceId} AND l.created_by = ${userId})`;
  }
  return `EXISTS (SELECT 1 FROM contact_list_member m
                   WHERE m.contact_id = ${id}
                     AND m.list_id = ANY (ARRAY(SELECT l.id FROM contact_list l
                                                 WHERE l.workspace_id = ${workspaceId}
                                                   AND l.created_by = ${userId})))`;
}

/**
 * The ids of the lists a user uploaded, as an array: what an activity row's `list_ids` (its
 * contact's lists) is tested against for a user's lists with a campaign filter.
 */
function userListsArray(
  params: Params,
  scope: { workspaceId: string; createdBy?: string },
): string {
  return `ARRAY(SELECT l.id FROM contact_list l
                 WHERE l.workspace_id = ${params.add(scope.workspaceId)}
                   AND l.created_by = ${params.add(scope.createdBy)})`;
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
 * A list's or a user's lists' condition. On a campaign filter's activity rows, a test of the
 * contact's lists that the row carries (`list_ids`, migration 0044): the filter's rows are read
 * anyway, where a probe of the members for each cost about 2 µs ("list + has opened": 15,000
 * contacts who opened probed on a list of 500,000 members, 35 to 45 ms, against about 5 ms to
 * read the workspace's 50,000 activity rows). Otherwise a probe of the members' primary key.
 */
function membership(
  params: Params,
  scope: ContactScope,
  on: { activity: boolean; id: string; counting: boolean },
): string[] {
  const conditions: string[] = [];
  if (on.activity) {
    if (scope.createdBy) conditions.push(`a.list_ids && ${userListsArray(params, scope)}`);
    if (scope.listId) conditions.push(`${params.add(scope.listId)}::uuid = ANY (a.list_ids)`);
    return conditions;
  }
  if (scope.createdBy) {
    const user = { ...scope, createdBy: scope.createdBy };
    conditions.push(createdByCondition(params, on.id, user, on.counting));
  }
  if (scope.listId) {
    conditions.push(
      `EXISTS (SELECT 1 FROM contact_list_member m
                WHERE m.list_id = ${params.add(scope.listId)} AND m.contact_id = ${on.id})`,
    );
  }
  return conditions;
}

/**
 * The FROM … WHERE of a search, its bind values in `params`, and the page's order. A campaign
 * filter reads the activity rows (`contact_activity_page_idx`: few, in the page's order) and joins
 * their contacts only when a condition needs them; any other search reads the contacts, through
 * `contact_workspace_created_idx`, `contact_flagged_idx` (a status filter) or the trigram index
 * (a text). `withContact`: join the contacts even when no condition needs them; `counting`: every
 * match is wanted, not a page's first.
 */
function searchFrom(
  params: Params,
  scope: ContactScope,
  { withContact = false, counting = false } = {},
): { from: string; id: string; order: string } {
  const activity = scope.filter ? ACTIVITY_FILTER_SQL[scope.filter] : undefined;
  const id = activity ? 'a.contact_id' : 'c.id';
  const where = [`${activity ? 'a' : 'c'}.workspace_id = ${params.add(scope.workspaceId)}`];
  if (activity) where.push(activity);
  const status = scope.filter ? STATUS_FILTER_SQL[scope.filter] : undefined;
  if (status) where.push(status);
  where.push(...membership(params, scope, { activity: Boolean(activity), id, counting }));
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
 * A list's members whose address holds the text (a common one: the service counts only those
 * here), on the list's range of the members' primary key alone: each entry carries its contact's
 * address in lower case (`email_key`, migration 0043), and ILIKE is lower() of both sides, so a
 * bytewise LIKE of the lowered text answers the same. Ordered as that index is, so that it is read
 * rather than the members' rows (wide with their values). From the contacts, each match of the
 * text was probed for membership: 20,000 probes to count 10,001 of "company5" in a list of half
 * of a million contacts (96 ms, against 10 ms for the 90,000 entries read here).
 */
function listTextCountFrom(params: Params, listId: string, text: TextSearch): string {
  return `FROM contact_list_member m
           WHERE m.list_id = ${params.add(listId)}
             AND m.email_key LIKE lower(${params.add(text.pattern)}::text) COLLATE "C"
           ORDER BY m.list_id, m.contact_id`;
}

/**
 * The FROM … WHERE of a count. A list alone is counted on its members (their primary key), and a
 * user's lists alone on theirs (each contact once), without the contacts: probing each contact
 * instead costs a probe per contact, most of them misses when the lists are small. So is a list
 * with a text and nothing else (`listTextCountFrom`).
 */
function countFrom(params: Params, scope: ContactScope): string {
  if (scope.listId && scope.text && !scope.filter && !scope.createdBy) {
    return listTextCountFrom(params, scope.listId, scope.text);
  }
  if (scope.text || scope.filter || Boolean(scope.listId) === Boolean(scope.createdBy)) {
    return searchFrom(params, scope, { counting: true }).from;
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
 * A search by text, in one statement: its matches counted up to `bound` + 1 and, when there are
 * no more than `bound`, the ids of the page among them, newest first (then by id, as the indexes
 * hold them). Found through the trigram index and then sorted: walking the newest-first index
 * instead would read most of the table when the matches are old ones. Counting and then fetching
 * the page found the same matches twice.
 */
export async function searchMatches(
  db: Db,
  scope: ContactScope,
  bound: number,
  page: { limit: number; offset: number },
): Promise<{ n: number; ids: string[] }> {
  const params = new Params();
  const { from } = searchFrom(params, scope, { withContact: true, counting: true });
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const [row]: { n: number; ids: string[] }[] = await db.query(
    `WITH matches AS MATERIALIZED (SELECT c.id, c.created_at ${from} LIMIT ${bound + 1})
     SELECT (SELECT count(*) FROM matches)::int AS n,
            ARRAY(SELECT id FROM matches WHERE (SELECT count(*) FROM matches) <= ${bound}
                   ORDER BY created_at DESC, id LIMIT ${limit} OFFSET ${offset}) AS ids`,
    params.values,
  );
  return row;
}

/** The rows of a page by the ids chosen for it (of the caller's workspace), newest first. */
export async function contactRows(db: Db, ids: string[]): Promise<ContactPageRow[]> {
  if (ids.length === 0) return [];
  return db.query(
    `${PAGE_ROWS_SQL} WHERE c.id = ANY ($1::uuid[]) ORDER BY c.created_at DESC, c.id`,
    [ids],
  );
}

/** A page's contacts with the activity the table shows (none: never in a campaign). */
const PAGE_ROWS_SQL = `SELECT c.id, c.email, c.created_at, c.status,
            coalesce(a.campaign_count, 0) AS campaign_count,
            coalesce(a.sent_count, 0) AS sent_count,
            coalesce(a.engaged_count, 0) AS engaged_count
       FROM contact c
       LEFT JOIN contact_activity a ON a.contact_id = c.id`;

/**
 * One page of matches walked in page order (newest first, then by id, as the indexes hold them):
 * the page's ids are chosen first, from the index of the filter, and only those 25 contacts are
 * joined to their activity. A text here has more matches than the cap (`searchMatches`): the
 * newest-first index meets a page of them quickly, and the rare parts' index entries would only
 * be read in vain.
 */
export async function contactsPage(
  db: Db,
  scope: ContactScope,
  page: { limit: number; offset: number },
): Promise<ContactPageRow[]> {
  const params = new Params();
  const walked = scope.text && { ...scope.text, indexed: [], pairPattern: undefined };
  const { from, id, order } = searchFrom(params, { ...scope, text: walked });
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  return db.query(
    `${PAGE_ROWS_SQL}
       JOIN (SELECT ${id} AS id ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) page
         ON page.id = c.id
      ORDER BY c.created_at DESC, c.id`,
    params.values,
  );
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
    `SELECT id FROM "user" WHERE workspace_id = $1 AND lower(email) = lower($2) AND status <> 'removed'`,
    [workspaceId, email],
  );
  return user?.id;
}
