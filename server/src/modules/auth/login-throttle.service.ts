import { MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { affectedCount } from '../../db/sql';
import { AppError } from '../../http/errors';

/** After this many unsettled attempts, a key must wait before its next one. */
export const MAX_FAILURES = 10;
/** Attempts older than this are forgotten (unless the key is still blocked). */
const WINDOW = '15 minutes';
const BASE_BLOCK_SECONDS = 30;
const MAX_BLOCK_SECONDS = 15 * 60;
/** A key whose last attempt is older than the window starts counting again. */
const STALE = `login_throttle.updated_at < now() - interval '${WINDOW}'`;

/**
 * Counts sign-in attempts per (account, client address) pair and per client address across
 * accounts. There is no account-wide lock: guesses from one address cannot lock the owner out
 * of their account from another one.
 *
 * An attempt is charged BEFORE its password is checked, in one transaction that locks the key
 * rows, so N parallel guesses get at most MAX_FAILURES password checks. A successful sign-in
 * settles its charge: the pair is forgotten and the address gets its attempt back.
 */
export class LoginThrottleService {
  constructor(private readonly db: DataSource) {}

  static keys(email: string, ip: string): { pair: string; address: string } {
    return { pair: `account:${email.trim().toLowerCase()}|ip:${ip}`, address: `ip:${ip}` };
  }

  /**
   * Charges one attempt to each key, or throws 429 (charging nothing) while any key is blocked.
   * The charge that reaches MAX_FAILURES blocks the key for 30 s, each later one doubling up to
   * 15 min; the attempt that reaches the limit is still checked.
   */
  async charge(keys: { pair: string; address: string }): Promise<void> {
    const sorted = [keys.pair, keys.address].sort(); // one lock order for every caller
    await this.db.transaction(async (tx) => {
      // A blocked row is left as it is and not returned: ON CONFLICT … WHERE skips it.
      const charged: { key: string }[] = await tx.query(
        `INSERT INTO login_throttle (key, failures, updated_at)
         SELECT unnest($1::text[]), 1, now()
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN ${STALE} THEN 1 ELSE login_throttle.failures + 1 END,
           updated_at = now(),
           blocked_until = CASE
             WHEN NOT ${STALE} AND login_throttle.failures + 1 >= ${MAX_FAILURES}
             THEN now() + make_interval(secs => LEAST(${MAX_BLOCK_SECONDS},
                    ${BASE_BLOCK_SECONDS} * power(2, login_throttle.failures + 1 - ${MAX_FAILURES})))
             ELSE NULL END
         WHERE login_throttle.blocked_until IS NULL OR login_throttle.blocked_until <= now()
         RETURNING key`,
        [sorted],
      );
      if (charged.length < sorted.length) {
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.global.tooManyAttempts);
      }
    });
  }

  /** A successful sign-in: the pair is forgotten, the address gets its charged attempt back. */
  async settleSuccess(keys: { pair: string; address: string }): Promise<void> {
    await this.db.query(`DELETE FROM login_throttle WHERE key = $1`, [keys.pair]);
    await this.db.query(
      `UPDATE login_throttle SET
         failures = GREATEST(failures - 1, 0),
         blocked_until = CASE WHEN failures - 1 < ${MAX_FAILURES} THEN NULL ELSE blocked_until END
       WHERE key = $1`,
      [keys.address],
    );
  }

  /** Housekeeping: forget counts that are old and no longer blocking. */
  async purgeStale(): Promise<number> {
    return affectedCount(
      await this.db.query(
        `DELETE FROM login_throttle
          WHERE updated_at < now() - interval '1 day'
            AND (blocked_until IS NULL OR blocked_until < now())`,
      ),
    );
  }
}
