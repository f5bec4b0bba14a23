/**
 * The label statements that stay SQL: the list in the index's order (lower(name)) and the
 * set-based writes of campaign_label. A single label is read and written through its repository
 * (`label.service.ts`).
 */
import type { DataSource, EntityManager } from 'typeorm';

/** The workspace's labels by name (the index's order). */
export async function selectLabels(
  db: DataSource,
  workspaceId: string,
): Promise<{ id: string; name: string }[]> {
  return db.query(`SELECT id, name FROM label WHERE workspace_id = $1 ORDER BY lower(name), id`, [
    workspaceId,
  ]);
}

/** Puts the label on the campaigns; those that had it already keep it (one statement). */
export async function addLabel(
  tx: EntityManager,
  labelId: string,
  campaignIds: string[],
  workspaceId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO campaign_label (campaign_id, label_id, workspace_id)
     SELECT unnest($1::uuid[]), $2, $3 ON CONFLICT DO NOTHING`,
    [campaignIds, labelId, workspaceId],
  );
}

/** Takes the label off the campaigns (one statement). */
export async function removeLabel(
  tx: EntityManager,
  labelId: string,
  campaignIds: string[],
): Promise<void> {
  await tx.query(
    `DELETE FROM campaign_label WHERE label_id = $1 AND campaign_id = ANY($2::uuid[])`,
    [labelId, campaignIds],
  );
}
