/**
 * The dashboard's statements: read only, each bounded by the workspace's own rows of a counter
 * table or index, so the page costs the same whatever the number of events.
 */
import type { DataSource } from 'typeorm';

/** The counters of one local day (`yyyy-MM-dd`). */
export interface DayCountsRow {
  day: string;
  messages: number;
  sent: number;
  open: number;
  click: number;
  reply: number;
  bounce: number;
  lead: number;
}

/**
 * The workspace's figures per local day of `zone`, from its quarter-hour counters between `from`
 * (a local midnight) and `to` (a later one): the range is a slice of
 * workspace_timeline_counter's primary key (workspace_id, bucket), at most 96 rows a day, and a
 * quarter of an hour never straddles two local days (every zone's offset is a multiple of 15
 * minutes), so grouping the buckets by their local date is exact. Events are never aggregated.
 */
export async function sumWorkspaceDays(
  db: DataSource,
  workspaceId: string,
  zone: string,
  from: Date,
  to: Date,
): Promise<DayCountsRow[]> {
  return db.query(
    `SELECT to_char((bucket AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day,
            sum(messages)::int AS messages, sum(sent)::int AS sent, sum(open)::int AS open,
            sum(click)::int AS click, sum(reply)::int AS reply, sum(bounce)::int AS bounce,
            sum(lead)::int AS lead
       FROM workspace_timeline_counter
      WHERE workspace_id = $1 AND bucket >= $3 AND bucket < $4
      GROUP BY 1 ORDER BY 1`,
    [workspaceId, zone, from, to],
  );
}

/**
 * Messages and bounces of the workspace's mailboxes `mailboxIds` over the UTC days from `fromDay`
 * (inclusive): per mailbox a range of mailbox_day_counter's primary key (mail_account_id, day),
 * at most seven rows each.
 */
export async function sumMailboxBounces(
  db: DataSource,
  workspaceId: string,
  mailboxIds: string[],
  fromDay: string,
): Promise<{ mail_account_id: string; messages: number; bounce: number }[]> {
  return db.query(
    `SELECT mail_account_id, sum(messages)::int AS messages, sum(bounce)::int AS bounce
       FROM mailbox_day_counter
      WHERE mail_account_id = ANY($2) AND day >= $3::date AND workspace_id = $1
      GROUP BY mail_account_id`,
    [workspaceId, mailboxIds, fromDay],
  );
}

/** A reply or a lead as the dashboard lists it. */
export interface RecentEventRow {
  id: string;
  type: 'reply' | 'lead';
  created_at: Date;
  campaign_id: string;
  campaign_name: string;
  email: string;
}

/**
 * The `limit` latest unflagged replies and the `limit` latest leads of the workspace, of
 * campaigns not deleted. Each half names its type literally so that it walks
 * email_event_latest_idx (workspace_id, type, created_at DESC, id DESC, partial on unflagged
 * replies and leads) newest first and stops after `limit` rows; a deleted campaign's events are
 * skipped on the way.
 */
export async function selectRecentRepliesAndLeads(
  db: DataSource,
  workspaceId: string,
  limit: number,
): Promise<RecentEventRow[]> {
  const latest = (type: 'reply' | 'lead') => `(
      SELECT e.id::text AS id, e.type, e.created_at, c.id AS campaign_id, c.name AS campaign_name,
             ct.email::text AS email
        FROM email_event e
        JOIN campaign c ON c.id = e.campaign_id AND c.deleted_at IS NULL
        JOIN contact ct ON ct.id = e.contact_id
       WHERE e.workspace_id = $1 AND e.type = '${type}' AND NOT e.flagged
       ORDER BY e.created_at DESC, e.id DESC
       LIMIT $2)`;
  return db.query(`${latest('reply')} UNION ALL ${latest('lead')}`, [workspaceId, limit]);
}

/**
 * What the workspace has set up, for the dashboard's first steps: two EXISTS probes, each one
 * index row at most (contact_workspace_created_idx, campaign_workspace_idx).
 */
export async function selectWorkspaceSetup(
  db: DataSource,
  workspaceId: string,
): Promise<{ has_contacts: boolean; has_campaign: boolean }> {
  const [row] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM contact WHERE workspace_id = $1) AS has_contacts,
            EXISTS (SELECT 1 FROM campaign WHERE workspace_id = $1 AND deleted_at IS NULL)
              AS has_campaign`,
    [workspaceId],
  );
  return row;
}
