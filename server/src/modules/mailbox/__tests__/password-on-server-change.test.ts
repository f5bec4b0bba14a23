import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import {
  startImapAuthRecorder,
  startSmtpAuthRecorder,
  type AuthRecorder,
} from '../../../../test/mail/auth-recorder';
import { FakeGoogleOAuth } from '../../../../test/fake-google-oauth';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';

// A blank password on edit keeps the stored one only for the stored server: pointing the mailbox
// at another host (or port, or username) must come with the password again, so the stored
// password is never sent to a server of the caller's choosing.

const SECRET = 'mailbox-secret';
const ANN = { email: 'ann@gmail.test', name: 'Ann Example' };
const REDIRECT = 'http://outbound.test/googlemail-accounts/reconnect';

let sandbox: MailSandbox;
let google: FakeGoogleOAuth;
let smtpTrap: AuthRecorder;
let imapTrap: AuthRecorder;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({
    users: [
      { email: 'sender@example.test', password: SECRET },
      { email: ANN.email, password: 'unused-password' },
    ],
  });
  google = await FakeGoogleOAuth.start((user, token) => sandbox.grantToken(user.email, token));
  smtpTrap = await startSmtpAuthRecorder();
  imapTrap = await startImapAuthRecorder();
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
  await smtpTrap.close();
  await imapTrap.close();
  await google.stop();
  await sandbox.stop();
});
beforeEach(() => {
  smtpTrap.attempts.length = 0;
  imapTrap.attempts.length = 0;
  imapTrap.commands.length = 0;
});

function accountInput() {
  const side = (port: number) => ({
    server: '127.0.0.1',
    port,
    username: 'sender@example.test',
    password: SECRET,
  });
  return {
    name: 'Sales Sender',
    email: 'sender@example.test',
    smtp: side(sandbox.smtp.port),
    imap: side(sandbox.imap.port),
  };
}

/** A signed-in user of a new workspace with the sandbox mailbox connected. */
async function connected(): Promise<string> {
  const { token } = await t.signIn();
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput(),
    token,
  });
  expect(created.status).toBe(200);
  return token;
}

async function storedSmtpPort(token: string): Promise<number> {
  const one = await t.rest<{ data: { credentials: { smtp: { port: number } } } }>(
    'GET',
    `/v1/mailAccount/get/${encodeURIComponent('sender@example.test')}`,
    { token },
  );
  return one.body.data.credentials.smtp.port;
}

function reconnect(token: string, body: unknown) {
  return t.rest('POST', '/v1/mailAccount/reconnect/smtp', { body, token });
}

it('refuses a new SMTP port with a blank password, and never sends the stored one there', async () => {
  const token = await connected();
  const input = accountInput();
  const answer = await reconnect(token, {
    ...input,
    smtp: { ...input.smtp, port: smtpTrap.port, password: '' },
    imap: { ...input.imap, password: '' },
  });
  expect(answer).toEqual({
    status: 400,
    body: expect.objectContaining({ message: MAIL_ACCOUNT_MESSAGES.smtpPasswordAgain }),
  });
  expect(smtpTrap.attempts).toEqual([]);
  expect(await storedSmtpPort(token)).toBe(sandbox.smtp.port);
});

it('refuses a new SMTP server or username with a blank password', async () => {
  const token = await connected();
  const input = accountInput();
  for (const smtp of [
    { ...input.smtp, server: 'localhost', password: '' },
    { ...input.smtp, username: 'someone-else@example.test', password: '' },
  ]) {
    const answer = await reconnect(token, { ...input, smtp });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MAIL_ACCOUNT_MESSAGES.smtpPasswordAgain);
  }
});

it('refuses a new IMAP server with a blank password, and never sends the stored one there', async () => {
  const token = await connected();
  const input = accountInput();
  const answer = await reconnect(token, {
    ...input,
    imap: { ...input.imap, port: imapTrap.port, password: '' },
  });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe(MAIL_ACCOUNT_MESSAGES.imapPasswordAgain);
  expect(imapTrap.attempts).toEqual([]);
  expect(imapTrap.commands).toEqual([]);
});

it('logs in to a new server only with the password entered for it', async () => {
  const token = await connected();
  const input = accountInput();
  const answer = await reconnect(token, {
    ...input,
    smtp: { ...input.smtp, port: smtpTrap.port, password: 'typed-for-the-new-host' },
    imap: { ...input.imap, password: '' },
  });
  expect(answer.status).toBe(200);
  expect(smtpTrap.attempts).toEqual([
    { username: 'sender@example.test', password: 'typed-for-the-new-host' },
  ]);
});

it('keeps the stored password for the same server, whatever the case of its name', async () => {
  const token = await connected();
  const input = accountInput();
  const answer = await reconnect(token, {
    ...input,
    smtp: { ...input.smtp, server: ' 127.0.0.1 ', password: '' },
    imap: { ...input.imap, password: '' },
  });
  expect(answer.status).toBe(200);
});

it('applies the same rule over GraphQL', async () => {
  const token = await connected();
  const input = accountInput();
  const result = await t.gql(
    `mutation ($input: SmtpAccountInput!) { reconnectSmtpAccount(input: $input) { id } }`,
    { input: { ...input, smtp: { ...input.smtp, port: smtpTrap.port, password: '' } } },
    { token },
  );
  expect(result.errors?.[0]).toMatchObject({
    message: MAIL_ACCOUNT_MESSAGES.smtpPasswordAgain,
    extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
  });
  expect(smtpTrap.attempts).toEqual([]);
});

describe("a Google account's SMTP login", () => {
  async function googleWithSmtp(): Promise<{ token: string; id: string }> {
    const { token } = await t.signIn();
    const created = await t.rest<{ data: { id: string } }>(
      'POST',
      '/v1/mailAccount/create/google',
      {
        body: { authCode: google.issueCode(ANN, REDIRECT), redirectUrl: REDIRECT },
        token,
      },
    );
    const { id } = created.body.data;
    const smtp = accountInput().smtp;
    const added = await t.rest('POST', '/v1/mailAccount/google-smtp/update', {
      body: { id, smtp },
      token,
    });
    expect(added.status).toBe(200);
    return { token, id };
  }

  it('refuses a new server with a blank password over /v1 and GraphQL', async () => {
    const { token, id } = await googleWithSmtp();
    const moved = { ...accountInput().smtp, port: smtpTrap.port, password: '' };
    const rest = await t.rest('POST', '/v1/mailAccount/google-smtp/update', {
      body: { id, smtp: moved },
      token,
    });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(MAIL_ACCOUNT_MESSAGES.smtpPasswordAgain);
    const gql = await t.gql(
      `mutation ($id: String!, $smtp: MailServerInput!) { updateGoogleSmtp(id: $id, smtp: $smtp) { id } }`,
      { id, smtp: moved },
      { token },
    );
    expect(gql.errors?.[0]?.message).toBe(MAIL_ACCOUNT_MESSAGES.smtpPasswordAgain);
    expect(smtpTrap.attempts).toEqual([]);
  });

  it('keeps the stored password for the same server', async () => {
    const { token, id } = await googleWithSmtp();
    const same = { ...accountInput().smtp, password: '' };
    const answer = await t.rest('POST', '/v1/mailAccount/google-smtp/update', {
      body: { id, smtp: same },
      token,
    });
    expect(answer.status).toBe(200);
  });
});
