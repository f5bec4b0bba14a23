import fs from 'node:fs';
import { MESSAGES } from '@outbound/common';
import { printedSchema, SCHEMA_FILE } from '../graphql/emit-schema';
import { getIntrospectionQuery } from 'graphql';
import { MAX_COMPLEXITY, MAX_DEPTH, MAX_INTROSPECTION_DEPTH } from '../graphql/limits';
import { startTestServer, type TestServer } from '../../../test/server';
import { buildUser, DEFAULT_PASSWORD } from '../../../test/factories';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function tokenFor(): Promise<string> {
  const user = await buildUser(t.database.db);
  const { body } = await t.rest('POST', '/v1/user/login', {
    body: { email: user.email, password: DEFAULT_PASSWORD },
  });
  return body.token as string;
}

it('schema.graphql at the root is what the server emits (run `npm run schema` after changing resolvers)', async () => {
  expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(await printedSchema());
});

it('GET /healthz answers ok while the database is reachable', async () => {
  const answer = await t.rest('GET', '/healthz');
  expect(answer).toEqual({ status: 200, body: { status: 'ok' } });
});

it('GET /graphql in a browser serves GraphiQL from this server, not a CDN', async () => {
  const page = await t.app.inject({
    method: 'GET',
    url: '/graphql',
    headers: { accept: 'text/html' },
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('GraphiQL');
  const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    expect(source.startsWith('/')).toBe(true);
    const asset = await t.app.inject({ method: 'GET', url: source });
    expect(asset.statusCode).toBe(200);
    expect(asset.rawPayload.length).toBeGreaterThan(1000);
  }
});

it('refuses operations nested deeper than the limit, but lets GraphiQL introspect', async () => {
  const token = await tokenFor();
  let selection = 'name';
  for (let i = 0; i <= MAX_INTROSPECTION_DEPTH; i += 1) selection = `ofType { ${selection} }`;
  const deep = await t.gql(
    `query { __schema { types { fields { type { ${selection} } } } } }`,
    {},
    { token },
  );
  expect(deep.data).toBeUndefined();
  expect(deep.errors?.[0].message).toMatch(/too deep/);
  expect(deep.errors?.[0].extensions).toMatchObject({
    code: 'GRAPHQL_VALIDATION_FAILED',
    status: 400,
  });

  let mixed = 'name';
  for (let i = 0; i < MAX_DEPTH; i += 1) mixed = `ofType { ${mixed} }`;
  const withAppField = await t.gql(
    `query { me { id } __type(name: "User") { ${mixed} } }`,
    {},
    { token },
  );
  expect(withAppField.errors?.[0].message).toMatch(/too deep/);

  const introspection = await t.gql(getIntrospectionQuery());
  expect(introspection.errors).toBeUndefined();
  expect(introspection.data).toHaveProperty('__schema');
});

it('refuses operations costlier than the complexity limit, however they are spread', async () => {
  const token = await tokenFor();
  // Each alias costs about 3,100: a page of 100 campaigns, each with its steps (10 assumed).
  const fields = Array.from(
    { length: Math.ceil(MAX_COMPLEXITY / 3_100) + 1 },
    (_, i) => `m${i}: campaigns(input: { limit: 100 }) { ...C }`,
  ).join(' ');
  const answer = await t.gql(
    `query { ${fields} } fragment C on CampaignPage { campaigns { steps { id subject } } }`,
    {},
    { token },
  );
  expect(answer.data).toBeUndefined();
  expect(answer.errors?.[0].message).toMatch(/too complex/);
  expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
  const fine = await t.gql(`query { a: me { id } b: me { email } }`, {}, { token });
  expect(fine.errors).toBeUndefined();
});

it('does not accept batched GraphQL requests', async () => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: [{ query: '{ __typename }' }, { query: '{ __typename }' }],
  });
  expect(answer.statusCode).toBe(400);
});

it('an unexpected failure answers 500 with a request id and no stack trace, on /v1 and GraphQL', async () => {
  const token = await tokenFor();
  const spy = jest
    .spyOn(t.services.team, 'listUsers')
    .mockRejectedValue(new Error('boom at db.ts:12'));
  try {
    const rest = await t.rest('GET', '/v1/user/list', { token });
    expect(rest.status).toBe(500);
    expect(rest.body.message).toBe(MESSAGES.global.serverError);
    expect(rest.body.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(rest.body)).not.toMatch(/boom|\.ts:\d+/);

    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { query: '{ users { id } }' },
    });
    // The id the answer carries, to find the logged failure by.
    const requestId = gql.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    expect(gql.json().errors[0]).toEqual({
      message: MESSAGES.global.serverError,
      path: ['users'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500, requestId },
    });
  } finally {
    spy.mockRestore();
  }
});

it('unknown /v1 calls answer 404 as JSON; other GETs fall back to the client app', async () => {
  const missing = await t.rest('POST', '/v1/nothing/here', { body: {} });
  expect(missing.status).toBe(404);
  expect(missing.body.message).toEqual(expect.any(String));
  const page = await t.app.inject({ method: 'GET', url: '/campaign/all' });
  // The test server has no built client: it says how to build it instead of a blank page.
  expect(page.statusCode).toBe(503);
  expect(page.body).toContain('npm run build');
});
