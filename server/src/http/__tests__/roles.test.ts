import Fastify from 'fastify';
import { MESSAGES } from '@outbound/common';
import { buildWorkspace } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { Query, Resolver, buildSchema } from 'type-graphql';
import { graphqlSchema } from '../graphql/schema';
import { installRouteRoles, operationRoles, roleChecker } from '../roles';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const FORBIDDEN = { message: MESSAGES.global.forbidden };

it('refuses a /v1 route that declares no minimum role when the app is built', async () => {
  const app = Fastify();
  installRouteRoles(app);
  const routes = app.register(async (scope) => {
    scope.post('/v1/declared', { config: { role: 'member' } }, async () => ({}));
    scope.post('/v1/undeclared', async () => ({}));
  });
  await expect(routes).rejects.toThrow(/POST \/v1\/undeclared declares no minimum role/);
  await app.close();
});

it('answers 403 with the spec message below the route’s role, on /v1 and GraphQL alike', async () => {
  const workspace = await buildWorkspace(t.database.db);
  const viewer = await t.signIn({ workspace, role: 'viewer' });
  const member = await t.signIn({ workspace, role: 'member' });
  const admin = await t.signIn({ workspace, role: 'admin' });
  const body = { url: 'https://hooks.example.com/x', events: ['reply_received'] };

  for (const { token } of [viewer, member]) {
    expect(await t.rest('POST', '/v1/webhooks/create', { body, token })).toEqual({
      status: 403,
      body: FORBIDDEN,
    });
    const gql = await t.gql('{ webhooks { id } }', {}, { token });
    expect(gql.errors?.[0]).toMatchObject({
      message: MESSAGES.global.forbidden,
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  }
  expect((await t.rest('GET', '/v1/webhooks', { token: admin.token })).status).toBe(200);
  expect(await t.gql('{ webhooks { id } }', {}, { token: admin.token })).toEqual({
    data: { webhooks: [] },
  });

  // A viewer reads, a member writes campaigns.
  const create = { name: 'Roles', assigned_to: null, current_tab: 0, completed_tabs: [] };
  expect(
    (await t.rest('POST', '/v1/campaign/list', { body: {}, token: viewer.token })).status,
  ).toBe(200);
  expect(
    await t.rest('POST', '/v1/campaign/create', { body: create, token: viewer.token }),
  ).toEqual({ status: 403, body: FORBIDDEN });
  expect(
    (await t.rest('POST', '/v1/campaign/create', { body: create, token: member.token })).status,
  ).not.toBe(403);
});

it('answers 401 before 403 without a session, and leaves public calls open', async () => {
  expect(await t.rest('GET', '/v1/webhooks')).toEqual({
    status: 401,
    body: { message: MESSAGES.global.sessionExpired },
  });
  const gql = await t.gql('{ webhooks { id } }');
  expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  const forgot = await t.rest('POST', '/v1/user/forgotPassword', {
    body: { email: 'nobody@example.com' },
  });
  expect(forgot.status).toBe(200);
});

it('applies a role change at the next request, without signing in again', async () => {
  const workspace = await buildWorkspace(t.database.db);
  const { user, token } = await t.signIn({ workspace, role: 'admin' });
  expect((await t.rest('GET', '/v1/webhooks', { token })).status).toBe(200);
  await t.database.db.query(`UPDATE "user" SET role = 'member' WHERE id = $1`, [user.id]);
  expect((await t.rest('GET', '/v1/webhooks', { token })).status).toBe(403);
});

it('the services that matter refuse a caller below admin themselves, whatever called them', async () => {
  const { user } = await t.signIn({ role: 'member' });
  const caller = {
    userId: user.id,
    workspaceId: user.workspaceId,
    sessionId: 'x',
    role: 'member' as const,
  };
  const refused = expect.objectContaining({
    code: 'FORBIDDEN',
    message: MESSAGES.global.forbidden,
  });
  const { webhooks, mailbox, unsubscribes, team } = t.services;
  await expect(
    webhooks.create(caller, { url: 'https://hooks.example.com/x', events: [] }),
  ).rejects.toEqual(refused);
  await expect(webhooks.list(caller)).rejects.toEqual(refused);
  await expect(mailbox.deleteAccount(caller, 'box@example.com')).rejects.toEqual(refused);
  await expect(unsubscribes.deleteAll(caller, { emails: ['a@example.com'] })).rejects.toEqual(
    refused,
  );
  await expect(team.inviteUser(caller, { name: 'A', email: 'a@example.com' })).rejects.toEqual(
    refused,
  );
  await expect(team.removeUser(caller, user.id)).rejects.toEqual(refused);
});

it('refuses a GraphQL Query or Mutation field that declares no minimum role', async () => {
  await graphqlSchema(); // the app's schema, built before the field below exists
  expect(() => operationRoles()).not.toThrow();
  @Resolver()
  class Undeclared {
    @Query(() => Boolean)
    undeclaredField(): boolean {
      return true;
    }
  }
  await buildSchema({ resolvers: [Undeclared], authChecker: roleChecker });
  expect(() => operationRoles()).toThrow(/query undeclaredField/);
});
