import type { DataSource } from 'typeorm';

/**
 * The campaigns the pooled forecast (`pool-forecast.ts`) replays, each with its pool: started and
 * scheduled, in the dispatcher's order (created_at, id). Reads only.
 */

/** A campaign and its pool's mailboxes in order (the first one first). */
export interface PoolCampaignRow {
  id: string;
  name: string;
  status: string;
  start_time: Date | null;
  /** It sends in each recipient's zone. */
  send_in_recipient_timezone: boolean;
  pool: string[];
}

/**
 * The campaigns a mailbox's forecast replays: those of its pools and every other campaign of the
 * mailboxes it shares a pool with (each mailbox's day is shared by all its campaigns), on
 * campaign_mail_account_mailbox_idx and the pools' primary key. The pools of those other
 * campaigns may hold mailboxes further away: they are not replayed (`pool-forecast.ts`).
 */
export async function selectPoolCampaignsReaching(
  db: DataSource,
  workspaceId: string,
  mailboxId: string,
): Promise<PoolCampaignRow[]> {
  return db.query(
    `WITH live AS MATERIALIZED (
       SELECT id FROM campaign
        WHERE workspace_id = $1 AND status IN ('started', 'scheduled') AND deleted_at IS NULL),
     peers AS (
       SELECT q.mail_account_id
         FROM campaign_mail_account p
         JOIN live ON live.id = p.campaign_id
         JOIN campaign_mail_account q ON q.campaign_id = p.campaign_id
        WHERE p.mail_account_id = $2)
     SELECT c.id, c.name, c.status, c.start_time, c.send_in_recipient_timezone,
            array_agg(q.mail_account_id ORDER BY q.position, q.created_at) AS pool
       FROM campaign c
       JOIN campaign_mail_account q ON q.campaign_id = c.id
      WHERE c.id IN (SELECT p.campaign_id FROM campaign_mail_account p
                      JOIN live ON live.id = p.campaign_id
                     WHERE p.mail_account_id IN (SELECT mail_account_id FROM peers))
      GROUP BY c.id ORDER BY c.created_at, c.id`,
    [workspaceId, mailboxId],
  );
}

/** The started and scheduled campaigns of the workspace whose pool holds one of `mailboxIds`. */
export async function selectPoolCampaignsOfMailboxes(
  db: DataSource,
  workspaceId: string,
  mailboxIds: string[],
): Promise<PoolCampaignRow[]> {
  return db.query(
    `SELECT c.id, c.name, c.status, c.start_time, c.send_in_recipient_timezone,
            array_agg(q.mail_account_id ORDER BY q.position, q.created_at) AS pool
       FROM campaign c
       JOIN campaign_mail_account q ON q.campaign_id = c.id
      WHERE c.workspace_id = $1 AND c.status IN ('started', 'scheduled') AND c.deleted_at IS NULL
        AND c.id IN (SELECT campaign_id FROM campaign_mail_account
                      WHERE mail_account_id = ANY($2::uuid[]))
      GROUP BY c.id ORDER BY c.created_at, c.id`,
    [workspaceId, mailboxIds],
  );
}
