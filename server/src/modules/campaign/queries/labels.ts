/**
 * Labels and the campaigns they are on. A label's name is unique per workspace whatever its case
 * (label_name_idx on lower(name)): a duplicate fails with unique_violation, which the
 * service answers as "Label already exists".
 */
import type { DataSource, EntityManager } from 'typeorm';
import { updatedRows } from '../../../db/sql';

export interface LabelRow {
  id: string;
  name: string;
}

/** The workspace's labels by name (the index's order). */
export async function selectLabels(db: DataSource, workspaceId: string): Promise<LabelRow[]> {
  return db.query(`SELECT id, name FROM label WHERE workspace_id = $1 ORDER BY lower(name), id`, [
    workspaceId,
  ]);
}

export async function selectLabel(
  manager: EntityManager,
  id: string,
  workspaceId: string,
): Promise<LabelRow | undefined> {
  const [label] = await manager.query(
    `SELECT id, name FROM label WHERE id = $1 AND workspace_id = $2`,
    [id, workspaceId],
  );
  return label;
}

export async function insertLabel(
  db: DataSource,
  workspaceId: string,
  name: string,
): Promise<LabelRow> {
  const [label] = await db.query(
    `INSERT INTO label (workspace_id, name) VALUES ($1, $2) RETURNING id, name`,
    [workspaceId, name],
  );
  return label;
}

export async function renameLabel(
  db: DataSource,
  id: string,
  workspaceId: string,
  name: string,
): Promise<LabelRow | undefined> {
  const rows = updatedRows<LabelRow>(
    await db.query(
      `UPDATE label SET name = $3 WHERE id = $1 AND workspace_id = $2 RETURNING id, name`,
      [id, workspaceId, name],
    ),
  );
  return rows[0];
}

/** Deleting a label takes it off its campaigns (campaign_label cascades). */
export async function deleteLabel(db: DataSource, id: string, workspaceId: string) {
  await db.query(`DELETE FROM label WHERE id = $1 AND workspace_id = $2`, [id, workspaceId]);
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
