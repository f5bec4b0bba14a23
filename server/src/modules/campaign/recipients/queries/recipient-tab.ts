/**
 * The Recipients tab's page and total at 100,000 recipients. The total is what costs: a count of
 * the campaign's recipients (or a list's) is read off an index alone, and an event filter's total
 * comes from `campaign_list_counter`, which counts each recipient once per event type and never a
 * flagged event, as the filter does, and is used only while its recipients per list agree with a
 * recount. A page is chosen by ids first, in the tab's order, and only its rows are then read
 * whole (variables, latest send).
 */
import type { DataSource } from 'typeorm';
import { likePattern } from '../../../../db/sql';
import { RECIPIENT_PAGE_SELECT, type RecipientFilter, type RecipientTabRow } from './recipients';

/** campaign_list_counter's column for each event filter (the filter's values, checked first). */
const COUNTER_COLUMN: Record<string, string> = {
  lead: 'lead',
  open: 'open',
  click: 'click',
  reply: 'reply',
  bounce: 'bounce',
};

/** Above this many probes of one recipient's events, a page is read from the events instead. */
const MAX_PROBES = 10_000;

/**
 * How an event filter is applied: probing each recipient in order, from the campaign's events,
 * or as Postgres plans it (a count over a search).
 */
type EventPath = 'probe' | 'events' | 'planned';

export interface Condition {
  sql: string;
  params: unknown[];
  /** Whether it reads the contact `ct` (the search). */
  contact: boolean;
}

/**
 * The tab's condition on `r` (and `ct` with a search). The event filter either probes each
 * recipient in the tab's order (email_event_recipient_idx, one lookup that stops at the first
 * hit: cheap while such recipients are common) or takes the recipients from the campaign's events
 * of that type (email_event_recipient_type_idx: cheap while they are rare).
 */
export function tabCondition(
  campaignId: string,
  filter: RecipientFilter,
  path: EventPath,
): Condition {
  const params: unknown[] = [campaignId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['r.campaign_id = $1'];
  if (filter.listId) where.push(`r.list_id = ${param(filter.listId)}::uuid`);
  if (filter.eventType) where.push(eventCondition(path, param(filter.eventType)));
  if (filter.text) where.push(`ct.email::text ILIKE ${param(likePattern(filter.text))}`);
  return { sql: where.join(' AND '), params, contact: Boolean(filter.text) };
}

function eventCondition(path: EventPath, type: string): string {
  const exists = `EXISTS (SELECT 1 FROM email_event e WHERE e.recipient_id = r.id
                            AND e.type = ${type} AND NOT e.flagged`;
  if (path === 'planned') return `${exists})`;
  // OFFSET 0 keeps the EXISTS a probe per recipient: Postgres would otherwise join it with every
  // event of that type of the campaign before the first row of the page.
  if (path === 'probe') return `${exists} OFFSET 0)`;
  return `r.id IN (SELECT e.recipient_id FROM email_event e
                    WHERE e.campaign_id = $1 AND e.type = ${type} AND NOT e.flagged
                      AND e.type IN ('lead', 'open', 'click', 'reply', 'bounce'))`;
}

export const fromTab = (condition: Condition) =>
  `campaign_recipient r ${condition.contact ? 'JOIN contact ct ON ct.id = r.contact_id' : ''}`;

/**
 * The recipients in the tab's scope without its event filter and search (the campaign, or one of
 * its lists: an index-only count), and the event filter's total from the counters when their
 * recipients per list agree with that count (null otherwise, and without an event filter).
 */
export async function selectScope(
  db: DataSource,
  campaignId: string,
  filter: RecipientFilter,
): Promise<{ scope: number; counted: number | null }> {
  const params: unknown[] = [campaignId];
  const list = filter.listId ? `AND list_id = $${params.push(filter.listId)}::uuid` : '';
  const column = COUNTER_COLUMN[filter.eventType];
  const [row] = await db.query(
    `SELECT (SELECT count(*)::int FROM campaign_recipient WHERE campaign_id = $1 ${list}) AS scope,
            (SELECT sum(recipients)::int FROM campaign_list_counter WHERE campaign_id = $1 ${list})
              AS counter_scope,
            (SELECT coalesce(sum(${column ? `"${column}"` : '0'}), 0)::int
               FROM campaign_list_counter WHERE campaign_id = $1 ${list}) AS counted`,
    params,
  );
  const agrees = column !== undefined && (row.counter_scope ?? 0) === row.scope;
  return { scope: row.scope, counted: agrees ? row.counted : null };
}

/**
 * Probing recipients in order finds `reach` of them with an event after about reach × scope /
 * counted probes (more with a search); past MAX_PROBES (a rare event, a deep page) the campaign's
 * events of that type are read instead. Without the counters: probing.
 */
export function eventPath(
  filter: RecipientFilter,
  { scope, counted }: { scope: number; counted: number | null },
  reach: number,
  maxProbes = MAX_PROBES,
): EventPath {
  if (!filter.eventType || counted === null) return 'probe';
  return (reach * scope) / Math.max(counted, 1) > maxProbes ? 'events' : 'probe';
}

/** The exact count of the tab's filter (a search, or counters that disagree). */
async function countTab(db: DataSource, condition: Condition): Promise<number> {
  const [{ total }] = await db.query(
    `SELECT count(*)::int AS total FROM ${fromTab(condition)} WHERE ${condition.sql}`,
    condition.params,
  );
  return total;
}

/**
 * One page of the Recipients tab in the order they were added, and the total. Without a search,
 * the total is an index-only count or the counters'; the event filter probes recipients in order
 * when reaching the page takes few probes (a common event, an early page) and reads the
 * campaign's events of that type otherwise.
 */
export async function selectRecipientPage(
  db: DataSource,
  campaignId: string,
  filter: RecipientFilter,
  page: { limit: number; offset: number },
  /** MAX_PROBES; a test passes 0 to read every event filter from the events. */
  maxProbes = MAX_PROBES,
): Promise<{ rows: RecipientTabRow[]; total: number }> {
  const scoped = await selectScope(db, campaignId, filter);
  const { scope, counted } = scoped;
  const path = eventPath(filter, scoped, page.offset + page.limit, maxProbes);
  const condition = tabCondition(campaignId, filter, path);
  const exact = filter.text || (filter.eventType && counted === null);
  // A search's count with an event filter: the campaign's recipients with that event come from
  // their events (a hash of them), which Postgres does not foresee when the search matches most
  // addresses (it reads every contact instead).
  const countPath: EventPath = counted === null ? 'planned' : 'events';
  const total = exact
    ? countTab(db, tabCondition(campaignId, filter, countPath))
    : Promise.resolve(counted ?? scope);
  const { params } = condition;
  const ids = `SELECT r.id, r.created_at FROM ${fromTab(condition)} WHERE ${condition.sql}
                ORDER BY r.created_at, r.id
                LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const rows = db.query(`WITH page AS (${ids}) ${RECIPIENT_PAGE_SELECT}`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  const [pageRows, count] = await Promise.all([rows, total]);
  return { rows: pageRows, total: count };
}

/**
 * The event filter's share of the scope as the counters have it (a key read), for choosing how a
 * page applies it; null without an event filter or counters. Not a total: never shown.
 */
export async function selectEventShare(
  db: DataSource,
  campaignId: string,
  filter: RecipientFilter,
): Promise<{ scope: number; counted: number | null }> {
  const column = COUNTER_COLUMN[filter.eventType];
  if (!column) return { scope: 0, counted: null };
  const params: unknown[] = [campaignId];
  const list = filter.listId ? `AND list_id = $${params.push(filter.listId)}::uuid` : '';
  const [row] = await db.query(
    `SELECT coalesce(sum(recipients), 0)::int AS scope, sum("${column}")::int AS counted
       FROM campaign_list_counter WHERE campaign_id = $1 ${list}`,
    params,
  );
  return row;
}
