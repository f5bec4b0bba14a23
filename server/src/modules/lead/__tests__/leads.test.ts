import { LEAD_MESSAGES, LEADS_PAGE_SIZE } from '@outbound/common';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildUser,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type LeadJson = {
  _id: string;
  email: string;
  campaign_name: string;
  status: string;
  assigned_to: string;
  assigned_to_name: string;
  created_at: string;
  reply: { subject: string; snippet: string; received_at: string } | null;
};
const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

/** Each campaign's leads are an hour after the previous campaign's. */
let leadHour = 0;

/**
 * A started campaign whose recipients at `emails` all replied (the default rule makes each reply a
 * lead), leads assigned to `assignee`; leads are created in the order of `emails`.
 */
async function campaignWithLeads(
  workspaceId: string,
  name: string,
  emails: string[],
  assignee: string | null = null,
) {
  const db = t.database.db;
  const contacts = [];
  for (const email of emails) contacts.push(await buildContact(db, { workspaceId, email }));
  const list = await buildContactList(db, {
    workspaceId,
    contactIds: contacts.map((contact) => contact.id),
  });
  const campaign = await buildCampaign(db, {
    workspaceId,
    name,
    status: 'started',
    steps: 1,
    listIds: [list.id],
  });
  await db.query(`UPDATE campaign SET lead_settings = $2 WHERE id = $1`, [
    campaign.id,
    { assigned_to: assignee, clause: 'or', conditions: [{ type: 'reply', event_count: 1 }] },
  ]);
  const recipients: { id: string }[] = await db.query(
    `SELECT r.id FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 ORDER BY array_position($2::text[], ct.email::text)`,
    [campaign.id, emails],
  );
  for (const [index, recipient] of recipients.entries())
    await t.services.events.record({
      type: 'reply',
      recipientId: recipient.id,
      at: new Date(Date.UTC(2025, 0, 1, 12, index)),
    });
  // The lead is stamped by the transaction; give each a distinct, ordered time.
  await db.query(
    `UPDATE lead l SET created_at = timestamptz '2025-01-01 12:00Z' + (
       array_position($2::text[], ct.email::text) * interval '1 minute' + $3 * interval '1 hour')
       FROM contact ct WHERE ct.id = l.contact_id AND l.campaign_id = $1`,
    [campaign.id, emails, leadHour++],
  );
  return campaign;
}

/** An owner with a teammate, campaign Alpha (3 leads, the teammate's) and Beta (2, unassigned). */
async function setup() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { user, token } = await t.signIn({ workspace, name: 'Owner' });
  const teammate = await buildUser(db, { workspace, name: 'Tess Mate' });
  const tag = workspace.id.slice(0, 8);
  const alpha = await campaignWithLeads(
    workspace.id,
    'Alpha',
    [`ada-${tag}@acme.test`, `bob-${tag}@acme.test`, `cy-${tag}@initech.test`],
    teammate.email,
  );
  const beta = await campaignWithLeads(workspace.id, 'Beta', [
    `dee-${tag}@initech.test`,
    `eve-${tag}@umbrella.test`,
  ]);
  return { workspace, user, token, teammate, alpha, beta, tag };
}

const getLeads = async (token: string, body: Json = {}) => {
  const answer = await post(token, '/v1/lead/get', body);
  expect(answer.status).toBe(200);
  return answer.body as { leads: LeadJson[]; total_count: number };
};
const emailsOf = (page: { leads: LeadJson[] }) =>
  page.leads.map((lead) => lead.email.split('-')[0]);

it('lists open leads newest first with campaign, assignee and date', async () => {
  const { token, teammate } = await setup();
  const page = await getLeads(token);
  expect(page.total_count).toBe(5);
  expect(emailsOf(page)).toEqual(['eve', 'dee', 'cy', 'bob', 'ada']);
  expect(page.leads[2]).toEqual({
    _id: expect.any(String),
    email: expect.stringMatching(/^cy-.*@initech\.test$/),
    campaign_id: expect.any(String),
    campaign_name: 'Alpha',
    status: 'open',
    assigned_to: teammate.email,
    assigned_to_name: 'Tess Mate',
    created_at: expect.any(String),
    reply: { subject: '', snippet: '', received_at: '2025-01-01T12:02:00.000Z' },
  });
  expect(page.leads[0]).toMatchObject({ campaign_name: 'Beta', assigned_to_name: '' });
});

it('filters by text, campaign, assignee and status', async () => {
  const { token, teammate, alpha, beta } = await setup();
  expect(emailsOf(await getLeads(token, { searchText: 'initech' }))).toEqual(['dee', 'cy']);
  // Any case; '%' and '_' are literal; 2 characters are enough.
  expect(emailsOf(await getLeads(token, { searchText: 'IniTech.' }))).toEqual(['dee', 'cy']);
  expect((await getLeads(token, { searchText: 'in%' })).total_count).toBe(0);
  expect(emailsOf(await getLeads(token, { searchText: 'ev' }))).toEqual(['eve']);
  expect(await getLeads(token, { searchText: 'initech'.repeat(150_000) })).toEqual({
    leads: [],
    total_count: 0,
  });
  expect((await getLeads(token, { searchText: 'i' })).total_count).toBe(5);
  expect(emailsOf(await getLeads(token, { campaignID: alpha.id }))).toEqual(['cy', 'bob', 'ada']);
  expect(emailsOf(await getLeads(token, { campaignID: beta.id, searchText: 'initech' }))).toEqual([
    'dee',
  ]);
  expect(emailsOf(await getLeads(token, { assignedTo: 'unassigned' }))).toEqual(['eve', 'dee']);
  expect(emailsOf(await getLeads(token, { assignedTo: teammate.email.toUpperCase() }))).toEqual([
    'cy',
    'bob',
    'ada',
  ]);
  expect((await getLeads(token, { assignedTo: 'nobody@example.test' })).total_count).toBe(0);
  expect((await getLeads(token, { status: 'won' })).total_count).toBe(0);
  expect((await getLeads(token, { status: '' })).total_count).toBe(5);
  for (const body of [
    { status: 'closed' },
    { campaignID: 'abc' },
    { offset: -1 },
    { limit: 0 },
    { limit: 'many' },
  ]) {
    const answer = await post(token, '/v1/lead/get', body);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  }
});

it('pages by 20 by default, with offset and limit', async () => {
  const { workspace, token } = await setup();
  const emails = Array.from({ length: 18 }, (_, i) => `p${String(i).padStart(2, '0')}@paged.test`);
  await campaignWithLeads(workspace.id, 'Paged', emails);
  const first = await getLeads(token);
  expect(first.total_count).toBe(23);
  expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
  const second = await getLeads(token, { offset: 20 });
  expect(second.leads).toHaveLength(3);
  const ids = new Set([...first.leads, ...second.leads].map((lead) => lead._id));
  expect(ids.size).toBe(23);
  const slice = await getLeads(token, { offset: 2, limit: 3 });
  expect(slice.leads.map((lead) => lead._id)).toEqual(first.leads.slice(2, 5).map((l) => l._id));
});

it('moves open leads to won, lost or ignore, and reopens them', async () => {
  const { token } = await setup();
  const open = await getLeads(token);
  const [eve, dee, cy] = open.leads;
  const won = await post(token, '/v1/lead/update', { leadID: [eve._id, dee._id], status: 'won' });
  expect(won.status).toBe(200);
  expect(won.body.message).toBe(LEAD_MESSAGES.statusUpdated);
  expect(
    await post(token, '/v1/lead/update', { leadID: [cy._id], status: 'ignore' }),
  ).toMatchObject({ status: 200 });
  expect(emailsOf(await getLeads(token, { status: 'won' }))).toEqual(['eve', 'dee']);
  expect(emailsOf(await getLeads(token, { status: 'ignore' }))).toEqual(['cy']);
  expect(emailsOf(await getLeads(token))).toEqual(['bob', 'ada']);

  // A won lead is only reopened; an open one is not "reopened".
  expect(await post(token, '/v1/lead/update', { leadID: [eve._id], status: 'lost' })).toEqual({
    status: 400,
    body: { message: LEAD_MESSAGES.transitionRefused('won', 'lost') },
  });
  expect(
    await post(token, '/v1/lead/update', { leadID: [open.leads[3]._id], status: 'open' }),
  ).toEqual({ status: 400, body: { message: LEAD_MESSAGES.transitionRefused('open', 'open') } });
  // All or nothing: one refused lead leaves the others as they were.
  const mixed = await post(token, '/v1/lead/update', {
    leadID: [open.leads[3]._id, eve._id],
    status: 'lost',
  });
  expect(mixed.status).toBe(400);
  expect(emailsOf(await getLeads(token))).toEqual(['bob', 'ada']);

  const reopened = await post(token, '/v1/lead/update', {
    leadID: [eve._id, cy._id],
    status: 'open',
  });
  expect(reopened.status).toBe(200);
  expect(emailsOf(await getLeads(token))).toEqual(['eve', 'cy', 'bob', 'ada']);
  expect(emailsOf(await getLeads(token, { status: 'won' }))).toEqual(['dee']);
  expect((await post(token, '/v1/lead/update', { leadID: [dee._id], status: 'lost' })).status).toBe(
    400,
  );
});

it('reassigns open leads to a user or to nobody', async () => {
  const { token, user, teammate } = await setup();
  const [eve, dee, cy] = (await getLeads(token)).leads;
  const assigned = await post(token, '/v1/lead/update', {
    leadID: [eve._id, cy._id],
    assignedToEmail: user.email.toUpperCase(),
  });
  expect(assigned.status).toBe(200);
  expect(assigned.body.message).toBe(LEAD_MESSAGES.statusUpdated);
  expect(emailsOf(await getLeads(token, { assignedTo: user.email }))).toEqual(['eve', 'cy']);
  expect(emailsOf(await getLeads(token, { assignedTo: teammate.email }))).toEqual(['bob', 'ada']);

  await post(token, '/v1/lead/update', { leadID: [cy._id], assignedToEmail: '' });
  expect(emailsOf(await getLeads(token, { assignedTo: 'unassigned' }))).toEqual(['dee', 'cy']);
  expect((await getLeads(token, { assignedTo: 'unassigned' })).leads[1].assigned_to_name).toBe('');

  const outsider = await buildUser(t.database.db);
  for (const email of ['nobody@example.test', outsider.email])
    expect(
      await post(token, '/v1/lead/update', { leadID: [dee._id], assignedToEmail: email }),
    ).toEqual({ status: 400, body: { message: LEAD_MESSAGES.assigneeUnknown } });

  await post(token, '/v1/lead/update', { leadID: [dee._id], status: 'lost' });
  expect(
    await post(token, '/v1/lead/update', { leadID: [dee._id], assignedToEmail: user.email }),
  ).toEqual({ status: 400, body: { message: LEAD_MESSAGES.onlyOpenReassigned } });
});

it('refuses an update without leads, with both changes or neither, or a bad status', async () => {
  const { token } = await setup();
  const [lead] = (await getLeads(token)).leads;
  const cases: [Json, string][] = [
    [{ status: 'won' }, LEAD_MESSAGES.selectLead],
    [{ leadID: [], status: 'won' }, LEAD_MESSAGES.selectLead],
    [{ leadID: 'x', status: 'won' }, LEAD_MESSAGES.selectLead],
    [{ leadID: [lead._id] }, LEAD_MESSAGES.statusOrAssignee],
    [{ leadID: [lead._id], status: 'won', assignedToEmail: '' }, LEAD_MESSAGES.statusOrAssignee],
    [{ leadID: [lead._id], status: 'closed' }, LEAD_MESSAGES.statusInvalid],
  ];
  for (const [body, message] of cases) {
    const answer = await post(token, '/v1/lead/update', body);
    expect({ body, status: answer.status, message: answer.body.message }).toEqual({
      body,
      status: 400,
      message,
    });
  }
});

it("keeps each workspace's leads to itself", async () => {
  const mine = await setup();
  const theirs = await setup();
  const [their] = (await getLeads(theirs.token)).leads;
  const [own] = (await getLeads(mine.token)).leads;
  expect((await getLeads(mine.token)).total_count).toBe(5);
  // Another workspace's campaign answers like one that does not exist.
  expect(await getLeads(mine.token, { campaignID: theirs.alpha.id })).toEqual(
    await getLeads(mine.token, { campaignID: '00000000-0000-4000-8000-000000000000' }),
  );
  expect((await getLeads(mine.token, { campaignID: theirs.alpha.id })).total_count).toBe(0);
  for (const leadID of [[their._id], [own._id, their._id], ['not-an-id']]) {
    expect(await post(mine.token, '/v1/lead/update', { leadID, status: 'won' })).toEqual({
      status: 404,
      body: { message: LEAD_MESSAGES.notFound },
    });
  }
  expect((await getLeads(theirs.token)).total_count).toBe(5);
  expect((await getLeads(mine.token)).total_count).toBe(5);
  expect((await t.rest('POST', '/v1/lead/get', { body: {} })).status).toBe(401);
});

it('hides the leads of a deleted campaign', async () => {
  const { token, beta } = await setup();
  await t.database.db.query(
    `UPDATE campaign SET status = 'deleted', deleted_at = now() WHERE id = $1`,
    [beta.id],
  );
  expect(emailsOf(await getLeads(token))).toEqual(['cy', 'bob', 'ada']);
});

it("shows the contact's latest unflagged reply: subject, first lines and time", async () => {
  const { token, alpha } = await setup();
  const db = t.database.db;
  const [cy] = await db.query(
    `SELECT l.recipient_id FROM lead l JOIN contact ct ON ct.id = l.contact_id
      WHERE l.campaign_id = $1 AND ct.email::text LIKE 'cy-%'`,
    [alpha.id],
  );
  const reply = (at: string, meta: Json, flagged = false) =>
    t.services.events.record({
      type: 'reply',
      recipientId: cy.recipient_id,
      meta,
      flagged,
      at: new Date(at),
    });
  await reply('2025-01-02T09:00:00Z', { subject: 'Re: Hello', snippet: 'Thursday works.' });
  await reply('2025-01-03T09:00:00Z', { subject: 'Scanner', snippet: 'x' }, true);
  const [bob] = await db.query(
    `SELECT l.id, l.recipient_id FROM lead l JOIN contact ct ON ct.id = l.contact_id
      WHERE l.campaign_id = $1 AND ct.email::text LIKE 'bob-%'`,
    [alpha.id],
  );
  await db.query(`DELETE FROM email_event WHERE recipient_id = $1 AND type = 'reply'`, [
    bob.recipient_id,
  ]);

  const page = await getLeads(token, { campaignID: alpha.id });
  expect(page.leads.map((lead) => [lead.email.split('-')[0], lead.reply])).toEqual([
    [
      'cy',
      { subject: 'Re: Hello', snippet: 'Thursday works.', received_at: '2025-01-02T09:00:00.000Z' },
    ],
    ['bob', null],
    ['ada', { subject: '', snippet: '', received_at: '2025-01-01T12:00:00.000Z' }],
  ]);
  const gql = await t.gql<{ leads: { leads: { reply: Json | null }[] } }>(
    `query ($input: LeadSearchInput!) {
      leads(input: $input) { leads { reply { subject snippet receivedAt } } }
    }`,
    { input: { campaignId: alpha.id } },
    { token },
  );
  expect(gql.data?.leads.leads.map((lead) => lead.reply)).toEqual([
    { subject: 'Re: Hello', snippet: 'Thursday works.', receivedAt: '2025-01-02T09:00:00.000Z' },
    null,
    { subject: null, snippet: null, receivedAt: '2025-01-01T12:00:00.000Z' },
  ]);
  const updated = await post(token, '/v1/lead/update', { leadID: [bob.id], status: 'won' });
  expect((updated.body.leads as LeadJson[])[0].reply).toBeNull();
});

it("names the workspace's live campaigns for the campaign filter", async () => {
  const { token, beta } = await setup();
  const other = await setup();
  await buildCampaign(t.database.db, { workspaceId: other.workspace.id, name: 'Theirs' });
  await t.database.db.query(`UPDATE campaign SET deleted_at = now() WHERE id = $1`, [beta.id]);
  const names = await t.gql<{ campaignNames: { id: string; name: string }[] }>(
    `{ campaignNames { id name } }`,
    {},
    { token },
  );
  expect(names.data?.campaignNames.map((entry) => entry.name)).toEqual(['Alpha']);
  const v1 = await post(token, '/v1/campaign/names/list');
  expect(v1.body).toEqual({
    campaignNames: names.data!.campaignNames.map((entry) => ({ _id: entry.id, name: entry.name })),
  });
  const anonymous = await t.gql(`{ campaignNames { id } }`, {});
  expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
});

describe('GraphQL', () => {
  const LEADS = `query ($input: LeadSearchInput!) {
    leads(input: $input) { totalCount leads { id email campaignName status assignedToName } }
  }`;
  const UPDATE = `mutation ($ids: [ID!]!, $status: LeadStatus, $assignedToEmail: String) {
    updateLeads(ids: $ids, status: $status, assignedToEmail: $assignedToEmail) {
      id status assignedToEmail assignedToName
    }
  }`;

  it('searches and updates leads like /v1', async () => {
    const { token, teammate, beta } = await setup();
    const page = await t.gql<{
      leads: { totalCount: number; leads: { id: string; campaignName: string }[] };
    }>(LEADS, { input: { campaignId: beta.id } }, { token });
    expect(page.data?.leads.totalCount).toBe(2);
    const ids = page.data!.leads.leads.map((lead) => lead.id);
    const assigned = await t.gql(UPDATE, { ids, assignedToEmail: teammate.email }, { token });
    expect(assigned).toEqual({
      data: {
        updateLeads: ids.map((id) => ({
          id,
          status: 'open',
          assignedToEmail: teammate.email,
          assignedToName: 'Tess Mate',
        })),
      },
    });
    const won = await t.gql(UPDATE, { ids: [ids[0]], status: 'won' }, { token });
    expect(won).toMatchObject({ data: { updateLeads: [{ id: ids[0], status: 'won' }] } });
    const wonPage = await t.gql(LEADS, { input: { status: 'won' } }, { token });
    expect(wonPage).toMatchObject({ data: { leads: { totalCount: 1 } } });
    const refused = await t.gql(UPDATE, { ids: [ids[0]], status: 'lost' }, { token });
    expect(refused.errors?.[0]).toMatchObject({
      message: LEAD_MESSAGES.transitionRefused('won', 'lost'),
      extensions: { code: 'BAD_REQUEST' },
    });
    const other = await setup();
    const hidden = await t.gql(UPDATE, { ids: [ids[1]], status: 'won' }, { token: other.token });
    expect(hidden.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
