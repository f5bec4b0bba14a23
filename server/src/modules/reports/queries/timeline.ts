/**
 * The Timeline tab's reads: the campaign's lists, its mailbox's zone and the quarter-hour counters
 * of `campaign_timeline_counter`, summed into local dates by Postgres (which knows every zone's
 * DST rules) over a bucket range of the primary key (campaign_id, bucket, list_id, series).
 */
import type { DataSource } from 'typeorm';

export interface LinkedListRow {
  id: string;
  name: string;
  linked_at: Date;
  recipients: number;
}

/**
 * The lists linked to the campaign in the order they were linked, with the recipients each gave
 * (`campaign_list_counter`, by its primary key: no recipient is counted here).
 */
export async function selectTimelineLists(
  db: DataSource,
  campaignId: string,
  workspaceId: string,
): Promise<LinkedListRow[]> {
  return db.query(
    `SELECT l.id, l.name, cl.created_at AS linked_at, coalesce(k.recipients, 0) AS recipients
       FROM campaign_list cl
       JOIN contact_list l ON l.id = cl.list_id
       LEFT JOIN campaign_list_counter k ON k.campaign_id = cl.campaign_id AND k.list_id = cl.list_id
      WHERE cl.campaign_id = $1 AND cl.workspace_id = $2
      ORDER BY cl.created_at, cl.list_id`,
    [campaignId, workspaceId],
  );
}

/** Whether `listId` is linked to the campaign (campaign_list's primary key). */
export async function isListLinked(
  db: DataSource,
  campaignId: string,
  listId: string,
  workspaceId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM campaign_list WHERE campaign_id = $1 AND list_id = $2 AND workspace_id = $3`,
    [campaignId, listId, workspaceId],
  );
  return rows.length > 0;
}

/**
 * The zone the campaign's mailbox sends in (its sending preference's work time), null when the
 * campaign has no mailbox or the preference names none.
 */
export async function selectMailboxZone(
  db: DataSource,
  mailAccountId: string,
  workspaceId: string,
): Promise<string | null> {
  const [row] = await db.query(
    `SELECT sending_preference->'work_time'->>'time_zone' AS zone
       FROM mail_account WHERE id = $1 AND workspace_id = $2`,
    [mailAccountId, workspaceId],
  );
  return row?.zone ?? null;
}

/**
 * Per local date (yyyy-MM-dd in `zone`) and series, the counts of the buckets from the start of
 * `startDate` to the start of the day after `endDate` in that zone: a range of the primary key,
 * not a scan of the campaign. `AT TIME ZONE` turns each bucket into local time with the offset in
 * force at that instant, so days around a DST change are 23 or 25 hours long, as they should be.
 */
export async function selectTimelineCounts(
  db: DataSource,
  scope: {
    campaignId: string;
    workspaceId: string;
    listId: string | null;
    zone: string;
    startDate: string;
    endDate: string;
  },
): Promise<{ day: string; series: string; count: number }[]> {
  return db.query(
    `SELECT to_char((t.bucket AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS day, t.series,
            sum(t.count)::int AS count
       FROM campaign_timeline_counter t
      WHERE t.campaign_id = $1 AND t.workspace_id = $2
        AND t.bucket >= ($5::date::timestamp AT TIME ZONE $4)
        AND t.bucket < (($6::date + 1)::timestamp AT TIME ZONE $4)
        AND ($3::uuid IS NULL OR t.list_id = $3::uuid)
      GROUP BY 1, 2`,
    [scope.campaignId, scope.workspaceId, scope.listId, scope.zone, scope.startDate, scope.endDate],
  );
}

/** The campaign's messages in sending order (step's (campaign_id, position) unique index). */
export async function selectCampaignSteps(
  db: DataSource,
  campaignId: string,
  workspaceId: string,
): Promise<{ id: string; position: number }[]> {
  return db.query(
    `SELECT id, position FROM step WHERE campaign_id = $1 AND workspace_id = $2 ORDER BY position`,
    [campaignId, workspaceId],
  );
}
