import { DO_NOT_CONTACT_MESSAGES as M, SEND_CHECK_MESSAGES } from '@outbound/common';
import { buildCampaign, buildContactListWithRows } from '../../../../test/factories';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  buildCampaignTo,
  recipientStatuses,
  sendAddresses,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

const SENDER = { email: 'sam@sender.test', password: 'sender-secret' };
const NOW = new Date('2026-03-03T10:00:00Z');

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const post = (token: string, url: string, body: unknown) => t.rest('POST', url, { token, body });

const campaignTo = (emails: string[]) => buildCampaignTo(t, sandbox, SENDER, emails);
const statuses = (token: string, campaignId: string) => recipientStatuses(t, token, campaignId);
const sent = (campaignId: string) => sendAddresses(t, campaignId);

it('adds, lists, imports and removes addresses and domains, refusing bad input whole', async () => {
  const c = await campaignTo(['ann@example.test']);
  expect(
    await post(c.token, '/v1/doNotContact/add', { entries: ['Bob@Acme.test', '@globex.test'] }),
  ).toMatchObject({
    status: 200,
    body: { message: M.added(2), added_count: 2 },
  });
  expect(
    await post(c.token, '/v1/doNotContact/import', {
      csv: 'email,name\nbob@acme.test,Bob\n"cy@acme.test";x\ninitech.test\n',
    }),
  ).toMatchObject({
    status: 200,
    body: { added_count: 2 },
  });
  const listed = await post(c.token, '/v1/doNotContact/list', { offset: 0, limit: 10 });
  expect(listed.body).toMatchObject({
    total_count: 4,
    data: [
      { value: 'bob@acme.test', kind: 'address' },
      { value: 'cy@acme.test', kind: 'address' },
      { value: 'globex.test', kind: 'domain' },
      { value: 'initech.test', kind: 'domain' },
    ],
  });
  for (const [url, body, message] of [
    ['/v1/doNotContact/add', { entries: 'x' }, M.entriesInvalid],
    ['/v1/doNotContact/add', { entries: [] }, M.entriesRequired],
    [
      '/v1/doNotContact/add',
      { entries: ['ok.test', 'not an entry'] },
      M.invalidEntry('not an entry'),
    ],
    ['/v1/doNotContact/import', { csv: 'email\nok.test\nnope\n' }, M.invalidEntry('nope')],
    ['/v1/doNotContact/import', { csv: 'x'.repeat(1024 * 1024 + 1) }, M.csvTooLarge],
    ['/v1/doNotContact/list', { limit: 1000 }, M.limit],
  ] as const)
    expect(await post(c.token, url, body)).toMatchObject({ status: 400, body: { message } });
  expect((await post(c.token, '/v1/doNotContact/list', {})).body).toMatchObject({ total_count: 4 });

  // Another workspace sees none of it and removes nothing.
  const other = await campaignTo(['zed@example.test']);
  expect((await post(other.token, '/v1/doNotContact/list', {})).body).toMatchObject({
    total_count: 0,
  });
  expect(
    await post(other.token, '/v1/doNotContact/remove', { entries: ['globex.test'] }),
  ).toMatchObject({
    status: 404,
    body: { message: M.notFound },
  });
  expect(
    await post(c.token, '/v1/doNotContact/remove', { entries: ['globex.test', 'unknown.test'] }),
  ).toMatchObject({
    status: 200,
    body: { removed_count: 1 },
  });
});

it('stops listed addresses and domains at enrolment, and at claim those listed after it', async () => {
  const c = await campaignTo(['ann@example.test', 'late@example.test']);
  await post(c.token, '/v1/doNotContact/add', { entries: ['bob@example.test', 'acme.test'] });
  const list = await buildContactListWithRows(db(), {
    workspaceId: c.workspaceId,
    columns: ['email', 'first_name'],
    rows: [
      { email: 'bob@example.test', first_name: 'Bob' },
      { email: 'cy@acme.test', first_name: 'Cy' },
      { email: 'dee@example.test', first_name: 'Dee' },
    ],
  });
  const linked = await post(c.token, '/v1/campaign/contactsList/update', {
    campaign_id: c.campaignId,
    list_id: list.id,
  });
  expect(linked.status).toBe(200);
  const enrolled = await statuses(c.token, c.campaignId);
  expect(enrolled['bob@example.test']).toEqual([
    'do_not_contact',
    SEND_CHECK_MESSAGES.doNotContact,
  ]);
  expect(enrolled['cy@acme.test']).toEqual(['do_not_contact', SEND_CHECK_MESSAGES.doNotContact]);
  expect(enrolled['dee@example.test']).toEqual(['active', null]);

  // Listed after enrolment behind the service's back (as a claim racing the addition would see
  // it): the claim's own re-check finds it.
  await db().query(
    `INSERT INTO do_not_contact (workspace_id, value, kind) VALUES ($1, 'late@example.test', 'address')`,
    [c.workspaceId],
  );
  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sent(c.campaignId)).toEqual(['ann@example.test', 'dee@example.test']);
  expect((await statuses(c.token, c.campaignId))['late@example.test']).toEqual([
    'do_not_contact',
    SEND_CHECK_MESSAGES.doNotContact,
  ]);
});

it('stops the recipients an addition names in every campaign of the workspace at once; a removal releases none', async () => {
  const c = await campaignTo([
    'ann@example.test',
    'bob@example.test',
    'cy@acme.test',
    'dee@example.test',
    'eve@sub.acme.test',
  ]);
  const [{ list_id: listId }] = await db().query(
    `SELECT list_id FROM campaign_list WHERE campaign_id = $1`,
    [c.campaignId],
  );
  const second = await buildCampaign(db(), {
    workspaceId: c.workspaceId,
    mailAccountId: c.mailboxId,
    steps: 1,
    listIds: [listId],
    status: 'paused',
  });
  // Another workspace's recipient at the same domain is not its business.
  const other = await campaignTo(['cy@acme.test']);

  expect(
    await post(c.token, '/v1/doNotContact/add', { entries: ['bob@example.test'] }),
  ).toMatchObject({ status: 200 });
  expect(
    await post(c.token, '/v1/doNotContact/import', { csv: 'domain\nacme.test\n' }),
  ).toMatchObject({ status: 200 });
  // Shown at once, before any dispatch, in both campaigns.
  const expected = {
    'ann@example.test': ['active', null],
    'bob@example.test': ['do_not_contact', SEND_CHECK_MESSAGES.doNotContact],
    'cy@acme.test': ['do_not_contact', SEND_CHECK_MESSAGES.doNotContact],
    'dee@example.test': ['active', null],
    'eve@sub.acme.test': ['active', null],
  };
  expect(await statuses(c.token, c.campaignId)).toEqual(expected);
  expect(await statuses(c.token, second.id)).toEqual(expected);
  expect(await statuses(other.token, other.campaignId)).toEqual({
    'cy@acme.test': ['active', null],
  });

  // Removing the entries, like deleting an unsubscribe, releases no one.
  expect(
    await post(c.token, '/v1/doNotContact/remove', { entries: ['bob@example.test', 'acme.test'] }),
  ).toMatchObject({ status: 200, body: { removed_count: 2 } });
  expect(await statuses(c.token, c.campaignId)).toEqual(expected);
  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sent(c.campaignId)).toEqual([
    'ann@example.test',
    'dee@example.test',
    'eve@sub.acme.test',
  ]);
});

it('works over GraphQL', async () => {
  const c = await campaignTo(['ann@example.test']);
  const added = await t.gql(
    `mutation { addDoNotContact(entries: ["x@y.test", "z.test"]) }`,
    {},
    { token: c.token },
  );
  expect(added).toEqual({ data: { addDoNotContact: M.added(2) } });
  const imported = await t.gql(
    `mutation ($csv: String!) { importDoNotContact(csv: $csv) }`,
    { csv: 'q.test\n' },
    { token: c.token },
  );
  expect(imported).toEqual({ data: { importDoNotContact: M.added(1) } });
  const page = await t.gql(
    `{ doNotContact(limit: 2) { totalCount entries { value kind } } }`,
    {},
    { token: c.token },
  );
  expect(page).toEqual({
    data: {
      doNotContact: {
        totalCount: 3,
        entries: [
          { value: 'q.test', kind: 'domain' },
          { value: 'x@y.test', kind: 'address' },
        ],
      },
    },
  });
  const removed = await t.gql(
    `mutation { removeDoNotContact(entries: ["z.test"]) }`,
    {},
    { token: c.token },
  );
  expect(removed).toEqual({ data: { removeDoNotContact: M.removed(1) } });
});
