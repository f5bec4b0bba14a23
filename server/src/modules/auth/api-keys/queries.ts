import type { Role } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { updatedRows } from '../../../db/sql';

/** The statements of API keys that stay SQL: the lookup of every keyed request, its last use. */

export interface ActiveKeyRow {
  id: string;
  workspace_id: string;
  created_by: string;
  scopes: string[];
  secret_hash: string;
  /** Whether last_used_at is more than a minute old (or unset). */
  stale: boolean;
  role: Role;
}

/**
 * The unrevoked, unexpired key of a lookup, with its creator still active and their role: one
 * indexed lookup (api_key_lookup_key) joined to the user by primary key.
 */
export async function findActiveKey(
  db: DataSource,
  lookup: string,
): Promise<ActiveKeyRow | undefined> {
  const rows: ActiveKeyRow[] = await db.query(
    `SELECT k.id, k.workspace_id, k.created_by, k.scopes, k.secret_hash, u.role,
            (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute') AS stale
       FROM api_key k JOIN "user" u ON u.id = k.created_by AND u.workspace_id = k.workspace_id
      WHERE k.lookup = $1 AND k.revoked_at IS NULL
        AND (k.expires_at IS NULL OR k.expires_at > now()) AND u.status = 'active'`,
    [lookup],
  );
  return rows[0];
}

/**
 * Records a use, at most once a minute per key across processes: true when this call wrote it
 * (the one that also records the use in the audit log).
 */
export async function touchKey(db: EntityManager, id: string): Promise<boolean> {
  const touched = updatedRows(
    await db.query(
      `UPDATE api_key SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')
        RETURNING id`,
      [id],
    ),
  );
  return touched.length > 0;
}
