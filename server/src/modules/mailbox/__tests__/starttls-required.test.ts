import {
  startImapAuthRecorder,
  startSmtpAuthRecorder,
  type AuthRecorder,
} from '../../../../test/mail/auth-recorder';
import { buildMailAccount, buildWorkspace } from '../../../../test/factories';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { loadSecret } from '../../../secret';
import { verifyImap, verifySmtp } from '../connection-check';
import { CredentialsVault } from '../credentials-vault';

// On a STARTTLS port (SMTP 25/587/2525, IMAP 143) a server that does not offer STARTTLS (or a man
// in the middle who strips the offer) must never receive the login, unless the operator allows
// plaintext logins (ALLOW_PLAINTEXT_MAIL_AUTH, which the test harness turns on for the sandbox).

const PASSWORD = 'mailbox-secret';

let sandbox: MailSandbox;
let smtpTrap: AuthRecorder;
let imapTrap: AuthRecorder;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({
    users: [{ email: 'sender@example.test', password: PASSWORD }],
  });
  smtpTrap = await startSmtpAuthRecorder();
  imapTrap = await startImapAuthRecorder();
  t = await startTestServer({
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    ALLOW_PLAINTEXT_MAIL_AUTH: 'false',
  });
});
afterAll(async () => {
  await t.close();
  await smtpTrap.close();
  await imapTrap.close();
  await sandbox.stop();
});
beforeEach(() => {
  smtpTrap.attempts.length = 0;
  imapTrap.attempts.length = 0;
  imapTrap.commands.length = 0;
});

const noStartTls = (side: 'SMTP' | 'IMAP', port: number) =>
  `${side} connection failed: the ${side} server 127.0.0.1:${port} does not offer a secure connection (STARTTLS), so the password was not sent. Use the server's TLS port.`;

const login = (port: number) => ({
  server: '127.0.0.1',
  port,
  username: 'sender@example.test',
  password: PASSWORD,
});

function accountInput(smtpPort: number, imapPort: number) {
  return {
    name: 'Sales Sender',
    email: 'sender@example.test',
    smtp: login(smtpPort),
    imap: login(imapPort),
  };
}

/** A mailbox whose stored logins point at the given ports. */
async function mailboxAt(smtpPort: number, imapPort: number) {
  const workspace = await buildWorkspace(t.database.db);
  const account = await buildMailAccount(t.database.db, { workspaceId: workspace.id });
  const vault = new CredentialsVault(loadSecret(t.config));
  const credentials = vault.seal(workspace.id, { smtp: login(smtpPort), imap: login(imapPort) });
  await t.database.db.query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
    account.id,
    credentials,
  ]);
  return { ...account, credentials };
}

it('refuses to connect a mailbox whose SMTP server offers no STARTTLS, and never sends it the password', async () => {
  const { token } = await t.signIn();
  const trapped = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput(smtpTrap.port, sandbox.imap.port),
    token,
  });
  expect(trapped).toEqual({
    status: 400,
    body: expect.objectContaining({ message: noStartTls('SMTP', smtpTrap.port) }),
  });
  expect(smtpTrap.attempts).toEqual([]);

  const plainSandbox = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput(sandbox.smtp.port, sandbox.imap.port),
    token,
  });
  expect(plainSandbox.status).toBe(400);
  expect(plainSandbox.body.message).toBe(noStartTls('SMTP', sandbox.smtp.port));
  const list = await t.rest('GET', '/v1/mailAccount/list', { token });
  expect(list.body.data).toEqual([]);
});

it('the IMAP check refuses a server without STARTTLS before any login', async () => {
  await expect(
    verifyImap(login(imapTrap.port), { allowPrivateHosts: true, allowPlaintextAuth: false }),
  ).rejects.toThrow(noStartTls('IMAP', imapTrap.port));
  expect(imapTrap.commands).toContain('CAPABILITY');
  expect(imapTrap.commands).not.toContain('LOGIN');
  expect(imapTrap.commands).not.toContain('AUTHENTICATE');
  expect(imapTrap.attempts).toEqual([]);
});

it('sending (test send and dispatch) refuses an SMTP server without STARTTLS', async () => {
  const account = await mailboxAt(smtpTrap.port, imapTrap.port);
  await expect(
    t.services.mailTransports.sendOne(account, {
      to: 'someone@example.test',
      subject: 'Hello',
      text: 'Hello',
    }),
  ).rejects.toThrow(noStartTls('SMTP', smtpTrap.port));
  expect(smtpTrap.attempts).toEqual([]);
});

it('inbox sync (and so the Sent folder and reconciliation) refuses an IMAP server without STARTTLS', async () => {
  const account = await mailboxAt(smtpTrap.port, imapTrap.port);
  await expect(t.services.inbox.syncOnce(account.id)).rejects.toThrow(
    noStartTls('IMAP', imapTrap.port),
  );
  expect(imapTrap.commands).not.toContain('LOGIN');
  expect(imapTrap.attempts).toEqual([]);
});

it('with ALLOW_PLAINTEXT_MAIL_AUTH the operator lets an on-premises server without TLS log in', async () => {
  const policy = { allowPrivateHosts: true, allowPlaintextAuth: true };
  await verifySmtp(login(smtpTrap.port), policy);
  expect(smtpTrap.attempts).toEqual([{ username: 'sender@example.test', password: PASSWORD }]);
  await expect(verifyImap(login(imapTrap.port), policy)).rejects.toThrow(/IMAP login failed/);
  expect(imapTrap.attempts).toEqual([{ username: 'sender@example.test', password: PASSWORD }]);
});
