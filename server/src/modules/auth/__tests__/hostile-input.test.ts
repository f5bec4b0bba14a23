import { isEmailAddress, MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { ONE_MB, timed } from '../../../../test/timing';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** The old address pattern needed minutes for this (quadratic backtracking). */
const attack = (dots: number) => `a@${'.'.repeat(dots)}@`;

describe('the address rule', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace@Example.COM',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'x_y-z=1@sub-domain.example.test',
    'rené@exämple.de',
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(56)}.com`,
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'a@b',
    'a@localhost',
    'a@example.c',
    'a@1.2.3.4',
    '@example.com',
    'a@',
    'a@@example.com',
    'a@b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'a@.example.com',
    'a b@example.com',
    'a,b@example.com',
    'a;b@example.com',
    '<a>@example.com',
    'a(b)@example.com',
    '"a"@example.com',
    'a\\b@example.com',
    'a\u0000b@example.com',
    'a\tb@example.com',
    '=HYPERLINK("http://x")@example.test',
    'a@exa_mple.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `${'a'.repeat(60)}@${'b.'.repeat(96)}com`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('decides on a 1 MB address at once', async () => {
    const { value, ms } = await timed(() => [
      isEmailAddress(attack(ONE_MB)),
      isEmailAddress(`${'a'.repeat(ONE_MB)}@example.com`),
    ]);
    expect(value).toEqual([false, false]);
    expect(ms).toBeLessThan(100);
  });
});

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;
const FORGOT = `mutation Forgot($email: String!) { forgotPassword(email: $email) }`;

describe('sign-in and password calls with a hostile address', () => {
  it('answers a 1 MB login body with a 413 and a message, at once', async () => {
    const { value, ms } = await timed(() =>
      t.rest('POST', '/v1/user/login', { body: { email: attack(ONE_MB), password: 'x' } }),
    );
    expect(value).toEqual({ status: 413, body: { message: expect.any(String) } });
    expect(ms).toBeLessThan(1000);
  });

  it('answers the attack address under the body limit with the spec message, at once', async () => {
    const { value, ms } = await timed(() =>
      t.rest('POST', '/v1/user/login', { body: { email: attack(15_000), password: 'x' } }),
    );
    expect(value).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.login.emailInvalid }),
    });
    expect(ms).toBeLessThan(1000);
  });

  it('answers forgot password, reset and invite bodies of 1 MB with a 413', async () => {
    const { token } = await t.signIn();
    const calls = [
      t.rest('POST', '/v1/user/forgotPassword', { body: { email: attack(ONE_MB) } }),
      t.rest('POST', '/v1/user/resetPassword', { body: { token: 'x'.repeat(ONE_MB) } }),
      t.rest('POST', '/v1/user/invite', { body: { name: 'X', email: attack(ONE_MB) }, token }),
    ];
    const { value, ms } = await timed(() => Promise.all(calls));
    for (const answer of value)
      expect(answer).toEqual({ status: 413, body: { message: expect.any(String) } });
    expect(ms).toBeLessThan(1000);
  });

  it('answers a 1 MB address over GraphQL (login, forgot password) with the spec message, at once', async () => {
    const { value, ms } = await timed(() =>
      Promise.all([
        t.gql(LOGIN, { email: attack(ONE_MB), password: 'x' }),
        t.gql(FORGOT, { email: attack(ONE_MB) }),
      ]),
    );
    const [login, forgot] = value;
    expect(login.errors?.[0].message).toBe(MESSAGES.login.emailInvalid);
    expect(forgot.errors?.[0].message).toBe(MESSAGES.forgotPassword.emailInvalid);
    expect(ms).toBeLessThan(1000);
  });
});
