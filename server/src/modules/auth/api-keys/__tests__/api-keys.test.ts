import crypto from 'node:crypto';
import { API_KEY_MESSAGES, MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../../test/server';
import { buildWorkspace } from '../../../../../test/factories';
import type { Workspace } from '../../workspace.entity';

let t: TestServer;
let workspace: Workspace;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestServer();
  workspace = await buildWorkspace(t.database.db);
  const signedIn = await t.signIn({ workspace, role: 'admin' });
  admin = signedIn.token;
  adminId = signedIn.user.id;
});
afterAll(() => t.close());

type Created = { data: { id: string; key: string; prefix: string; scopes: string[] } };

async function createKey(
  scopes: string[],
  extra: Record<string, unknown> = {},
  token = admin,
): Promise<Created['data']> {
  const answer = await t.rest<Created>('POST', '/v1/apiKeys/create', {
    token,
    body: { name: `Key ${crypto.randomUUID()}`, scopes, ...extra },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe('API keys', () => {
  it('are shown once, stored as their SHA-256 only, and listed by prefix without the key', async () => {
    const { id, key, prefix } = await createKey(['read']);
    expect(key).toMatch(/^ob_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(`${prefix}_`)).toBe(true);
    const [row] = await t.database.db.query(
      `SELECT to_jsonb(k)::text AS text FROM api_key k WHERE id = $1`,
      [id],
    );
    expect(row.text).not.toContain(key);
    expect(row.text).not.toContain(key.slice(prefix.length + 1));
    const [stored] = await t.database.db.query(`SELECT secret_hash FROM api_key WHERE id = $1`, [
      id,
    ]);
    expect(stored.secret_hash).toBe(sha256(key));

    const list = await t.rest<{ data: Record<string, unknown>[] }>('GET', '/v1/apiKeys/list', {
      token: admin,
    });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((item) => item.id === id)!;
    expect(listed).toMatchObject({
      prefix,
      scopes: ['read'],
      last_used_at: null,
      expires_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(key.slice(prefix.length + 1));
    expect(JSON.stringify(list.body)).not.toContain(stored.secret_hash);

    const audit: { text: string }[] = await t.database.db.query(
      `SELECT to_jsonb(a)::text AS text FROM audit_entry a WHERE workspace_id = $1`,
      [workspace.id],
    );
    expect(audit.some((entry) => entry.text.includes('api_key.created'))).toBe(true);
    expect(audit.every((entry) => !entry.text.includes(key.slice(prefix.length + 1)))).toBe(true);
  });

  it('a read key reads, and gets 403 on every write, over /v1 and GraphQL', async () => {
    const { key } = await createKey(['read']);
    expect((await t.rest('GET', '/v1/user/me', { token: key })).status).toBe(200);
    expect((await t.rest('GET', '/v1/user/list', { token: key })).status).toBe(200);
    const write = await t.rest('POST', '/v1/label/create', {
      token: key,
      body: { label_name: 'x' },
    });
    expect(write).toEqual({ status: 403, body: { message: MESSAGES.global.forbidden } });
    const me = await t.gql<{ me: { id: string } }>('query { me { id } }', {}, { token: key });
    expect(me.data?.me.id).toBe(adminId);
    const mutation = await t.gql('mutation { createLabel(name: "x") { id } }', {}, { token: key });
    expect(mutation.errors?.[0]?.message).toBe(MESSAGES.global.forbidden);
  });

  it('a write key writes as a member, and never manages keys or the team', async () => {
    const { key } = await createKey(['read', 'write']);
    const label = await t.rest('POST', '/v1/label/create', {
      token: key,
      body: { label_name: `Label ${crypto.randomUUID()}` },
    });
    expect(label.status).toBe(200);
    for (const [method, url] of [
      ['POST', '/v1/apiKeys/create'],
      ['GET', '/v1/apiKeys/list'],
      ['POST', '/v1/apiKeys/revoke'],
      ['POST', '/v1/user/invite'],
    ] as const) {
      const answer = await t.rest(method, url, {
        token: key,
        body: method === 'POST' ? {} : undefined,
      });
      expect({ url, status: answer.status }).toEqual({ url, status: 403 });
    }
    const gql = await t.gql('query { apiKeys { id } }', {}, { token: key });
    expect(gql.errors?.[0]?.message).toBe(MESSAGES.global.forbidden);
  });

  it('a revoked or expired key, or one whose maker is gone, answers 401', async () => {
    const revoked = await createKey(['read']);
    expect((await t.rest('GET', '/v1/user/me', { token: revoked.key })).status).toBe(200);
    const revoke = await t.rest('POST', '/v1/apiKeys/revoke', {
      token: admin,
      body: { id: revoked.id },
    });
    expect(revoke).toEqual({ status: 200, body: { message: API_KEY_MESSAGES.revoked } });
    expect((await t.rest('GET', '/v1/user/me', { token: revoked.key })).status).toBe(401);
    const gql = await t.gql('query { me { id } }', {}, { token: revoked.key });
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await t.rest<{ data: { id: string }[] }>('GET', '/v1/apiKeys/list', {
      token: admin,
    });
    expect(list.body.data.map((item) => item.id)).not.toContain(revoked.id);
    const again = await t.rest('POST', '/v1/apiKeys/revoke', {
      token: admin,
      body: { id: revoked.id },
    });
    expect(again).toEqual({ status: 404, body: { message: API_KEY_MESSAGES.notFound } });

    const expiring = await createKey(['read'], {
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await t.rest('GET', '/v1/user/me', { token: expiring.key })).status).toBe(200);
    await t.database.db.query(
      `UPDATE api_key SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.id],
    );
    expect((await t.rest('GET', '/v1/user/me', { token: expiring.key })).status).toBe(401);

    const maker = await t.signIn({ workspace, role: 'admin' });
    const theirs = await createKey(['read'], {}, maker.token);
    expect((await t.rest('GET', '/v1/user/me', { token: theirs.key })).status).toBe(200);
    await t.database.db.query(`UPDATE "user" SET status = 'removed' WHERE id = $1`, [
      maker.user.id,
    ]);
    expect((await t.rest('GET', '/v1/user/me', { token: theirs.key })).status).toBe(401);

    const forged = `${revoked.prefix}_${'A'.repeat(43)}`;
    const live = await createKey(['read']);
    const wrongSecret = `${live.prefix}_${'A'.repeat(43)}`;
    for (const token of [forged, wrongSecret, 'ob_', `ob_${'x'.repeat(5000)}`])
      expect((await t.rest('GET', '/v1/user/me', { token })).status).toBe(401);
  });

  it('a session token that happens to start with ob_ is still a session', async () => {
    const token = `ob_${crypto.randomBytes(30).toString('base64url')}`;
    expect(token).toHaveLength(43);
    await t.database.db.query(
      `INSERT INTO session (workspace_id, user_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + interval '1 hour')`,
      [workspace.id, adminId, sha256(token)],
    );
    const me = await t.rest<{ data: { _id: string } }>('GET', '/v1/user/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data._id).toBe(adminId);
  });

  it('refuses an expiry in the past, unknown scopes and no scopes with the form’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: 'k', scopes: ['read'], expires_at: '2020-01-01T00:00:00Z' },
        API_KEY_MESSAGES.expiryInvalid,
      ],
      [{ name: 'k', scopes: ['admin'] }, API_KEY_MESSAGES.scopeInvalid],
      [{ name: 'k', scopes: [] }, API_KEY_MESSAGES.scopesRequired],
      [{ name: '', scopes: ['read'] }, API_KEY_MESSAGES.nameRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await t.rest('POST', '/v1/apiKeys/create', { token: admin, body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  it('records a use at most once a minute: last use and one audit entry', async () => {
    const { id, key } = await createKey(['read']);
    const uses = () =>
      t.database.db.query(
        `SELECT count(*)::int AS n FROM audit_entry WHERE action = 'api_key.used' AND target_id = $1`,
        [id],
      );
    for (let i = 0; i < 3; i += 1)
      expect((await t.rest('GET', '/v1/user/me', { token: key })).status).toBe(200);
    const [first] = await t.database.db.query(`SELECT last_used_at FROM api_key WHERE id = $1`, [
      id,
    ]);
    expect(first.last_used_at).not.toBeNull();
    expect((await uses())[0].n).toBe(1);
    // A minute later the next use is written again.
    await t.database.db.query(
      `UPDATE api_key SET last_used_at = now() - interval '61 seconds' WHERE id = $1`,
      [id],
    );
    expect((await t.rest('GET', '/v1/user/me', { token: key })).status).toBe(200);
    expect((await uses())[0].n).toBe(2);
    const [entry] = await t.database.db.query(
      `SELECT meta::text AS meta, target_label FROM audit_entry WHERE action = 'api_key.used' AND target_id = $1 LIMIT 1`,
      [id],
    );
    expect(entry.meta + entry.target_label).not.toContain(key.split('_').pop());
  });

  it('changes made with a key name the key (its id) in the audit log', async () => {
    const { id, key } = await createKey(['read', 'write']);
    const caller = await t.services.auth.authenticate(key);
    expect(caller).toMatchObject({ workspaceId: workspace.id, userId: adminId, role: 'member' });
    await t.services.audit.record(caller!, {
      action: 'export.downloaded',
      target: { type: 'campaign', id: 'c', label: 'Export' },
    });
    const [entry] = await t.database.db.query(
      `SELECT meta->>'api_key_id' AS key_id, meta::text AS meta FROM audit_entry
        WHERE workspace_id = $1 AND action = 'export.downloaded'`,
      [workspace.id],
    );
    expect(entry.key_id).toBe(id);
    expect(entry.meta).not.toContain(key.split('_').pop());
  });

  it('works over GraphQL: create (shown once), list, revoke; another workspace’s id is a 404', async () => {
    const created = await t.gql<{
      createApiKey: { id: string; key: string; apiKey: { prefix: string } };
    }>(
      `mutation ($input: ApiKeyCreateInput!) { createApiKey(input: $input) { id key apiKey { prefix } } }`,
      { input: { name: 'From GraphQL', scopes: ['write'] } },
      { token: admin },
    );
    const { id, key } = created.data!.createApiKey;
    expect(key.startsWith(created.data!.createApiKey.apiKey.prefix)).toBe(true);
    expect((await t.rest('GET', '/v1/user/me', { token: key })).status).toBe(200);
    const listed = await t.gql<{ apiKeys: { id: string; scopes: string[] }[] }>(
      'query { apiKeys { id scopes prefix lastUsedAt } }',
      {},
      { token: admin },
    );
    expect(listed.data?.apiKeys.find((item) => item.id === id)?.scopes).toEqual(['write']);

    const stranger = await t.signIn({ role: 'admin' });
    const theirs = await t.gql(
      'mutation ($id: ID!) { revokeApiKey(apiKeyId: $id) }',
      { id },
      { token: stranger.token },
    );
    expect(theirs.errors?.[0]?.message).toBe(API_KEY_MESSAGES.notFound);
    expect((await t.rest('GET', '/v1/user/me', { token: key })).status).toBe(200);
    const revoked = await t.gql(
      'mutation ($id: ID!) { revokeApiKey(apiKeyId: $id) }',
      { id },
      { token: admin },
    );
    expect(revoked.data).toEqual({ revokeApiKey: id });
    expect((await t.rest('GET', '/v1/user/me', { token: key })).status).toBe(401);
  });
});
