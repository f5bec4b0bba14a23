import { MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import type { LoginLimits } from '../../config';
import { RateLimitedError } from '../../http/errors';
import { LoginThrottle } from './login-throttle.entity';
import {
  chargeThrottleKeys,
  deleteStaleThrottles,
  refundThrottleKey,
  throttleWaitSeconds,
  type ThrottleRule,
} from './queries';

/** The keys one sign-in attempt is charged to; `account` only for a device not known to it. */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account?: string;
}

/**
 * Counts sign-in attempts per (account, client address) pair, per client address across accounts,
 * and per account across addresses. Guesses from one address cannot lock the owner out of their
 * account from another one; guesses from many addresses (a botnet, or addresses a client chose
 * before TRUST_PROXY took a hop count) lock the account for every device but those that signed in
 * to it before (`known-device.ts`), which are not charged to the account key.
 *
 * An attempt is charged BEFORE its password is checked, in one transaction that locks the key
 * rows, so N parallel guesses get at most the limit in password checks, and a blocked attempt
 * learns nothing about the password. A successful sign-in settles its charge: the pair is
 * forgotten and the address and the account get their attempt back. A refusal is a 429 with the
 * seconds until the longest block ends (Retry-After).
 */
export class LoginThrottleService {
  /**
   * Pair and address: attempts older than 15 minutes are forgotten (unless still blocked); the
   * attempt reaching the limit blocks for 30 s, each later one doubling up to 15 min.
   */
  private readonly rule: ThrottleRule;
  /** Account: the attempt reaching the limit blocks new devices for the lock period. */
  private readonly accountRule: ThrottleRule;

  constructor(
    private readonly db: DataSource,
    limits: LoginLimits,
  ) {
    this.rule = {
      maxFailures: limits.maxFailures,
      window: '15 minutes',
      baseBlockSeconds: 30,
      maxBlockSeconds: 15 * 60,
    };
    const lockSeconds = limits.accountLockMinutes * 60;
    this.accountRule = {
      maxFailures: limits.accountMaxFailures,
      window: `${lockSeconds} seconds`,
      baseBlockSeconds: lockSeconds,
      maxBlockSeconds: lockSeconds,
    };
  }

  static keys(email: string, ip: string, knownDevice: boolean): ThrottleKeys {
    const account = email.trim().toLowerCase();
    return {
      pair: `account:${account}|ip:${ip}`,
      address: `ip:${ip}`,
      account: knownDevice ? undefined : `account:${account}`,
    };
  }

  /**
   * Charges one attempt to each key, or throws a 429 (charging nothing) while any key is blocked.
   * The account key first, then the others sorted: one lock order for every caller.
   */
  async charge(keys: ThrottleKeys): Promise<void> {
    const others = [keys.pair, keys.address].sort();
    await this.db.transaction(async (tx) => {
      const account = keys.account ? [keys.account] : [];
      const charged = [
        ...(account.length > 0 ? await chargeThrottleKeys(tx, account, this.accountRule) : []),
        ...(await chargeThrottleKeys(tx, others, this.rule)),
      ];
      if (charged.length < account.length + others.length) {
        const wait = await throttleWaitSeconds(tx, [...account, ...others]);
        throw new RateLimitedError(wait, MESSAGES.global.tooManyAttempts);
      }
    });
  }

  /** A successful sign-in: the pair is forgotten, the address and account get their attempt back. */
  async settleSuccess(keys: ThrottleKeys): Promise<void> {
    await this.db.getRepository(LoginThrottle).delete({ key: keys.pair });
    await refundThrottleKey(this.db, keys.address, this.rule);
    if (keys.account) await refundThrottleKey(this.db, keys.account, this.accountRule);
  }

  /** Housekeeping: forget counts that are old and no longer blocking. */
  async purgeStale(): Promise<number> {
    return deleteStaleThrottles(this.db);
  }
}
