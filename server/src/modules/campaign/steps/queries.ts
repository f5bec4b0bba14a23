/**
 * A campaign's message sequence (`step`, with its `step_counter` row): the statements that stay
 * SQL (joins, row locks, set-based writes). One step's own reads and writes go through its
 * repository in the service. Every write runs with the campaign row locked by the service, so
 * positions are renumbered without a concurrent editor.
 */
import type { DataSource, EntityManager } from 'typeorm';

/** A row of `STEP_SELECT` (`toStep` reads it). */
export type StepWithCountsRow = Record<string, unknown>;

/**
 * A step with its counters (kept by the event recorder), the campaign's recipient count, and the
 * recipients who stopped before reaching it (replied, lead, bounced, unsubscribed, suppressed at
 * or before its position: they never get it), counted on campaign_recipient_stopped_idx; no
 * event is aggregated here.
 */
const STEP_SELECT = `
  SELECT s.id, s.campaign_id, s.position, s.subject, s.body, s.variants, s.status, s.delay_days,
         coalesce(k.recipients, 0) AS total_recipients,
         (SELECT count(*)::int FROM campaign_recipient r
           WHERE r.campaign_id = s.campaign_id AND r.next_position <= s.position
             AND r.state NOT IN ('active', 'complete')) AS stopped_before,
         coalesce(to_jsonb(sc) - 'step_id' - 'campaign_id' - 'workspace_id', '{}'::jsonb) AS counts
    FROM step s
    LEFT JOIN step_counter sc ON sc.step_id = s.id
    LEFT JOIN campaign_counter k ON k.campaign_id = s.campaign_id`;

/** The steps of one campaign in sending order. */
export async function selectSteps(
  manager: EntityManager,
  campaignId: string,
): Promise<StepWithCountsRow[]> {
  return manager.query(`${STEP_SELECT} WHERE s.campaign_id = $1 ORDER BY s.position`, [campaignId]);
}

/** The steps of many campaigns of the workspace in one query (a page's loader). */
export async function selectStepsOfCampaigns(
  db: DataSource,
  campaignIds: string[],
  workspaceId: string,
): Promise<StepWithCountsRow[]> {
  return db.query(
    `${STEP_SELECT} WHERE s.campaign_id = ANY($1::uuid[]) AND s.workspace_id = $2
      ORDER BY s.campaign_id, s.position`,
    [campaignIds, workspaceId],
  );
}

export async function selectStep(
  db: DataSource,
  id: string,
): Promise<StepWithCountsRow | undefined> {
  const [row] = await db.query(`${STEP_SELECT} WHERE s.id = $1`, [id]);
  return row;
}

/**
 * The campaign's messages and which are in use (sent, or reached by a recipient), read with every
 * recipient of the campaign locked in id order (the order the dispatcher and the event recorder
 * lock in): no recipient moves on to another message until the edit is committed.
 */
export async function lockStepsInUse(
  tx: EntityManager,
  campaignId: string,
): Promise<{ id: string; position: number; delay_days: number; used: boolean }[]> {
  return tx.query(
    `WITH locked AS (
       SELECT next_position FROM campaign_recipient WHERE campaign_id = $1 ORDER BY id FOR UPDATE),
     reached AS (SELECT coalesce(max(next_position), 0) AS position FROM locked)
     SELECT s.id, s.position, s.delay_days,
            s.position <= reached.position
              OR EXISTS (SELECT 1 FROM send x WHERE x.campaign_id = $1 AND x.step_id = s.id)
              AS used
       FROM step s CROSS JOIN reached
      WHERE s.campaign_id = $1
      ORDER BY s.position`,
    [campaignId],
  );
}

/**
 * Deletes the campaign's messages left out of a saved sequence; their events stay, no longer tied
 * to a step (email_event_campaign_idx finds them), in the same statement.
 */
export async function deleteStepsExcept(
  tx: EntityManager,
  campaignId: string,
  kept: string[],
): Promise<void> {
  await tx.query(
    `WITH deleted AS (
       DELETE FROM step WHERE campaign_id = $1 AND NOT (id = ANY($2::uuid[])) RETURNING id)
     UPDATE email_event SET step_id = NULL
      WHERE campaign_id = $1 AND step_id IN (SELECT id FROM deleted)`,
    [campaignId, kept],
  );
}

/** A new message and its counter row in one statement (its first version: the insert trigger). */
export async function insertStep(
  tx: EntityManager,
  campaign: { id: string; workspaceId: string },
  step: {
    position: number;
    subject: string;
    body: string;
    variants: { subject: string; body: string }[];
    delayDays: number;
  },
): Promise<void> {
  await tx.query(
    `WITH inserted AS (
           INSERT INTO step (campaign_id, workspace_id, position, subject, body, delay_days,
                             variants)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id, campaign_id, workspace_id)
         INSERT INTO step_counter (step_id, campaign_id, workspace_id)
         SELECT id, campaign_id, workspace_id FROM inserted`,
    [
      campaign.id,
      campaign.workspaceId,
      step.position,
      step.subject,
      step.body,
      step.delayDays,
      JSON.stringify(step.variants),
    ],
  );
}

/**
 * After an edit of the sequence (the campaign's mime type, then its steps written, in the edit's
 * transaction): a step whose current version differs from it and its campaign's mime type gets a
 * new version, which becomes current. The triggers of `step` already versioned every subject or
 * body the edit changed (with the new mime type); what is left is a change of the mime type
 * alone. One statement for the whole sequence, each step's version read by its primary key; a
 * step whose content did not change gets none, and sends already claimed keep their version.
 */
export async function addChangedStepContents(tx: EntityManager, campaignId: string): Promise<void> {
  await tx.query(
    `WITH changed AS (
       SELECT s.id, s.workspace_id, s.subject, s.body, s.variants,
              c.message_mime_type AS mime_type
         FROM step s
         JOIN campaign c ON c.id = s.campaign_id
         JOIN step_content v ON v.id = s.content_id
        WHERE s.campaign_id = $1
          AND (v.subject, v.body, v.mime_type, v.variants) IS DISTINCT FROM
              (s.subject, s.body, c.message_mime_type, s.variants)),
     added AS (
       INSERT INTO step_content (workspace_id, step_id, subject, body, mime_type, variants)
       SELECT workspace_id, id, subject, body, mime_type, variants FROM changed
       RETURNING id, step_id)
     UPDATE step s SET content_id = added.id FROM added WHERE s.id = added.step_id`,
    [campaignId],
  );
}

/**
 * Deletes one message: its events stay without a step, and the messages after it move up one
 * place (three statements; the recipients move with `closeGapAfterRemovedStep`).
 */
export async function deleteStep(
  tx: EntityManager,
  campaignId: string,
  step: { id: string; position: number },
): Promise<void> {
  await tx.query(`DELETE FROM step WHERE id = $1`, [step.id]);
  await tx.query(`UPDATE email_event SET step_id = NULL WHERE campaign_id = $1 AND step_id = $2`, [
    campaignId,
    step.id,
  ]);
  await tx.query(
    `UPDATE step SET position = position - 1, updated_at = now()
      WHERE campaign_id = $1 AND position > $2`,
    [campaignId, step.position],
  );
}
