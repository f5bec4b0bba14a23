import { DEFAULT_SENDING_PREFERENCE, MESSAGES, WARMUP_MESSAGES } from '@outbound/common';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { graphql } from 'graphql';
import { buildSchema } from 'type-graphql';
import { createTestDatabase, type TestDatabase } from '../../../../../test/database';
import { buildUser } from '../../../../../test/factories';
import { FakeWarmupProvider } from '../../../../../test/fake-warmup-provider';
import { installErrorHandler } from '../../../../http/rest';
import type { Services } from '../../../../services';
import { AuditService } from '../../../audit/audit.service';
import type { Caller } from '../../../auth/caller';
import { CredentialsVault } from '../../credentials-vault';
import { MailboxService } from '../../mailbox.service';
import { InstantlyWarmupProvider } from '../instantly-warmup-provider';
import { WarmupResolver } from '../warmup.resolver';
import { warmupRoutes } from '../warmup.rest';
import { WarmupService } from '../warmup.service';
import { roleChecker } from '../../../../http/roles';

const NOW = new Date('2025-03-10T15:00:00Z');
const WEEK = [
  '2025-03-04',
  '2025-03-05',
  '2025-03-06',
  '2025-03-07',
  '2025-03-08',
  '2025-03-09',
  '2025-03-10',
];

let database: TestDatabase;
let fake: FakeWarmupProvider;
let mailbox: MailboxService;
let configured: WarmupService;
let app: FastifyInstance;
const callers = new Map<string, Caller>();

/** `/v1` warmup routes on a small app: the real error handler, callers by bearer token. */
async function restApp(warmup: WarmupService): Promise<FastifyInstance> {
  const instance = Fastify();
  instance.decorate('services', { warmup } as unknown as Services);
  installErrorHandler(instance);
  instance.addHook('onRequest', async (request) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    request.caller = callers.get(token) ?? null;
  });
  await instance.register(warmupRoutes);
  await instance.ready();
  return instance;
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
  on: FastifyInstance = app,
) {
  const response = await on.inject({
    method,
    url,
    payload: body as never,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

/** A signed-in caller with one mailbox, known to the fake provider unless told otherwise. */
async function callerWithMailbox(options: { status?: string; atProvider?: boolean } = {}) {
  const user = await buildUser(database.db);
  const token = `token-${user.id}`;
  callers.set(token, {
    userId: user.id,
    workspaceId: user.workspaceId,
    sessionId: token,
    role: 'admin' as const,
  });
  const email = `box-${user.id.slice(0, 8)}@example.com`;
  const [{ id }] = await database.db.query(
    `INSERT INTO mail_account (workspace_id, type, email, name, status, credentials, sending_preference)
     VALUES ($1, 'smtp', $2, 'Box', $3, 'v1:sealed', $4) RETURNING id`,
    [
      user.workspaceId,
      email,
      options.status ?? 'active',
      JSON.stringify(DEFAULT_SENDING_PREFERENCE('UTC')),
    ],
  );
  if (options.atProvider !== false) fake.addAccount(email);
  return { token, email, id: id as string, caller: callers.get(token)! };
}

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await FakeWarmupProvider.start();
  mailbox = new MailboxService(
    database.db,
    new CredentialsVault('w'.repeat(32)),
    { allowPrivateHosts: false },
    new AuditService(database.db, pino({ level: 'silent' })),
  );
  const provider = new InstantlyWarmupProvider({
    baseUrl: fake.url,
    apiKey: fake.apiKey,
    timeoutMs: 300,
  });
  configured = new WarmupService(mailbox, provider, { now: () => NOW });
  app = await restApp(configured);
});

afterAll(async () => {
  await app.close();
  await fake.stop();
  await database.drop();
});

it('says plainly that warmup is not set up when there is no provider', async () => {
  const { token, id } = await callerWithMailbox();
  const unconfigured = await restApp(new WarmupService(mailbox, undefined));
  const before = fake.requests.length;
  const status = await call(
    'GET',
    `/v1/mailAccount/instantly/${id}`,
    token,
    undefined,
    unconfigured,
  );
  expect(status).toEqual({
    status: 200,
    body: expect.objectContaining({
      status: false,
      configured: false,
      error_code: null,
      message: WARMUP_MESSAGES.notConfigured,
    }),
  });
  const toggle = await call(
    'POST',
    '/v1/mailAccount/instantly/warmup',
    token,
    { account_id: id, enable: true },
    unconfigured,
  );
  expect(toggle.body).toMatchObject({ configured: false, message: WARMUP_MESSAGES.notConfigured });
  expect(fake.requests.length).toBe(before);
  await unconfigured.close();
});

it('turns warmup on and off at the provider with the API key', async () => {
  const { token, email, id } = await callerWithMailbox();
  const on = await call('POST', '/v1/mailAccount/instantly/warmup', token, {
    account_id: id,
    enable: true,
  });
  expect(on.status).toBe(200);
  expect(on.body).toMatchObject({ status: true, configured: true, warmup_status: true });
  expect(on.body.warmup_start_time).toEqual(expect.any(Number));
  expect(fake.account(email)!.warmup_status).toBe(1);
  expect(fake.requests).toContainEqual({
    method: 'POST',
    path: '/api/v2/accounts/warmup/enable',
    authorization: `Bearer ${fake.apiKey}`,
    body: { emails: [email] },
  });

  const off = await call('POST', '/v1/mailAccount/instantly/warmup', token, {
    account_id: id,
    enable: false,
  });
  expect(off.body).toMatchObject({ status: true, warmup_status: false });
  expect(fake.account(email)!.warmup_status).toBe(0);
  const read = await call('GET', `/v1/mailAccount/instantly/${id}`, token);
  expect(read.body.warmup_status).toBe(false);
});

it('summarizes the past week: totals and every day, missing days as zero', async () => {
  const { token, email, id } = await callerWithMailbox();
  const day = (sent: number, received: number, inbox: number, spam: number) => ({
    sent,
    received,
    landed_inbox: inbox,
    landed_spam: spam,
  });
  Object.assign(fake.account(email)!, {
    warmup_status: 1,
    timestamp_warmup_start: '2025-02-01T00:00:00.000Z',
    days: {
      '2025-03-03': day(100, 100, 100, 100), // eight days ago: outside the week
      '2025-03-04': day(10, 4, 9, 1),
      '2025-03-08': day(12, 5, 10, 2),
      '2025-03-10': day(6, 3, 6, 0),
    },
  });
  const answer = await call('GET', `/v1/mailAccount/instantly/${id}`, token);
  expect(answer).toEqual({
    status: 200,
    body: {
      status: true,
      configured: true,
      error_code: null,
      message: null,
      warmup_status: true,
      warmup_start_time: Date.parse('2025-02-01T00:00:00Z') / 1000,
      aggregate_result: { received: 12, sent: 28, landed_spam: 3 },
      date_wise_result: Object.fromEntries(
        WEEK.map((date) => [
          date,
          {
            landed_inbox: { '2025-03-04': 9, '2025-03-08': 10, '2025-03-10': 6 }[date] ?? 0,
            landed_spam: { '2025-03-04': 1, '2025-03-08': 2 }[date] ?? 0,
          },
        ]),
      ),
    },
  });
});

it('answers provider outages and refusals with the spec messages and statuses', async () => {
  const { token, id } = await callerWithMailbox();
  const url = `/v1/mailAccount/instantly/${id}`;
  const toggle = { account_id: id, enable: true };

  fake.failNext(503);
  expect(await call('GET', url, token)).toEqual({
    status: 400,
    body: { message: WARMUP_MESSAGES.unavailable },
  });
  fake.failNext(429, 'warmup/enable');
  expect((await call('POST', '/v1/mailAccount/instantly/warmup', token, toggle)).status).toBe(400);
  fake.stallNext();
  expect(await call('GET', url, token)).toEqual({
    status: 400,
    body: { message: WARMUP_MESSAGES.unavailable },
  });

  // A rejected API key is this server's misconfiguration, not the user's.
  fake.failNext(401);
  expect(await call('GET', url, token)).toEqual({
    status: 500,
    body: { message: WARMUP_MESSAGES.unexpected },
  });

  fake.failNext(400, '/api/v2/accounts/');
  expect((await call('GET', url, token)).body).toMatchObject({
    status: false,
    error_code: 0,
    message: WARMUP_MESSAGES.errorCodes[0],
  });
  fake.failNext(403, 'warmup/enable');
  expect(
    (await call('POST', '/v1/mailAccount/instantly/warmup', token, toggle)).body,
  ).toMatchObject({ status: false, error_code: 2, message: WARMUP_MESSAGES.errorCodes[2] });
});

it('answers error_code 1 when the provider no longer knows the mailbox', async () => {
  const { token, email, id } = await callerWithMailbox();
  fake.forget(email);
  const read = await call('GET', `/v1/mailAccount/instantly/${id}`, token);
  expect(read).toEqual({
    status: 200,
    body: expect.objectContaining({
      status: false,
      error_code: 1,
      message: WARMUP_MESSAGES.errorCodes[1],
    }),
  });
  const toggle = await call('POST', '/v1/mailAccount/instantly/warmup', token, {
    account_id: id,
    enable: true,
  });
  expect(toggle.body).toMatchObject({ status: false, error_code: 1 });
});

it('asks for an active mailbox (3) and respects provider restrictions (2) before enabling', async () => {
  const disabled = await callerWithMailbox({ status: 'inactive' });
  const inactive = await call('POST', '/v1/mailAccount/instantly/warmup', disabled.token, {
    account_id: disabled.id,
    enable: true,
  });
  expect(inactive.body).toMatchObject({ status: false, error_code: 3 });

  const paused = await callerWithMailbox();
  fake.account(paused.email)!.status = 2;
  const pausedAnswer = await call('POST', '/v1/mailAccount/instantly/warmup', paused.token, {
    account_id: paused.id,
    enable: true,
  });
  expect(pausedAnswer.body).toMatchObject({ status: false, error_code: 3 });

  const banned = await callerWithMailbox();
  fake.account(banned.email)!.warmup_status = -1;
  const bannedAnswer = await call('POST', '/v1/mailAccount/instantly/warmup', banned.token, {
    account_id: banned.id,
    enable: true,
  });
  expect(bannedAnswer.body).toMatchObject({
    status: false,
    error_code: 2,
    message: WARMUP_MESSAGES.errorCodes[2],
  });
  expect(fake.account(banned.email)!.warmup_status).toBe(-1);
});

it("answers another workspace's mailbox exactly like a missing one", async () => {
  const theirs = await callerWithMailbox();
  const { token } = await callerWithMailbox();
  const notFound = { status: 404, body: { message: WARMUP_MESSAGES.notFound } };
  expect(await call('GET', `/v1/mailAccount/instantly/${theirs.id}`, token)).toEqual(notFound);
  expect(await call('GET', `/v1/mailAccount/instantly/${theirs.email}`, token)).toEqual(notFound);
  expect(
    await call('GET', '/v1/mailAccount/instantly/00000000-0000-0000-0000-000000000000', token),
  ).toEqual(notFound);
  expect(
    await call('POST', '/v1/mailAccount/instantly/warmup', token, {
      account_id: theirs.id,
      enable: true,
    }),
  ).toEqual(notFound);
  expect(fake.account(theirs.email)!.warmup_status).toBe(0);
});

it('refuses a toggle without a boolean, and a call without a session', async () => {
  const { token, id } = await callerWithMailbox();
  const answer = await call('POST', '/v1/mailAccount/instantly/warmup', token, {
    account_id: id,
    enable: 'yes',
  });
  expect(answer).toEqual({ status: 400, body: { message: MESSAGES.global.badRequest } });
  expect((await call('GET', `/v1/mailAccount/instantly/${id}`, 'no-session')).status).toBe(401);
});

it('serves the same data over GraphQL in camelCase', async () => {
  const { caller, email, id } = await callerWithMailbox();
  fake.account(email)!.days = {
    '2025-03-09': { sent: 5, received: 2, landed_inbox: 4, landed_spam: 1 },
  };
  const schema = await buildSchema({ resolvers: [WarmupResolver], authChecker: roleChecker });
  const answer = await graphql({
    schema,
    source: `mutation($id: ID!) {
      setMailAccountWarmup(id: $id, enable: true) {
        status configured errorCode message warmupStatus warmupStartTime
        aggregateResult { received sent landedSpam }
        dateWiseResult { date landedInbox landedSpam }
      }
    }`,
    variableValues: { id },
    contextValue: { services: { warmup: configured }, caller },
  });
  expect(answer.errors).toBeUndefined();
  const result = answer.data!.setMailAccountWarmup as Record<string, unknown>;
  expect(result).toMatchObject({
    status: true,
    configured: true,
    errorCode: null,
    message: null,
    warmupStatus: true,
    aggregateResult: { received: 2, sent: 5, landedSpam: 1 },
  });
  expect(result.dateWiseResult).toHaveLength(7);
  expect(result.dateWiseResult).toContainEqual({
    date: '2025-03-09',
    landedInbox: 4,
    landedSpam: 1,
  });
});
