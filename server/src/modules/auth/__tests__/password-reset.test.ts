import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@outbound/common';
import { simpleParser } from 'mailparser';
import type { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, startTestServerWithMail, type TestServer } from '../../../../test/server';
import { eventually } from '../../../../test/eventually';
import { buildUser, DEFAULT_PASSWORD } from '../../../../test/factories';

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  ({ t, sandbox } = await startTestServerWithMail());
});
afterAll(() => t.close());

/** A user whose mailbox exists in the sandbox. */
async function userWithMailbox() {
  const user = await buildUser(t.database.db);
  await sandbox.addUser(user.email, 'mailbox-pass');
  return user;
}

async function resetLinkFor(email: string): Promise<string> {
  const message = await sandbox.waitForInbox(email, (m) =>
    /reset your outbound password/i.test(m.mail.subject ?? ''),
  );
  const link = message.mail.text?.match(/https?:\/\/\S+\/reset-password\/(\S+)/);
  expect(link).not.toBeNull();
  return link![0];
}

async function signIn(email: string, password: string) {
  return t.rest('POST', '/v1/user/login', { body: { email, password } });
}

it('forgot → the email arrives over SMTP with a PUBLIC_URL link → reset → sign in with the new password', async () => {
  const user = await userWithMailbox();
  const oldSession = (await signIn(user.email, DEFAULT_PASSWORD)).body.token as string;

  const asked = await t.app.inject({
    method: 'POST',
    url: '/v1/user/forgotPassword',
    headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' },
    payload: { email: user.email },
  });
  expect(asked.statusCode).toBe(200);
  const link = await resetLinkFor(user.email);
  expect(link.startsWith('http://outbound.test/reset-password/')).toBe(true);
  const token = link.split('/').pop()!;

  const reset = await t.rest('POST', '/v1/user/resetPassword', {
    body: { token, password: 'a brand new secret' },
  });
  expect(reset.status).toBe(200);
  expect((await signIn(user.email, DEFAULT_PASSWORD)).status).toBe(401);
  expect((await signIn(user.email, 'a brand new secret')).status).toBe(200);
  expect((await t.rest('GET', '/v1/user/me', { token: oldSession })).status).toBe(401);

  const again = await t.rest('POST', '/v1/user/resetPassword', {
    body: { token, password: 'yet another one' },
  });
  expect(again).toEqual({
    status: 400,
    body: expect.objectContaining({ message: MESSAGES.resetPassword.invalidToken }),
  });
});

it('the same token used twice at once resets the password once', async () => {
  const user = await userWithMailbox();
  await t.gql(`mutation { forgotPassword(email: "${user.email}") }`);
  const token = (await resetLinkFor(user.email)).split('/').pop()!;
  const answers = await Promise.all(
    ['first password!', 'second password!'].map((password) =>
      t.rest('POST', '/v1/user/resetPassword', { body: { token, password } }),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
});

it('an expired link is refused', async () => {
  const user = await userWithMailbox();
  await t.rest('POST', '/v1/user/forgotPassword', { body: { email: user.email } });
  const token = (await resetLinkFor(user.email)).split('/').pop()!;
  await t.database.db.query(
    `UPDATE password_reset SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
    [user.id],
  );
  const answer = await t.rest('POST', '/v1/user/resetPassword', {
    body: { token, password: 'too late now' },
  });
  expect(answer.status).toBe(400);
});

it('sends at most one reset email per address per minute', async () => {
  const user = await userWithMailbox();
  for (let i = 0; i < 3; i += 1) {
    const answer = await t.rest('POST', '/v1/user/forgotPassword', { body: { email: user.email } });
    expect(answer.status).toBe(200);
  }
  // The mail goes out after the answer: one link was made, and its one mail arrives.
  const [{ links }] = await t.database.db.query(
    `SELECT count(*)::int AS links FROM password_reset WHERE user_id = $1`,
    [user.id],
  );
  expect(links).toBe(1);
  await resetLinkFor(user.email);
  expect(sandbox.captured.filter((m) => m.to.includes(user.email))).toHaveLength(1);
});

it('an unknown address answers the same as a known one and sends nothing', async () => {
  const before = sandbox.captured.length;
  const answer = await t.rest('POST', '/v1/user/forgotPassword', {
    body: { email: 'ghost@example.com' },
  });
  expect(answer).toEqual({ status: 200, body: { message: MESSAGES.forgotPassword.sent } });
  expect(sandbox.captured.length).toBe(before);
});

it('validates with the spec messages', async () => {
  expect((await t.rest('POST', '/v1/user/forgotPassword', { body: {} })).body.message).toBe(
    MESSAGES.forgotPassword.emailRequired,
  );
  expect(
    (await t.rest('POST', '/v1/user/forgotPassword', { body: { email: 'nope' } })).body.message,
  ).toBe(MESSAGES.forgotPassword.emailInvalid);
  expect(
    (await t.rest('POST', '/v1/user/resetPassword', { body: { token: 'x' } })).body.message,
  ).toBe(MESSAGES.resetPassword.newRequired);
});

const CHANGE = `mutation Change($password: String!, $currentPassword: String) {
  resetPassword(password: $password, currentPassword: $currentPassword)
}`;

it('a signed-in user changes their password with the current one; their other sessions end, this one stays', async () => {
  const user = await buildUser(t.database.db);
  const here = (await signIn(user.email, DEFAULT_PASSWORD)).body.token as string;
  const elsewhere = (await signIn(user.email, DEFAULT_PASSWORD)).body.token as string;
  const changed = await t.gql(
    CHANGE,
    { password: 'my new password', currentPassword: DEFAULT_PASSWORD },
    { token: here },
  );
  expect(changed).toEqual({ data: { resetPassword: true } });
  expect((await t.rest('GET', '/v1/user/me', { token: here })).status).toBe(200);
  expect((await t.rest('GET', '/v1/user/me', { token: elsewhere })).status).toBe(401);
  expect((await signIn(user.email, 'my new password')).status).toBe(200);
});

describe('a password change without a link needs the current password', () => {
  it('missing or wrong: 400 with a clear message, nothing changes, the session stays', async () => {
    const { user, token } = await t.signIn();
    const missing = await t.gql(CHANGE, { password: 'stolen session pw' }, { token });
    expect(missing.errors?.[0]).toMatchObject({
      message: MESSAGES.resetPassword.currentRequired,
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
    const wrong = await t.gql(
      CHANGE,
      { password: 'stolen session pw', currentPassword: 'a guess' },
      { token },
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: MESSAGES.resetPassword.currentInvalid,
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
    const overRest = await t.rest('POST', '/v1/user/resetPassword', {
      body: { password: 'stolen session pw', current_password: 'a guess' },
      token,
    });
    expect(overRest).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.resetPassword.currentInvalid }),
    });
    const noCurrent = await t.rest('POST', '/v1/user/resetPassword', {
      body: { password: 'stolen session pw' },
      token,
    });
    expect(noCurrent.body.message).toBe(MESSAGES.resetPassword.currentRequired);
    expect((await signIn(user.email, 'stolen session pw')).status).toBe(401);
    expect((await signIn(user.email, DEFAULT_PASSWORD)).status).toBe(200);
    expect((await t.rest('GET', '/v1/user/me', { token })).status).toBe(200);
  });

  it('over /v1 with current_password it changes the password', async () => {
    const { user, token } = await t.signIn();
    const answer = await t.rest('POST', '/v1/user/resetPassword', {
      body: { password: 'changed over v1', current_password: DEFAULT_PASSWORD },
      token,
    });
    expect(answer).toEqual({ status: 200, body: { message: MESSAGES.resetPassword.done } });
    expect((await signIn(user.email, 'changed over v1')).status).toBe(200);
  });

  it('guesses of the current password are throttled like sign-ins', async () => {
    const { token } = await t.signIn();
    const codes: unknown[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await t.gql(
        CHANGE,
        { password: 'stolen session pw', currentPassword: `guess ${i}` },
        { token, ip: '10.1.1.1' },
      );
      codes.push(answer.errors?.[0].extensions?.code);
    }
    expect(codes.filter((code) => code === 'BAD_REQUEST')).toHaveLength(10);
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });
});

describe('a new password closes every outstanding reset link', () => {
  it('changing the password from the account menu', async () => {
    const { user, token } = await t.signIn();
    const link = await t.services.auth.createPasswordLink(t.database.db.manager, user, 'reset');
    await t.gql(
      CHANGE,
      { password: 'changed in menu', currentPassword: DEFAULT_PASSWORD },
      { token },
    );
    const answer = await t.rest('POST', '/v1/user/resetPassword', {
      body: { token: link, password: 'taken over' },
    });
    expect(answer.body.message).toBe(MESSAGES.resetPassword.invalidToken);
    expect((await signIn(user.email, 'changed in menu')).status).toBe(200);
  });

  it('using one reset link', async () => {
    const user = await buildUser(t.database.db);
    const first = await t.services.auth.createPasswordLink(t.database.db.manager, user, 'reset');
    const second = await t.services.auth.createPasswordLink(t.database.db.manager, user, 'reset');
    const used = await t.rest('POST', '/v1/user/resetPassword', {
      body: { token: second, password: 'from the second link' },
    });
    expect(used.status).toBe(200);
    const stale = await t.rest('POST', '/v1/user/resetPassword', {
      body: { token: first, password: 'from the first link' },
    });
    expect(stale.body.message).toBe(MESSAGES.resetPassword.invalidToken);
    expect((await signIn(user.email, 'from the second link')).status).toBe(200);
  });
});

it('without SYSTEM_SMTP_URL the email is written to the outbox folder', async () => {
  const local = await startTestServer();
  try {
    const user = await buildUser(local.database.db);
    await local.rest('POST', '/v1/user/forgotPassword', { body: { email: user.email } });
    const outbox = path.join(local.config.dataDir, 'outbox');
    const file = await eventually(
      () => fs.readdirSync(outbox).find((name) => name.endsWith('.eml')),
      {
        what: 'an .eml file in the outbox',
      },
    );
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    expect(mail.to).toMatchObject({ text: user.email });
    expect(mail.text).toMatch(/http:\/\/outbound\.test\/reset-password\/[A-Za-z0-9_-]{43}/);
  } finally {
    await local.close();
  }
}, 15_000); // a second server and database: closing them takes seconds on a loaded machine
