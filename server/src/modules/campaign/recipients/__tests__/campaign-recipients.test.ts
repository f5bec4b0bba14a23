import { CAMPAIGN_MESSAGES, RECIPIENT_MESSAGES, RECIPIENTS_PAGE_SIZE } from '@outbound/common';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
type RecipientJson = Json & { _id: string; email: string; is_ignore_contact: boolean };
const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

/**
 * A started campaign from list People (email, first_name, Company: ada, bob, cy) and list More
 * (email, first_name: dee, eve), recipients added in that order.
 */
async function setup() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { token } = await t.signIn({ workspace });
  const tag = workspace.id.slice(0, 8);
  const people = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    name: 'People',
    columns: ['email', 'first_name', 'Company'],
    rows: [
      { email: `ada-${tag}@acme.test`, first_name: 'Ada', Company: 'ACME' },
      { email: `bob-${tag}@acme.test`, first_name: 'Bob', Company: 'ACME' },
      { email: `cy-${tag}@initech.test`, first_name: 'Cy', Company: 'Initech' },
    ],
  });
  const more = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    name: 'More',
    columns: ['email', 'first_name'],
    rows: [
      { email: `dee-${tag}@initech.test`, first_name: 'Dee' },
      { email: `eve-${tag}@umbrella.test`, first_name: 'Eve' },
    ],
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    status: 'started',
    steps: 2,
    listIds: [people.id, more.id],
  });
  const rows: { id: string; email: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1`,
    [campaign.id],
  );
  // Recipients in the order they were added.
  const order = ['ada', 'bob', 'cy', 'dee', 'eve'];
  for (const row of rows)
    await db.query(
      `UPDATE campaign_recipient SET created_at = timestamptz '2025-01-01Z' + $2 * interval '1 minute'
        WHERE id = $1`,
      [row.id, order.indexOf(row.email.split('-')[0])],
    );
  const recipient = Object.fromEntries(rows.map((row) => [row.email.split('-')[0], row])) as Record<
    string,
    { id: string; email: string }
  >;
  return { workspace, token, campaignId: campaign.id, people, more, recipient, tag };
}

const list = async (token: string, campaignId: string, body: Json = {}) => {
  const answer = await post(token, '/v1/campaign/recipients/list', {
    campaignID: campaignId,
    eventType: '',
    text: '',
    listID: '',
    offset: 0,
    limit: RECIPIENTS_PAGE_SIZE,
    ...body,
  });
  expect(answer.status).toBe(200);
  return answer.body as { contacts: RecipientJson[]; display_keys: string[]; total_count: number };
};
const namesOf = (page: { contacts: RecipientJson[] }) =>
  page.contacts.map((contact) => contact.email.split('-')[0]);

it("lists recipients in the order they were added with the campaign's variables", async () => {
  const { token, campaignId, recipient } = await setup();
  await t.database.db.query(
    `UPDATE campaign_recipient SET last_sent_at = '2025-02-03T10:00:00Z' WHERE id = $1`,
    [recipient.bob.id],
  );
  const page = await list(token, campaignId);
  expect(page.total_count).toBe(5);
  expect(page.display_keys).toEqual(['email', 'first_name', 'Company']);
  expect(namesOf(page)).toEqual(['ada', 'bob', 'cy', 'dee', 'eve']);
  expect(page.contacts[1]).toEqual({
    _id: recipient.bob.id,
    email: recipient.bob.email,
    first_name: 'Bob',
    Company: 'ACME',
    created_at: '2025-01-01T00:01:00.000Z',
    latest_sent_at: '2025-02-03T10:00:00.000Z',
    is_ignore_contact: false,
    state: 'active',
    mail_account_id: null,
    mail_account_email: null,
    waiting_reason: null,
    status: 'active',
    reason: null,
    flags: [],
  });
  // A list without a column of the campaign shows it empty.
  expect(page.contacts[3]).toMatchObject({
    email: recipient.dee.email,
    first_name: 'Dee',
    Company: '',
    latest_sent_at: null,
  });
});

it('filters by an event the recipient had, ignoring flagged ones', async () => {
  const { token, campaignId, recipient } = await setup();
  const events = t.services.events;
  await events.record({ type: 'open', recipientId: recipient.ada.id });
  await events.record({ type: 'open', recipientId: recipient.bob.id, flagged: true });
  await events.record({ type: 'click', recipientId: recipient.cy.id });
  await events.record({ type: 'reply', recipientId: recipient.dee.id });
  await events.record({ type: 'bounce', recipientId: recipient.eve.id });
  const by = async (eventType: string) => namesOf(await list(token, campaignId, { eventType }));
  expect(await by('open')).toEqual(['ada']);
  expect(await by('click')).toEqual(['cy']);
  // The default rule makes the reply a lead.
  expect(await by('reply')).toEqual(['dee']);
  expect(await by('lead')).toEqual(['dee']);
  expect(await by('bounce')).toEqual(['eve']);
  expect(await by('')).toEqual(['ada', 'bob', 'cy', 'dee', 'eve']);
  const filtered = await list(token, campaignId, { eventType: 'open' });
  expect(filtered.total_count).toBe(1);
  const bad = await post(token, '/v1/campaign/recipients/list', {
    campaignID: campaignId,
    eventType: 'sent',
  });
  expect(bad).toEqual({
    status: 400,
    body: { message: RECIPIENT_MESSAGES.eventType, errors: [RECIPIENT_MESSAGES.eventType] },
  });
});

it('filters by part of the address (from 2 characters) and by list', async () => {
  const { token, campaignId, people, more } = await setup();
  expect(namesOf(await list(token, campaignId, { text: 'INITECH' }))).toEqual(['cy', 'dee']);
  expect((await list(token, campaignId, { text: 'i' })).total_count).toBe(5);
  expect(namesOf(await list(token, campaignId, { listID: more.id }))).toEqual(['dee', 'eve']);
  const both = await list(token, campaignId, { listID: people.id, text: 'initech' });
  expect({ names: namesOf(both), total: both.total_count }).toEqual({ names: ['cy'], total: 1 });
  const unknown = await list(token, campaignId, {
    listID: '00000000-0000-4000-8000-000000000000',
  });
  expect(unknown.total_count).toBe(0);
  expect(
    (await post(token, '/v1/campaign/recipients/list', { campaignID: campaignId, listID: 'x' }))
      .status,
  ).toBe(400);
});

it('pages by 50 by default, with offset and limit', async () => {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { token } = await t.signIn({ workspace });
  const rows = Array.from({ length: 53 }, (_, i) => ({ email: `r${i}@many.test`, n: String(i) }));
  const many = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email', 'n'],
    rows,
  });
  const campaign = await buildCampaign(db, { workspaceId: workspace.id, listIds: [many.id] });
  const first = await post(token, '/v1/campaign/recipients/list', { campaignID: campaign.id });
  const page = first.body as { contacts: RecipientJson[]; total_count: number };
  expect(page.total_count).toBe(53);
  expect(page.contacts).toHaveLength(50);
  const rest = await list(token, campaign.id, { offset: 50 });
  expect(rest.contacts).toHaveLength(3);
  const ids = new Set([...page.contacts, ...rest.contacts].map((row) => row._id));
  expect(ids.size).toBe(53);
  const slice = await list(token, campaign.id, { offset: 10, limit: 5 });
  expect(slice.contacts.map((row) => row._id)).toEqual(
    page.contacts.slice(10, 15).map((row) => row._id),
  );
  for (const body of [{ offset: -1 }, { limit: 0 }, { limit: 101 }])
    expect(
      (await post(token, '/v1/campaign/recipients/list', { campaignID: campaign.id, ...body }))
        .status,
    ).toBe(400);
});

describe('pause and play', () => {
  const playPause = (token: string, campaignId: string, emails: string[], action: string) =>
    post(token, '/v1/campaign/contacts/playPause', {
      campaign_id: campaignId,
      email_list: emails,
      action,
    });
  const pausedOf = async (token: string, campaignId: string) =>
    (await list(token, campaignId)).contacts
      .filter((row) => row.is_ignore_contact)
      .map((row) => row.email.split('-')[0]);

  it('pauses and plays recipients by address, only the flag', async () => {
    const { token, campaignId, recipient } = await setup();
    const db = t.database.db;
    await db.query(
      `UPDATE campaign_recipient SET next_position = 2, next_send_at = '2025-03-01Z' WHERE id = $1`,
      [recipient.bob.id],
    );
    const paused = await playPause(token, campaignId, [recipient.bob.email.toUpperCase()], 'pause');
    expect(paused).toEqual({
      status: 200,
      body: { message: RECIPIENT_MESSAGES.paused, updated_count: 1 },
    });
    expect(await pausedOf(token, campaignId)).toEqual(['bob']);
    const played = await playPause(token, campaignId, [recipient.bob.email], 'play');
    expect(played).toEqual({
      status: 200,
      body: { message: RECIPIENT_MESSAGES.played, updated_count: 1 },
    });
    expect(await pausedOf(token, campaignId)).toEqual([]);
    // It resumes where it stopped: the next step and its time are untouched.
    const [row] = await db.query(
      `SELECT next_position, next_send_at, state FROM campaign_recipient WHERE id = $1`,
      [recipient.bob.id],
    );
    expect(row).toEqual({
      next_position: 2,
      next_send_at: new Date('2025-03-01T00:00:00Z'),
      state: 'active',
    });
  });

  it('answers 409 with the spec texts when nothing changes', async () => {
    const { token, campaignId, recipient } = await setup();
    const { ada, bob, cy } = recipient;
    await playPause(token, campaignId, [ada.email], 'pause');
    expect(await playPause(token, campaignId, [ada.email], 'pause')).toEqual({
      status: 409,
      body: { message: RECIPIENT_MESSAGES.alreadyPaused },
    });
    expect(await playPause(token, campaignId, [bob.email], 'play')).toEqual({
      status: 409,
      body: { message: RECIPIENT_MESSAGES.alreadyActive },
    });
    // Bulk: the ones not paused yet are paused; when all already are, 409.
    const bulk = await playPause(token, campaignId, [ada.email, bob.email], 'pause');
    expect(bulk.body).toEqual({ message: RECIPIENT_MESSAGES.paused, updated_count: 1 });
    expect(await playPause(token, campaignId, [ada.email, bob.email], 'pause')).toEqual({
      status: 409,
      body: { message: RECIPIENT_MESSAGES.bulkAlreadyPaused },
    });
    expect(await playPause(token, campaignId, [cy.email, recipient.dee.email], 'play')).toEqual({
      status: 409,
      body: { message: RECIPIENT_MESSAGES.alreadyActive },
    });
    expect(await pausedOf(token, campaignId)).toEqual(['ada', 'bob']);
  });

  it('refuses bad input and addresses that are not recipients', async () => {
    const { token, campaignId, recipient } = await setup();
    const cases: [Json, number, string][] = [
      [
        { campaign_id: campaignId, email_list: [], action: 'pause' },
        400,
        RECIPIENT_MESSAGES.selectRecipient,
      ],
      [{ campaign_id: campaignId, action: 'pause' }, 400, RECIPIENT_MESSAGES.selectRecipient],
      [
        { campaign_id: campaignId, email_list: [recipient.ada.email], action: 'stop' },
        400,
        RECIPIENT_MESSAGES.action,
      ],
      [
        { email_list: [recipient.ada.email], action: 'pause' },
        400,
        CAMPAIGN_MESSAGES.campaignIdMissing,
      ],
      [
        {
          campaign_id: campaignId,
          email_list: [recipient.ada.email, 'x@nowhere.test'],
          action: 'pause',
        },
        404,
        RECIPIENT_MESSAGES.notFound,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post(token, '/v1/campaign/contacts/playPause', body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({
        body,
        status,
        message,
      });
    }
    expect(await pausedOf(token, campaignId)).toEqual([]);
  });
});

it("answers another workspace's campaign like a missing one", async () => {
  const mine = await setup();
  const theirs = await setup();
  for (const id of [theirs.campaignId, '00000000-0000-4000-8000-000000000000', 'nope']) {
    expect(await post(mine.token, '/v1/campaign/recipients/list', { campaignID: id })).toEqual({
      status: 404,
      body: { message: CAMPAIGN_MESSAGES.notFound },
    });
    expect(
      await post(mine.token, '/v1/campaign/contacts/playPause', {
        campaign_id: id,
        email_list: [theirs.recipient.ada.email],
        action: 'pause',
      }),
    ).toEqual({ status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } });
  }
  // Their address is not a recipient of my campaign either.
  expect(
    (
      await post(mine.token, '/v1/campaign/contacts/playPause', {
        campaign_id: mine.campaignId,
        email_list: [theirs.recipient.ada.email],
        action: 'pause',
      })
    ).status,
  ).toBe(404);
  const [row] = await t.database.db.query(`SELECT paused FROM campaign_recipient WHERE id = $1`, [
    theirs.recipient.ada.id,
  ]);
  expect(row.paused).toBe(false);
  expect((await t.rest('POST', '/v1/campaign/recipients/list', { body: {} })).status).toBe(401);
});

describe('GraphQL', () => {
  const RECIPIENTS = `query ($input: CampaignRecipientsInput!) {
    campaignRecipients(input: $input) {
      totalCount displayKeys recipients { id email paused state values latestSentAt }
    }
  }`;
  const SET_PAUSED = `mutation ($campaignId: ID!, $emails: [String!]!, $paused: Boolean!) {
    setRecipientsPaused(campaignId: $campaignId, emails: $emails, paused: $paused) { id paused }
  }`;

  it('lists and pauses recipients like /v1', async () => {
    const { token, campaignId, recipient, more } = await setup();
    await t.services.events.record({ type: 'click', recipientId: recipient.eve.id });
    const page = await t.gql(
      RECIPIENTS,
      { input: { campaignId, listId: more.id, eventType: 'click' } },
      { token },
    );
    expect(page).toEqual({
      data: {
        campaignRecipients: {
          totalCount: 1,
          displayKeys: ['email', 'first_name', 'Company'],
          recipients: [
            {
              id: recipient.eve.id,
              email: recipient.eve.email,
              paused: false,
              state: 'active',
              values: [recipient.eve.email, 'Eve', ''],
              latestSentAt: null,
            },
          ],
        },
      },
    });
    const paused = await t.gql(
      SET_PAUSED,
      { campaignId, emails: [recipient.eve.email], paused: true },
      { token },
    );
    expect(paused).toEqual({
      data: { setRecipientsPaused: [{ id: recipient.eve.id, paused: true }] },
    });
    const again = await t.gql(
      SET_PAUSED,
      { campaignId, emails: [recipient.eve.email], paused: true },
      { token },
    );
    expect(again.errors?.[0]).toMatchObject({
      message: RECIPIENT_MESSAGES.alreadyPaused,
      extensions: { code: 'CONFLICT' },
    });
    const other = await setup();
    const hidden = await t.gql(RECIPIENTS, { input: { campaignId } }, { token: other.token });
    expect(hidden.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
