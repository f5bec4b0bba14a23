/** The thresholds as stored (`guardrail_setting`): a workspace's row and its mailboxes' overrides. */
import type { DataSource } from 'typeorm';
import type { GuardRule } from './queries';

/** A stored row: NULL fields are not set at that level. */
export interface StoredSettings {
  enabled: boolean | null;
  bounce_percent: number | null;
  min_sends: number | null;
  window_days: number | null;
  complaint_percent: number | null;
}

/** The workspace's row (mailboxId null) or a mailbox's overrides; null when nothing is stored. */
export async function readStoredSettings(
  db: DataSource,
  workspaceId: string,
  mailboxId: string | null,
): Promise<StoredSettings | null> {
  const [row]: StoredSettings[] = await db.query(
    `SELECT enabled, bounce_percent::float8 AS bounce_percent, min_sends, window_days,
            complaint_percent::float8 AS complaint_percent
       FROM guardrail_setting
      WHERE workspace_id = $1 AND mail_account_id IS NOT DISTINCT FROM $2::uuid`,
    [workspaceId, mailboxId],
  );
  return row ?? null;
}

/** The rule in force for the workspace, or for one of its mailboxes. */
export async function readRule(
  db: DataSource,
  workspaceId: string,
  mailboxId: string | null,
): Promise<GuardRule> {
  const [row]: GuardRule[] = await db.query(
    `SELECT coalesce(own.enabled, ws.enabled, true) AS enabled,
            coalesce(own.bounce_percent, ws.bounce_percent, 5)::float8 AS bounce_percent,
            coalesce(own.min_sends, ws.min_sends, 20) AS min_sends,
            coalesce(own.window_days, ws.window_days, 7) AS window_days,
            coalesce(own.complaint_percent, ws.complaint_percent, 0.3)::float8 AS complaint_percent
       FROM (SELECT 1) one
       LEFT JOIN guardrail_setting ws ON ws.workspace_id = $1 AND ws.mail_account_id IS NULL
       LEFT JOIN guardrail_setting own ON own.workspace_id = $1 AND own.mail_account_id = $2::uuid`,
    [workspaceId, mailboxId],
  );
  return row;
}

/** Stores the workspace's row or a mailbox's overrides whole (one upsert). */
export async function writeStoredSettings(
  db: DataSource,
  workspaceId: string,
  mailboxId: string | null,
  settings: StoredSettings,
): Promise<void> {
  const values = [
    workspaceId,
    mailboxId,
    settings.enabled,
    settings.bounce_percent,
    settings.min_sends,
    settings.window_days,
    settings.complaint_percent,
  ];
  const conflict =
    mailboxId === null
      ? `(workspace_id) WHERE mail_account_id IS NULL`
      : `(mail_account_id) WHERE mail_account_id IS NOT NULL`;
  await db.query(
    `INSERT INTO guardrail_setting (workspace_id, mail_account_id, enabled, bounce_percent,
                                    min_sends, window_days, complaint_percent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT ${conflict} DO UPDATE
       SET enabled = EXCLUDED.enabled, bounce_percent = EXCLUDED.bounce_percent,
           min_sends = EXCLUDED.min_sends, window_days = EXCLUDED.window_days,
           complaint_percent = EXCLUDED.complaint_percent, updated_at = now()`,
    values,
  );
}
