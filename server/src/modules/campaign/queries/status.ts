/**
 * The status machine's statements: bulk status changes (one statement for every campaign of the
 * call, whose rows the service locked in id order) and the copy a duplicate makes.
 */
import type { EntityManager } from 'typeorm';
import { insertCounter } from './campaign-edits';

/** Soft delete: the rows stay (sends, events and reports keep them), hidden by `deleted_at`. */
export async function markDeleted(tx: EntityManager, ids: string[]): Promise<void> {
  await tx.query(
    `UPDATE campaign SET status = 'deleted', deleted_at = now(), updated_at = now()
      WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [ids],
  );
}

/** Scheduled (again): the start time, its zone and the zone's offset as the form sent it. */
export async function scheduleCampaigns(
  tx: EntityManager,
  ids: string[],
  schedule: { startTime: Date; zone: string; offset: number | null },
): Promise<void> {
  await tx.query(
    `UPDATE campaign SET status = 'scheduled', start_time = $2, start_time_zone = $3,
            time_offset = $4, updated_at = now()
      WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [ids, schedule.startTime, schedule.zone, schedule.offset],
  );
}

/** Started or paused; a campaign already in that status keeps its `updated_at`. */
export async function setCampaignsStatus(
  tx: EntityManager,
  ids: string[],
  status: string,
): Promise<void> {
  await tx.query(
    // A campaign the deliverability guard paused loses its reason with the status, and once
    // started again its bounce rate counts from then (guardrails/README.md).
    `UPDATE campaign SET status = $2, updated_at = now(), pause_reason = NULL,
            guard_since = CASE WHEN pause_reason IS NOT NULL THEN now() ELSE guard_since END
      WHERE id = ANY($1::uuid[]) AND status <> $2 AND deleted_at IS NULL`,
    [ids, status],
  );
}

/** Whether the campaign has an active message and a list: two index probes in one round trip. */
export async function isReadyToSend(tx: EntityManager, id: string): Promise<boolean> {
  const [row] = await tx.query(
    `SELECT EXISTS (SELECT 1 FROM step WHERE campaign_id = $1 AND status = 'active') AS steps,
            EXISTS (SELECT 1 FROM campaign_list WHERE campaign_id = $1) AS lists`,
    [id],
  );
  return row.steps && row.lists;
}

/**
 * A draft copy of the campaign row, its counter, messages (with fresh counters), lists and labels:
 * one INSERT … SELECT per table, whatever their sizes. Recipients are copied by the recipient API.
 */
export async function copyCampaign(
  tx: EntityManager,
  sourceId: string,
  workspaceId: string,
  createdBy: string,
): Promise<string> {
  const [copy] = await tx.query(
    `INSERT INTO campaign (workspace_id, name, status, current_tab, completed_tabs,
            mail_account_id, use_smtp, message_mime_type, track_open, track_clicks,
            pertinent_laws, match_recipient_provider, send_in_recipient_timezone, variables,
            skip_role_addresses, skip_disposable, stop_for_company, out_of_office_days,
            lead_settings, created_by)
     SELECT workspace_id, name || ' (copy)', 'draft', current_tab, completed_tabs,
            mail_account_id, use_smtp, message_mime_type, track_open, track_clicks,
            pertinent_laws, match_recipient_provider, send_in_recipient_timezone, variables,
            skip_role_addresses, skip_disposable, stop_for_company, out_of_office_days,
            lead_settings, $2
       FROM campaign WHERE id = $1 RETURNING id`,
    [sourceId, createdBy],
  );
  await insertCounter(tx, copy.id, workspaceId);
  await tx.query(
    `INSERT INTO step (campaign_id, workspace_id, position, subject, body, variants, delay_days,
                       status)
     SELECT $2, workspace_id, position, subject, body, variants, delay_days, status
       FROM step WHERE campaign_id = $1`,
    [sourceId, copy.id],
  );
  await tx.query(
    `INSERT INTO step_counter (step_id, campaign_id, workspace_id)
     SELECT id, campaign_id, workspace_id FROM step WHERE campaign_id = $1`,
    [copy.id],
  );
  await tx.query(
    `INSERT INTO campaign_list (campaign_id, list_id, workspace_id, mapping, created_at)
     SELECT $2, list_id, workspace_id, mapping, created_at FROM campaign_list WHERE campaign_id = $1`,
    [sourceId, copy.id],
  );
  await tx.query(
    `INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id, position)
     SELECT $2, mail_account_id, workspace_id, position FROM campaign_mail_account
      WHERE campaign_id = $1
     ON CONFLICT (campaign_id, mail_account_id) DO NOTHING`,
    [sourceId, copy.id],
  );
  await tx.query(
    `INSERT INTO campaign_label (campaign_id, label_id, workspace_id)
     SELECT $2, label_id, workspace_id FROM campaign_label WHERE campaign_id = $1`,
    [sourceId, copy.id],
  );
  return copy.id as string;
}
