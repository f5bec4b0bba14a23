/**
 * The Activity tab's reads: one page of a campaign's unflagged events, newest first, and the
 * feed's size from `campaign_list_counter` (kept by the event recorder; never a count of events).
 */
import type { DataSource } from 'typeorm';

export interface ActivityRow {
  id: string;
  type: string;
  created_at: Date;
  email: string | null;
  position: number | null;
}

/**
 * The page's events, each statement written out so the planner sees the predicate of the partial
 * index it is meant for and reads the page straight off it in (created_at DESC, id DESC) order:
 * - with a list: `email_event_feed_list_idx` (campaign_id, list_id, created_at DESC, id DESC)
 *   WHERE NOT flagged; ignoring sends filters the index's rows;
 * - all lists, ignoring sends: `email_event_feed_idx` (campaign_id, created_at DESC, id DESC)
 *   WHERE NOT flagged AND type <> 'sent';
 * - all lists, all events: `email_event_campaign_idx` (campaign_id, created_at DESC), with an
 *   incremental sort on id among events of the same instant.
 */
const PAGE_SQL = {
  list: `e.campaign_id = $1 AND e.list_id = $4 AND NOT e.flagged`,
  listWithoutSends: `e.campaign_id = $1 AND e.list_id = $4 AND NOT e.flagged AND e.type <> 'sent'`,
  withoutSends: `e.campaign_id = $1 AND NOT e.flagged AND e.type <> 'sent'`,
  all: `e.campaign_id = $1 AND NOT e.flagged`,
};

function feedFilter(listId: string | null, ignoreSends: boolean): string {
  if (listId) return ignoreSends ? PAGE_SQL.listWithoutSends : PAGE_SQL.list;
  return ignoreSends ? PAGE_SQL.withoutSends : PAGE_SQL.all;
}

/**
 * A page of the feed: the events are paged first (off the index, above), then only the page's
 * rows are joined to their contact (primary key) and message (primary key, null once deleted).
 */
export async function selectActivityPage(
  db: DataSource,
  scope: {
    campaignId: string;
    workspaceId: string;
    listId: string | null;
    ignoreSends: boolean;
    offset: number;
    limit: number;
  },
): Promise<ActivityRow[]> {
  const params: unknown[] = [scope.campaignId, scope.offset, scope.limit];
  if (scope.listId) params.push(scope.listId);
  return db.query(
    `WITH page AS (
       SELECT e.id, e.type, e.created_at, e.contact_id, e.step_id, e.workspace_id
         FROM email_event e
        WHERE ${feedFilter(scope.listId, scope.ignoreSends)}
        ORDER BY e.created_at DESC, e.id DESC
       OFFSET $2 LIMIT $3)
     SELECT p.id, p.type, p.created_at, ct.email::text AS email, st.position
       FROM page p
       LEFT JOIN contact ct ON ct.id = p.contact_id
       LEFT JOIN step st ON st.id = p.step_id
      WHERE p.workspace_id = $${params.length + 1}
      ORDER BY p.created_at DESC, p.id DESC`,
    [...params, scope.workspaceId],
  );
}

/**
 * The feed's size: unflagged events (and of them, sends) per list of the campaign, summed over
 * its lists or read for one (primary key (campaign_id, list_id)).
 */
export async function selectFeedSize(
  db: DataSource,
  scope: { campaignId: string; workspaceId: string; listId: string | null },
): Promise<{ events: number; sends: number }> {
  const [row] = await db.query(
    `SELECT coalesce(sum(feed_events), 0)::int AS events, coalesce(sum(feed_sends), 0)::int AS sends
       FROM campaign_list_counter
      WHERE campaign_id = $1 AND workspace_id = $2 AND ($3::uuid IS NULL OR list_id = $3::uuid)`,
    [scope.campaignId, scope.workspaceId, scope.listId],
  );
  return row;
}
