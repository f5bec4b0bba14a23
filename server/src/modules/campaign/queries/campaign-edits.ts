/**
 * The wizard's writes of the `campaign` row (and its counter row) that stay SQL: the insert with
 * its counter, the lead rules (the lead module hands over only the campaign's id), values computed
 * in the statement, and the variables (setting them leaves `updated_at` as it is, which a
 * repository update would not). The plain field updates (name, start step, options, progress) go
 * through the Campaign repository in the services. Each runs in the service's transaction, after
 * `lockCampaign` took the row (a new campaign has no row to lock yet).
 */
import type { EntityManager } from 'typeorm';
import type { WizardTab } from '@outbound/common';

/** The lead module's rules, stored as it gives them (the row is locked). */
export async function saveLeadSettings(
  manager: EntityManager,
  id: string,
  settings: object,
): Promise<void> {
  await manager.query(`UPDATE campaign SET lead_settings = $2, updated_at = now() WHERE id = $1`, [
    id,
    settings,
  ]);
}

/** A new draft and its counter row (counters are only ever updated, never upserted). */
export async function insertCampaign(
  tx: EntityManager,
  campaign: {
    workspaceId: string;
    name: string;
    mailAccountId: string;
    useSmtp: boolean;
    currentTab: WizardTab;
    completedTabs: WizardTab[];
    createdBy: string;
  },
): Promise<string> {
  const [row] = await tx.query(
    `INSERT INTO campaign (workspace_id, name, mail_account_id, use_smtp, current_tab,
                           completed_tabs, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      campaign.workspaceId,
      campaign.name,
      campaign.mailAccountId,
      campaign.useSmtp,
      campaign.currentTab,
      campaign.completedTabs,
      campaign.createdBy,
    ],
  );
  await insertCounter(tx, row.id, campaign.workspaceId);
  return row.id as string;
}

/** A campaign's counter row, created with the campaign (new or copied), all figures 0. */
export async function insertCounter(tx: EntityManager, campaignId: string, workspaceId: string) {
  await tx.query(`INSERT INTO campaign_counter (campaign_id, workspace_id) VALUES ($1, $2)`, [
    campaignId,
    workspaceId,
  ]);
}

/** The messages' mime type; tracking goes off with text/plain (row locked). */
export async function setMessageMimeType(
  tx: EntityManager,
  id: string,
  mimeType: string,
): Promise<void> {
  await tx.query(
    `UPDATE campaign SET message_mime_type = $2,
              track_open = track_open AND $2 = 'text/html',
              track_clicks = track_clicks AND $2 = 'text/html', updated_at = now()
        WHERE id = $1`,
    [id, mimeType],
  );
}

/** The first list linked sets the campaign's variables (its columns). */
export async function setVariables(tx: EntityManager, id: string, variables: string[]) {
  await tx.query(`UPDATE campaign SET variables = $2 WHERE id = $1`, [id, variables]);
}

/** After a list was unlinked: the last list out clears the variables, in the same statement. */
export async function clearVariablesWithoutLists(tx: EntityManager, id: string): Promise<void> {
  await tx.query(
    `UPDATE campaign SET updated_at = now(),
            variables = CASE WHEN EXISTS (SELECT 1 FROM campaign_list WHERE campaign_id = $1)
                             THEN variables ELSE '{}' END
      WHERE id = $1`,
    [id],
  );
}
