import { CAMPAIGN_MESSAGES, LEAD_MESSAGES } from '@outbound/common';
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
const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

/** A signed-in owner, a teammate and a started campaign to two recipients. */
async function setup() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { user, token } = await t.signIn({ workspace });
  const teammate = await buildUser(db, { workspace, name: 'Tess Mate' });
  const contacts = [
    await buildContact(db, { workspaceId: workspace.id }),
    await buildContact(db, { workspaceId: workspace.id }),
  ];
  const list = await buildContactList(db, {
    workspaceId: workspace.id,
    contactIds: contacts.map((contact) => contact.id),
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    status: 'started',
    steps: 1,
    listIds: [list.id],
  });
  const recipients: { id: string }[] = await db.query(
    `SELECT id FROM campaign_recipient WHERE campaign_id = $1 ORDER BY created_at, id`,
    [campaign.id],
  );
  return { workspace, user, token, teammate, campaignId: campaign.id, recipients };
}

const getSettings = (token: string, campaignId: string) =>
  post(token, '/v1/campaign/settingLeads/get', { campaignID: campaignId });
const update = (token: string, campaignId: string, leads: unknown) =>
  post(token, '/v1/campaign/settingLeads/update', { campaign_id: campaignId, leads });

it('a new campaign makes a lead of the first reply, assigned to nobody', async () => {
  const { token, campaignId } = await setup();
  expect(await getSettings(token, campaignId)).toEqual({
    status: 200,
    body: {
      data: {
        leads: { assigned_to: '', clause: 'or', conditions: [{ type: 'reply', event_count: 1 }] },
      },
    },
  });
});

it('saves the rules and answers them; the assignee is kept as the user list spells it', async () => {
  const { token, teammate, campaignId } = await setup();
  const leads = {
    assigned_to: teammate.email.toUpperCase(),
    clause: 'and',
    conditions: [
      { type: 'open', event_count: 2 },
      { type: 'click', event_count: '3' },
    ],
  };
  const saved = await update(token, campaignId, leads);
  expect(saved.status).toBe(200);
  expect(saved.body.message).toBe(LEAD_MESSAGES.settingsUpdated);
  const expected = {
    assigned_to: teammate.email,
    clause: 'and',
    conditions: [
      { type: 'open', event_count: 2 },
      { type: 'click', event_count: 3 },
    ],
  };
  expect(saved.body.data).toEqual({ leads: expected });
  expect((await getSettings(token, campaignId)).body).toEqual({ data: { leads: expected } });

  const cleared = await update(token, campaignId, {
    assigned_to: '',
    clause: 'or',
    conditions: [],
  });
  expect(cleared.status).toBe(200);
  expect((await getSettings(token, campaignId)).body).toEqual({
    data: { leads: { assigned_to: '', clause: 'or', conditions: [] } },
  });
});

it.each([
  ['blank', ''],
  ['spaces', '  '],
  ['missing', undefined],
  ['zero', 0],
  ['negative', -2],
  ['a fraction', 1.5],
  ['text', 'twice'],
])('a count that is %s is not a valid value', async (_, count) => {
  const { token, campaignId } = await setup();
  const answer = await update(token, campaignId, {
    clause: 'or',
    conditions: [{ type: 'reply', event_count: count }],
  });
  expect(answer).toEqual({
    status: 400,
    body: { message: LEAD_MESSAGES.invalidValue, errors: [LEAD_MESSAGES.invalidValue] },
  });
  expect((await getSettings(token, campaignId)).body).toEqual({
    data: {
      leads: { assigned_to: '', clause: 'or', conditions: [{ type: 'reply', event_count: 1 }] },
    },
  });
});

it('refuses a bad clause, condition type or assignee, answering the first error', async () => {
  const { token, campaignId } = await setup();
  const outsider = await buildUser(t.database.db);
  const cases: [unknown, string][] = [
    [{ clause: 'xor', conditions: [] }, LEAD_MESSAGES.clauseInvalid],
    [{ conditions: [] }, LEAD_MESSAGES.clauseInvalid],
    [
      { clause: 'or', conditions: [{ type: 'bounce', event_count: 1 }] },
      LEAD_MESSAGES.conditionTypeInvalid,
    ],
    [{ clause: 'or', conditions: 'reply' }, LEAD_MESSAGES.conditionsInvalid],
    [
      { clause: 'and', assigned_to: 'nobody@example.test', conditions: [] },
      LEAD_MESSAGES.assigneeUnknown,
    ],
    [{ clause: 'and', assigned_to: outsider.email, conditions: [] }, LEAD_MESSAGES.assigneeUnknown],
  ];
  for (const [leads, message] of cases) {
    const answer = await update(token, campaignId, leads);
    expect({ leads, status: answer.status, message: answer.body.message }).toEqual({
      leads,
      status: 400,
      message,
    });
  }
  const several = await update(token, campaignId, {
    clause: 'or',
    conditions: [
      { type: 'reply', event_count: '' },
      { type: 'open', event_count: 0 },
    ],
  });
  expect(several).toEqual({
    status: 400,
    body: {
      message: LEAD_MESSAGES.invalidValue,
      errors: [LEAD_MESSAGES.invalidValue, LEAD_MESSAGES.invalidValue],
    },
  });
});

it("answers another workspace's campaign like a missing one", async () => {
  const mine = await setup();
  const theirs = await setup();
  const rules = { clause: 'or', conditions: [{ type: 'open', event_count: 1 }] };
  for (const id of [theirs.campaignId, '00000000-0000-4000-8000-000000000000', 'nope']) {
    expect(await getSettings(mine.token, id)).toEqual({
      status: 404,
      body: { message: CAMPAIGN_MESSAGES.notFound },
    });
    expect((await update(mine.token, id, rules)).status).toBe(404);
  }
  expect(await getSettings(mine.token, '')).toEqual({
    status: 400,
    body: { message: CAMPAIGN_MESSAGES.campaignIdMissing },
  });
  expect((await getSettings(theirs.token, theirs.campaignId)).body).toEqual({
    data: {
      leads: { assigned_to: '', clause: 'or', conditions: [{ type: 'reply', event_count: 1 }] },
    },
  });
  expect((await t.rest('POST', '/v1/campaign/settingLeads/get', { body: {} })).status).toBe(401);
});

it('the saved rules decide who becomes a lead and whose lead it is', async () => {
  const { token, teammate, campaignId, recipients } = await setup();
  await update(token, campaignId, {
    assigned_to: teammate.email,
    clause: 'and',
    conditions: [
      { type: 'open', event_count: 2 },
      { type: 'click', event_count: 1 },
    ],
  });
  const [a, b] = recipients;
  const events = t.services.events;
  await events.record({ type: 'open', recipientId: a.id });
  await events.record({ type: 'click', recipientId: a.id });
  await events.record({ type: 'open', recipientId: b.id });
  await events.record({ type: 'open', recipientId: b.id });
  const before = await post(token, '/v1/lead/get', {});
  expect(before.body.total_count).toBe(0);
  await events.record({ type: 'open', recipientId: a.id });
  await events.record({ type: 'open', recipientId: a.id });
  const after = await post(token, '/v1/lead/get', {});
  expect(after.body).toMatchObject({
    total_count: 1,
    leads: [{ assigned_to: teammate.email, assigned_to_name: 'Tess Mate' }],
  });
});

it('reads the campaign from either /v1 name, each route preferring its own', async () => {
  const { token, campaignId } = await setup();
  const other = '00000000-0000-4000-8000-000000000000';
  const rules = { clause: 'or', conditions: [{ type: 'open', event_count: 1 }] };
  const get = (body: Json) => post(token, '/v1/campaign/settingLeads/get', body);
  const put = (body: Json) => post(token, '/v1/campaign/settingLeads/update', body);
  expect((await get({ campaignID: campaignId, campaign_id: other })).status).toBe(200);
  expect((await get({ campaignID: other, campaign_id: campaignId })).status).toBe(404);
  expect((await get({ campaignID: null, campaign_id: campaignId })).status).toBe(200);
  expect((await put({ campaign_id: campaignId, campaignID: other, leads: rules })).status).toBe(
    200,
  );
  expect((await put({ campaign_id: other, campaignID: campaignId, leads: rules })).status).toBe(
    404,
  );
});

describe('GraphQL', () => {
  const GET = `query ($campaignId: ID!) {
    campaignLeadSettings(campaignId: $campaignId) { assignedTo clause conditions { type eventCount } }
  }`;
  const UPDATE = `mutation ($campaignId: ID!, $input: LeadSettingsInput!) {
    updateCampaignLeadSettings(campaignId: $campaignId, input: $input) {
      assignedTo clause conditions { type eventCount }
    }
  }`;

  it('reads and replaces the rules with the same checks', async () => {
    const { token, teammate, campaignId } = await setup();
    const input = {
      assignedTo: teammate.email,
      clause: 'and',
      conditions: [{ type: 'reply', eventCount: 2 }],
    };
    const saved = await t.gql(UPDATE, { campaignId, input }, { token });
    expect(saved).toEqual({ data: { updateCampaignLeadSettings: input } });
    expect(await t.gql(GET, { campaignId }, { token })).toEqual({
      data: { campaignLeadSettings: input },
    });
    const refused = await t.gql(
      UPDATE,
      { campaignId, input: { ...input, conditions: [{ type: 'open', eventCount: 0 }] } },
      { token },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: LEAD_MESSAGES.invalidValue,
      extensions: { code: 'BAD_REQUEST' },
    });
    const other = await setup();
    const hidden = await t.gql(GET, { campaignId }, { token: other.token });
    expect(hidden.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
