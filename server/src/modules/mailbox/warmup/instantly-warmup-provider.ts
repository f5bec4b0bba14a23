import {
  WarmupProviderError,
  type ProviderAccount,
  type WarmupHistory,
  type WarmupProvider,
  type WarmupProviderFailure,
} from './warmup-provider';

interface InstantlyOptions {
  /** e.g. https://api.instantly.ai */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** Instantly's account `warmup_status`: 1 running, 0 paused, -1 banned, -2 spam folder unknown, -3 suspended. */
const WARMUP_RUNNING = 1;
const WARMUP_BLOCKED = [-1, -3];
/** Instantly's account `status`: 1 active, 2 paused, negative values are connection or sending errors. */
const ACCOUNT_ACTIVE = 1;

interface InstantlyAccount {
  email: string;
  status?: number;
  warmup_status?: number;
  timestamp_warmup_start?: string | null;
}

interface InstantlyDay {
  sent?: number;
  received?: number;
  landed_inbox?: number;
  landed_spam?: number;
}

interface InstantlyWarmupAnalytics {
  email_date_data?: Record<string, Record<string, InstantlyDay> | undefined>;
}

function failureOf(status: number): WarmupProviderFailure {
  if (status === 404) return 'unknown_account';
  if (status === 401) return 'unauthorized';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}

/**
 * The Instantly API v2, authenticated with a Bearer API key. Endpoints, as documented by Instantly
 * (developer.instantly.ai):
 * - `GET /api/v2/accounts/{email}`: the account, with `status`, `warmup_status` and
 *   `timestamp_warmup_start` (the last field's name is our reading of the docs);
 * - `POST /api/v2/accounts/warmup/enable` and `/disable` with `{ emails }`: start a background job;
 * - `POST /api/v2/accounts/warmup-analytics` with `{ emails }`: `email_date_data` per email and day.
 */
export class InstantlyWarmupProvider implements WarmupProvider {
  private readonly baseUrl: string;

  constructor(private readonly options: InstantlyOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new WarmupProviderError('unavailable', `warmup provider unreachable: ${String(error)}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new WarmupProviderError(
        failureOf(response.status),
        `warmup provider answered ${response.status} to ${method} ${path}`,
        response.status,
      );
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new WarmupProviderError('unavailable', `warmup provider sent no JSON to ${path}`);
    }
  }

  async getAccount(email: string): Promise<ProviderAccount> {
    const account = await this.call<InstantlyAccount>(
      'GET',
      `/api/v2/accounts/${encodeURIComponent(email)}`,
    );
    const started = account.timestamp_warmup_start
      ? new Date(account.timestamp_warmup_start)
      : null;
    return {
      email: account.email ?? email,
      warmupEnabled: account.warmup_status === WARMUP_RUNNING,
      warmupBlocked: WARMUP_BLOCKED.includes(account.warmup_status ?? 0),
      active: account.status === ACCOUNT_ACTIVE,
      warmupStartedAt: started && !Number.isNaN(started.getTime()) ? started : null,
    };
  }

  async setWarmup(email: string, enable: boolean): Promise<void> {
    await this.call('POST', `/api/v2/accounts/warmup/${enable ? 'enable' : 'disable'}`, {
      emails: [email],
    });
  }

  async getHistory(email: string): Promise<WarmupHistory> {
    const answer = await this.call<InstantlyWarmupAnalytics>(
      'POST',
      '/api/v2/accounts/warmup-analytics',
      { emails: [email] },
    );
    // Mailbox addresses are case-insensitive; the provider may spell the key differently.
    const key = Object.keys(answer.email_date_data ?? {}).find(
      (candidate) => candidate.toLowerCase() === email.toLowerCase(),
    );
    const byDate = (key && answer.email_date_data?.[key]) || {};
    const history: WarmupHistory = {};
    for (const [date, day] of Object.entries(byDate)) {
      history[date] = {
        sent: day.sent ?? 0,
        received: day.received ?? 0,
        landedInbox: day.landed_inbox ?? 0,
        landedSpam: day.landed_spam ?? 0,
      };
    }
    return history;
  }
}
