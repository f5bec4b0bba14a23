import { eventually } from '../../../../test/eventually';
import {
  buildCampaign,
  buildMailAccount,
  buildStartedCampaign,
  buildUnsubscribe,
  buildUser,
  DEFAULT_PASSWORD,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Workspace } from '../../auth/workspace.entity';
import { actorAt, entriesOf } from './audit-fixtures';

/**
 * Each audited action, made through the real GraphQL and /v1 calls, writes one entry naming the
 * actor, the action, the target and the client address.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ALLOW_PRIVATE_WEBHOOK_URLS: 'true' });
});
afterAll(() => t.close());

describe('sign-ins', () => {
  it('records a success and a failure of a known account with its address, not an unknown one', async () => {
    const user = await buildUser(t.database.db);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      remoteAddress: '198.51.100.7',
      headers: { 'user-agent': 'Mozilla/5.0 (audit test)' },
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    const wrong = await t.rest('POST', '/v1/user/login', {
      body: { email: user.email, password: 'not the password' },
      ip: '203.0.113.9',
    });
    expect(wrong.status).toBe(401);
    const unknown = await t.rest('POST', '/v1/user/login', {
      body: { email: 'nobody@example.test', password: 'whatever it is' },
      ip: '203.0.113.9',
    });
    expect(unknown.status).toBe(401);

    const signedIn = await eventually(async () => {
      const rows = await entriesOf(t, user.workspaceId, 'auth.signed_in');
      return rows.length > 0 ? rows : undefined;
    });
    expect(signedIn).toEqual([
      expect.objectContaining({
        user_id: user.id,
        actor_email: user.email,
        target_type: 'user',
        target_id: user.id,
        ip: '198.51.100.7',
      }),
    ]);
    const failed = await eventually(async () => {
      const rows = await entriesOf(t, user.workspaceId, 'auth.sign_in_failed');
      return rows.length > 0 ? rows : undefined;
    });
    expect(failed).toEqual([
      expect.objectContaining({ user_id: user.id, actor_email: user.email, ip: '203.0.113.9' }),
    ]);
    const [{ count }] = await t.database.db.query(
      `SELECT count(*)::int AS count FROM audit_entry WHERE actor_email = 'nobody@example.test'`,
    );
    expect(count).toBe(0);
  });
});

describe('webhooks', () => {
  it('records create, update, secret rotation and delete, naming the endpoint by its host only', async () => {
    const { user, as, workspaceId } = await actorAt(t, '192.0.2.44');
    const created = await t.gql<{ createWebhook: { webhook: { id: string } } }>(
      `mutation ($input: WebhookCreateInput!) { createWebhook(input: $input) { webhook { id } } }`,
      { input: { url: 'http://127.0.0.1:9/hooks/secret-token?key=k', events: ['reply'] } },
      as,
    );
    const id = created.data!.createWebhook.webhook.id;
    const updated = await t.gql(
      `mutation ($id: ID!, $input: WebhookUpdateInput!) { updateWebhook(webhookId: $id, input: $input) { id } }`,
      { id, input: { enabled: false } },
      as,
    );
    expect(updated.errors).toBeUndefined();
    const rotated = await t.rest('POST', '/v1/webhooks/rotateSecret', {
      body: { webhook_id: id },
      ...as,
    });
    expect(rotated.status).toBe(200);
    const deleted = await t.rest('POST', '/v1/webhooks/delete', {
      body: { webhook_id: id },
      ...as,
    });
    expect(deleted.status).toBe(200);

    for (const action of [
      'webhook.created',
      'webhook.updated',
      'webhook.secret_rotated',
      'webhook.deleted',
    ]) {
      const rows = await entriesOf(t, workspaceId, action);
      expect(rows).toEqual([
        expect.objectContaining({
          user_id: user.id,
          actor_email: user.email,
          target_type: 'webhook',
          target_id: id,
          target_label: '127.0.0.1:9',
          ip: '192.0.2.44',
        }),
      ]);
      expect(JSON.stringify(rows)).not.toContain('secret-token');
    }
    const [update] = await entriesOf(t, workspaceId, 'webhook.updated');
    expect(update.meta).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });
});

describe('the team', () => {
  it('records a role change and a removal, naming the teammate, who still reads well after', async () => {
    const { user, as, workspaceId } = await actorAt(t, '192.0.2.49');
    const workspace = { id: workspaceId } as Workspace;
    const mate = await buildUser(t.database.db, { workspace, role: 'member' });
    const changed = await t.gql(
      `mutation ($id: ID!) { setUserRole(userId: $id, role: "viewer") { id } }`,
      { id: mate.id },
      as,
    );
    expect(changed.errors).toBeUndefined();
    const removed = await t.rest('POST', '/v1/user/remove', { body: { user_id: mate.id }, ...as });
    expect(removed.status).toBe(200);
    const target = { target_type: 'user', target_id: mate.id, target_label: mate.email };
    const actor = { user_id: user.id, actor_email: user.email, ip: '192.0.2.49' };
    expect(await entriesOf(t, workspaceId, 'team.role_changed')).toEqual([
      expect.objectContaining({ ...actor, ...target, meta: { from: 'member', to: 'viewer' } }),
    ]);
    expect(await entriesOf(t, workspaceId, 'team.user_removed')).toEqual([
      expect.objectContaining({ ...actor, ...target }),
    ]);
  });
});

describe('mailboxes, unsubscribers, campaigns', () => {
  it('records a mailbox deleted, in the transaction that deletes it', async () => {
    const { user, as, workspaceId } = await actorAt(t, '192.0.2.45');
    const account = await buildMailAccount(t.database.db, { workspaceId });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/mailAccount/delete',
      remoteAddress: as.ip,
      headers: { authorization: `Bearer ${as.token}`, 'user-agent': `Agent/${'x'.repeat(5000)}` },
      payload: { email: account.email },
    });
    expect(answer.statusCode).toBe(200);
    expect(await entriesOf(t, workspaceId, 'mailbox.deleted')).toEqual([
      expect.objectContaining({
        user_id: user.id,
        target_type: 'mailbox',
        target_id: account.id,
        target_label: account.email,
        ip: '192.0.2.45',
        user_agent: `Agent/${'x'.repeat(250)}`,
      }),
    ]);
  });

  it('records unsubscribers removed, by domain and entirely', async () => {
    const { user, as, workspaceId } = await actorAt(t, '192.0.2.46');
    await buildUnsubscribe(t.database.db, { workspaceId, email: 'a@x.test', domain: 'one.test' });
    await buildUnsubscribe(t.database.db, { workspaceId, email: 'b@x.test', domain: 'one.test' });
    const byDomain = await t.rest('POST', '/v1/contact/unsubscribes/domains/delete', {
      body: { email_list: ['a@x.test'], domains: ['one.test'] },
      ...as,
    });
    expect(byDomain.status).toBe(200);
    const all = await t.rest('POST', '/v1/contact/unsubscribes/allDomains/delete', {
      body: { email_list: ['b@x.test'] },
      ...as,
    });
    expect(all.status).toBe(200);
    expect(await entriesOf(t, workspaceId, 'suppression.deleted')).toEqual([
      expect.objectContaining({
        user_id: user.id,
        target_label: 'a@x.test',
        ip: '192.0.2.46',
        meta: expect.objectContaining({ domains: ['one.test'], count: 1 }),
      }),
      expect.objectContaining({
        target_label: 'b@x.test',
        meta: expect.objectContaining({ allDomains: true, count: 1 }),
      }),
    ]);
  });

  it('records each campaign deleted', async () => {
    const { user, as, workspaceId } = await actorAt(t, '192.0.2.47');
    const one = await buildCampaign(t.database.db, { workspaceId, name: 'Spring outreach' });
    const two = await buildCampaign(t.database.db, { workspaceId, name: 'Autumn outreach' });
    const answer = await t.rest('POST', '/v1/campaign/status/update', {
      body: { campaigns_id: [one.id, two.id], status: 'deleted' },
      ...as,
    });
    expect(answer.status).toBe(200);
    const rows = await entriesOf(t, workspaceId, 'campaign.deleted');
    expect(
      rows.map((row) => [row.target_id, row.target_label, row.ip, row.user_id]).sort(),
    ).toEqual(
      [
        [one.id, 'Spring outreach', '192.0.2.47', user.id],
        [two.id, 'Autumn outreach', '192.0.2.47', user.id],
      ].sort(),
    );
  });
});

describe('exports', () => {
  it('records which export and how many rows: the /v1 stream once, each GraphQL page', async () => {
    const { user, as, workspaceId } = await actorAt(t, '192.0.2.48');
    const { campaignId } = await buildStartedCampaign(t.database.db, {
      workspaceId,
      names: ['ann', 'bob', 'cy'],
    });
    const streamed = await t.rest('POST', '/v1/campaign/export', {
      body: { campaign_id: campaignId },
      ...as,
    });
    expect(streamed.status).toBe(200);
    const contacts = await t.gql(
      `query ($id: ID!) { campaignContactExport(campaignId: $id, limit: 2) { next rows { email } } }`,
      { id: campaignId },
      as,
    );
    expect(contacts.errors).toBeUndefined();
    const recipients = await t.gql(
      `query ($id: ID!) { campaignRecipientExport(input: { campaignId: $id }) { next } }`,
      { id: campaignId },
      as,
    );
    expect(recipients.errors).toBeUndefined();

    const rows = await eventually(async () => {
      const found = await entriesOf(t, workspaceId, 'export.downloaded');
      return found.length === 3 ? found : undefined;
    });
    expect(rows.map((row) => row.meta)).toEqual([
      expect.objectContaining({ export: 'campaign_contacts', rows: 3, complete: true }),
      expect.objectContaining({ export: 'campaign_contacts', rows: 2, continued: false }),
      expect.objectContaining({ export: 'campaign_recipients', rows: 3, continued: false }),
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        user_id: user.id,
        target_type: 'campaign',
        target_id: campaignId,
        ip: '192.0.2.48',
      });
  });
});
