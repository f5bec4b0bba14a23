import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { actorAt, entriesOf } from './audit-fixtures';

/** A mailbox connected and its credentials changed, through /v1 against a real mail server. */
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

function accountInput(password: string) {
  const login = (port: number) => ({
    server: '127.0.0.1',
    port,
    username: 'sender@example.test',
    password,
  });
  return {
    name: 'Sales Sender',
    email: 'sender@example.test',
    smtp: login(sandbox.smtp.port),
    imap: login(sandbox.imap.port),
  };
}

it('records a mailbox connected and its credentials changed, never a refused attempt', async () => {
  const { user, as, workspaceId } = await actorAt(t, '192.0.2.60');
  const refused = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput('wrong password'),
    ...as,
  });
  expect(refused.status).toBe(400);
  expect(await entriesOf(t, workspaceId, 'mailbox.connected')).toEqual([]);

  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    body: accountInput('mailbox-secret'),
    ...as,
  });
  expect(created.status).toBe(200);
  const [{ id }] = await t.database.db.query(
    `SELECT id FROM mail_account WHERE workspace_id = $1`,
    [workspaceId],
  );
  const reconnected = await t.rest('POST', '/v1/mailAccount/reconnect/smtp', {
    body: { ...accountInput(''), name: 'Renamed' },
    ...as,
  });
  expect(reconnected.status).toBe(200);

  const expected = {
    user_id: user.id,
    actor_email: user.email,
    target_type: 'mailbox',
    target_id: id,
    target_label: 'sender@example.test',
    ip: '192.0.2.60',
  };
  expect(await entriesOf(t, workspaceId, 'mailbox.connected')).toEqual([
    expect.objectContaining({ ...expected, meta: { type: 'smtp' } }),
  ]);
  expect(await entriesOf(t, workspaceId, 'mailbox.credentials_changed')).toEqual([
    expect.objectContaining(expected),
  ]);
  expect(JSON.stringify(await entriesOf(t, workspaceId, 'mailbox.connected'))).not.toContain(
    'mailbox-secret',
  );
});
