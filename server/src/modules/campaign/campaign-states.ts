/**
 * The campaign status changes other modules decide: the dispatcher starts scheduled campaigns and
 * completes finished ones, deleting a mailbox pauses its campaigns. The campaign module owns every
 * write of the `campaign` table; these are its statements for them, run on the caller's
 * connection or transaction.
 */
import { queryPrepared } from '../../db/prepared-query';
import type { DataSource, EntityManager } from 'typeorm';
import { affectedCount } from '../../db/sql';

/**
 * Scheduled campaigns whose start time has come are started (all, or those of one mailbox): one
 * statement, safe to run concurrently (a campaign already started no longer matches).
 */
export async function startScheduledCampaigns(
  db: DataSource | EntityManager,
  now: Date,
  mailboxId?: string,
): Promise<void> {
  await queryPrepared(
    db,
    'start-scheduled-campaigns',
    `UPDATE campaign SET status = 'started', updated_at = now()
      WHERE status = 'scheduled' AND deleted_at IS NULL AND start_time <= $1
        AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM campaign_mail_account p
                                          WHERE p.campaign_id = campaign.id
                                            AND p.mail_account_id = $2))`,
    [now, mailboxId ?? null],
  );
}

/**
 * A started campaign of the mailbox without an active recipient or an unfinished send is
 * complete (run after `completeFinishedRecipients`).
 */
export async function completeFinishedCampaigns(
  db: DataSource | EntityManager,
  mailboxId: string,
): Promise<void> {
  await queryPrepared(
    db,
    'complete-finished-campaigns',
    `UPDATE campaign c SET status = 'complete', updated_at = now()
      WHERE c.status = 'started' AND c.deleted_at IS NULL
        AND c.id IN (SELECT campaign_id FROM campaign_mail_account WHERE mail_account_id = $1)
        AND NOT EXISTS (SELECT 1 FROM campaign_recipient r
                         WHERE r.campaign_id = c.id AND r.state = 'active')
        AND NOT EXISTS (SELECT 1 FROM send x
                         WHERE x.campaign_id = c.id AND x.state IN ('claimed', 'smtp_started'))`,
    [mailboxId],
  );
}

/**
 * The campaigns sending or scheduled whose only mailbox this is are paused (the mailbox is being
 * deleted). A pool of several goes on from its other mailboxes: the recipients of the deleted one
 * wait for a move (sending README, "Pools"), and the next mailbox becomes the campaign's first
 * (migration 0057).
 */
export async function pauseCampaignsOfMailbox(
  tx: EntityManager,
  workspaceId: string,
  mailboxId: string,
): Promise<void> {
  await tx.query(
    `UPDATE campaign c SET status = 'paused', updated_at = now()
      WHERE c.workspace_id = $1 AND c.status IN ('started', 'scheduled')
        AND (c.mail_account_id = $2
             OR c.id IN (SELECT campaign_id FROM campaign_mail_account WHERE mail_account_id = $2))
        AND NOT EXISTS (SELECT 1 FROM campaign_mail_account q
                         WHERE q.campaign_id = c.id AND q.mail_account_id <> $2)`,
    [workspaceId, mailboxId],
  );
}

/**
 * The deliverability guard pauses a started campaign over its bounce threshold, with the reason
 * its header shows; false when it was no longer started (paused, completed or deleted meanwhile).
 */
export async function pauseCampaignForBounces(
  tx: EntityManager,
  campaignId: string,
  reason: string,
): Promise<boolean> {
  const result: unknown = await tx.query(
    `UPDATE campaign SET status = 'paused', pause_reason = $2, updated_at = now()
      WHERE id = $1 AND status = 'started' AND deleted_at IS NULL`,
    [campaignId, reason],
  );
  return affectedCount(result) > 0;
}
