/**
 * The per-contact report (`/v1/campaign/export`, `/v1/campaign/stage/export`): a keyset page of a
 * campaign's recipients in the order they were added, each with its event counts. It is the one
 * read of this module that looks at events rather than counters: the report is per recipient, and
 * each recipient's events are a probe of `email_event_recipient_idx` (recipient_id, type, step_id).
 */
import type { DataSource } from 'typeorm';

export interface ContactExportRowData {
  id: string;
  /** created_at as Postgres text: the keyset keeps its microseconds. */
  added_at: string;
  email: string;
  last_sent_on: Date | null;
  opens: number;
  clicks: number;
  replies: number;
  bounced: boolean;
  lead: boolean;
}

export interface ExportKey {
  addedAt: string;
  id: string;
}

/**
 * One recipient's unflagged opens, clicks, replies and bounces (of one message when `$step` is
 * given): a probe of email_event_recipient_idx per type.
 */
const RECIPIENT_EVENTS = `
  SELECT count(*) FILTER (WHERE e.type = 'open')::int AS opens,
         count(*) FILTER (WHERE e.type = 'click')::int AS clicks,
         count(*) FILTER (WHERE e.type = 'reply')::int AS replies,
         count(*) FILTER (WHERE e.type = 'bounce') > 0 AS bounced
    FROM email_event e
   WHERE e.recipient_id = r.id AND e.type IN ('open', 'click', 'reply', 'bounce')
     AND NOT e.flagged`;

/**
 * A page of `limit` recipients after `after` in (created_at, id) order, read off
 * campaign_recipient_order_idx (campaign_id, created_at, id) by a row comparison, so every page
 * costs the same however deep it is. With `stepId`, only recipients sent that message, with the
 * time it was sent (their first unflagged `sent` event of it, the same index) and its events.
 */
export async function selectContactExportPage(
  db: DataSource,
  scope: {
    campaignId: string;
    workspaceId: string;
    stepId: string | null;
    after: ExportKey | null;
    limit: number;
  },
): Promise<ContactExportRowData[]> {
  const params: unknown[] = [scope.campaignId, scope.workspaceId, scope.limit];
  const param = (value: unknown) => `$${params.push(value)}`;
  const keyset = scope.after
    ? `AND (r.created_at, r.id) > (${param(scope.after.addedAt)}::timestamptz, ${param(scope.after.id)}::uuid)`
    : '';
  const step = scope.stepId ? param(scope.stepId) : null;
  const sent = step
    ? `JOIN LATERAL (SELECT min(s.created_at) AS at FROM email_event s
                      WHERE s.recipient_id = r.id AND s.type = 'sent' AND s.step_id = ${step}::uuid
                        AND NOT s.flagged) sent ON sent.at IS NOT NULL`
    : '';
  return db.query(
    `SELECT r.id, r.created_at::text AS added_at, ct.email::text AS email,
            ${step ? 'sent.at' : 'r.last_sent_at'} AS last_sent_on,
            ev.opens, ev.clicks, ev.replies, ev.bounced,
            EXISTS (SELECT 1 FROM lead l WHERE l.recipient_id = r.id) AS lead
       FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id
       ${sent}
       CROSS JOIN LATERAL (${RECIPIENT_EVENTS} ${step ? `AND e.step_id = ${step}::uuid` : ''}) ev
      WHERE r.campaign_id = $1 AND r.workspace_id = $2 ${keyset}
      ORDER BY r.created_at, r.id
      LIMIT $3`,
    params,
  );
}

/** Whether `stepId` is a message of the campaign (step's primary key). */
export async function isCampaignStep(
  db: DataSource,
  campaignId: string,
  stepId: string,
  workspaceId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM step WHERE id = $1 AND campaign_id = $2 AND workspace_id = $3`,
    [stepId, campaignId, workspaceId],
  );
  return rows.length > 0;
}
