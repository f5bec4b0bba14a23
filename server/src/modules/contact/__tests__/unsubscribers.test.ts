import { CONTACT_SEARCH_MESSAGES, UNSUBSCRIBERS_MESSAGES } from '@outbound/common';
import { buildContact, buildUnsubscribe, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Unsubscriber = {
  _id: string;
  email: string;
  updated_at: string;
  unsubscribes: { domain: string; create_time: string }[];
};

async function workspaceWithOwner() {
  const workspace = await buildWorkspace(t.database.db);
  const { token } = await t.signIn({ workspace });
  return { workspaceId: workspace.id, token };
}

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.rest<{ unsubscribesContacts: Unsubscriber[]; total_count: number }>(
    'POST',
    '/v1/contact/unsubscribes',
    { body, token },
  );

const at = (iso: string) => new Date(iso);

async function contactStatus(workspaceId: string, email: string): Promise<string> {
  const [row] = await t.database.db.query(
    `SELECT status FROM contact WHERE workspace_id = $1 AND email = $2`,
    [workspaceId, email],
  );
  return row.status;
}

it('lists one row per address with its domains, newest first, searchable and paged', async () => {
  const { workspaceId, token } = await workspaceWithOwner();
  const db = t.database.db;
  await buildContact(db, { workspaceId, email: 'ann@client.test' });
  await buildUnsubscribe(db, {
    workspaceId,
    email: 'ann@client.test',
    domain: 'sales.test',
    createdAt: at('2026-03-01T10:00:00Z'),
  });
  await buildUnsubscribe(db, {
    workspaceId,
    email: 'ann@client.test',
    domain: 'promo.test',
    createdAt: at('2026-03-05T10:00:00Z'),
  });
  await buildUnsubscribe(db, {
    workspaceId,
    email: 'bob@client.test',
    domain: 'sales.test',
    createdAt: at('2026-03-03T10:00:00Z'),
  });
  // Unsubscribed from everything, without a domain entry: dated by its last update.
  const carl = await buildContact(db, {
    workspaceId,
    email: 'carl@else.test',
    status: 'unsubscribed',
  });
  await db.query(`UPDATE contact SET updated_at = $2 WHERE id = $1`, [
    carl.id,
    at('2026-02-01T00:00:00Z'),
  ]);
  const other = await buildWorkspace(db);
  await buildUnsubscribe(db, {
    workspaceId: other.id,
    email: 'eve@client.test',
    domain: 'sales.test',
  });

  const answer = await list(token, { searchText: '', offset: 0, limit: 10 });
  expect(answer.status).toBe(200);
  expect(answer.body.total_count).toBe(3);
  expect(answer.body.unsubscribesContacts).toEqual([
    {
      _id: 'ann@client.test',
      email: 'ann@client.test',
      updated_at: '2026-03-05T10:00:00.000Z',
      unsubscribes: [
        { domain: 'promo.test', create_time: '2026-03-05T10:00:00.000Z' },
        { domain: 'sales.test', create_time: '2026-03-01T10:00:00.000Z' },
      ],
    },
    {
      _id: 'bob@client.test',
      email: 'bob@client.test',
      updated_at: '2026-03-03T10:00:00.000Z',
      unsubscribes: [{ domain: 'sales.test', create_time: '2026-03-03T10:00:00.000Z' }],
    },
    {
      _id: 'carl@else.test',
      email: 'carl@else.test',
      updated_at: '2026-02-01T00:00:00.000Z',
      unsubscribes: [],
    },
  ]);
  const searched = await list(token, { searchText: 'CLIENT' });
  expect(searched.body.unsubscribesContacts.map((u) => u.email)).toEqual([
    'ann@client.test',
    'bob@client.test',
  ]);
  expect(searched.body.total_count).toBe(2);
  const paged = await list(token, { offset: 1, limit: 1 });
  expect(paged.body.unsubscribesContacts.map((u) => u.email)).toEqual(['bob@client.test']);
  expect(paged.body.total_count).toBe(3);
  expect(await list(token, { limit: 0 })).toMatchObject({
    status: 400,
    body: { message: CONTACT_SEARCH_MESSAGES.limit },
  });
});

it('deletes chosen domains of one address; the contact is active again once none is left', async () => {
  const { workspaceId, token } = await workspaceWithOwner();
  const db = t.database.db;
  const { unsubscribes } = t.services;
  await buildContact(db, { workspaceId, email: 'ann@client.test' });
  await unsubscribes.record(workspaceId, 'ann@client.test', 'Sales.test');
  await unsubscribes.record(workspaceId, 'ann@client.test', 'promo.test');
  await unsubscribes.record(workspaceId, 'ann@client.test', 'promo.test');
  expect(await contactStatus(workspaceId, 'ann@client.test')).toBe('unsubscribed');
  expect(await unsubscribes.isUnsubscribed(workspaceId, 'ANN@client.test', 'sales.test')).toBe(
    true,
  );

  const first = await t.rest('POST', '/v1/contact/unsubscribes/domains/delete', {
    body: { email_list: ['Ann@Client.test'], domains: ['sales.test'] },
    token,
  });
  expect(first).toEqual({ status: 200, body: { message: UNSUBSCRIBERS_MESSAGES.domainsDeleted } });
  expect(await unsubscribes.isUnsubscribed(workspaceId, 'ann@client.test', 'sales.test')).toBe(
    false,
  );
  expect(await unsubscribes.isUnsubscribed(workspaceId, 'ann@client.test', 'promo.test')).toBe(
    true,
  );
  expect(await contactStatus(workspaceId, 'ann@client.test')).toBe('unsubscribed');

  const last = await t.gql(
    `mutation { deleteUnsubscribeDomains(email: "ann@client.test", domains: ["promo.test"]) }`,
    {},
    { token },
  );
  expect(last).toEqual({
    data: { deleteUnsubscribeDomains: UNSUBSCRIBERS_MESSAGES.domainsDeleted },
  });
  expect(await contactStatus(workspaceId, 'ann@client.test')).toBe('active');
  expect((await list(token)).body.total_count).toBe(0);
});

it('refuses a delete without domains or rows, and another workspace’s address, changing nothing', async () => {
  const { workspaceId, token } = await workspaceWithOwner();
  const db = t.database.db;
  await buildUnsubscribe(db, { workspaceId, email: 'ann@client.test', domain: 'sales.test' });
  const other = await buildWorkspace(db);
  await buildUnsubscribe(db, {
    workspaceId: other.id,
    email: 'eve@client.test',
    domain: 'sales.test',
  });

  const noDomain = await t.rest('POST', '/v1/contact/unsubscribes/domains/delete', {
    body: { email_list: ['ann@client.test'], domains: [] },
    token,
  });
  expect(noDomain).toMatchObject({
    status: 400,
    body: { message: UNSUBSCRIBERS_MESSAGES.noDomainSelected },
  });
  const noRows = await t.rest('POST', '/v1/contact/unsubscribes/allDomains/delete', {
    body: { email_list: [] },
    token,
  });
  expect(noRows).toMatchObject({
    status: 400,
    body: { message: UNSUBSCRIBERS_MESSAGES.noneSelected },
  });
  const notFound = { status: 404, body: { message: CONTACT_SEARCH_MESSAGES.unsubscriberNotFound } };
  expect(
    await t.rest('POST', '/v1/contact/unsubscribes/domains/delete', {
      body: { email_list: ['eve@client.test'], domains: ['sales.test'] },
      token,
    }),
  ).toEqual(notFound);
  // One unknown address among several: none is deleted.
  expect(
    await t.rest('POST', '/v1/contact/unsubscribes/allDomains/delete', {
      body: { email_list: ['ann@client.test', 'eve@client.test'] },
      token,
    }),
  ).toEqual(notFound);
  expect(
    await t.services.unsubscribes.isUnsubscribed(workspaceId, 'ann@client.test', 'sales.test'),
  ).toBe(true);
  expect(
    await t.services.unsubscribes.isUnsubscribed(other.id, 'eve@client.test', 'sales.test'),
  ).toBe(true);
});

it('deletes every unsubscribe of the selected addresses', async () => {
  const { workspaceId, token } = await workspaceWithOwner();
  const db = t.database.db;
  await buildContact(db, { workspaceId, email: 'ann@client.test' });
  await buildUnsubscribe(db, { workspaceId, email: 'ann@client.test', domain: 'sales.test' });
  await buildUnsubscribe(db, { workspaceId, email: 'ann@client.test', domain: 'promo.test' });
  await buildUnsubscribe(db, { workspaceId, email: 'bob@client.test', domain: 'sales.test' });
  await buildContact(db, { workspaceId, email: 'carl@else.test', status: 'unsubscribed' });
  await buildUnsubscribe(db, { workspaceId, email: 'dora@client.test', domain: 'sales.test' });

  const answer = await t.rest('POST', '/v1/contact/unsubscribes/allDomains/delete', {
    body: { email_list: ['ann@client.test', 'bob@client.test', 'carl@else.test'] },
    token,
  });
  expect(answer).toEqual({ status: 200, body: { message: UNSUBSCRIBERS_MESSAGES.deleted } });
  expect(await contactStatus(workspaceId, 'ann@client.test')).toBe('active');
  expect(await contactStatus(workspaceId, 'carl@else.test')).toBe('active');
  const left = await t.gql<{ unsubscribers: { rows: { email: string }[]; total: number } }>(
    `query { unsubscribers(searchText: null, offset: 0, limit: 10) { rows { email unsubscribes { domain } } total } }`,
    {},
    { token },
  );
  expect(left.data?.unsubscribers).toEqual({
    rows: [{ email: 'dora@client.test', unsubscribes: [{ domain: 'sales.test' }] }],
    total: 1,
  });
  const gqlDelete = await t.gql(
    `mutation { deleteUnsubscribers(emails: ["dora@client.test"]) }`,
    {},
    { token },
  );
  expect(gqlDelete).toEqual({ data: { deleteUnsubscribers: UNSUBSCRIBERS_MESSAGES.deleted } });
});
