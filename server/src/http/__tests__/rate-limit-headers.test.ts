import { LIMITED_ROUTES } from '../rate-limits';
import { startTestServer, type TestServer } from '../../../test/server';
import { buildUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { v1Routes } from '../../../test/sweep/route-table';

/** Small limits: each limited call twice a minute, GraphQL as a whole three times. */
const LIMITS = {
  RATE_LIMIT_LOGIN: '2',
  RATE_LIMIT_FORGOT_PASSWORD: '2',
  RATE_LIMIT_INVITE: '2',
  RATE_LIMIT_TEST_SEND: '2',
  RATE_LIMIT_CSV_UPLOAD: '2',
  RATE_LIMIT_GRAPHQL: '3',
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(LIMITS);
});
afterAll(() => t.close());

let signIns = 0;
/** An owner signed in through the service, so that no request spends the login limit. */
async function signIn(): Promise<{ token: string }> {
  const user = await buildUser(t.database.db, { role: 'owner' });
  const ip = `10.255.${Math.floor(++signIns / 250)}.${signIns % 250}`;
  return t.services.auth.login({ email: user.email, password: DEFAULT_PASSWORD }, ip);
}

/** Every route of the app as `METHOD /url`: the /v1 table and /graphql. */
function routeTable(): string[] {
  return [...v1Routes(t.app).map((route) => `${route.method} ${route.url}`), 'POST /graphql'];
}

async function call(route: string, token: string, ip: string) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  const payload = url === '/graphql' ? { query: 'query { me { id } }' } : {};
  const answer = await t.app.inject({
    method,
    url,
    payload: method === 'POST' ? payload : undefined,
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: answer.statusCode, headers: answer.headers };
}

it('every limited route is in the route table', () => {
  const routes = routeTable();
  expect(LIMITED_ROUTES.length).toBeGreaterThan(4);
  expect(LIMITED_ROUTES.filter((route) => !routes.includes(route))).toEqual([]);
});

it('every limited route answers with its limit, what is left and the reset, and its 429 with Retry-After', async () => {
  const failures: string[] = [];
  for (const [i, route] of LIMITED_ROUTES.entries()) {
    const { token } = await signIn();
    const ip = `10.77.${i}.1`;
    const limit = route === 'POST /graphql' ? 3 : 2;
    for (let n = 1; n <= limit + 1; n += 1) {
      const answer = await call(route, token, ip);
      const remaining = Math.max(0, limit - n);
      const expected = {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(remaining),
        'ratelimit-policy': `${limit};w=60`,
      };
      const got = Object.fromEntries(
        Object.keys(expected).map((name) => [name, answer.headers[name]]),
      );
      if (JSON.stringify(got) !== JSON.stringify(expected))
        failures.push(`${route} #${n}: ${JSON.stringify(got)}`);
      const reset = Number(answer.headers['x-ratelimit-reset']);
      if (!(reset >= 1 && reset <= 60)) failures.push(`${route} #${n}: reset ${reset}`);
      const ietf = String(answer.headers['ratelimit']);
      if (ietf !== `limit=${limit}, remaining=${remaining}, reset=${reset}`)
        failures.push(`${route} #${n}: RateLimit ${ietf}`);
      if (n <= limit && answer.status === 429) failures.push(`${route} #${n}: 429 too early`);
      if (n > limit) {
        const retryAfter = Number(answer.headers['retry-after']);
        if (answer.status !== 429 || !(retryAfter >= 1 && retryAfter <= 60))
          failures.push(`${route} over the limit: ${answer.status}, Retry-After ${retryAfter}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

it('a route without a limit answers without the headers', async () => {
  const { token } = await signIn();
  const limited = new Set(LIMITED_ROUTES);
  const unlimited = routeTable().filter((route) => !limited.has(route));
  for (const route of ['GET /v1/user/me', 'GET /v1/user/list']) {
    expect(unlimited).toContain(route);
    const answer = await call(route, token, '10.78.0.1');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
  }
});
