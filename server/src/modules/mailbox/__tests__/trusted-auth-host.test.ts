/**
 * The SMTP mailbox's "Trusted Authentication-Results host" (`inbox/sender-proof.ts`): set on
 * create, changed or kept on edit, over /v1 and GraphQL; a malformed one is refused with the
 * form's message.
 */
import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start();
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

let n = 0;
async function smtpBody(extra: Record<string, unknown> = {}) {
  n += 1;
  const email = `trusted${n}@example.test`;
  await sandbox.addUser(email, `pw-${n}`);
  const login = { server: '127.0.0.1', username: email, password: `pw-${n}` };
  return {
    name: 'Sam Sender',
    email,
    smtp: { ...login, port: sandbox.smtp.port },
    imap: { ...login, port: sandbox.imap.port },
    ...extra,
  };
}

const stored = async (email: string) =>
  (
    await t.database.db.query(`SELECT trusted_auth_host FROM mail_account WHERE email = $1`, [
      email,
    ])
  )[0]?.trusted_auth_host;

it('/v1: set on create (lower case), kept when absent on edit, cleared when blank', async () => {
  const { token } = await t.signIn();
  const withoutHost = await smtpBody();
  const body = { ...withoutHost, trusted_auth_host: ' MX.Example.TEST ' };
  expect((await t.rest('POST', '/v1/mailAccount/create/smtp', { token, body })).status).toBe(200);
  expect(await stored(body.email)).toBe('mx.example.test');
  const got = await t.rest<{ data: { trusted_auth_host: string } }>(
    'GET',
    `/v1/mailAccount/get/${body.email}`,
    { token },
  );
  expect(got.body.data.trusted_auth_host).toBe('mx.example.test');
  const edit = await t.rest('POST', '/v1/mailAccount/reconnect/smtp', { token, body: withoutHost });
  expect(edit.status).toBe(200);
  expect(await stored(body.email)).toBe('mx.example.test');
  await t.rest('POST', '/v1/mailAccount/reconnect/smtp', {
    token,
    body: { ...withoutHost, trusted_auth_host: '' },
  });
  expect(await stored(body.email)).toBeNull();
});

it('refuses a malformed host with the form message, and stores nothing', async () => {
  const { token } = await t.signIn();
  for (const bad of ['mx example.test', 'a'.repeat(300), 'mx..example.test', '[::1]']) {
    const body = await smtpBody({ trusted_auth_host: bad });
    const answer = await t.rest('POST', '/v1/mailAccount/create/smtp', { token, body });
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MAIL_ACCOUNT_MESSAGES.trustedAuthHostInvalid }),
    });
    expect(await stored(body.email)).toBeUndefined();
  }
});

it('GraphQL: createSmtpAccount and reconnectSmtpAccount take trustedAuthHost and answer it', async () => {
  const { token } = await t.signIn();
  const body = await smtpBody();
  const input = { ...body, trustedAuthHost: 'mx.example.test' };
  const created = await t.gql<{ createSmtpAccount: { trustedAuthHost: string | null } }>(
    `mutation($input: SmtpAccountInput!) { createSmtpAccount(input: $input) { trustedAuthHost } }`,
    { input },
    { token },
  );
  expect(created.data?.createSmtpAccount.trustedAuthHost).toBe('mx.example.test');
  const edited = await t.gql<{ reconnectSmtpAccount: { trustedAuthHost: string | null } }>(
    `mutation($input: SmtpAccountInput!) { reconnectSmtpAccount(input: $input) { trustedAuthHost } }`,
    { input: { ...input, trustedAuthHost: 'inbound.example.test' } },
    { token },
  );
  expect(edited.data?.reconnectSmtpAccount.trustedAuthHost).toBe('inbound.example.test');
});
