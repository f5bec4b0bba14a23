import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig, type Config } from '../src/config';
import { buildApp } from '../src/http/app';
import { createServices, type Services } from '../src/services';
import type { User } from '../src/modules/auth/user.entity';
import { createTestDatabase, type TestDatabase } from './database';
import { buildUser, DEFAULT_PASSWORD } from './factories';
import { MailSandbox } from './mail-sandbox';
import { ApiContract } from './contract';

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface RestResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  config: Config;
  database: TestDatabase;
  /** POST /graphql, as a browser would. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; ip?: string },
  ): Promise<GraphQLResult<T>>;
  rest<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    options?: { body?: unknown; token?: string; ip?: string },
  ): Promise<RestResult<T>>;
  /** A new user (in `workspace`, or a new one) signed in over /v1. */
  signIn(attrs?: Parameters<typeof buildUser>[1]): Promise<{ user: User; token: string }>;
  close(): Promise<void>;
}

/**
 * The real API (Fastify, GraphQL, /v1, services) on a fresh database, driven with `app.inject`.
 * `env` overrides configuration, e.g. `{ SYSTEM_SMTP_URL }` from the mail sandbox, or
 * `{ ALLOW_PLAINTEXT_MAIL_AUTH: 'false' }` to require STARTTLS as production does.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-data-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://outbound.test',
    OUTBOUND_DATA_DIR: dataDir,
    OUTBOUND_CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'silent',
    // The mail sandbox offers no TLS: mailbox logins go in clear unless a test turns this off.
    ALLOW_PLAINTEXT_MAIL_AUTH: 'true',
    ...env,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const services = createServices(database.db, config, logger);
  const app = await buildApp(services, logger);
  await app.ready();
  // API_CONTRACT=1: every /v1 answer must match the API document (test/contract.ts).
  const contract = process.env.API_CONTRACT ? await ApiContract.of(app) : null;

  const rest: TestServer['rest'] = async (method, url, options = {}) => {
    const response = await app.inject({
      method,
      url,
      payload: options.body as never,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
    const text = response.body;
    const violation = contract?.check(method, url, response);
    if (violation) throw new Error(`The answer breaks the API document: ${violation}`);
    return { status: response.statusCode, body: text ? JSON.parse(text) : {} };
  };

  return {
    app,
    services,
    config,
    database,
    rest,
    async gql(query, variables = {}, options = {}) {
      const { body } = await rest('POST', '/graphql', {
        body: { query, variables },
        token: options.token,
        ip: options.ip,
      });
      return body as GraphQLResult<never>;
    },
    async signIn(attrs) {
      const user = await buildUser(database.db, attrs);
      const { body } = await rest('POST', '/v1/user/login', {
        body: { email: user.email, password: DEFAULT_PASSWORD },
      });
      return { user, token: body.token as string };
    },
    async close() {
      await app.close();
      services.mail.close();
      services.dispatch.closeConnections();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The system sender's mailbox in the sandbox. */
const SYSTEM_SENDER = { email: 'system@outbound.test', password: 'system-pass' };

/** A test server whose system mail (resets, invites) goes over SMTP into a mail sandbox. */
export async function startTestServerWithMail(): Promise<{ t: TestServer; sandbox: MailSandbox }> {
  const sandbox = await MailSandbox.start({ users: [SYSTEM_SENDER] });
  const t = await startTestServer({ SYSTEM_SMTP_URL: sandbox.smtpUrl(SYSTEM_SENDER.email) });
  const close = t.close;
  t.close = async () => {
    await close();
    await sandbox.stop();
  };
  return { t, sandbox };
}
