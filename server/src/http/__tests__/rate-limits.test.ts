import { MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../test/server';
import { buildUser, DEFAULT_PASSWORD } from '../../../test/factories';

/** Two requests of each limited action per minute, GraphQL as a whole 40. */
const LIMITS = {
  RATE_LIMIT_LOGIN: '2',
  RATE_LIMIT_FORGOT_PASSWORD: '2',
  RATE_LIMIT_INVITE: '2',
  RATE_LIMIT_TEST_SEND: '2',
  RATE_LIMIT_CSV_UPLOAD: '2',
  RATE_LIMIT_GRAPHQL: '40',
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(LIMITS);
});
afterAll(() => t.close());

/** A signed-in user, without spending the login limit of the test's address. */
async function signIn() {
  const user = await buildUser(t.database.db);
  const { token } = await t.services.auth.login(
    { email: user.email, password: DEFAULT_PASSWORD },
    '10.255.0.1',
  );
  return { user, token };
}

async function post(url: string, options: { body?: unknown; token?: string; ip: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: (options.body ?? {}) as never,
    remoteAddress: options.ip,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

function expectLimited(answer: Awaited<ReturnType<typeof post>>) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(answer.body.message).toBe(MESSAGES.global.tooManyRequests);
}

describe('/v1 calls worth abusing answer 429 with Retry-After past their limit', () => {
  it('login, per client address', async () => {
    const { user } = await signIn();
    const body = { email: user.email, password: 'wrong' };
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/v1/user/login', { body, ip: '10.2.0.1' })).status).toBe(401);
    }
    expectLimited(await post('/v1/user/login', { body, ip: '10.2.0.1' }));
    const right = { email: user.email, password: DEFAULT_PASSWORD };
    expect((await post('/v1/user/login', { body: right, ip: '10.2.0.2' })).status).toBe(200);
  });

  it('forgot password, per client address', async () => {
    const body = { email: 'nobody@example.com' };
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/v1/user/forgotPassword', { body, ip: '10.2.1.1' })).status).toBe(200);
    }
    expectLimited(await post('/v1/user/forgotPassword', { body, ip: '10.2.1.1' }));
  });

  it.each([
    ['invite', '/v1/user/invite', { name: 'Teammate', email: 'not-an-address' }],
    ['test send', '/v1/campaign/testsend', { campaign_id: 'nope' }],
    ['CSV upload', '/v1/contactList/create', {}],
  ])('%s, per signed-in user', async (_name, url, body) => {
    const { token } = await signIn();
    for (let i = 0; i < 2; i += 1) {
      const answer = await post(url, { body, token, ip: '10.2.2.1' });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).not.toBe(429);
    }
    expectLimited(await post(url, { body, token, ip: '10.2.2.1' }));
    const other = await signIn();
    expect((await post(url, { body, token: other.token, ip: '10.2.2.1' })).status).not.toBe(429);
  });
});

describe('GraphQL', () => {
  const gql = (query: string, options: { token?: string; ip: string }) =>
    post('/graphql', { body: { query }, ...options });

  it('login spends the same limit as /v1/user/login, and answers HTTP 429 past it', async () => {
    const { user } = await signIn();
    const login = `mutation { login(email: "${user.email}", password: "wrong") { token } }`;
    expect((await post('/v1/user/login', { body: {}, ip: '10.3.0.1' })).status).toBe(400);
    expect((await gql(login, { ip: '10.3.0.1' })).body.errors[0].extensions.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const refused = await gql(login, { ip: '10.3.0.1' });
    expectLimited({ ...refused, body: { message: refused.body.errors[0].message } });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.data).toBeUndefined();
  });

  it('each aliased field spends one, fragments included', async () => {
    const fields = `a: forgotPassword(email: "a@example.com") b: forgotPassword(email: "b@example.com")`;
    expect((await gql(`mutation { ${fields} }`, { ip: '10.3.1.1' })).status).toBe(200);
    const viaFragment = `mutation { ...F } fragment F on Mutation { forgotPassword(email: "c@example.com") }`;
    const refused = await gql(viaFragment, { ip: '10.3.1.1' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('invite and test send are limited per user like their /v1 calls', async () => {
    const { token } = await signIn();
    const invite = `mutation { inviteUser(name: "T", email: "not-an-address") { id } }`;
    const testSend = `mutation { sendTestEmail(campaignId: "x", email: "a@b.co", subject: "s", body: "b") }`;
    for (const query of [invite, testSend]) {
      for (let i = 0; i < 2; i += 1)
        expect((await gql(query, { token, ip: '10.3.2.1' })).status).toBe(200);
      const refused = await gql(query, { token, ip: '10.3.2.1' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('every GraphQL request spends from a per-user (or per-address) limit', async () => {
    const { token } = await signIn();
    const answers = [];
    for (let i = 0; i < 41; i += 1)
      answers.push(await gql(`{ me { id } }`, { token, ip: '10.3.3.1' }));
    expect(answers.slice(0, 40).every((answer) => answer.status === 200)).toBe(true);
    const last = answers[40];
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.errors[0]).toMatchObject({
      message: MESSAGES.global.tooManyRequests,
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429 },
    });
    const other = await signIn();
    expect((await gql(`{ me { id } }`, { token: other.token, ip: '10.3.3.1' })).status).toBe(200);
  });
});
