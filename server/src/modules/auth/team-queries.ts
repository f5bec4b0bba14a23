import type { Role } from '@outbound/common';
import type { EntityManager } from 'typeorm';
import type { UserStatus } from './user.entity';

/** A teammate as a role change or a removal sees them, locked to the transaction's end. */
export interface LockedTeammate {
  id: string;
  role: Role;
  status: UserStatus;
}

/**
 * Locks the acting user and the teammate they act on (in id order: one lock order for everyone),
 * in the workspace, unless removed. What the change decides on is read under the lock: an actor
 * demoted or removed a moment ago cannot still act, and two changes of one teammate take turns.
 */
export async function lockTeammates(
  tx: EntityManager,
  workspaceId: string,
  ids: string[],
): Promise<Map<string, LockedTeammate>> {
  const rows: LockedTeammate[] = await tx.query(
    `SELECT id, role, status FROM "user"
      WHERE workspace_id = $1 AND id = ANY($2::uuid[]) AND status <> 'removed'
      ORDER BY id FOR UPDATE`,
    [workspaceId, ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Takes a user off the team, in one transaction with the caller's checks: the row stays (what they
 * created keeps pointing at it) with no password; every session and open invite or reset link
 * ends; the leads assigned to them go back to the unassigned pool.
 */
export async function markRemoved(tx: EntityManager, workspaceId: string, userId: string) {
  await tx.query(
    `UPDATE "user" SET status = 'removed', removed_at = now(), password_hash = NULL,
            updated_at = now()
      WHERE id = $1 AND workspace_id = $2`,
    [userId, workspaceId],
  );
  await tx.query(
    `UPDATE session SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`,
    [userId],
  );
  await tx.query(
    `UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
  await tx.query(
    `UPDATE lead SET assigned_to = NULL WHERE workspace_id = $1 AND assigned_to = $2`,
    [workspaceId, userId],
  );
}
