/** A mailbox as the warmup provider knows it. */
export interface ProviderAccount {
  email: string;
  /** Warmup is running for this mailbox. */
  warmupEnabled: boolean;
  /** The provider refuses warmup for this mailbox (banned, suspended). */
  warmupBlocked: boolean;
  /** The provider can send from this mailbox (not paused, no connection error). */
  active: boolean;
  warmupStartedAt: Date | null;
}

/** One day of warmup traffic of one mailbox. */
interface WarmupDay {
  sent: number;
  received: number;
  landedInbox: number;
  landedSpam: number;
}

/** Warmup traffic of one mailbox by UTC day (`yyyy-MM-dd`). */
export type WarmupHistory = Record<string, WarmupDay>;

/**
 * Why a provider call failed:
 * - `unknown_account`: the provider has no such mailbox;
 * - `rejected`: the provider refused the request itself (a 4xx other than the ones below);
 * - `unauthorized`: the provider refused our API key (a server configuration problem);
 * - `unavailable`: no answer, a timeout, rate limiting or a 5xx: worth trying again later.
 */
export type WarmupProviderFailure = 'unknown_account' | 'rejected' | 'unauthorized' | 'unavailable';

export class WarmupProviderError extends Error {
  constructor(
    readonly failure: WarmupProviderFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'WarmupProviderError';
  }
}

/** A mailbox warmup service. Every method throws `WarmupProviderError` when the call fails. */
export interface WarmupProvider {
  getAccount(email: string): Promise<ProviderAccount>;
  setWarmup(email: string, enable: boolean): Promise<void>;
  /** Daily traffic; the provider decides how far back it reaches. */
  getHistory(email: string): Promise<WarmupHistory>;
}
