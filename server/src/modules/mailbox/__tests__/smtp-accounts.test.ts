import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { freePort } from '../../../db/embedded';

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({
    users: [{ email: 'sender@example.test', password: 'mailbox-secret' }],
  });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

async function signedIn() {
  return (await t.signIn()).token;
}

function accountInput(
  overrides: {
    smtpPassword?: string;
    imapPassword?: string;
    smtpPort?: number;
    email?: string;
  } = {},
) {
  return {
    name: 'Sales Sender',
    email: overrides.email ?? 'sender@example.test',
    smtp: {
      server: '127.0.0.1',
      port: overrides.smtpPort ?? sandbox.smtp.port,
      username: 'sender@example.test',
      password: overrides.smtpPassword ?? 'mailbox-secret',
    },
    imap: {
      server: '127.0.0.1',
      port: sandbox.imap.port,
      username: 'sender@example.test',
      password: overrides.imapPassword ?? 'mailbox-secret',
    },
  };
}

it('connects an SMTP/IMAP mailbox after logging in to both, and never shows its password again', async () => {
  const token = await signedIn();
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput(),
    token,
  });
  expect(created).toEqual({ status: 200, body: { message: MAIL_ACCOUNT_MESSAGES.created } });

  const list = await t.rest('GET', '/v1/mailAccount/list', { token });
  expect(list.body.data).toEqual([
    expect.objectContaining({
      email: 'sender@example.test',
      name: 'Sales Sender',
      has_smtp: true,
      status: 'active',
    }),
  ]);
  const one = await t.rest(
    'GET',
    `/v1/mailAccount/get/${encodeURIComponent('sender@example.test')}`,
    { token },
  );
  expect(one.body.data).toMatchObject({
    credentials: {
      smtp: { server: '127.0.0.1', port: sandbox.smtp.port, username: 'sender@example.test' },
    },
  });
  expect(JSON.stringify(one.body)).not.toContain('mailbox-secret');
  const gql = await t.gql(
    `{ mailAccounts { email status hasSmtp smtp { server port username } } }`,
    {},
    { token },
  );
  expect(JSON.stringify(gql)).not.toContain('mailbox-secret');

  const rows = await t.database.db.query(`SELECT * FROM mail_account`);
  expect(JSON.stringify(rows)).not.toContain('mailbox-secret');

  const again = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput(),
    token,
  });
  expect(again).toEqual({ status: 409, body: { message: MAIL_ACCOUNT_MESSAGES.duplicate } });
});

it("starts the new account's sending window in the zone picked at creation", async () => {
  const token = await signedIn();
  const badZone = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: { ...accountInput(), time_zone: 'Mars/Olympus' },
    token,
  });
  expect(badZone.status).toBe(400);
  const created = await t.gql(
    `mutation($input: SmtpAccountInput!) { createSmtpAccount(input: $input) { sendingPreference { workTime { timeZone } } } }`,
    { input: { ...accountInput(), timeZone: 'America/New_York' } },
    { token },
  );
  expect(created).toEqual({
    data: {
      createSmtpAccount: { sendingPreference: { workTime: { timeZone: 'America/New_York' } } },
    },
  });
});

it('says which side refused the login, and stores nothing', async () => {
  const token = await signedIn();
  const smtp = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput({ smtpPassword: 'wrong' }),
    token,
  });
  expect(smtp.status).toBe(400);
  expect(smtp.body.message).toMatch(/^SMTP login failed: .* rejected the username or password\.$/);

  const imap = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput({ imapPassword: 'wrong' }),
    token,
  });
  expect(imap.status).toBe(400);
  expect(imap.body.message).toMatch(/^IMAP login failed: .* rejected the username or password\.$/);
  expect((await t.rest('GET', '/v1/mailAccount/list', { token })).body.data).toEqual([]);
});

it('says when the server cannot be reached', async () => {
  const token = await signedIn();
  const closedPort = await freePort();
  const answer = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput({ smtpPort: closedPort }),
    token,
  });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(
    `SMTP connection failed: the SMTP server 127.0.0.1:${closedPort} could not be reached.`,
  );
});

it('validates the form with the spec messages', async () => {
  const token = await signedIn();
  const input = accountInput();
  const cases: [unknown, string][] = [
    [{ ...input, email: 'nope' }, MAIL_ACCOUNT_MESSAGES.emailInvalid],
    [{ ...input, name: '' }, MAIL_ACCOUNT_MESSAGES.nameRequired],
    [{ ...input, smtp: { ...input.smtp, server: 'bad host!' } }, MAIL_ACCOUNT_MESSAGES.smtpHost],
    [{ ...input, smtp: { ...input.smtp, port: '' } }, MAIL_ACCOUNT_MESSAGES.smtpPort],
    [{ ...input, imap: { ...input.imap, server: '' } }, MAIL_ACCOUNT_MESSAGES.imapHost],
    [{ ...input, imap: { ...input.imap, password: '' } }, MAIL_ACCOUNT_MESSAGES.imapPassword],
  ];
  for (const [body, message] of cases) {
    const answer = await t.rest('POST', '/v1/mailAccount/create/smtp', { body, token });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message,
    });
  }
});

it('reconnects with a blank password kept from the stored one, and becomes active again', async () => {
  const token = await signedIn();
  await t.rest('POST', '/v1/mailAccount/create/smtp', { body: accountInput(), token });
  await t.database.db.query(
    `UPDATE mail_account SET status = 'stopped' WHERE email = 'sender@example.test'`,
  );
  const input = accountInput();
  const reconnect = await t.rest('POST', '/v1/mailAccount/reconnect/smtp', {
    body: {
      ...input,
      name: 'Renamed',
      smtp: { ...input.smtp, password: '' },
      imap: { ...input.imap, password: '' },
    },
    token,
  });
  expect(reconnect).toEqual({ status: 200, body: { message: MAIL_ACCOUNT_MESSAGES.updated } });
  const list = await t.rest('GET', '/v1/mailAccount/list', { token });
  expect(list.body.data).toEqual([expect.objectContaining({ name: 'Renamed', status: 'active' })]);

  const wrong = await t.rest('POST', '/v1/mailAccount/reconnect/smtp', {
    body: { ...input, imap: { ...input.imap, password: 'changed-wrong' } },
    token,
  });
  expect(wrong.status).toBe(400);
});

it('disables, enables, edits the profile and deletes, with the spec messages', async () => {
  const token = await signedIn();
  await t.rest('POST', '/v1/mailAccount/create/smtp', { body: accountInput(), token });
  const email = 'sender@example.test';
  expect(
    (await t.rest('POST', '/v1/mailAccount/disable', { body: { email }, token })).body.message,
  ).toBe(MAIL_ACCOUNT_MESSAGES.disabled);
  expect((await t.rest('GET', '/v1/mailAccount/list', { token })).body.data).toEqual([
    expect.objectContaining({ status: 'inactive' }),
  ]);
  expect(
    (await t.rest('POST', '/v1/mailAccount/enable', { body: { email }, token })).body.message,
  ).toBe(MAIL_ACCOUNT_MESSAGES.enabled);
  const noName = await t.rest('POST', '/v1/mailAccount/profile/update', {
    body: { email, name: '' },
    token,
  });
  expect(noName).toEqual({
    status: 400,
    body: expect.objectContaining({ message: MAIL_ACCOUNT_MESSAGES.nameRequired }),
  });
  await t.rest('POST', '/v1/mailAccount/profile/update', {
    body: { email, name: 'Ann', signature: '-- Ann' },
    token,
  });
  const gql = await t.gql<{ mailAccount: { name: string; signature: string } }>(
    `query($e: String!) { mailAccount(email: $e) { name signature } }`,
    { e: email },
    { token },
  );
  expect(gql.data!.mailAccount).toEqual({ name: 'Ann', signature: '-- Ann' });
  expect(
    (await t.rest('POST', '/v1/mailAccount/campaigns', { body: { email }, token })).body,
  ).toEqual({ campaigns: [] });
  expect(
    (await t.rest('POST', '/v1/mailAccount/delete', { body: { email }, token })).body.message,
  ).toBe(MAIL_ACCOUNT_MESSAGES.deleted);
  expect((await t.rest('GET', '/v1/mailAccount/list', { token })).body.data).toEqual([]);
});

it("answers another workspace's account exactly like a missing one", async () => {
  const owner = await signedIn();
  const stranger = await signedIn();
  await t.rest('POST', '/v1/mailAccount/create/smtp', { body: accountInput(), token: owner });
  const email = 'sender@example.test';
  const missing = await t.rest('POST', '/v1/mailAccount/disable', {
    body: { email: 'nobody@example.test' },
    token: stranger,
  });
  expect(missing).toEqual({ status: 404, body: { message: MAIL_ACCOUNT_MESSAGES.notFound } });
  for (const [method, url, body] of [
    ['GET', `/v1/mailAccount/get/${email}`, undefined],
    ['POST', '/v1/mailAccount/disable', { email }],
    ['POST', '/v1/mailAccount/delete', { email }],
    ['POST', '/v1/mailAccount/campaigns', { email }],
    ['POST', '/v1/mailAccount/profile/update', { email, name: 'Mine now' }],
  ] as const) {
    expect(await t.rest(method, url, { body, token: stranger })).toEqual(missing);
  }
  expect((await t.rest('GET', '/v1/mailAccount/list', { token: owner })).body.data).toEqual([
    expect.objectContaining({ status: 'active', name: 'Sales Sender' }),
  ]);
});

describe('without ALLOW_PRIVATE_MAIL_HOSTS', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestServer();
  });
  afterAll(() => guarded.close());

  it.each(['127.0.0.1', '169.254.169.254', '10.1.2.3', '192.168.1.10', 'localhost'])(
    'refuses a mail server at %s without saying what answered there',
    async (server) => {
      const { token } = await guarded.signIn();
      const input = accountInput();
      const answer = await guarded.rest('POST', '/v1/mailAccount/create/smtp', {
        body: { ...input, smtp: { ...input.smtp, server } },
        token,
      });
      expect(answer).toEqual({
        status: 400,
        body: { message: MAIL_ACCOUNT_MESSAGES.hostNotAllowed },
      });
    },
  );
});
