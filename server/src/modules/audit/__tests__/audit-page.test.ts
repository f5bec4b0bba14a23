import { AUDIT_MESSAGES, MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { Workspace } from '../../auth/workspace.entity';
import { actorAt } from './audit-fixtures';

/** The admins' page: `GET /v1/audit` and the `auditLog` query read one workspace, newest first. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ALLOW_PRIVATE_WEBHOOK_URLS: 'true' });
});
afterAll(() => t.close());

/** `count` entries of the workspace, a minute apart, the last one newest. */
async function seedEntries(workspaceId: string, count: number, label: string) {
  await t.database.db.query(
    `INSERT INTO audit_entry (workspace_id, actor_email, action, target_type, target_label, ip,
                              created_at)
     SELECT $1, 'seed@example.test', 'campaign.deleted', 'campaign', $2 || i, '192.0.2.1',
            now() - interval '1 hour' + i * interval '1 minute'
       FROM generate_series(1, $3) AS i`,
    [workspaceId, label, count],
  );
}

type Page = { audit_list: { target_label: string; action: string }[]; total_count: number };

it('answers the workspace’s own entries, newest first, a page at a time', async () => {
  const mine = await actorAt(t, '192.0.2.70');
  const theirs = await actorAt(t, '192.0.2.71');
  await seedEntries(mine.workspaceId, 5, 'mine-');
  await seedEntries(theirs.workspaceId, 5, 'theirs-');

  const first = await t.rest<Page>('GET', '/v1/audit?offset=0&limit=3', mine.as);
  expect(first.status).toBe(200);
  // Their sign-in is the newest entry of the workspace.
  expect(first.body.total_count).toBe(6);
  expect(first.body.audit_list.map((entry) => entry.target_label)).toEqual([
    mine.user.email,
    'mine-5',
    'mine-4',
  ]);
  const second = await t.rest<Page>('GET', '/v1/audit?offset=3&limit=3', mine.as);
  expect(second.body.audit_list.map((entry) => entry.target_label)).toEqual([
    'mine-3',
    'mine-2',
    'mine-1',
  ]);
  const all = await t.rest<Page>('GET', '/v1/audit', mine.as);
  expect(JSON.stringify(all.body)).not.toContain('theirs-');

  const gql = await t.gql<{
    auditLog: { total: number; entries: { targetLabel: string; actorEmail: string; ip: string }[] };
  }>(
    `{ auditLog(offset: 1, limit: 2) { total entries { targetLabel actorEmail ip } } }`,
    {},
    theirs.as,
  );
  expect(gql.data!.auditLog).toEqual({
    total: 6,
    entries: [
      { targetLabel: 'theirs-5', actorEmail: 'seed@example.test', ip: '192.0.2.1' },
      { targetLabel: 'theirs-4', actorEmail: 'seed@example.test', ip: '192.0.2.1' },
    ],
  });
});

it('refuses offsets and limits out of bounds with a 400 and its message', async () => {
  const { as } = await actorAt(t, '192.0.2.72');
  for (const [query, message] of [
    ['offset=-1', AUDIT_MESSAGES.offset],
    ['offset=1e20', AUDIT_MESSAGES.offset],
    ['offset=100001', AUDIT_MESSAGES.offset],
    ['offset=1.5', AUDIT_MESSAGES.offset],
    ['offset=abc', AUDIT_MESSAGES.offset],
    ['offset=1&offset=2', AUDIT_MESSAGES.offset],
    ['limit=0', AUDIT_MESSAGES.limit],
    ['limit=101', AUDIT_MESSAGES.limit],
    ['limit=9007199254740993', AUDIT_MESSAGES.limit],
  ]) {
    const answer = await t.rest('GET', `/v1/audit?${query}`, as);
    expect([query, answer]).toEqual([
      query,
      { status: 400, body: expect.objectContaining({ message }) },
    ]);
  }
  const gql = await t.gql(`{ auditLog(offset: 2000000000) { total } }`, {}, as);
  expect(gql.errors?.[0]).toMatchObject({ message: AUDIT_MESSAGES.offset });
  expect((await t.rest('GET', '/v1/audit')).status).toBe(401);
});

it('is for admins: a member or a viewer is refused with a 403, over /v1 and GraphQL', async () => {
  const { workspaceId } = await actorAt(t, '192.0.2.75');
  const workspace = await t.database.db
    .getRepository(Workspace)
    .findOneByOrFail({ id: workspaceId });
  for (const role of ['member', 'viewer'] as const) {
    const { token } = await t.signIn({ workspace, role });
    const rest = await t.rest('GET', '/v1/audit', { token });
    expect(rest).toEqual({ status: 403, body: { message: MESSAGES.global.forbidden } });
    const gql = await t.gql(`{ auditLog { total } }`, {}, { token });
    expect(gql.errors?.[0]).toMatchObject({ message: MESSAGES.global.forbidden });
  }
});

it('an audited change and its entry commit together: a failing entry undoes the change', async () => {
  const { as, workspaceId } = await actorAt(t, '192.0.2.73');
  const created = await t.rest<{ data: { _id: string } }>('POST', '/v1/webhooks/create', {
    body: { url: 'http://127.0.0.1:9/hook', events: ['reply'] },
    ...as,
  });
  const id = created.body.data._id;
  const db = t.database.db;
  await db.query(`
    CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$;
    CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_entry
      FOR EACH ROW EXECUTE FUNCTION refuse_audit();`);
  try {
    const deleted = await t.rest('POST', '/v1/webhooks/delete', {
      body: { webhook_id: id },
      ...as,
    });
    expect(deleted.status).toBe(500);
    const left = await db.query(`SELECT id FROM webhook_endpoint WHERE id = $1`, [id]);
    expect(left).toHaveLength(1);
    // A change recorded after the fact (a sign-in) is not failed by its entry.
    const signIn = await t.signIn();
    expect(signIn.token).toEqual(expect.any(String));
  } finally {
    await db.query(`DROP TRIGGER refuse_audit ON audit_entry; DROP FUNCTION refuse_audit()`);
  }
  const actions = await db.query(
    `SELECT action FROM audit_entry WHERE workspace_id = $1 ORDER BY created_at`,
    [workspaceId],
  );
  expect(actions).toEqual([{ action: 'auth.signed_in' }, { action: 'webhook.created' }]);
});
