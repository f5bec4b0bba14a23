import {
  MESSAGES,
  WARMUP_ERROR_CODES,
  WARMUP_MESSAGES,
  WARMUP_SUMMARY_DAYS,
  warmupErrorMessage,
  type WarmupErrorCode,
} from '@outbound/common';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import type { MailAccount } from '../mail-account.entity';
import type { MailboxService } from '../mailbox.service';
import {
  WarmupProviderError,
  type ProviderAccount,
  type WarmupHistory,
  type WarmupProvider,
} from './warmup-provider';

interface WarmupDaySummary {
  /** UTC day, `yyyy-MM-dd`. */
  date: string;
  landedInbox: number;
  landedSpam: number;
}

/**
 * What the warmup dialog shows. A failure the user can act on is an answer with `status: false` and
 * an `errorCode` (spec 02 §8); an unreachable or misconfigured provider is an error instead.
 */
export interface WarmupSummary {
  status: boolean;
  /** False when this server has no warmup provider; `message` then says so. */
  configured: boolean;
  errorCode: WarmupErrorCode | null;
  message: string | null;
  warmupStatus: boolean;
  /** Unix seconds. */
  warmupStartTime: number | null;
  /** Totals of the past week. */
  aggregate: { received: number; sent: number; landedSpam: number };
  /** The past week, oldest day first, today last. */
  days: WarmupDaySummary[];
}

function emptySummary(): Omit<WarmupSummary, 'status' | 'configured' | 'errorCode' | 'message'> {
  return {
    warmupStatus: false,
    warmupStartTime: null,
    aggregate: { received: 0, sent: 0, landedSpam: 0 },
    days: [],
  };
}

/** Turning warmup on or off: `accountId` is the account's id, or its email (older screens). */
export interface WarmupSetCommand {
  accountId: string;
  enable: boolean;
}

const notConfigured = (): WarmupSummary => ({
  status: false,
  configured: false,
  errorCode: null,
  message: WARMUP_MESSAGES.notConfigured,
  ...emptySummary(),
});

const failed = (errorCode: WarmupErrorCode): WarmupSummary => ({
  status: false,
  configured: true,
  errorCode,
  message: warmupErrorMessage(errorCode),
  ...emptySummary(),
});

/** Mailbox warmup through the configured provider; every call is scoped to the caller's workspace. */
export class WarmupService {
  constructor(
    private readonly mailbox: MailboxService,
    private readonly provider: WarmupProvider | undefined,
    private readonly options: { now?: () => Date } = {},
  ) {}

  get configured(): boolean {
    return this.provider !== undefined;
  }

  async getWarmup(caller: Caller, accountId: string): Promise<WarmupSummary> {
    const account = await this.findAccount(caller, accountId);
    const provider = this.provider;
    if (!provider) return notConfigured();
    try {
      const remote = await provider.getAccount(account.email);
      return this.summarize(remote, await provider.getHistory(account.email));
    } catch (error) {
      return this.answerFailure(error, WARMUP_ERROR_CODES.accountInfoUnavailable);
    }
  }

  /**
   * Turns warmup on or off. The provider applies the change in the background, so the answer shows
   * the requested state rather than re-reading it.
   */
  async setWarmup(caller: Caller, command: WarmupSetCommand): Promise<WarmupSummary> {
    const account = await this.findAccount(caller, command.accountId);
    // The /v1 edge passes the body's value as it came: a missing account answers first.
    const enable: unknown = command.enable;
    if (typeof enable !== 'boolean') throw AppError.badRequest(MESSAGES.global.badRequest);
    const provider = this.provider;
    if (!provider) return notConfigured();
    if (enable && account.status !== 'active') return failed(WARMUP_ERROR_CODES.accountInactive);
    let remote: ProviderAccount;
    try {
      remote = await provider.getAccount(account.email);
    } catch (error) {
      return this.answerFailure(error, WARMUP_ERROR_CODES.accountInfoUnavailable);
    }
    if (enable && !remote.active) return failed(WARMUP_ERROR_CODES.accountInactive);
    if (enable && remote.warmupBlocked) return failed(WARMUP_ERROR_CODES.restricted);
    try {
      await provider.setWarmup(account.email, enable);
    } catch (error) {
      return this.answerFailure(error, WARMUP_ERROR_CODES.restricted);
    }
    const startedAt = enable ? (remote.warmupStartedAt ?? this.now()) : remote.warmupStartedAt;
    const changed = { ...remote, warmupEnabled: enable, warmupStartedAt: startedAt };
    try {
      return this.summarize(changed, await provider.getHistory(account.email));
    } catch (error) {
      return this.answerFailure(error, WARMUP_ERROR_CODES.accountInfoUnavailable);
    }
  }

  /**
   * `/v1` names the account by id, older screens by email; either way another workspace's account
   * answers exactly like a missing one.
   */
  private async findAccount(caller: Caller, accountId: string): Promise<MailAccount> {
    return typeof accountId === 'string' && accountId.includes('@')
      ? this.mailbox.getAccount(caller, accountId)
      : this.mailbox.getAccountById(caller, accountId);
  }

  /** Provider failures as spec 02 §8 answers: error_codes for the user, HTTP errors otherwise. */
  private answerFailure(error: unknown, rejectedAs: WarmupErrorCode): WarmupSummary {
    if (!(error instanceof WarmupProviderError)) throw error;
    switch (error.failure) {
      case 'unknown_account':
        return failed(WARMUP_ERROR_CODES.notInProvider);
      case 'rejected':
        return failed(rejectedAs);
      case 'unavailable':
        throw AppError.badRequest(WARMUP_MESSAGES.unavailable);
      case 'unauthorized':
        throw new AppError('INTERNAL_SERVER_ERROR', WARMUP_MESSAGES.unexpected);
    }
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The past week ending today (UTC); days the provider has no data for count as zero. */
  private summarize(remote: ProviderAccount, history: WarmupHistory): WarmupSummary {
    const today = this.now();
    const aggregate = { received: 0, sent: 0, landedSpam: 0 };
    const days: WarmupDaySummary[] = [];
    for (let back = WARMUP_SUMMARY_DAYS - 1; back >= 0; back -= 1) {
      const date = new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
      const day = history[date];
      aggregate.received += day?.received ?? 0;
      aggregate.sent += day?.sent ?? 0;
      aggregate.landedSpam += day?.landedSpam ?? 0;
      days.push({ date, landedInbox: day?.landedInbox ?? 0, landedSpam: day?.landedSpam ?? 0 });
    }
    return {
      status: true,
      configured: true,
      errorCode: null,
      message: null,
      warmupStatus: remote.warmupEnabled,
      warmupStartTime: remote.warmupStartedAt
        ? Math.floor(remote.warmupStartedAt.getTime() / 1000)
        : null,
      aggregate,
      days,
    };
  }
}
