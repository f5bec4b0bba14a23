import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { FakeGoogleOAuth } from '../../../../test/fake-google-oauth';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { GOOGLE_NOT_CONFIGURED, GOOGLE_SCOPES } from '../google-oauth';
import { CredentialsVault } from '../credentials-vault';
import { loadSecret } from '../../../secret';

const REDIRECT = 'http://outbound.test/googlemail-accounts/reconnect';
const ANN = { email: 'ann@gmail.test', name: 'Ann Example' };

let sandbox: MailSandbox;
let google: FakeGoogleOAuth;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({
    users: [
      { email: ANN.email, password: 'unused-password' },
      { email: 'bob@gmail.test', password: 'unused-password' },
      { email: 'smtp-login@example.test', password: 'smtp-pass' },
    ],
  });
  google = await FakeGoogleOAuth.start((user, token) => sandbox.grantToken(user.email, token));
  t = await startTestServer({
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    ...google.env({
      smtp: `127.0.0.1:${sandbox.smtp.port}`,
      imap: `127.0.0.1:${sandbox.imap.port}`,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await sandbox.stop();
});

async function signedIn() {
  return (await t.signIn()).token;
}

it("builds Google's consent URL with the spec's scopes and offline access", async () => {
  const token = await signedIn();
  const answer = await t.gql<{ googleAuthUrl: string }>(
    `query($r: String!) { googleAuthUrl(redirectUrl: $r) }`,
    { r: REDIRECT },
    { token },
  );
  const url = new URL(answer.data!.googleAuthUrl);
  expect(url.origin + url.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
  expect(url.searchParams.get('client_id')).toBe(google.clientId);
  expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  expect(url.searchParams.get('access_type')).toBe('offline');
  expect(url.searchParams.get('scope')!.split(' ')).toEqual(GOOGLE_SCOPES);
});

it('connects a Google mailbox through the OAuth code, proving XOAUTH2 on SMTP and IMAP, tokens sealed', async () => {
  const token = await signedIn();
  const code = google.issueCode(ANN, REDIRECT);
  const created = await t.rest('POST', '/v1/mailAccount/create/google', {
    body: { authCode: code, redirectUrl: REDIRECT },
    token,
  });
  expect(created.status).toBe(200);
  const list = await t.rest('GET', '/v1/mailAccount/list', { token });
  expect(list.body.data).toEqual([
    expect.objectContaining({
      email: ANN.email,
      name: ANN.name,
      type: 'google',
      has_smtp: false,
      status: 'active',
    }),
  ]);
  const rows = await t.database.db.query(`SELECT credentials FROM mail_account`);
  expect(JSON.stringify(rows)).not.toMatch(/ya29\.|1\/\//);

  const reused = await t.rest('POST', '/v1/mailAccount/create/google', {
    body: { authCode: code, redirectUrl: REDIRECT },
    token,
  });
  expect(reused.status).toBe(400);
  const twice = await t.rest('POST', '/v1/mailAccount/create/google', {
    body: { authCode: google.issueCode(ANN, REDIRECT), redirectUrl: REDIRECT },
    token,
  });
  expect(twice).toEqual({ status: 409, body: { message: MAIL_ACCOUNT_MESSAGES.duplicate } });
});

it("connects over GraphQL with the zone of the new account's sending window", async () => {
  const token = await signedIn();
  const answer = await t.gql<{
    connectGoogleAccount: { type: string; sendingPreference: unknown };
  }>(
    `mutation($c: String!, $r: String!) {
      connectGoogleAccount(authCode: $c, redirectUrl: $r, timeZone: "Europe/Berlin") {
        type sendingPreference { workTime { timeZone } }
      }
    }`,
    { c: google.issueCode(ANN, REDIRECT), r: REDIRECT },
    { token },
  );
  expect(answer.data).toEqual({
    connectGoogleAccount: {
      type: 'google',
      sendingPreference: { workTime: { timeZone: 'Europe/Berlin' } },
    },
  });
});

it('reconnects only as the same Google address, and becomes active again', async () => {
  const token = await signedIn();
  await t.rest('POST', '/v1/mailAccount/create/google', {
    body: { authCode: google.issueCode(ANN, REDIRECT), redirectUrl: REDIRECT },
    token,
  });
  await t.database.db.query(`UPDATE mail_account SET status = 'stopped'`);
  const wrong = await t.rest('POST', '/v1/mailAccount/reconnect/google', {
    body: {
      email: ANN.email,
      name: 'Ann',
      authCode: google.issueCode({ email: 'bob@gmail.test', name: 'Bob' }, REDIRECT),
      redirectUrl: REDIRECT,
    },
    token,
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe(
    `You signed in to Google as bob@gmail.test, but this mail account is ${ANN.email}.`,
  );
  const right = await t.rest('POST', '/v1/mailAccount/reconnect/google', {
    body: {
      email: ANN.email,
      name: 'Ann',
      authCode: google.issueCode(ANN, REDIRECT),
      redirectUrl: REDIRECT,
    },
    token,
  });
  expect(right.status).toBe(200);
  const list = await t.rest('GET', '/v1/mailAccount/list', { token });
  expect(list.body.data).toEqual([expect.objectContaining({ status: 'active', name: 'Ann' })]);
});

it('adds SMTP credentials to a Google account after logging in with them; never returns the password', async () => {
  const token = await signedIn();
  await t.rest('POST', '/v1/mailAccount/create/google', {
    body: { authCode: google.issueCode(ANN, REDIRECT), redirectUrl: REDIRECT },
    token,
  });
  const [{ id }] = await t.database.db.query(
    `SELECT id FROM mail_account WHERE email = $1 ORDER BY created_at DESC`,
    [ANN.email],
  );
  const smtp = {
    server: '127.0.0.1',
    port: sandbox.smtp.port,
    username: 'smtp-login@example.test',
    password: 'smtp-pass',
  };
  const bad = await t.rest('POST', '/v1/mailAccount/google-smtp/update', {
    body: { id, smtp: { ...smtp, password: 'nope' } },
    token,
  });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toMatch(/^SMTP login failed/);
  const good = await t.rest('POST', '/v1/mailAccount/google-smtp/update', {
    body: { id, smtp },
    token,
  });
  expect(good).toEqual({ status: 200, body: { message: MAIL_ACCOUNT_MESSAGES.updated } });
  const got = await t.rest('POST', '/v1/mailAccount/google-smtp/get', { body: { id }, token });
  expect(got.body).toEqual({
    data: {
      credentials: {
        smtp: { server: '127.0.0.1', port: sandbox.smtp.port, username: 'smtp-login@example.test' },
      },
    },
  });
  const other = await signedIn();
  expect(
    (await t.rest('POST', '/v1/mailAccount/google-smtp/get', { body: { id }, token: other }))
      .status,
  ).toBe(404);
});

it('refreshes an expired access token with the stored refresh token, and stores the new one', async () => {
  const token = await signedIn();
  await t.rest('POST', '/v1/mailAccount/create/google', {
    body: { authCode: google.issueCode(ANN, REDIRECT), redirectUrl: REDIRECT },
    token,
  });
  const [{ id }] = await t.database.db.query(
    `SELECT id FROM mail_account WHERE email = $1 ORDER BY created_at DESC LIMIT 1`,
    [ANN.email],
  );
  const current = await t.services.google.freshAccessToken(id);
  expect(await t.services.google.freshAccessToken(id)).toBe(current);

  const vault = new CredentialsVault(t.config.secret ?? loadSecret(t.config));
  const [row] = await t.database.db.query(
    `SELECT workspace_id, credentials FROM mail_account WHERE id = $1`,
    [id],
  );
  const sealed = vault.open(row.workspace_id, row.credentials);
  await t.database.db.query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
    id,
    vault.seal(row.workspace_id, {
      ...sealed,
      oauth: { ...sealed.oauth!, expiresAt: Date.now() - 1000 },
    }),
  ]);
  const refreshed = await t.services.google.freshAccessToken(id);
  expect(refreshed).not.toBe(current);
  expect(await t.services.google.freshAccessToken(id)).toBe(refreshed);
});

it('without Google credentials configured, says how to set it up', async () => {
  const plain = await startTestServer();
  try {
    const { token } = await plain.signIn();
    const configured = await plain.gql(`{ googleSignInConfigured }`, {}, { token });
    expect(configured.data).toEqual({ googleSignInConfigured: false });
    const answer = await plain.rest('POST', '/v1/mailAccount/create/google', {
      body: { authCode: 'x', redirectUrl: REDIRECT },
      token,
    });
    expect(answer).toEqual({ status: 400, body: { message: GOOGLE_NOT_CONFIGURED } });
  } finally {
    await plain.close();
  }
});
