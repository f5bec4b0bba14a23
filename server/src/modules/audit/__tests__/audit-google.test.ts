import { FakeGoogleOAuth } from '../../../../test/fake-google-oauth';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { actorAt, entriesOf } from './audit-fixtures';

/** A Google mailbox connected and signed in again, through /v1 against a fake Google and real mail. */
const REDIRECT = 'http://outbound.test/googlemail-accounts/reconnect';
const ANN = { email: 'ann@gmail.test', name: 'Ann Example' };

let sandbox: MailSandbox;
let google: FakeGoogleOAuth;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [{ email: ANN.email, password: 'unused' }] });
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

it('records a Google mailbox connected and its sign-in renewed', async () => {
  const { user, as, workspaceId } = await actorAt(t, '192.0.2.61');
  const created = await t.rest('POST', '/v1/mailAccount/create/google', {
    body: { authCode: google.issueCode(ANN, REDIRECT), redirectUrl: REDIRECT },
    ...as,
  });
  expect(created.status).toBe(200);
  const again = await t.rest('POST', '/v1/mailAccount/reconnect/google', {
    body: {
      email: ANN.email,
      name: 'Ann',
      authCode: google.issueCode(ANN, REDIRECT),
      redirectUrl: REDIRECT,
    },
    ...as,
  });
  expect(again.status).toBe(200);
  const [{ id }] = await t.database.db.query(
    `SELECT id FROM mail_account WHERE workspace_id = $1`,
    [workspaceId],
  );
  const expected = {
    user_id: user.id,
    target_type: 'mailbox',
    target_id: id,
    target_label: ANN.email,
    ip: '192.0.2.61',
    meta: { type: 'google' },
  };
  expect(await entriesOf(t, workspaceId, 'mailbox.connected')).toEqual([
    expect.objectContaining(expected),
  ]);
  expect(await entriesOf(t, workspaceId, 'mailbox.credentials_changed')).toEqual([
    expect.objectContaining(expected),
  ]);
});
