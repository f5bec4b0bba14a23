/**
 * The Summary tab's reads: counters kept by the event recorder and the campaign module, never
 * events aggregated at read time. Each statement is one probe of a primary key (or of
 * `step_list_counter_campaign_idx`), so the Summary costs the same for 10 or 100,000 recipients.
 */
import type { DataSource } from 'typeorm';

/** Counter columns per event type (campaign_counter, step_counter and their per-list twins). */
export interface EventCounts {
  sent: number;
  open: number;
  click: number;
  reply: number;
  bounce: number;
  unsubscribe: number;
  lead: number;
}

export interface CampaignTotalsRow extends EventCounts {
  recipients: number;
}

export interface StepTotalsRow extends EventCounts {
  id: string;
  position: number;
  subject: string;
  status: string;
  /** Recipients (of the list) who stopped before the message: they never get it. */
  stopped_before: number;
}

const COUNT_COLUMNS = `coalesce(c.sent, 0) AS sent, coalesce(c.open, 0) AS open,
         coalesce(c.click, 0) AS click, coalesce(c.reply, 0) AS reply,
         coalesce(c.bounce, 0) AS bounce, coalesce(c.unsubscribe, 0) AS unsubscribe,
         coalesce(c.lead, 0) AS lead`;

const ZERO_TOTALS: CampaignTotalsRow = {
  recipients: 0,
  sent: 0,
  open: 0,
  click: 0,
  reply: 0,
  bounce: 0,
  unsubscribe: 0,
  lead: 0,
};

/**
 * The campaign's Total column: `campaign_counter` (its primary key), or with a list
 * `campaign_list_counter` (primary key (campaign_id, list_id)). A list without a counter row yet
 * has no recipients: zeros.
 */
export async function selectCampaignTotals(
  db: DataSource,
  scope: { campaignId: string; workspaceId: string; listId: string | null },
): Promise<CampaignTotalsRow> {
  const [row] = scope.listId
    ? await db.query(
        `SELECT c.recipients, ${COUNT_COLUMNS} FROM campaign_list_counter c
          WHERE c.campaign_id = $1 AND c.list_id = $2 AND c.workspace_id = $3`,
        [scope.campaignId, scope.listId, scope.workspaceId],
      )
    : await db.query(
        `SELECT c.recipients, ${COUNT_COLUMNS} FROM campaign_counter c
          WHERE c.campaign_id = $1 AND c.workspace_id = $2`,
        [scope.campaignId, scope.workspaceId],
      );
  return row ?? ZERO_TOTALS;
}

/**
 * The campaign's messages in sending order with their counters: `step_counter` by its primary key,
 * or with a list `step_list_counter` (primary key (step_id, list_id)). A message nobody of the
 * list was sent yet has no row: zeros. With each, the recipients (of the list) who stopped before
 * it (replied, lead, bounced, unsubscribed, suppressed at or before its position), counted on
 * campaign_recipient_stopped_idx, which holds only stopped recipients and carries their list.
 */
export async function selectStepTotals(
  db: DataSource,
  scope: { campaignId: string; workspaceId: string; listId: string | null },
): Promise<StepTotalsRow[]> {
  const counters = scope.listId
    ? `LEFT JOIN step_list_counter c ON c.step_id = s.id AND c.list_id = $3`
    : `LEFT JOIN step_counter c ON c.step_id = s.id`;
  const stopped = `(SELECT count(*)::int FROM campaign_recipient r
       WHERE r.campaign_id = s.campaign_id AND r.next_position <= s.position
         AND r.state NOT IN ('active', 'complete')${scope.listId ? ' AND r.list_id = $3' : ''})`;
  return db.query(
    `SELECT s.id, s.position, s.subject, s.status, ${COUNT_COLUMNS},
            ${stopped} AS stopped_before
       FROM step s ${counters}
      WHERE s.campaign_id = $1 AND s.workspace_id = $2
      ORDER BY s.position`,
    scope.listId
      ? [scope.campaignId, scope.workspaceId, scope.listId]
      : [scope.campaignId, scope.workspaceId],
  );
}

/**
 * The campaign's leads per status (a campaign has at most one lead per recipient, so this reads
 * as many rows as it has leads); with a list, the leads whose recipient came from that list (the
 * recipient by its primary key).
 */
export async function selectLeadsByStatus(
  db: DataSource,
  scope: { campaignId: string; workspaceId: string; listId: string | null },
): Promise<{ status: string; count: number }[]> {
  return scope.listId
    ? db.query(
        `SELECT l.status, count(*)::int AS count
           FROM lead l JOIN campaign_recipient r ON r.id = l.recipient_id
          WHERE l.campaign_id = $1 AND l.workspace_id = $2 AND r.list_id = $3
          GROUP BY l.status`,
        [scope.campaignId, scope.workspaceId, scope.listId],
      )
    : db.query(
        `SELECT l.status, count(*)::int AS count FROM lead l
          WHERE l.campaign_id = $1 AND l.workspace_id = $2
          GROUP BY l.status`,
        [scope.campaignId, scope.workspaceId],
      );
}
