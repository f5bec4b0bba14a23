import type { DataSource, EntityManager } from 'typeorm';
import { AUDIT_RETENTION_DAYS } from '@outbound/common';
import { affectedCount } from '../../db/sql';

/** An entry's values as the insert takes them (already capped: `audit-values.ts`). */
export interface AuditRow {
  workspaceId: string;
  /** A well-formed UUID or null (the actor is looked up by it). */
  userId: string | null;
  /** The actor's address when it is known without a lookup (a sign-in); else the user row's. */
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  ip: string | null;
  userAgent: string | null;
  meta: string;
}

/**
 * One entry. The actor's address is read in the same statement (a primary-key lookup of the
 * workspace's user), so that the entry reads well after the user is removed; an id that is no
 * user of the workspace leaves `user_id` empty rather than failing the audited change.
 */
export async function insertAuditEntry(db: EntityManager, row: AuditRow): Promise<void> {
  await db.query(
    `INSERT INTO audit_entry (workspace_id, user_id, actor_email, action, target_type, target_id,
                              target_label, ip, user_agent, meta)
     SELECT $1::uuid, u.id, COALESCE(u.email::text, $3, ''), $4, $5, $6, $7, $8, $9, $10::jsonb
       FROM (SELECT 1) AS one
       LEFT JOIN "user" u ON u.id = $2::uuid AND u.workspace_id = $1::uuid`,
    [
      row.workspaceId,
      row.userId,
      row.actorEmail,
      row.action,
      row.targetType,
      row.targetId,
      row.targetLabel,
      row.ip,
      row.userAgent,
      row.meta,
    ],
  );
}

export interface AuditEntryRow {
  id: string;
  user_id: string | null;
  actor_email: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  ip: string | null;
  user_agent: string | null;
  meta: Record<string, unknown>;
  created_at: Date;
}

/**
 * A page of a workspace's log, newest first, and its size: both read `audit_entry_page_idx`
 * (workspace_id, created_at DESC, id); the offset is bounded by the caller.
 */
export async function selectAuditPage(
  db: DataSource,
  workspaceId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const rows: AuditEntryRow[] = await db.query(
    `SELECT id, user_id, actor_email, action, target_type, target_id, target_label, ip,
            user_agent, meta, created_at
       FROM audit_entry
      WHERE workspace_id = $1
      ORDER BY created_at DESC, id
      LIMIT $2 OFFSET $3`,
    [workspaceId, page.limit, page.offset],
  );
  const [{ total }]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total FROM audit_entry WHERE workspace_id = $1`,
    [workspaceId],
  );
  return { rows, total };
}

/** Rows deleted per statement by the retention purge: short locks, bounded memory. */
const PURGE_BATCH = 5_000;

/**
 * Retention: deletes entries older than a year, a batch at a time through
 * `audit_entry_created_idx`. Returns how many went.
 */
export async function deleteExpiredAuditEntries(db: DataSource): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = affectedCount(
      await db.query(
        `DELETE FROM audit_entry
        WHERE id IN (SELECT id FROM audit_entry
                      WHERE created_at < now() - make_interval(days => $1)
                      LIMIT $2)`,
        [AUDIT_RETENTION_DAYS, PURGE_BATCH],
      ),
    );
    purged += count;
    if (count < PURGE_BATCH) return purged;
  }
}
