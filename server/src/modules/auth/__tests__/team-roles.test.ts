import { MESSAGES, type Role } from '@outbound/common';
import { CredentialsVault } from '../../mailbox/credentials-vault';
import { loadSecret } from '../../../secret';
import type { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServerWithMail, type TestServer } from '../../../../test/server';
import { buildUser, buildWorkspace } from '../../../../test/factories';
import { seedTenantRows } from '../../../../test/sweep/seed';

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  ({ t, sandbox } = await startTestServerWithMail());
});
afterAll(() => t.close());

const FORBIDDEN = { status: 403, body: { message: MESSAGES.global.forbidden } };

/** A workspace with a signed-in user of each role. */
async function team() {
  const workspace = await buildWorkspace(t.database.db);
  const as = async (role: Role) => t.signIn({ workspace, role });
  return {
    workspace,
    owner: await as('owner'),
    admin: await as('admin'),
    member: await as('member'),
    viewer: await as('viewer'),
  };
}

const roleOf = async (id: string): Promise<string> =>
  (await t.database.db.query(`SELECT role FROM "user" WHERE id = $1`, [id]))[0].role;

describe('invite', () => {
  it('takes a role, member by default; an admin invites members and viewers, the owner admins', async () => {
    const { owner, admin } = await team();
    const invite = (token: string, email: string, role?: string) =>
      t.rest('POST', '/v1/user/invite', { body: { name: 'Mate', email, role }, token });

    const plain = await invite(admin.token, 'plain.mate@example.com');
    expect(plain.status).toBe(200);
    expect((plain.body.data as { role: string }).role).toBe('member');
    expect((await invite(admin.token, 'viewer.mate@example.com', 'viewer')).status).toBe(200);
    const made = await invite(owner.token, 'admin.mate@example.com', 'admin');
    expect(await roleOf((made.body.data as { _id: string })._id)).toBe('admin');

    expect(await invite(admin.token, 'second.admin@example.com', 'admin')).toEqual(FORBIDDEN);
    for (const role of ['owner', 'root', 7, { admin: true }, ['admin']]) {
      expect(await invite(owner.token, 'odd.role@example.com', role as string)).toMatchObject({
        status: 400,
        body: { message: MESSAGES.invite.roleInvalid },
      });
    }
  });

  it('caps the name at 100 characters before anything is stored or sent', async () => {
    const { admin } = await team();
    const before = sandbox.captured.length;
    const long = await t.rest('POST', '/v1/user/invite', {
      body: { name: 'N'.repeat(101), email: 'long.name@example.com' },
      token: admin.token,
    });
    expect(long).toMatchObject({ status: 400, body: { message: MESSAGES.invite.nameTooLong } });
    const gql = await t.gql(
      `mutation($n: String!) { inviteUser(email: "long.name@example.com", name: $n) { id } }`,
      { n: 'N'.repeat(101) },
      { token: admin.token },
    );
    expect(gql.errors?.[0]).toMatchObject({ message: MESSAGES.invite.nameTooLong });
    expect(sandbox.captured.length).toBe(before);
    const [{ count }] = await t.database.db.query(
      `SELECT count(*)::int AS count FROM "user" WHERE email = 'long.name@example.com'`,
    );
    expect(count).toBe(0);
    const fits = await t.rest('POST', '/v1/user/invite', {
      body: { name: 'N'.repeat(100), email: 'long.name@example.com' },
      token: admin.token,
    });
    expect(fits.status).toBe(200);
  });

  it('is refused to members and viewers', async () => {
    const { member, viewer } = await team();
    for (const { token } of [member, viewer]) {
      const body = { name: 'Mate', email: 'refused.mate@example.com' };
      expect(await t.rest('POST', '/v1/user/invite', { body, token })).toEqual(FORBIDDEN);
    }
  });
});

describe('role changes', () => {
  it('the owner makes and unmakes admins; an admin manages members and viewers only', async () => {
    const { owner, admin, member, viewer } = await team();
    const change = (token: string, userId: string, role: string) =>
      t.rest('POST', '/v1/user/role', { body: { user_id: userId, role }, token });

    const promoted = await change(owner.token, member.user.id, 'admin');
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({
      message: MESSAGES.team.roleChanged,
      data: { role: 'admin' },
    });
    expect(await change(owner.token, member.user.id, 'member')).toMatchObject({ status: 200 });

    expect((await change(admin.token, viewer.user.id, 'member')).status).toBe(200);
    expect(await roleOf(viewer.user.id)).toBe('member');
    expect(await change(admin.token, viewer.user.id, 'admin')).toEqual(FORBIDDEN);
    expect(await change(admin.token, owner.user.id, 'member')).toEqual(FORBIDDEN);
    expect(await change(member.token, viewer.user.id, 'viewer')).toEqual(FORBIDDEN);
    const second = await buildUser(t.database.db, {
      workspace: { id: owner.user.workspaceId } as never,
    });
    expect(await change(admin.token, second.id, 'member')).toEqual(FORBIDDEN); // an admin
    expect(await change(owner.token, owner.user.id, 'admin')).toEqual({
      status: 400,
      body: { message: MESSAGES.team.cannotChangeSelf },
    });
    expect(await change(owner.token, member.user.id, 'owner')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.invite.roleInvalid },
    });
    expect(await roleOf(owner.user.id)).toBe('owner');
  });

  it('answers another workspace’s teammate exactly like a missing one, and changes nothing', async () => {
    const { owner } = await team();
    const stranger = await t.signIn({ role: 'member' });
    const notFound = { status: 404, body: { message: MESSAGES.team.notFound } };
    for (const userId of [stranger.user.id, crypto.randomUUID(), 'not-a-uuid']) {
      expect(
        await t.rest('POST', '/v1/user/role', {
          body: { user_id: userId, role: 'viewer' },
          token: owner.token,
        }),
      ).toEqual(notFound);
      expect(
        await t.rest('POST', '/v1/user/remove', { body: { user_id: userId }, token: owner.token }),
      ).toEqual(notFound);
    }
    expect(await roleOf(stranger.user.id)).toBe('member');
    expect((await t.rest('GET', '/v1/user/me', { token: stranger.token })).status).toBe(200);
  });

  it('works through GraphQL, and me tells the client its own role', async () => {
    const { owner, member } = await team();
    const me = await t.gql('{ me { role } }', {}, { token: member.token });
    expect(me).toEqual({ data: { me: { role: 'member' } } });
    const changed = await t.gql(
      `mutation($id: ID!) { setUserRole(userId: $id, role: "viewer") { id role } }`,
      { id: member.user.id },
      { token: owner.token },
    );
    expect(changed).toEqual({ data: { setUserRole: { id: member.user.id, role: 'viewer' } } });
    const rest = await t.rest('GET', '/v1/user/me', { token: member.token });
    expect((rest.body.data as { role: string }).role).toBe('viewer');
  });
});

describe('removal', () => {
  it('signs the user out at once, kills their links, keeps what they made, unassigns their leads', async () => {
    const { owner, admin, member } = await team();
    const vault = new CredentialsVault(loadSecret(t.config));
    const rows = await seedTenantRows(t.database.db, vault, owner.user.workspaceId, member.user);
    const token = await t.services.auth.createPasswordLink(
      t.database.db.manager,
      member.user,
      'reset',
    );
    const removed = await t.rest('POST', '/v1/user/remove', {
      body: { user_id: member.user.id },
      token: admin.token,
    });
    expect(removed).toEqual({ status: 200, body: { message: MESSAGES.team.removed } });

    expect((await t.rest('GET', '/v1/user/me', { token: member.token })).status).toBe(401);
    const gql = await t.gql('{ me { id } }', {}, { token: member.token });
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const reset = await t.rest('POST', '/v1/user/resetPassword', {
      body: { token, password: 'a new password' },
    });
    expect(reset).toEqual({ status: 400, body: { message: MESSAGES.resetPassword.invalidToken } });
    const login = await t.rest('POST', '/v1/user/login', {
      body: { email: member.user.email, password: 'correct horse battery' },
    });
    expect(login.status).toBe(401);

    const db = t.database.db;
    const [campaign] = await db.query(`SELECT created_by FROM campaign WHERE id = $1`, [
      rows.campaign,
    ]);
    expect(campaign.created_by).toBe(member.user.id);
    const [lead] = await db.query(`SELECT assigned_to FROM lead WHERE id = $1`, [rows.lead]);
    expect(lead.assigned_to).toBeNull();

    const list = await t.rest('GET', '/v1/user/list', { token: owner.token });
    const ids = (list.body.users_list as { _id: string }[]).map((user) => user._id);
    expect(ids).not.toContain(member.user.id);
    expect(ids).toContain(admin.user.id);
    // A removed user's id answers like a missing one.
    const again = await t.rest('POST', '/v1/user/remove', {
      body: { user_id: member.user.id },
      token: admin.token,
    });
    expect(again).toEqual({ status: 404, body: { message: MESSAGES.team.notFound } });
  });

  it('lets a removed address be invited again, as a new teammate', async () => {
    const { admin, member } = await team();
    await sandbox.addUser(member.user.email, 'mailbox-pass');
    await t.rest('POST', '/v1/user/remove', {
      body: { user_id: member.user.id },
      token: admin.token,
    });
    const invited = await t.rest('POST', '/v1/user/invite', {
      body: { name: 'Back Again', email: member.user.email.toUpperCase(), role: 'viewer' },
      token: admin.token,
    });
    expect(invited.status).toBe(200);
    const back = invited.body.data as { _id: string; role: string; status: string };
    expect(back).toMatchObject({ role: 'viewer', status: 'invited' });
    expect(back._id).not.toBe(member.user.id);
    // The new account signs in once it has a password; the removed one stays removed.
    const mail = await sandbox.waitForInbox(member.user.email, (m) =>
      /invited you/.test(m.mail.subject ?? ''),
    );
    const token = mail.mail.text!.match(/reset-password\/(\S+)/)![1];
    expect(
      (
        await t.rest('POST', '/v1/user/resetPassword', {
          body: { token, password: 'back again pw' },
        })
      ).status,
    ).toBe(200);
    const login = await t.rest('POST', '/v1/user/login', {
      body: { email: member.user.email, password: 'back again pw' },
    });
    expect(login.status).toBe(200);
    const me = await t.rest('GET', '/v1/user/me', { token: login.body.token as string });
    expect(me.body.data).toMatchObject({ _id: back._id, role: 'viewer' });
    // Leads find and take the new teammate by address, not the removed one (two rows match it).
    const vault = new CredentialsVault(loadSecret(t.config));
    const rows = await seedTenantRows(t.database.db, vault, admin.user.workspaceId, admin.user);
    const assign = await t.rest('POST', '/v1/lead/update', {
      body: { leadID: [rows.lead], assignedToEmail: member.user.email },
      token: admin.token,
    });
    expect(assign.status).toBe(200);
    const [lead] = await t.database.db.query(`SELECT assigned_to FROM lead WHERE id = $1`, [
      rows.lead,
    ]);
    expect(lead.assigned_to).toBe(back._id);
    const found = await t.rest('POST', '/v1/lead/get', {
      body: { assignedTo: member.user.email, offset: 0, limit: 10 },
      token: admin.token,
    });
    expect(found.status).toBe(200);
    expect(found.body.total_count).toBe(1);
    // A second invite of the now active address is refused as before.
    const dup = await t.rest('POST', '/v1/user/invite', {
      body: { name: 'Dup', email: member.user.email },
      token: admin.token,
    });
    expect(dup).toEqual({ status: 409, body: { message: MESSAGES.invite.duplicate } });
  });

  it('never removes the owner or the caller, and only admins remove', async () => {
    const { owner, admin, member, viewer } = await team();
    const remove = (token: string, userId: string) =>
      t.rest('POST', '/v1/user/remove', { body: { user_id: userId }, token });
    expect(await remove(admin.token, owner.user.id)).toEqual(FORBIDDEN);
    expect(await remove(owner.token, owner.user.id)).toEqual({
      status: 400,
      body: { message: MESSAGES.team.cannotChangeSelf },
    });
    expect(await remove(member.token, viewer.user.id)).toEqual(FORBIDDEN);
    expect(await remove(viewer.token, member.user.id)).toEqual(FORBIDDEN);
    expect((await t.rest('GET', '/v1/user/me', { token: viewer.token })).status).toBe(200);
    const gql = await t.gql(
      `mutation($id: ID!) { removeUser(userId: $id) }`,
      { id: viewer.user.id },
      { token: owner.token },
    );
    expect(gql).toEqual({ data: { removeUser: true } });
    expect((await t.rest('GET', '/v1/user/me', { token: viewer.token })).status).toBe(401);
  });
});
