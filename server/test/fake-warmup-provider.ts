import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A mailbox as the fake stores it, in the provider's own field names. */
export interface FakeWarmupAccount {
  email: string;
  /** 1 active, 2 paused, negative: connection or sending errors. */
  status: number;
  /** 1 running, 0 paused, -1 banned, -2 spam folder unknown, -3 suspended. */
  warmup_status: number;
  timestamp_warmup_start: string | null;
  /** Traffic per day, `yyyy-MM-dd`. */
  days: Record<
    string,
    { sent: number; received: number; landed_inbox: number; landed_spam: number }
  >;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

type Planned = { kind: 'fail'; status: number; path?: string } | { kind: 'stall'; path?: string };

/**
 * A local stand-in for the Instantly API v2 warmup endpoints, on 127.0.0.1 over real HTTP:
 * `GET /api/v2/accounts/{email}`, `POST /api/v2/accounts/warmup/enable|disable` and
 * `POST /api/v2/accounts/warmup-analytics`. Tests add accounts, read `requests`, and plan the next
 * answer with `failNext(status)`, `stallNext()` or `forget(email)`.
 */
export class FakeWarmupProvider {
  readonly requests: RecordedRequest[] = [];
  private readonly accounts = new Map<string, FakeWarmupAccount>();
  private planned: Planned[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly apiKey: string,
  ) {}

  static async start(apiKey = 'fake-warmup-key'): Promise<FakeWarmupProvider> {
    const server = http.createServer();
    const fake = new FakeWarmupProvider(server, apiKey);
    server.on('request', (request, response) => fake.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  addAccount(email: string, attrs: Partial<Omit<FakeWarmupAccount, 'email'>> = {}) {
    const account: FakeWarmupAccount = {
      email,
      status: 1,
      warmup_status: 0,
      timestamp_warmup_start: null,
      days: {},
      ...attrs,
    };
    this.accounts.set(email.toLowerCase(), account);
    return account;
  }

  account(email: string): FakeWarmupAccount | undefined {
    return this.accounts.get(email.toLowerCase());
  }

  /** The provider no longer knows this mailbox: its calls answer 404. */
  forget(email: string): void {
    this.accounts.delete(email.toLowerCase());
  }

  /** The next call (to a path containing `path`, when given) answers `status`. */
  failNext(status: number, path?: string): void {
    this.planned.push({ kind: 'fail', status, path });
  }

  /** The next call (to a path containing `path`, when given) never answers. */
  stallNext(path?: string): void {
    this.planned.push({ kind: 'stall', path });
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private takePlan(path: string): Planned | undefined {
    const index = this.planned.findIndex((plan) => !plan.path || path.includes(plan.path));
    return index === -1 ? undefined : this.planned.splice(index, 1)[0];
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body: unknown = text ? JSON.parse(text) : undefined;
    const method = request.method ?? 'GET';
    this.requests.push({ method, path, authorization: request.headers.authorization, body });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, message: string) =>
      send(status, { statusCode: status, error: http.STATUS_CODES[status], message });

    if (request.headers.authorization !== `Bearer ${this.apiKey}`) {
      return error(401, 'Invalid API key');
    }
    const plan = this.takePlan(path);
    if (plan?.kind === 'stall') return;
    if (plan?.kind === 'fail') return error(plan.status, 'Planned failure');

    const emails = ((body as { emails?: unknown })?.emails ?? []) as string[];
    const accountPath = /^\/api\/v2\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = this.account(decodeURIComponent(accountPath[1]));
      if (!account) return error(404, 'Account not found');
      const { days: _days, ...fields } = account;
      return send(200, fields);
    }
    const toggle = /^\/api\/v2\/accounts\/warmup\/(enable|disable)$/.exec(path);
    if (method === 'POST' && toggle) {
      const accounts = emails.map((email) => this.account(email));
      if (accounts.length === 0 || accounts.some((account) => !account)) {
        return error(404, 'Account not found');
      }
      for (const account of accounts as FakeWarmupAccount[]) {
        account.warmup_status = toggle[1] === 'enable' ? 1 : 0;
        if (toggle[1] === 'enable') account.timestamp_warmup_start ??= new Date().toISOString();
      }
      return send(200, { id: `job-${this.requests.length}`, type: 'warmup', status: 'pending' });
    }
    if (method === 'POST' && path === '/api/v2/accounts/warmup-analytics') {
      const known = emails.flatMap((email) => this.account(email) ?? []);
      return send(200, {
        email_date_data: Object.fromEntries(known.map((account) => [account.email, account.days])),
        aggregate_data: {},
      });
    }
    return error(404, 'Not found');
  }
}
