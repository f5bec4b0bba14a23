import type { DataSource } from 'typeorm';
import { updatedRows } from '../../db/sql';

/**
 * The statements of the reset-link mail (`password-reset-mail.ts`). A claim lapses after
 * CLAIM_LAPSE: a worker that died mid-send leaves its link to the next try.
 */
const CLAIM_LAPSE = `interval '2 minutes'`;

/** A reset link that still wants its mail: open, unexpired, not mailed, not being mailed. */
const WANTS_MAIL = `pr.purpose = 'reset' AND pr.mailed_at IS NULL AND pr.used_at IS NULL
  AND pr.expires_at > now()
  AND (pr.mail_claimed_at IS NULL OR pr.mail_claimed_at < now() - ${CLAIM_LAPSE})`;

/**
 * Claims a reset link for its mail and gives it a new token in one UPDATE … RETURNING: of two
 * workers racing, one gets it. A link claimed again after a lapsed claim gets a new token, so a
 * mail that went out before a crash holds a dead link. The recipient, or undefined.
 */
export async function claimResetMail(
  db: DataSource,
  resetId: string,
  tokenHash: string,
): Promise<{ email: string; name: string } | undefined> {
  const rows = updatedRows<{ email: string; name: string }>(
    await db.query(
      `UPDATE password_reset pr SET token_hash = $2, mail_claimed_at = now()
         FROM "user" u
        WHERE pr.id = $1 AND u.id = pr.user_id AND ${WANTS_MAIL}
        RETURNING u.email, u.name`,
      [resetId, tokenHash],
    ),
  );
  return rows[0];
}

/** The mail went out. */
export async function markResetMailed(db: DataSource, resetId: string): Promise<void> {
  await db.query(`UPDATE password_reset SET mailed_at = now() WHERE id = $1`, [resetId]);
}

/** The mail could not be sent: the next try may claim the link at once. */
export async function releaseResetMail(db: DataSource, resetId: string): Promise<void> {
  await db.query(
    `UPDATE password_reset SET mail_claimed_at = NULL WHERE id = $1 AND mailed_at IS NULL`,
    [resetId],
  );
}

/**
 * Reset links older than `olderThanSeconds` still wanting their mail (their job was lost, or
 * failed for good), oldest first; the partial index password_reset_unmailed_idx keeps the scan to
 * those.
 */
export async function unmailedResetIds(
  db: DataSource,
  olderThanSeconds: number,
): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT pr.id FROM password_reset pr
      WHERE pr.purpose = 'reset' AND pr.mailed_at IS NULL
        AND pr.created_at < now() - make_interval(secs => $1) AND ${WANTS_MAIL}
      ORDER BY pr.created_at LIMIT 100`,
    [olderThanSeconds],
  );
  return rows.map((row) => row.id);
}
