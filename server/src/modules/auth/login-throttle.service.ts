import { MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import { LoginThrottle } from './login-throttle.entity';
import {
  chargeThrottleKeys,
  deleteStaleThrottles,
  refundThrottleKey,
  type ThrottleRule,
} from './queries';

/** After this many unsettled attempts, a key must wait before its next one. */
const MAX_FAILURES = 10;

/**
 * Attempts older than the window are forgotten (unless the key is still blocked): a key whose last
 * attempt is older starts counting again. A block lasts 30 s, doubling up to 15 min.
 */
const RULE: ThrottleRule = {
  maxFailures: MAX_FAILURES,
  window: '15 minutes',
  baseBlockSeconds: 30,
  maxBlockSeconds: 15 * 60,
};

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
      const charged = await chargeThrottleKeys(tx, sorted, RULE);
      if (charged.length < sorted.length) {
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.global.tooManyAttempts);
      }
    });
  }

  /** A successful sign-in: the pair is forgotten, the address gets its charged attempt back. */
  async settleSuccess(keys: { pair: string; address: string }): Promise<void> {
    await this.db.getRepository(LoginThrottle).delete({ key: keys.pair });
    await refundThrottleKey(this.db, keys.address, RULE);
  }

  /** Housekeeping: forget counts that are old and no longer blocking. */
  async purgeStale(): Promise<number> {
    return deleteStaleThrottles(this.db);
  }
}
