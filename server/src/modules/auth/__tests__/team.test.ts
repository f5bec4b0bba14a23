import { MESSAGES } from '@outbound/common';
import type { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServerWithMail, type TestServer } from '../../../../test/server';
import { buildUser, buildWorkspace } from '../../../../test/factories';

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  ({ t, sandbox } = await startTestServerWithMail());
});
afterAll(() => t.close());

const signedIn = (workspace?: Awaited<ReturnType<typeof buildWorkspace>>) =>
  t.signIn({ workspace });

it('invites a teammate, who receives a link, sets a password and signs in into the same workspace', async () => {
  const { user: owner, token } = await signedIn();
  await sandbox.addUser('new.mate@example.com', 'mailbox-pass');
  const invited = await t.rest('POST', '/v1/user/invite', {
    body: { email: 'new.mate@example.com', name: 'New Mate' },
    token,
  });
  expect(invited.status).toBe(200);
  expect(invited.body.message).toBe(MESSAGES.invite.sent);

  const mail = await sandbox.waitForInbox('new.mate@example.com', (m) =>
    /invited you/.test(m.mail.subject ?? ''),
  );
  expect(mail.mail.text).toContain(owner.name);
  const link = mail.mail.text!.match(/http:\/\/outbound\.test\/reset-password\/(\S+)/)!;
  expect(
    (
      await t.rest('POST', '/v1/user/login', {
        body: { email: 'new.mate@example.com', password: 'x' },
      })
    ).status,
  ).toBe(401);

  const set = await t.gql(
    `mutation($t: String!) { resetPassword(token: $t, password: "teammate secret") }`,
    { t: link[1] },
  );
  expect(set).toEqual({ data: { resetPassword: true } });
  const login = await t.rest('POST', '/v1/user/login', {
    body: { email: 'new.mate@example.com', password: 'teammate secret' },
  });
  expect(login.status).toBe(200);
  const list = await t.rest('GET', '/v1/user/list', { token: login.body.token as string });
  expect((list.body.users_list as { email: string }[]).map((u) => u.email).sort()).toEqual(
    [owner.email, 'new.mate@example.com'].sort(),
  );
});

it('refuses an address that already has an account with the spec 409, and sends nothing', async () => {
  const { token } = await signedIn();
  const other = await buildUser(t.database.db);
  const before = sandbox.captured.length;
  for (const email of [other.email, other.email.toUpperCase()]) {
    const answer = await t.rest('POST', '/v1/user/invite', { body: { email, name: 'Dup' }, token });
    expect(answer).toEqual({ status: 409, body: { message: MESSAGES.invite.duplicate } });
  }
  const gql = await t.gql(
    `mutation { inviteUser(email: "${other.email}", name: "Dup") { id } }`,
    {},
    { token },
  );
  expect(gql.errors?.[0]).toMatchObject({
    message: MESSAGES.invite.duplicate,
    extensions: { code: 'CONFLICT', status: 409 },
  });
  expect(sandbox.captured.length).toBe(before);
});

it('validates the invite with the spec messages', async () => {
  const { token } = await signedIn();
  const cases: [object, string][] = [
    [{ email: 'a@b.co' }, MESSAGES.invite.nameRequired],
    [{ name: 'A' }, MESSAGES.invite.emailRequired],
    [{ name: 'A', email: 'not-an-email' }, MESSAGES.invite.emailInvalid],
  ];
  for (const [body, message] of cases) {
    const answer = await t.rest('POST', '/v1/user/invite', { body, token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  }
});

it('leaves no user behind when the invite email cannot be sent', async () => {
  const { token } = await signedIn();
  sandbox.failNext(451, 'Try again later');
  const answer = await t.rest('POST', '/v1/user/invite', {
    body: { email: 'later@example.com', name: 'Later' },
    token,
  });
  expect(answer.status).toBe(500);
  const rows = await t.database.db.query(`SELECT id FROM "user" WHERE email = 'later@example.com'`);
  expect(rows).toHaveLength(0);
});

it('lists and pages only the caller’s workspace, newest first', async () => {
  const workspace = await buildWorkspace(t.database.db);
  const { user: me, token } = await signedIn(workspace);
  const mates = [];
  for (let i = 0; i < 12; i += 1) mates.push(await buildUser(t.database.db, { workspace }));
  const { token: strangerToken, user: stranger } = await signedIn();

  const first = await t.rest('POST', '/v1/user/search', { body: { offset: 0, limit: 10 }, token });
  expect(first.body.total_count).toBe(13);
  expect((first.body.users_list as unknown[]).length).toBe(10);
  const second = await t.rest('POST', '/v1/user/search', {
    body: { offset: 10, limit: 10 },
    token,
  });
  const emails = [
    ...(first.body.users_list as { email: string }[]),
    ...(second.body.users_list as { email: string }[]),
  ].map((u) => u.email);
  expect(new Set(emails).size).toBe(13);
  expect(emails).toContain(me.email);
  expect(emails).not.toContain(stranger.email);
  expect(emails[0]).toBe(mates[mates.length - 1].email);

  const gql = await t.gql<{ searchUsers: { total: number; users: { email: string }[] } }>(
    `{ searchUsers(offset: 0, limit: 100) { total users { email } } }`,
    {},
    { token: strangerToken },
  );
  expect(gql.data!.searchUsers.total).toBe(1);
  expect(gql.data!.searchUsers.users.map((u) => u.email)).toEqual([stranger.email]);
});

it('an invite lands in the caller’s workspace only', async () => {
  const { token } = await signedIn();
  const { token: otherToken } = await signedIn();
  await sandbox.addUser('mine@example.com', 'mailbox-pass');
  await t.rest('POST', '/v1/user/invite', {
    body: { email: 'mine@example.com', name: 'Mine' },
    token,
  });
  const theirs = await t.rest('GET', '/v1/user/list', { token: otherToken });
  expect((theirs.body.users_list as { email: string }[]).map((u) => u.email)).not.toContain(
    'mine@example.com',
  );
});
