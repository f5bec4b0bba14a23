import { MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';

/** After this many failures in a row, a key must wait before its next attempt. */
export const MAX_FAILURES = 10;
/** Failures older than this are forgotten (unless the key is still blocked). */
const WINDOW = '15 minutes';
const BASE_BLOCK_SECONDS = 30;
const MAX_BLOCK_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per account and per client address. Every login call (a /v1 request, or
 * each `login` field of a GraphQL operation, aliases included) is one attempt.
 */
export class LoginThrottleService {
  constructor(private readonly db: DataSource) {}

  static keys(email: string, ip: string): string[] {
    return [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];
  }

  /** Throws 429 while any of the keys is blocked. */
  async assertAllowed(keys: string[]): Promise<void> {
    const rows: { key: string }[] = await this.db.query(
      `SELECT key FROM login_throttle WHERE key = ANY($1) AND blocked_until > now()`,
      [keys],
    );
    if (rows.length > 0) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.global.tooManyAttempts);
  }

  /** Records a failure for each key; from the 10th on, blocks it for 30 s doubling up to 15 min. */
  async recordFailure(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE login_throttle SET failures = 0
            WHERE key = $1 AND updated_at < now() - interval '${WINDOW}'
              AND (blocked_until IS NULL OR blocked_until < now())`,
          [key],
        );
        await tx.query(
          `INSERT INTO login_throttle (key, failures, updated_at) VALUES ($1, 1, now())
           ON CONFLICT (key) DO UPDATE SET
             failures = login_throttle.failures + 1,
             updated_at = now(),
             blocked_until = CASE
               WHEN login_throttle.failures + 1 >= ${MAX_FAILURES}
               THEN now() + make_interval(secs => LEAST(${MAX_BLOCK_SECONDS},
                      ${BASE_BLOCK_SECONDS} * power(2, login_throttle.failures + 1 - ${MAX_FAILURES})))
               ELSE login_throttle.blocked_until END`,
          [key],
        );
      });
    }
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.query(`DELETE FROM login_throttle WHERE key = $1`, [
      `account:${email.trim().toLowerCase()}`,
    ]);
  }

  /** Housekeeping: forget counts that are old and no longer blocking. */
  async purgeStale(): Promise<number> {
    // TypeORM answers a DELETE with [rows, rowCount].
    const [, count]: [unknown, number] = await this.db.query(
      `DELETE FROM login_throttle
        WHERE updated_at < now() - interval '1 day'
          AND (blocked_until IS NULL OR blocked_until < now())`,
    );
    return count;
  }
}
