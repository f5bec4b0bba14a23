/**
 * Watches an API process answer while workers send: every ~250 ms a `GET /healthz` and a GraphQL
 * query, each given 2 s. Records every answer; `stop` answers them all.
 */
export interface ApiAnswer {
  what: 'healthz' | 'graphql';
  at: number;
  /** HTTP status, or 0 when no answer came within the time allowed (or the connection failed). */
  status: number;
  ms: number;
  /** Why it failed: the error, or the GraphQL errors of a 200. */
  error?: string;
}

const EVERY_MS = 250;
const ALLOWED_MS = 2000;

export class ApiWatch {
  readonly answers: ApiAnswer[] = [];
  private stopped = false;
  private readonly loop: Promise<void>;

  constructor(
    private readonly baseUrl: string,
    private readonly graphql: { query: string; variables: Record<string, unknown>; token: string },
  ) {
    this.loop = this.run();
  }

  async stop(): Promise<ApiAnswer[]> {
    this.stopped = true;
    await this.loop;
    return this.answers;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const started = Date.now();
      await Promise.all([
        this.ask('healthz', `${this.baseUrl}/healthz`, {}),
        this.ask('graphql', `${this.baseUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${this.graphql.token}`,
          },
          body: JSON.stringify({
            query: this.graphql.query,
            variables: this.graphql.variables,
          }),
        }),
      ]);
      const wait = EVERY_MS - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private async ask(what: ApiAnswer['what'], url: string, init: RequestInit): Promise<void> {
    const at = Date.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ALLOWED_MS) });
      const body = await response.text();
      const errors = what === 'graphql' ? (JSON.parse(body) as { errors?: unknown }).errors : null;
      this.answers.push({
        what,
        at,
        status: response.status,
        ms: Date.now() - at,
        ...(errors ? { error: JSON.stringify(errors) } : {}),
      });
    } catch (error) {
      this.answers.push({ what, at, status: 0, ms: Date.now() - at, error: String(error) });
    }
  }
}
