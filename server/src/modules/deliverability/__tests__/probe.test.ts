/**
 * The probe against the mail sandbox: a message from the mailbox to itself goes out over its own
 * SMTP login (DKIM-signed like campaign mail), is found over its own IMAP login, read for the
 * Authentication-Results its provider (here the sandbox) added on top, and deleted.
 */
import fs from 'node:fs';
import { buildWorkspace } from '../../../../test/factories';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { readProbe } from '../probe';
import { doctorZones } from './zones';

const AUTH_RESULTS =
  'mx.sandbox.test; spf=pass smtp.mailfrom=ann@good.test; dkim=pass header.d=good.test; dmarc=pass header.from=good.test';
const zones = doctorZones();
let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ authResults: AUTH_RESULTS });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true', DKIM_KEYS_DIR: zones.keysDir });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
  fs.rmSync(zones.keysDir, { recursive: true, force: true });
});

let n = 0;
async function connectedMailbox() {
  n += 1;
  const user = { email: `ann${n}@good.test`, password: `secret-${n}` };
  await sandbox.addUser(user.email, user.password);
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  const login = { server: '127.0.0.1', username: user.email, password: user.password };
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    token,
    body: {
      name: 'Ann',
      email: user.email,
      smtp: { ...login, port: sandbox.smtp.port },
      imap: { ...login, port: sandbox.imap.port },
    },
  });
  expect(created.status).toBe(200);
  const [{ id }] = await t.database.db.query(
    `SELECT id FROM mail_account WHERE workspace_id = $1`,
    [workspace.id],
  );
  return { id: id as string, token, email: user.email };
}

it('sends a signed message to the mailbox itself and answers its provider’s verdicts', async () => {
  const mailbox = await connectedMailbox();
  const answer = await t.rest<{
    data: { folder: string; authentication_results: string; results: unknown[] };
  }>('POST', `/v1/mailAccount/${mailbox.id}/deliverability/probe`, { token: mailbox.token });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual({
    folder: 'inbox',
    authentication_results: AUTH_RESULTS,
    authserv_id: 'mx.sandbox.test',
    results: [
      { method: 'spf', result: 'pass' },
      { method: 'dkim', result: 'pass' },
      { method: 'dmarc', result: 'pass' },
    ],
  });
  const [sent] = sandbox.captured.filter((m) => m.to.includes(mailbox.email));
  expect(sent.from).toBe(mailbox.email);
  expect(sent.raw).toMatch(/^DKIM-Signature: .*d=good\.test/m);
  // Read, then deleted: nothing is left in the inbox.
  expect(await sandbox.fetchInbox(mailbox.email)).toEqual([]);
});

it('another workspace’s mailbox answers as a missing one, and sends nothing', async () => {
  const mailbox = await connectedMailbox();
  const stranger = (await t.signIn()).token;
  const before = sandbox.captured.length;
  const theirs = await t.rest('POST', `/v1/mailAccount/${mailbox.id}/deliverability/probe`, {
    token: stranger,
  });
  expect(theirs).toEqual({
    status: 404,
    body: expect.objectContaining({ message: 'The mail account does not exists any more.' }),
  });
  expect(sandbox.captured.length).toBe(before);
});

it('reads only the topmost Authentication-Results, the receiving provider’s', () => {
  const source = Buffer.from(
    [
      'Authentication-Results: mx.google.com;',
      '       spf=softfail smtp.mailfrom=a@x.test;',
      '       dkim=fail header.d=x.test',
      'Authentication-Results: forged.test; spf=pass; dkim=pass',
      'Subject: hi',
      '',
      'body',
    ].join('\r\n'),
  );
  expect(readProbe(source, 'spam')).toEqual({
    folder: 'spam',
    authenticationResults:
      'mx.google.com; spf=softfail smtp.mailfrom=a@x.test; dkim=fail header.d=x.test',
    authservId: 'mx.google.com',
    results: [
      { method: 'spf', result: 'softfail' },
      { method: 'dkim', result: 'fail' },
    ],
  });
});
