import type { Role } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { affectedCount, updatedRows } from '../../db/sql';

/**
 * The statements of sign-in, sessions, password links and the sign-in throttle that stay SQL:
 * the hot path of every authenticated request, and the statements whose effect must be atomic
 * (single-use links, the throttle's charge, an invite's unique address) or that touch many rows.
 * Single-row reads and writes go through the entities' repositories instead.
 */

/**
 * The session of a bearer token's hash, with its user still active: every authenticated request
 * runs it, so it is one indexed lookup (session_token_hash_key) joined to the user by primary key.
 */
export async function findActiveSession(
  db: DataSource,
  tokenHash: string,
): Promise<{ id: string; user_id: string; workspace_id: string; role: Role } | undefined> {
  const rows = await db.query(
    `SELECT s.id, s.user_id, s.workspace_id, u.role
       FROM session s JOIN "user" u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.status = 'active'`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Whether a reset link was sent to the user within the last minute. The database clock decides,
 * as it does for the link's own created_at.
 */
export async function hasRecentResetLink(db: DataSource, userId: string): Promise<boolean> {
  const [recent] = await db.query(
    `SELECT 1 FROM password_reset WHERE user_id = $1 AND purpose = 'reset'
        AND created_at > now() - interval '1 minute' LIMIT 1`,
    [userId],
  );
  return Boolean(recent);
}

/**
 * Uses a link: one UPDATE … RETURNING marks it used only if it is unused and unexpired, so two
 * uses of the same link racing each other cannot both succeed. The user id, or undefined.
 */
export async function useResetLink(
  tx: EntityManager,
  tokenHash: string,
): Promise<string | undefined> {
  const used = updatedRows<{ user_id: string }>(
    await tx.query(
      `UPDATE password_reset SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          AND EXISTS (SELECT 1 FROM "user" u WHERE u.id = user_id AND u.status <> 'removed')
        RETURNING user_id`,
      [tokenHash],
    ),
  );
  return used[0]?.user_id;
}

/** Ends every session of a user but `keepSession` (all of them when null): set-based. */
export async function revokeOtherSessions(
  tx: EntityManager,
  userId: string,
  keepSession: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE session SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2`,
    [userId, keepSession],
  );
}

/** Closes every reset or invite link of a user still open: set-based. */
export async function closeOpenLinks(tx: EntityManager, userId: string): Promise<void> {
  await tx.query(
    `UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
}

/** Housekeeping, set-based: expired sessions, and revoked ones after a day. How many went. */
export async function deleteExpiredSessions(db: DataSource): Promise<number> {
  return affectedCount(
    await db.query(
      `DELETE FROM session WHERE expires_at < now() OR revoked_at < now() - interval '1 day'`,
    ),
  );
}

/** Housekeeping, set-based: used or expired password links. How many went. */
export async function deleteClosedLinks(db: DataSource): Promise<number> {
  return affectedCount(
    await db.query(`DELETE FROM password_reset WHERE expires_at < now() OR used_at IS NOT NULL`),
  );
}

/**
 * Adds an invited user unless the address is taken. ON CONFLICT on the unique (citext) address
 * rather than a check first: two invites of one address racing each other cannot both pass. The
 * new id, or undefined when the address already has an account.
 */
export async function insertInvitedUser(
  tx: EntityManager,
  workspaceId: string,
  invite: { name: string; email: string; role: Role },
): Promise<string | undefined> {
  // The arbiter is the partial unique index user_email_key: removed users do not hold an address.
  const inserted: { id: string }[] = await tx.query(
    `INSERT INTO "user" (workspace_id, name, email, status, role)
     VALUES ($1, $2, $3, 'invited', $4)
     ON CONFLICT (email) WHERE status <> 'removed' DO NOTHING RETURNING id`,
    [workspaceId, invite.name, invite.email, invite.role],
  );
  return inserted[0]?.id;
}

/** Serialises first-run set-up across processes booting together (held to the transaction's end). */
export async function lockFirstRun(tx: EntityManager, lockId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [lockId]);
}

/** The sign-in throttle's rule (login-throttle.service.ts), written into its statements. */
export interface ThrottleRule {
  maxFailures: number;
  /** A Postgres interval: attempts older than it are forgotten. */
  window: string;
  baseBlockSeconds: number;
  maxBlockSeconds: number;
}

/**
 * Charges one attempt to each key in one upsert, in the order given (callers sort the keys: one
 * lock order for everyone). A blocked row is left as it is and not returned (ON CONFLICT … WHERE
 * skips it), so the keys answered are those charged. Constants of the rule are written into the
 * text: they never come from a request.
 */
export async function chargeThrottleKeys(
  tx: EntityManager,
  keys: string[],
  rule: ThrottleRule,
): Promise<string[]> {
  const stale = `login_throttle.updated_at < now() - interval '${rule.window}'`;
  const charged: { key: string }[] = await tx.query(
    `INSERT INTO login_throttle (key, failures, updated_at)
     SELECT unnest($1::text[]), 1, now()
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN ${stale} THEN 1 ELSE login_throttle.failures + 1 END,
       updated_at = now(),
       blocked_until = CASE
         WHEN NOT ${stale} AND login_throttle.failures + 1 >= ${rule.maxFailures}
         THEN now() + make_interval(secs => LEAST(${rule.maxBlockSeconds},
                ${rule.baseBlockSeconds} * power(2, login_throttle.failures + 1 - ${rule.maxFailures})))
         ELSE NULL END
     WHERE login_throttle.blocked_until IS NULL OR login_throttle.blocked_until <= now()
     RETURNING key`,
    [keys],
  );
  return charged.map((row) => row.key);
}

/**
 * The whole seconds until the last block among `keys` ends (at least 1): the Retry-After of a
 * refused sign-in.
 */
export async function throttleWaitSeconds(tx: EntityManager, keys: string[]): Promise<number> {
  const [row]: { seconds: number | null }[] = await tx.query(
    `SELECT ceil(extract(epoch FROM max(blocked_until) - now()))::int AS seconds
       FROM login_throttle WHERE key = ANY($1::text[]) AND blocked_until > now()`,
    [keys],
  );
  return Math.max(1, row?.seconds ?? 1);
}

/**
 * Gives a key back the attempt a successful sign-in was charged, in one statement (read and
 * write together: a parallel charge cannot be lost), lifting its block once under the limit.
 */
export async function refundThrottleKey(
  db: DataSource,
  key: string,
  rule: ThrottleRule,
): Promise<void> {
  await db.query(
    `UPDATE login_throttle SET
       failures = GREATEST(failures - 1, 0),
       blocked_until = CASE WHEN failures - 1 < ${rule.maxFailures} THEN NULL ELSE blocked_until END
     WHERE key = $1`,
    [key],
  );
}

/** Housekeeping, set-based: counts that are old and no longer blocking. How many went. */
export async function deleteStaleThrottles(db: DataSource): Promise<number> {
  return affectedCount(
    await db.query(
      `DELETE FROM login_throttle
        WHERE updated_at < now() - interval '1 day'
          AND (blocked_until IS NULL OR blocked_until < now())`,
    ),
  );
}
