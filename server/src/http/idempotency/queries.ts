import type { DataSource } from 'typeorm';
import { affectedCount } from '../../db/sql';

/** How long a first answer is replayed. */
export const IDEMPOTENCY_TTL = `interval '24 hours'`;
/**
 * A key still pending this long after its request started is taken over by the next request with
 * the same body: its process died before it could answer (no request runs that long).
 */
export const ABANDONED_AFTER = `interval '1 minute'`;

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  | { kind: 'differs' }
  | { kind: 'pending' };

interface KeyRow {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * Claims `key` for a request whose method, URL and body hash to `hash`. One INSERT … ON CONFLICT:
 * of two requests racing with one key exactly one claims it (the other's insert waits for the
 * first's row, then finds it). A row expired, or abandoned pending with the same body, is claimed
 * again; otherwise the row as it stands says whether to replay, refuse (another body) or wait.
 */
export async function claimKey(
  db: DataSource,
  workspaceId: string,
  key: string,
  hash: string,
): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed: unknown[] = await db.query(
      `INSERT INTO idempotency_key (workspace_id, key, request_hash, expires_at)
       VALUES ($1, $2, $3, now() + ${IDEMPOTENCY_TTL})
       ON CONFLICT (workspace_id, key) DO UPDATE
          SET request_hash = EXCLUDED.request_hash, status = NULL, content_type = NULL,
              body = NULL, started_at = now(), expires_at = EXCLUDED.expires_at
        WHERE idempotency_key.expires_at <= now()
           OR (idempotency_key.status IS NULL AND idempotency_key.request_hash = EXCLUDED.request_hash
               AND idempotency_key.started_at < now() - ${ABANDONED_AFTER})
       RETURNING 1`,
      [workspaceId, key, hash],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row]: KeyRow[] = await db.query(
      `SELECT request_hash, status, content_type, body FROM idempotency_key
        WHERE workspace_id = $1 AND key = $2`,
      [workspaceId, key],
    );
    if (!row) continue; // purged in between: claim again
    if (row.request_hash !== hash) return { kind: 'differs' };
    if (row.status === null || row.body === null) return { kind: 'pending' };
    return { kind: 'replay', status: row.status, contentType: row.content_type, body: row.body };
  }
  return { kind: 'pending' };
}

/** Keeps the first answer of a claimed key. */
export async function finishKey(
  db: DataSource,
  workspaceId: string,
  key: string,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db.query(
    `UPDATE idempotency_key SET status = $3, content_type = $4, body = $5
      WHERE workspace_id = $1 AND key = $2 AND status IS NULL`,
    [workspaceId, key, answer.status, answer.contentType, answer.body],
  );
}

/** Lets a claimed key go (the request failed with a 5xx: nothing was done, a retry may run). */
export async function releaseKey(db: DataSource, workspaceId: string, key: string): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_key WHERE workspace_id = $1 AND key = $2 AND status IS NULL`,
    [workspaceId, key],
  );
}

/** Housekeeping: deletes the keys past their 24 hours; answers how many. */
export async function purgeExpiredKeys(db: DataSource): Promise<number> {
  return affectedCount(await db.query(`DELETE FROM idempotency_key WHERE expires_at <= now()`));
}
