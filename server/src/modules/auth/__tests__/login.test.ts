import { MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { id email name } }
}`;

describe('sign-in over /v1', () => {
  it('answers a token for the right password and the user for that token', async () => {
    const user = await buildUser(t.database.db);
    const login = await t.rest('POST', '/v1/user/login', {
      body: { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body)).toEqual(['token']);
    const token = login.body.token as string;
    expect(token.length).toBeGreaterThanOrEqual(43);

    const me = await t.rest('GET', '/v1/user/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ _id: user.id, email: user.email, name: user.name });
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const user = await buildUser(t.database.db);
    const wrong = await t.rest('POST', '/v1/user/login', {
      body: { email: user.email, password: 'nope' },
    });
    const unknown = await t.rest('POST', '/v1/user/login', {
      body: { email: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong).toEqual({ status: 401, body: { message: MESSAGES.global.invalidCredentials } });
    expect(unknown).toEqual(wrong);
  });

  it('answers 400 with the spec message for missing or malformed fields', async () => {
    const cases: [unknown, string][] = [
      [{}, MESSAGES.login.emailRequired],
      [{ email: 'a@b.co' }, MESSAGES.login.passwordRequired],
      [{ email: 'not-an-email', password: 'x' }, MESSAGES.login.emailInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await t.rest('POST', '/v1/user/login', { body });
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message }) });
    }
    const junk = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('an invited user without a password cannot sign in', async () => {
    const user = await buildUser(t.database.db, { password: null, status: 'invited' });
    const answer = await t.rest('POST', '/v1/user/login', {
      body: { email: user.email, password: '' },
    });
    expect(answer.status).toBe(400);
    const again = await t.rest('POST', '/v1/user/login', {
      body: { email: user.email, password: 'x' },
    });
    expect(again.status).toBe(401);
  });

  it('stores only hashes of session tokens', async () => {
    const user = await buildUser(t.database.db);
    const { body } = await t.rest('POST', '/v1/user/login', {
      body: { email: user.email, password: DEFAULT_PASSWORD },
    });
    const rows = await t.database.db.query(`SELECT * FROM session WHERE user_id = $1`, [user.id]);
    expect(JSON.stringify(rows)).not.toContain(body.token as string);
    const users = await t.database.db.query(`SELECT password_hash FROM "user" WHERE id = $1`, [
      user.id,
    ]);
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('sessions', () => {
  it('logout revokes the session: the token then answers 401', async () => {
    const user = await buildUser(t.database.db);
    const { body } = await t.rest('POST', '/v1/user/login', {
      body: { email: user.email, password: DEFAULT_PASSWORD },
    });
    const token = body.token as string;
    expect((await t.rest('POST', '/v1/user/logout', { token })).status).toBe(200);
    const me = await t.rest('GET', '/v1/user/me', { token });
    expect(me).toEqual({ status: 401, body: { message: MESSAGES.global.sessionExpired } });
  });

  it('an expired session answers 401 on GraphQL with extensions.code', async () => {
    const user = await buildUser(t.database.db);
    const login = await t.gql<{ login: { token: string } }>(LOGIN, {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    const token = login.data!.login.token;
    await t.database.db.query(
      `UPDATE session SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const me = await t.gql(`{ me { id } }`, {}, { token });
    expect(me.errors?.[0]).toMatchObject({
      message: MESSAGES.global.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it('no token at all is a 401 on every protected call', async () => {
    expect((await t.rest('GET', '/v1/user/me')).status).toBe(401);
    expect((await t.rest('GET', '/v1/user/list')).status).toBe(401);
    expect((await t.rest('POST', '/v1/user/search', { body: {} })).status).toBe(401);
    expect(
      (await t.rest('POST', '/v1/user/invite', { body: { email: 'a@b.co', name: 'A' } })).status,
    ).toBe(401);
  });
});

describe('sign-in throttling', () => {
  const login = (email: string, password: string, ip: string) =>
    t.rest('POST', '/v1/user/login', { body: { email, password }, ip });

  it('blocks an (account, address) pair after 10 failures, even with the right password', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, 'wrong', '10.0.0.1')).status).toBe(401);
    }
    const blocked = await login(user.email, DEFAULT_PASSWORD, '10.0.0.1');
    expect(blocked).toEqual({ status: 429, body: { message: MESSAGES.global.tooManyAttempts } });
  });

  it('guesses from one address never lock the owner out from another address', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < 12; i += 1) await login(user.email, 'wrong', '10.0.2.1');
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.2.1')).status).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.2.2')).status).toBe(200);
  });

  it('30 parallel guesses from one address get at most 10 password checks', async () => {
    const user = await buildUser(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.email, `guess-${i}`, '10.0.3.1')),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length + refused.length).toBe(30);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.3.1')).status).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.3.2')).status).toBe(200);
  });

  it('a successful sign-in does not count against its address', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => buildUser(t.database.db)));
    for (const user of users) {
      expect((await login(user.email, DEFAULT_PASSWORD, '10.0.4.1')).status).toBe(200);
    }
  });

  it('blocks an address after 10 failures across accounts', async () => {
    for (let i = 0; i < 10; i += 1) {
      await login(`someone-${i}@example.com`, 'wrong', '192.0.2.77');
    }
    const user = await buildUser(t.database.db);
    expect((await login(user.email, DEFAULT_PASSWORD, '192.0.2.77')).status).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('a block ends: after it, one more attempt is checked and a longer block follows', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < 10; i += 1) await login(user.email, 'wrong', '10.0.5.1');
    await t.database.db.query(
      `UPDATE login_throttle SET blocked_until = now() - interval '1 second'
        WHERE key LIKE '%10.0.5.1'`,
    );
    expect((await login(user.email, 'wrong', '10.0.5.1')).status).toBe(401);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.5.1')).status).toBe(429);
    const [row] = await t.database.db.query(
      `SELECT extract(epoch FROM blocked_until - now()) AS seconds FROM login_throttle
        WHERE key = $1`,
      [`account:${user.email}|ip:10.0.5.1`],
    );
    expect(Number(row.seconds)).toBeGreaterThan(30);
  });

  it('ignores a forged X-Forwarded-For unless TRUST_PROXY is set', async () => {
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `10.9.9.${i}` },
        payload: { email: `forged-${i}@example.com`, password: 'wrong' },
      });
    }
    const user = await buildUser(t.database.db);
    expect((await login(user.email, DEFAULT_PASSWORD, '203.0.113.50')).status).toBe(429);
  });

  it('aliased GraphQL logins are charged like /v1 ones (same pair, same limit)', async () => {
    const user = await buildUser(t.database.db);
    const fields = [0, 1, 2]
      .map((i) => `a${i}: login(email: "${user.email}", password: "guess-${i}") { token }`)
      .join('\n');
    const codes: unknown[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await t.gql(`mutation { ${fields} }`, {}, { ip: '198.51.100.1' });
      codes.push(...answer.errors!.map((error) => error.extensions?.code));
    }
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(2);
    const right = await t.gql(
      LOGIN,
      { email: user.email, password: DEFAULT_PASSWORD },
      { ip: '198.51.100.1' },
    );
    expect(right.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
