import type { EntityManager } from 'typeorm';
import { affectedCount, updatedRows } from '../../../db/sql';
import type { SettledSend } from '../../campaign/recipients/recipient-progress';
import { RESENT_MARKER } from './ledger';

/**
 * The statements of a campaign moved to another mailbox (`moved-campaign.ts`). Only `claimed`
 * sends are touched: `smtp_started` and `uncertain` ones stay with the mailbox that handed them
 * over, whose reconciliation settles them. Each is scoped by the campaign (send_campaign_idx).
 */

/**
 * The recipients of the campaign's claimed sends, locked in id order (the dispatcher's and the
 * event recorder's order) before those sends are released.
 */
export async function lockRecipientsOfCampaignClaims(
  tx: EntityManager,
  campaignId: string,
): Promise<void> {
  await tx.query(
    `SELECT r.id FROM campaign_recipient r JOIN send s ON s.recipient_id = r.id
      WHERE s.campaign_id = $1 AND s.state = 'claimed'
      ORDER BY r.id FOR UPDATE OF r`,
    [campaignId],
  );
}

/**
 * Drops the campaign's claims that never reached a server (a claim waiting for its burst, or a
 * retry waiting out its back-off): the recipient's (recipient, step) slot is free again, so the new
 * mailbox's dispatcher claims it in due order. A claim already sent again after an interruption
 * (`RESENT_MARKER`) may have reached its recipient and is left for `markResentClaimsUncertain`.
 */
export async function deleteUnsentClaimsOfCampaign(
  tx: EntityManager,
  campaignId: string,
): Promise<number> {
  return affectedCount(
    await tx.query(
      `DELETE FROM send WHERE campaign_id = $1 AND state = 'claimed'
          AND NOT starts_with(coalesce(last_error, ''), $2)`,
      [campaignId, RESENT_MARKER],
    ),
  );
}

/**
 * The campaign's claims sent again after an interruption become `uncertain` (never sent again, as
 * when their mailbox is deleted), answered with what their recipients' move needs. `started_at`
 * comes back as text to keep Postgres' microseconds.
 */
export async function markResentClaimsUncertain(
  tx: EntityManager,
  campaignId: string,
  lastError: string,
): Promise<SettledSend[]> {
  const rows = updatedRows<{
    recipient_id: string;
    campaign_id: string;
    position: number;
    started_at: string;
  }>(
    await tx.query(
      `UPDATE send SET state = 'uncertain', last_error = $2, next_attempt_at = NULL
          WHERE campaign_id = $1 AND state = 'claimed'
        RETURNING recipient_id, campaign_id, position,
                  coalesce(smtp_started_at, claimed_at)::text AS started_at`,
      [campaignId, lastError],
    ),
  );
  return rows.map((row) => ({
    recipientId: row.recipient_id,
    campaignId: row.campaign_id,
    position: row.position,
    startedAt: row.started_at,
  }));
}
