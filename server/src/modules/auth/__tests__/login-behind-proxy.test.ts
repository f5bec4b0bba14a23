import { MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';
import { KNOWN_DEVICE_COOKIE } from '../known-device';

/** One reverse proxy in front (TRUST_PROXY=1), at this address. */
const PROXY = '10.0.0.2';

let hops: TestServer;
let listed: TestServer;
beforeAll(async () => {
  hops = await startTestServer({ TRUST_PROXY: '1' });
  listed = await startTestServer({ TRUST_PROXY: '10.0.0.0/8, 192.168.7.7' });
});
afterAll(async () => {
  await hops.close();
  await listed.close();
});

interface Attempt {
  email: string;
  password: string;
  /** The socket's peer: the proxy, or a client reaching the server directly. */
  peer?: string;
  forwardedFor?: string;
  cookie?: string;
}

async function login(t: TestServer, attempt: Attempt) {
  const headers: Record<string, string> = {};
  if (attempt.forwardedFor) headers['x-forwarded-for'] = attempt.forwardedFor;
  if (attempt.cookie) headers.cookie = attempt.cookie;
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    remoteAddress: attempt.peer ?? PROXY,
    headers,
    payload: { email: attempt.email, password: attempt.password },
  });
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    setCookie: response.headers['set-cookie'] as string | undefined,
    body: response.json(),
  };
}

/** The Cookie header a browser sends back after a Set-Cookie. */
const cookieOf = (setCookie: string | undefined) => setCookie!.split(';')[0];

function expectThrottled(answer: Awaited<ReturnType<typeof login>>, atMostSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: MESSAGES.global.tooManyAttempts });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(atMostSeconds);
  expect(answer.setCookie).toBeUndefined();
}

describe('behind a proxy', () => {
  it('with a hop count of 1, a rotating client-written leftmost X-Forwarded-For cannot escape the per-address throttle', async () => {
    const user = await buildUser(hops.database.db);
    for (let i = 0; i < 14; i += 1) {
      const answer = await login(hops, {
        email: user.email,
        password: 'wrong',
        // The client writes the first value; the proxy appends the address it saw.
        forwardedFor: `198.51.100.${i}, 203.0.113.9`,
      });
      expect(answer.status).toBe(i < 10 ? 401 : 429);
    }
    const right = { email: user.email, password: DEFAULT_PASSWORD };
    expectThrottled(
      await login(hops, { ...right, forwardedFor: '198.51.100.99, 203.0.113.9' }),
      30,
    );
    expect((await login(hops, { ...right, forwardedFor: '203.0.113.10' })).status).toBe(200);
  });

  it("with the proxies' addresses, only hops from them are believed", async () => {
    const user = await buildUser(listed.database.db);
    for (let i = 0; i < 10; i += 1) {
      const forwardedFor = `198.51.100.${i}, 203.0.113.20, 192.168.7.7`;
      await login(listed, { email: user.email, password: 'wrong', forwardedFor });
    }
    const right = { email: user.email, password: DEFAULT_PASSWORD };
    const blocked = await login(listed, { ...right, forwardedFor: '1.2.3.4, 203.0.113.20' });
    expectThrottled(blocked, 30);
    expect((await login(listed, { ...right, forwardedFor: '203.0.113.21' })).status).toBe(200);
    // A client reaching the server directly is counted at its own address, whatever it writes.
    for (let i = 0; i < 10; i += 1) {
      const forwardedFor = `198.51.100.${i}`;
      await login(listed, {
        email: user.email,
        password: 'wrong',
        peer: '203.0.113.30',
        forwardedFor,
      });
    }
    expect(
      (await login(listed, { ...right, peer: '203.0.113.30', forwardedFor: '9.9.9.9' })).status,
    ).toBe(429);
  });
});

describe('the account lock: 50 failures across addresses', () => {
  it('locks the account for new devices (429, Retry-After) while a device that signed in before still can', async () => {
    const user = await buildUser(hops.database.db);
    const right = { email: user.email, password: DEFAULT_PASSWORD };
    const first = await login(hops, { ...right, forwardedFor: '192.0.2.200' });
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(
      new RegExp(`^${KNOWN_DEVICE_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Strict$`),
    );
    const device = cookieOf(first.setCookie);

    for (let i = 0; i < 50; i += 1) {
      const forwardedFor = `172.16.${i}.1`;
      expect(
        (await login(hops, { email: user.email, password: 'wrong', forwardedFor })).status,
      ).toBe(401);
    }
    // The 51st address, new to the account: refused before the password is looked at, so the
    // right and a wrong password answer alike.
    const rightAnswer = await login(hops, { ...right, forwardedFor: '172.16.51.1' });
    const wrongAnswer = await login(hops, {
      email: user.email,
      password: 'wrong',
      forwardedFor: '172.16.52.1',
    });
    expectThrottled(rightAnswer, 3600);
    expect(Number(rightAnswer.retryAfter)).toBeGreaterThan(3000);
    expect({ ...wrongAnswer, retryAfter: undefined }).toEqual({
      ...rightAnswer,
      retryAfter: undefined,
    });

    // The device that signed in before, from yet another address: checked as usual.
    const known = await login(hops, { ...right, forwardedFor: '172.16.53.1', cookie: device });
    expect(known.status).toBe(200);
    expect(known.body.token).toEqual(expect.any(String));
    const knownWrong = await login(hops, {
      email: user.email,
      password: 'wrong',
      forwardedFor: '172.16.54.1',
      cookie: device,
    });
    expect(knownWrong.status).toBe(401);
    // A forged cookie, or another account's device, is a new device.
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expectThrottled(
      await login(hops, { ...right, forwardedFor: '172.16.55.1', cookie: forged }),
      3600,
    );
    const other = await buildUser(hops.database.db);
    const otherDevice = cookieOf(
      (
        await login(hops, {
          email: other.email,
          password: DEFAULT_PASSWORD,
          forwardedFor: '172.16.56.1',
        })
      ).setCookie,
    );
    expectThrottled(
      await login(hops, { ...right, forwardedFor: '172.16.57.1', cookie: otherDevice }),
      3600,
    );
  });

  it('GraphQL login: the same lock, HTTP 429 with Retry-After, and the same known-device cookie', async () => {
    const user = await buildUser(hops.database.db);
    const gqlLogin = async (password: string, forwardedFor: string, cookie?: string) => {
      const response = await hops.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor, ...(cookie ? { cookie } : {}) },
        payload: {
          query: `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
          variables: { e: user.email, p: password },
        },
      });
      return { response, body: response.json() };
    };
    const first = await gqlLogin(DEFAULT_PASSWORD, '192.0.2.201');
    expect(first.body.data.login.token).toEqual(expect.any(String));
    const device = cookieOf(first.response.headers['set-cookie'] as string);
    for (let i = 0; i < 50; i += 1) await gqlLogin('wrong', `172.17.${i}.1`);
    const locked = await gqlLogin(DEFAULT_PASSWORD, '172.17.51.1');
    expect(locked.response.statusCode).toBe(429);
    expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(3000);
    expect(locked.body.errors[0]).toMatchObject({
      message: MESSAGES.global.tooManyAttempts,
      extensions: { code: 'TOO_MANY_REQUESTS', status: 429, retryAfter: expect.any(Number) },
    });
    const known = await gqlLogin(DEFAULT_PASSWORD, '172.17.52.1', device);
    expect(known.response.statusCode).toBe(200);
    expect(known.body.data.login.token).toEqual(expect.any(String));
  });
});

describe('every sign-in throttle 429 carries Retry-After', () => {
  it('GraphQL login past the per-address limit', async () => {
    const user = await buildUser(hops.database.db);
    const query = `mutation { login(email: "${user.email}", password: "wrong") { token } }`;
    const post = () =>
      hops.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.40' },
        payload: { query },
      });
    for (let i = 0; i < 10; i += 1) expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('a password change with wrong current passwords, over /v1 and GraphQL', async () => {
    const { token } = await hops.signIn();
    const change = (url: string, payload: unknown) =>
      hops.app.inject({
        method: 'POST',
        url,
        remoteAddress: PROXY,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.41' },
        payload: payload as never,
      });
    const rest = () =>
      change('/v1/user/resetPassword', { current_password: 'wrong', password: 'a new password' });
    for (let i = 0; i < 10; i += 1) expect((await rest()).statusCode).toBe(400);
    const refused = await rest();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const graphql = await change('/graphql', {
      query: `mutation { resetPassword(password: "a new password", currentPassword: "wrong") }`,
    });
    expect(graphql.statusCode).toBe(429);
    expect(Number(graphql.headers['retry-after'])).toBeGreaterThan(0);
  });
});
