import crypto from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildMailAccount, buildWorkspace } from '../../../../test/factories';
import { multipart } from '../../../modules/contact/__tests__/contact-import-helpers';
import { keptAnswer } from '../idempotency';
import { purgeExpiredKeys } from '../queries';
import type { FastifyReply } from 'fastify';

let t: TestServer;
let workspaceId: string;
let token: string;
let mailbox: string;
beforeAll(async () => {
  // Uploads answer at once (202) instead of waiting for a worker's import.
  t = await startTestServer({ IMPORT_WAIT_MS: '0' });
  const workspace = await buildWorkspace(t.database.db);
  workspaceId = workspace.id;
  token = (await t.signIn({ workspace, role: 'admin' })).token;
  mailbox = (await buildMailAccount(t.database.db, { workspaceId })).id;
});

/** A campaign's start step (`/v1/campaign/create`) named `name`. */
const start = (name: string) => ({ name, assigned_to: mailbox, use_smtp: false });
afterAll(() => t.close());

async function post(url: string, body: unknown, key: string | undefined, bearer = token) {
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  const answer = await t.app.inject({ method: 'POST', url, payload: body as object, headers });
  return { status: answer.statusCode, headers: answer.headers, text: answer.body };
}

const campaignsNamed = async (name: string) =>
  (
    await t.database.db.query(
      `SELECT count(*)::int AS n FROM campaign WHERE workspace_id = $1 AND name = $2`,
      [workspaceId, name],
    )
  )[0].n as number;

describe('Idempotency-Key', () => {
  it('two concurrent creates with one key create one campaign; the later ones replay its answer', async () => {
    const name = `Campaign ${crypto.randomUUID()}`;
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      post('/v1/campaign/create', start(name), key),
      post('/v1/campaign/create', start(name), key),
    ]);
    expect(await campaignsNamed(name)).toBe(1);
    const answers = [a, b].sort((x, y) => x.status - y.status);
    expect(answers[0].status).toBe(200);
    // The second either found the first done (a replay) or still running (409, retry).
    if (answers[1].status === 200) expect(answers[1].text).toBe(answers[0].text);
    else {
      expect(answers[1].status).toBe(409);
      expect(JSON.parse(answers[1].text).message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      expect(answers[1].headers['retry-after']).toBe('1');
    }
    const again = await post('/v1/campaign/create', start(name), key);
    expect(again.status).toBe(200);
    expect(again.text).toBe(answers[0].text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await campaignsNamed(name)).toBe(1);
    // Without a key, the same request creates again.
    expect((await post('/v1/campaign/create', start(name), undefined)).status).toBe(200);
    expect(await campaignsNamed(name)).toBe(2);
  });

  it('the same key with another body or another route is a 422; another workspace keeps its own', async () => {
    const key = crypto.randomUUID();
    const name = `Campaign ${crypto.randomUUID()}`;
    expect((await post('/v1/campaign/create', start(name), key)).status).toBe(200);
    const other = await post('/v1/campaign/create', start(`${name} 2`), key);
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text).message).toBe(IDEMPOTENCY_MESSAGES.bodyDiffers);
    expect((await post('/v1/label/create', { label_name: name }, key)).status).toBe(422);
    expect(await campaignsNamed(`${name} 2`)).toBe(0);

    const stranger = await t.signIn({ role: 'admin' });
    const theirs = await post('/v1/campaign/create', start(`${name} 2`), key, stranger.token);
    // Their own first request with that key: run (their workspace has no such mailbox), not a 422.
    expect(theirs.status).toBe(400);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps a refused request’s answer too, and refuses a malformed key', async () => {
    const key = crypto.randomUUID();
    const first = await post('/v1/campaign/create', start(''), key);
    expect(first.status).toBe(400);
    const again = await post('/v1/campaign/create', start(''), key);
    expect({ status: again.status, text: again.text }).toEqual({ status: 400, text: first.text });
    expect(again.headers['idempotent-replayed']).toBe('true');
    for (const bad of ['', 'é', 'a b', 'x'.repeat(256)]) {
      const answer = await post('/v1/campaign/create', start('x'), bad);
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(JSON.parse(answer.text).message).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
    }
  });

  it('holds for GraphQL mutations, with an API key too; queries ignore it', async () => {
    const created = await post(
      '/v1/apiKeys/create',
      { name: 'Integration', scopes: ['read', 'write'] },
      undefined,
    );
    const apiKey = JSON.parse(created.text).data.key as string;
    const name = `Campaign ${crypto.randomUUID()}`;
    const mutation = {
      query: 'mutation ($input: CampaignStartInput!) { createCampaign(input: $input) { id name } }',
      variables: { input: { name, assignedTo: mailbox } },
    };
    const key = crypto.randomUUID();
    const first = await post('/graphql', mutation, key, apiKey);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).data.createCampaign.name).toBe(name);
    const again = await post('/graphql', mutation, key, apiKey);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await campaignsNamed(name)).toBe(1);
    const changed = await post(
      '/graphql',
      { ...mutation, variables: { input: { name: 'x', assignedTo: mailbox } } },
      key,
      apiKey,
    );
    expect(changed.status).toBe(422);
    expect(JSON.parse(changed.text).errors[0].message).toBe(IDEMPOTENCY_MESSAGES.bodyDiffers);

    const query = { query: 'query { me { id } }' };
    const queryKey = crypto.randomUUID();
    await post('/graphql', query, queryKey, apiKey);
    const rows = await t.database.db.query(`SELECT 1 FROM idempotency_key WHERE key = $1`, [
      queryKey,
    ]);
    expect(rows).toEqual([]);
  });

  it('never keeps nor replays a secret shown once: the replayed key creation has key null', async () => {
    const body = { name: 'Replayed', scopes: ['read'] };
    const key = crypto.randomUUID();
    const first = await post('/v1/apiKeys/create', body, key);
    const made = JSON.parse(first.text).data;
    expect(made.key).toMatch(/^ob_/);
    const again = await post('/v1/apiKeys/create', body, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(again.text).data).toEqual({ ...made, key: null });
    const [kept] = await t.database.db.query(
      `SELECT body FROM idempotency_key WHERE workspace_id = $1 AND key = $2`,
      [workspaceId, key],
    );
    expect(kept.body).not.toContain(made.key);
    const keys = await t.database.db.query(`SELECT 1 FROM api_key WHERE id = $1`, [made.id]);
    expect(keys).toHaveLength(1);

    const gqlKey = crypto.randomUUID();
    const mutation = {
      query: 'mutation { createApiKey(input: { name: "G", scopes: ["read"] }) { id key } }',
    };
    const created = JSON.parse((await post('/graphql', mutation, gqlKey)).text);
    expect(created.data.createApiKey.key).toMatch(/^ob_/);
    const replayed = JSON.parse((await post('/graphql', mutation, gqlKey)).text);
    expect(replayed.data.createApiKey).toEqual({ id: created.data.createApiKey.id, key: null });
  });

  it('holds for a CSV upload (multipart): one import for two uploads with one key', async () => {
    const name = `List ${crypto.randomUUID()}`;
    const { payload, contentType } = multipart([
      { name: 'contactFile', value: 'email\nlead@example.test\n', fileName: 'leads.csv' },
      { name: 'name', value: name },
    ]);
    const key = crypto.randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/contactList/create',
        payload,
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
      });
    const first = await send();
    expect(first.statusCode).toBeLessThan(300);
    const again = await send();
    expect({ status: again.statusCode, body: again.body }).toEqual({
      status: first.statusCode,
      body: first.body,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [imports] = await t.database.db.query(
      `SELECT count(*)::int AS n FROM contact_import WHERE workspace_id = $1 AND name = $2`,
      [workspaceId, name],
    );
    expect(imports.n).toBe(1);
  });

  it('a key left pending by a dead process is taken over after a minute; expired keys are purged', async () => {
    const key = crypto.randomUUID();
    const name = `Campaign ${crypto.randomUUID()}`;
    expect((await post('/v1/campaign/create', start(name), key)).status).toBe(200);
    // As if the process had died before answering: pending, started two minutes ago.
    await t.database.db.query(
      `UPDATE idempotency_key SET status = NULL, body = NULL, started_at = now() - interval '2 minutes'
        WHERE workspace_id = $1 AND key = $2`,
      [workspaceId, key],
    );
    const retried = await post('/v1/campaign/create', start(name), key);
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();

    const fresh = crypto.randomUUID();
    await post('/v1/campaign/create', start(`${name} pending`), fresh);
    await t.database.db.query(
      `UPDATE idempotency_key SET status = NULL, body = NULL WHERE workspace_id = $1 AND key = $2`,
      [workspaceId, fresh],
    );
    expect((await post('/v1/campaign/create', start(`${name} pending`), fresh)).status).toBe(409);

    await t.database.db.query(
      `UPDATE idempotency_key SET expires_at = now() - interval '1 second' WHERE key = $1`,
      [key],
    );
    expect(await purgeExpiredKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.query(`SELECT key FROM idempotency_key WHERE key = ANY($1)`, [
      [key, fresh],
    ]);
    expect(left).toEqual([{ key: fresh }]);
  });

  it('keeps the status of an answer it cannot keep as text (a stream, over 1 MB, binary), with a note', () => {
    const reply = { statusCode: 200, getHeader: () => 'text/csv' } as unknown as FastifyReply;
    const held = { workspaceId: 'w', key: 'k', redact: false };
    const note = {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ message: IDEMPOTENCY_MESSAGES.notKept }),
    };
    expect(keptAnswer(reply, 'a,b\n1,2\n', held)).toEqual({
      status: 200,
      contentType: 'text/csv',
      body: 'a,b\n1,2\n',
    });
    expect(keptAnswer(reply, 'x'.repeat(1024 * 1024 + 1), held)).toEqual(note);
    expect(keptAnswer(reply, Buffer.from([0xff, 0xfe, 0x00]), held)).toEqual(note);
    expect(keptAnswer(reply, 'a\u0000b', held)).toEqual(note);
    expect(keptAnswer(reply, { pipe: () => undefined }, held)).toEqual(note);
  });
});
