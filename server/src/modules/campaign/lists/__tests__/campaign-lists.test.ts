import { CAMPAIGN_MESSAGES } from '@outbound/common';
import crypto from 'node:crypto';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildContactListWithRows,
  buildMailAccount,
  buildUnsubscribe,
  buildWorkspace,
} from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';
import { RECIPIENT_VARIABLES_SQL } from '../../recipients/recipients-sql';
import { recipientVariables } from '../campaign-lists.service';
import { recipientVariablesOf } from '../../recipients/recipient-progress';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

async function owner(senderDomain = 'outbound.test') {
  const workspace = await buildWorkspace(t.database.db);
  const { user, token } = await t.signIn({ workspace });
  const account = await buildMailAccount(t.database.db, {
    workspaceId: workspace.id,
    email: `sender-${workspace.id.slice(0, 8)}@${senderDomain}`,
  });
  return { workspaceId: workspace.id, user, token, account };
}

const post = (token: string, url: string, body: unknown = {}) =>
  t.rest<Json>('POST', url, { body, token });

const link = (token: string, campaignId: string, listId: string, mapping?: unknown) =>
  post(token, '/v1/campaign/contactsList/update', {
    campaign_id: campaignId,
    list_id: listId,
    current_tab: 'add-recipients',
    completed_tabs: ['start'],
    ...(mapping === undefined ? {} : { mapping }),
  });

const unlink = (token: string, campaignId: string, listId: string) =>
  post(token, '/v1/campaign/contactsList/delete', { campaign_id: campaignId, list_id: listId });

/** A draft as the start step leaves it: on add-recipients, start completed, no list. */
async function newCampaign(token: string, accountId: string): Promise<string> {
  const created = await post(token, '/v1/campaign/create', {
    name: 'Outreach',
    assigned_to: accountId,
  });
  expect(created.status).toBe(200);
  return created.body.campaignID as string;
}

const unique = () => Math.random().toString(36).slice(2, 10);

async function recipients(campaignId: string) {
  return t.database.db.query(
    `SELECT ct.email::text AS email, r.list_id, r.state, r.last_sent_at
       FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 ORDER BY ct.email`,
    [campaignId],
  );
}

async function counters(campaignId: string) {
  const [row] = await t.database.db.query(
    `SELECT c.variables, c.current_tab, c.completed_tabs, k.recipients
       FROM campaign c JOIN campaign_counter k ON k.campaign_id = c.id WHERE c.id = $1`,
    [campaignId],
  );
  return row;
}

async function campaignCounts(contactIds: string[]): Promise<number[]> {
  const rows = await t.database.db.query(
    `SELECT coalesce(a.campaign_count, 0) AS count
       FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, n)
       LEFT JOIN contact_activity a ON a.contact_id = x.id ORDER BY x.n`,
    [contactIds],
  );
  return rows.map((row: { count: number }) => row.count);
}

describe('linking a list', () => {
  it('makes its contacts recipients, counts them, moves the wizard on and sets the variables', async () => {
    const { workspaceId, token, account } = await owner();
    const campaignId = await newCampaign(token, account.id);
    const tag = unique();
    const list = await buildContactListWithRows(t.database.db, {
      workspaceId,
      name: 'Prospects',
      columns: ['email', 'first_name'],
      rows: [
        { email: `ann-${tag}@example.com`, first_name: 'Ann' },
        { email: `bob-${tag}@example.com`, first_name: 'Bob' },
        { email: `cy-${tag}@example.com`, first_name: 'Cy' },
      ],
    });

    expect(await link(token, campaignId, list.id)).toEqual({
      status: 200,
      body: { message: CAMPAIGN_MESSAGES.listLinked },
    });

    const rows = await recipients(campaignId);
    expect(rows.map((row: Json) => [row.email, row.list_id, row.state])).toEqual([
      [`ann-${tag}@example.com`, list.id, 'active'],
      [`bob-${tag}@example.com`, list.id, 'active'],
      [`cy-${tag}@example.com`, list.id, 'active'],
    ]);
    expect(await counters(campaignId)).toEqual({
      variables: ['email', 'first_name'],
      current_tab: 'compose',
      completed_tabs: ['start', 'add-recipients'],
      recipients: 3,
    });
    expect(await campaignCounts(list.contactIds)).toEqual([1, 1, 1]);

    expect(await post(token, '/v1/campaign/contactsList', { campaignID: campaignId })).toEqual({
      status: 200,
      body: {
        contacts_list: [
          { _id: list.id, name: 'Prospects', contacts_count: 3, recipients_count: 3 },
        ],
      },
    });
    const campaign = await post(token, '/v1/campaign/get', { campaign_id: campaignId });
    expect(campaign.body.data).toMatchObject({ recipients_count: 3, current_tab: 'compose' });
  });

  it('never takes progress back when a campaign has gone further', async () => {
    const { workspaceId, token, account } = await owner();
    const campaign = await buildCampaign(t.database.db, { workspaceId, mailAccountId: account.id });
    await t.database.db.query(
      `UPDATE campaign SET current_tab = 'options',
              completed_tabs = '{start,add-recipients,compose,preview}' WHERE id = $1`,
      [campaign.id],
    );
    const contact = await buildContact(t.database.db, { workspaceId });
    const list = await buildContactList(t.database.db, { workspaceId, contactIds: [contact.id] });
    expect((await link(token, campaign.id, list.id)).status).toBe(200);
    expect(await counters(campaign.id)).toMatchObject({
      current_tab: 'options',
      completed_tabs: ['start', 'add-recipients', 'compose', 'preview'],
      recipients: 1,
    });
  });

  it("links suppressed addresses but marks them: bounced, unsubscribed from the sender's domain or from everything", async () => {
    const { workspaceId, token, account } = await owner('acme.test');
    const db = t.database.db;
    const tag = unique();
    const email = (name: string) => `${name}-${tag}@example.com`;
    await buildContact(db, { workspaceId, email: email('bounced'), status: 'bounced' });
    await buildContact(db, { workspaceId, email: email('here') });
    await buildUnsubscribe(db, { workspaceId, email: email('here'), domain: 'acme.test' });
    await buildContact(db, { workspaceId, email: email('elsewhere') });
    await buildUnsubscribe(db, { workspaceId, email: email('elsewhere'), domain: 'other.test' });
    await buildContact(db, { workspaceId, email: email('everything'), status: 'unsubscribed' });
    const list = await buildContactListWithRows(db, {
      workspaceId,
      columns: ['email'],
      rows: ['active', 'bounced', 'here', 'elsewhere', 'everything'].map((name) => ({
        email: email(name),
      })),
    });
    const campaignId = await newCampaign(token, account.id);

    expect((await link(token, campaignId, list.id)).status).toBe(200);
    expect(
      (await recipients(campaignId)).map((row: Json) => [row.email, row.state]).sort(),
    ).toEqual(
      [
        [email('active'), 'active'],
        [email('bounced'), 'suppressed'],
        [email('elsewhere'), 'active'],
        [email('everything'), 'suppressed'],
        [email('here'), 'suppressed'],
      ].sort(),
    );
    // Suppressed addresses are linked: they count in the list and the campaign.
    expect((await counters(campaignId)).recipients).toBe(5);
  });

  it('makes an address in two lists one recipient, of the first list linked', async () => {
    const { workspaceId, token, account } = await owner();
    const tag = unique();
    const shared = `shared-${tag}@example.com`;
    const first = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['email', 'name'],
      rows: [
        { email: `a-${tag}@example.com`, name: 'A' },
        { email: shared, name: 'Shared in first' },
      ],
    });
    const second = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['email', 'name'],
      rows: [
        { email: shared.toUpperCase(), name: 'Shared in second' },
        { email: `c-${tag}@example.com`, name: 'C' },
      ],
    });
    const campaignId = await newCampaign(token, account.id);
    expect((await link(token, campaignId, first.id)).status).toBe(200);
    expect((await link(token, campaignId, second.id)).status).toBe(200);

    const rows = await recipients(campaignId);
    expect(rows).toHaveLength(3);
    expect(rows.find((row: Json) => row.email === shared).list_id).toBe(first.id);
    expect((await counters(campaignId)).recipients).toBe(3);
    expect(await campaignCounts(first.contactIds)).toEqual([1, 1]);
    const lists = await post(token, '/v1/campaign/contactsList', { campaignID: campaignId });
    expect(lists.body.contacts_list).toEqual([
      { _id: first.id, name: expect.any(String), contacts_count: 2, recipients_count: 2 },
      { _id: second.id, name: expect.any(String), contacts_count: 2, recipients_count: 1 },
    ]);
  });

  it('answers the spec 400s: missing ids, unknown or foreign campaign or list, list already linked', async () => {
    const { workspaceId, token, account } = await owner();
    const contact = await buildContact(t.database.db, { workspaceId });
    const list = await buildContactList(t.database.db, { workspaceId, contactIds: [contact.id] });
    const campaignId = await newCampaign(token, account.id);
    const stranger = await buildWorkspace(t.database.db);
    const foreignCampaign = await buildCampaign(t.database.db, { workspaceId: stranger.id });
    const foreignList = await buildContactList(t.database.db, { workspaceId: stranger.id });
    const deleted = await buildCampaign(t.database.db, { workspaceId, mailAccountId: account.id });
    await t.database.db.query(
      `UPDATE campaign SET status = 'deleted', deleted_at = now() WHERE id = $1`,
      [deleted.id],
    );
    const missing = { status: 400, body: { message: CAMPAIGN_MESSAGES.listIdMissing } };
    const bad = { status: 400, body: { message: CAMPAIGN_MESSAGES.listLinkBad } };

    expect(await post(token, '/v1/campaign/contactsList/update', { list_id: list.id })).toEqual(
      missing,
    );
    expect(
      await post(token, '/v1/campaign/contactsList/update', { campaign_id: campaignId }),
    ).toEqual(missing);
    expect(await link(token, crypto.randomUUID(), list.id)).toEqual(bad);
    expect(await link(token, 'not-an-id', list.id)).toEqual(bad);
    expect(await link(token, foreignCampaign.id, list.id)).toEqual(bad);
    expect(await link(token, deleted.id, list.id)).toEqual(bad);
    expect(await link(token, campaignId, foreignList.id)).toEqual(bad);
    expect(await link(token, campaignId, crypto.randomUUID())).toEqual(bad);
    expect(await link(token, campaignId, 'not-an-id')).toEqual(bad);
    // None of those changed anything.
    expect(await counters(campaignId)).toMatchObject({
      recipients: 0,
      current_tab: 'add-recipients',
    });

    expect((await link(token, campaignId, list.id)).status).toBe(200);
    expect(await link(token, campaignId, list.id)).toEqual(bad);
    expect((await counters(campaignId)).recipients).toBe(1);
  });

  it('links a list only once when two links race', async () => {
    const { workspaceId, token, account } = await owner();
    const tag = unique();
    const list = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['email'],
      rows: Array.from({ length: 50 }, (_, i) => ({ email: `race-${i}-${tag}@example.com` })),
    });
    const campaignId = await newCampaign(token, account.id);
    const answers = await Promise.all([1, 2, 3].map(() => link(token, campaignId, list.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect((await counters(campaignId)).recipients).toBe(50);
    expect(await campaignCounts(list.contactIds.slice(0, 3))).toEqual([1, 1, 1]);
  });

  it('links a 20,000-member list with set-based statements', async () => {
    const { workspaceId, token, account } = await owner();
    const db = t.database.db;
    const tag = unique();
    const [list] = await db.query(
      `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count)
       VALUES ($1, 'Big', '{email,first_name}', 20000) RETURNING id`,
      [workspaceId],
    );
    await db.query(
      `INSERT INTO contact (workspace_id, email, status)
       SELECT $1, 'big-' || n || '-' || $2 || '@example.com',
              CASE WHEN n % 1000 = 0 THEN 'bounced' ELSE 'active' END
         FROM generate_series(1, 20000) n`,
      [workspaceId, tag],
    );
    await db.query(
      `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
       SELECT $1, ct.id, $2, row_number() OVER (ORDER BY ct.email) + 1,
              jsonb_build_object('email', ct.email, 'first_name', 'Name')
         FROM contact ct WHERE ct.workspace_id = $2`,
      [list.id, workspaceId],
    );
    const campaignId = await newCampaign(token, account.id);

    const started = Date.now();
    expect((await link(token, campaignId, list.id)).status).toBe(200);
    const elapsed = Date.now() - started;

    expect((await counters(campaignId)).recipients).toBe(20000);
    const [states] = await db.query(
      `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
              count(*) FILTER (WHERE state = 'suppressed')::int AS suppressed
         FROM campaign_recipient WHERE campaign_id = $1`,
      [campaignId],
    );
    expect(states).toEqual({ active: 19980, suppressed: 20 });
    const [activity] = await db.query(
      `SELECT count(*)::int AS contacts FROM contact_activity
        WHERE workspace_id = $1 AND campaign_count = 1`,
      [workspaceId],
    );
    expect(activity.contacts).toBe(20000);
    const lists = await post(token, '/v1/campaign/contactsList', { campaignID: campaignId });
    expect(lists.body.contacts_list).toEqual([
      { _id: list.id, name: 'Big', contacts_count: 20000, recipients_count: 20000 },
    ]);
    // A statement per member would take minutes here; the set-based link takes about a second.
    expect(elapsed).toBeLessThan(30_000);
  });
});

describe('the column-mapping conflict', () => {
  async function twoLists(workspaceId: string) {
    const tag = unique();
    const first = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['email', 'first_name', 'company'],
      rows: [{ email: `ann-${tag}@example.com`, first_name: 'Ann', company: 'Acme' }],
    });
    const second = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['Email Address', 'Name', 'Organisation', 'City'],
      rows: [
        {
          'Email Address': `bo-${tag}@example.com`,
          Name: 'Bo',
          Organisation: 'Bolt',
          City: 'Oslo',
        },
      ],
    });
    return { first, second };
  }

  it('answers 409 with both column sets and changes nothing, then links with a mapping', async () => {
    const { workspaceId, token, account } = await owner();
    const { first, second } = await twoLists(workspaceId);
    const campaignId = await newCampaign(token, account.id);
    expect((await link(token, campaignId, first.id)).status).toBe(200);

    const conflict = await link(token, campaignId, second.id);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      message: CAMPAIGN_MESSAGES.mappingConflict,
      original_parameter: ['email', 'first_name', 'company'],
      current_parameter: ['Email Address', 'Name', 'Organisation', 'City'],
    });
    expect((await counters(campaignId)).recipients).toBe(1);
    const lists = await post(token, '/v1/campaign/contactsList', { campaignID: campaignId });
    expect(lists.body.contacts_list).toHaveLength(1);

    const mapping = { email: 'whatever', first_name: 'Name', company: 'Organisation' };
    expect(await link(token, campaignId, second.id, mapping)).toEqual({
      status: 200,
      body: { message: CAMPAIGN_MESSAGES.listLinked },
    });
    const [stored] = await t.database.db.query(
      `SELECT mapping FROM campaign_list WHERE campaign_id = $1 AND list_id = $2`,
      [campaignId, second.id],
    );
    // The email variable always takes the list's email column.
    expect(stored.mapping).toEqual({
      email: 'Email Address',
      first_name: 'Name',
      company: 'Organisation',
    });
    const counts = await counters(campaignId);
    expect(counts).toMatchObject({ recipients: 2, variables: ['email', 'first_name', 'company'] });

    // Each recipient's variables: by column name for the first list, through the mapping for the second.
    const rendered = await t.database.db.query(
      `SELECT ${RECIPIENT_VARIABLES_SQL} AS variables, m.data, cl.mapping
         FROM campaign_recipient r
         JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
         LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id
        WHERE r.campaign_id = $1 ORDER BY m.line, r.list_id = $2`,
      [campaignId, second.id],
    );
    const byName = Object.fromEntries(
      rendered.map((row: Json) => [(row.variables as Json).first_name, row]),
    );
    expect(byName.Ann.variables).toEqual({
      email: expect.any(String),
      first_name: 'Ann',
      company: 'Acme',
    });
    expect(byName.Bo.variables).toEqual({
      email: expect.stringMatching(/^bo-/),
      first_name: 'Bo',
      company: 'Bolt',
    });
    for (const row of rendered)
      expect(recipientVariables(row.mapping, row.data)).toEqual(row.variables);

    // The send path reads the same through the recipient API; null once the list row is gone.
    const recipients: { id: string; list_id: string; contact_id: string; variables: Json }[] =
      await t.database.db.query(
        `SELECT r.id, r.list_id, r.contact_id, ${RECIPIENT_VARIABLES_SQL} AS variables
           FROM campaign_recipient r
           LEFT JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
           LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id
          WHERE r.campaign_id = $1`,
        [campaignId],
      );
    const ids = recipients.map((recipient) => recipient.id);
    expect(await recipientVariablesOf(t.database.db, ids)).toEqual(
      new Map(recipients.map((recipient) => [recipient.id, recipient.variables])),
    );
    const gone = recipients.find((recipient) => recipient.list_id === first.id)!;
    await t.database.db.query(
      `DELETE FROM contact_list_member WHERE list_id = $1 AND contact_id = $2`,
      [gone.list_id, gone.contact_id],
    );
    expect((await recipientVariablesOf(t.database.db, ids)).get(gone.id)).toBeNull();
  });

  it('validates the mapping with the spec messages', async () => {
    const { workspaceId, token, account } = await owner();
    const { first, second } = await twoLists(workspaceId);
    const campaignId = await newCampaign(token, account.id);
    expect((await link(token, campaignId, first.id)).status).toBe(200);

    const answer = (mapping: unknown) => link(token, campaignId, second.id, mapping);
    const refused = (message: string) => ({ status: 400, body: { message } });
    expect(await answer({})).toEqual(refused(CAMPAIGN_MESSAGES.mapFields));
    expect(await answer({ email: 'Email Address' })).toEqual(refused(CAMPAIGN_MESSAGES.mapFields));
    expect(await answer({ first_name: 'Name' })).toEqual(refused(CAMPAIGN_MESSAGES.selectOption));
    expect(await answer({ first_name: 'Name', company: '' })).toEqual(
      refused(CAMPAIGN_MESSAGES.selectOption),
    );
    expect(await answer({ first_name: 'Name', company: 'Nope' })).toEqual(
      refused(CAMPAIGN_MESSAGES.mappingUnknownColumn('Nope')),
    );
    expect(await answer({ first_name: 'Name', company: 'City', title: 'Name' })).toEqual(
      refused(CAMPAIGN_MESSAGES.mappingUnknownVariable('title')),
    );
    expect(await answer(['Name', 'City'])).toEqual(refused(CAMPAIGN_MESSAGES.mappingInvalid));
    expect(await answer({ first_name: 'Name', company: 7 })).toEqual(
      refused(CAMPAIGN_MESSAGES.mappingInvalid),
    );
    expect((await counters(campaignId)).recipients).toBe(1);
  });

  it('needs no mapping for the same columns in another order', async () => {
    const { workspaceId, token, account } = await owner();
    const tag = unique();
    const first = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['email', 'name'],
      rows: [{ email: `x-${tag}@example.com`, name: 'X' }],
    });
    const second = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['name', 'email'],
      rows: [{ email: `y-${tag}@example.com`, name: 'Y' }],
    });
    const renamed = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['Email', 'name'],
      rows: [{ Email: `z-${tag}@example.com`, name: 'Z' }],
    });
    const campaignId = await newCampaign(token, account.id);
    expect((await link(token, campaignId, first.id)).status).toBe(200);
    expect((await link(token, campaignId, second.id)).status).toBe(200);
    // Column names are compared case-sensitively.
    expect((await link(token, campaignId, renamed.id)).status).toBe(409);
  });
});

describe('unlinking a list', () => {
  it('removes recipients never sent to, keeps those sent to and moves shared addresses', async () => {
    const { workspaceId, token, account } = await owner();
    const db = t.database.db;
    const tag = unique();
    const email = (name: string) => `${name}-${tag}@example.com`;
    const first = await buildContactListWithRows(db, {
      workspaceId,
      columns: ['email'],
      rows: ['fresh', 'sent', 'shared'].map((name) => ({ email: email(name) })),
    });
    const second = await buildContactListWithRows(db, {
      workspaceId,
      columns: ['email'],
      rows: ['shared', 'other'].map((name) => ({ email: email(name) })),
    });
    const campaignId = await newCampaign(token, account.id);
    expect((await link(token, campaignId, first.id)).status).toBe(200);
    expect((await link(token, campaignId, second.id)).status).toBe(200);
    // Sent to: the send in the ledger, the recipient moved on.
    await db.query(
      `WITH sent AS (
         UPDATE campaign_recipient r SET last_sent_at = now(), next_position = 2
           FROM contact ct WHERE ct.id = r.contact_id AND r.campaign_id = $1 AND ct.email = $2
         RETURNING r.id, r.workspace_id)
       INSERT INTO send (workspace_id, campaign_id, recipient_id, mail_account_id, position,
                         message_id, state, sent_at)
       SELECT workspace_id, $1, id, $3, 1, '<' || gen_random_uuid() || '@example.test>', 'sent', now()
         FROM sent`,
      [campaignId, email('sent'), account.id],
    );

    expect(await unlink(token, campaignId, first.id)).toEqual({
      status: 200,
      body: { message: CAMPAIGN_MESSAGES.listDeleted },
    });
    const rows = await recipients(campaignId);
    expect(rows.map((row: Json) => [row.email, row.list_id, row.state])).toEqual([
      [email('other'), second.id, 'active'],
      [email('sent'), first.id, 'complete'],
      [email('shared'), second.id, 'active'],
    ]);
    expect(rows[1].last_sent_at).not.toBeNull();
    expect((await counters(campaignId)).recipients).toBe(3);
    // fresh, sent, shared
    expect(await campaignCounts(first.contactIds)).toEqual([0, 1, 1]);
    const lists = await post(token, '/v1/campaign/contactsList', { campaignID: campaignId });
    expect(lists.body.contacts_list).toEqual([
      { _id: second.id, name: expect.any(String), contacts_count: 2, recipients_count: 2 },
    ]);
    expect((await counters(campaignId)).variables).toEqual(['email']);

    // The last list out clears the variables; the wizard's progress stays.
    expect((await unlink(token, campaignId, second.id)).status).toBe(200);
    expect(await counters(campaignId)).toMatchObject({
      variables: [],
      recipients: 1,
      current_tab: 'compose',
    });
    expect(
      await post(token, '/v1/campaign/emailVariables/get', { campaignID: campaignId }),
    ).toEqual({ status: 200, body: { data: { list_data_keys: ['unsubscribe_url'] } } });
  });

  it('answers 404 for a list not linked, 400 for missing ids, 404 for a foreign campaign', async () => {
    const { workspaceId, token, account } = await owner();
    const contact = await buildContact(t.database.db, { workspaceId });
    const list = await buildContactList(t.database.db, { workspaceId, contactIds: [contact.id] });
    const campaignId = await newCampaign(token, account.id);
    const notLinked = { status: 404, body: { message: CAMPAIGN_MESSAGES.listNotLinked } };
    expect(await unlink(token, campaignId, list.id)).toEqual(notLinked);
    expect(await unlink(token, campaignId, 'not-an-id')).toEqual(notLinked);
    expect(await post(token, '/v1/campaign/contactsList/delete', { list_id: list.id })).toEqual({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.listIdMissing },
    });
    const stranger = await owner();
    expect((await link(token, campaignId, list.id)).status).toBe(200);
    expect(await unlink(stranger.token, campaignId, list.id)).toEqual({
      status: 404,
      body: { message: CAMPAIGN_MESSAGES.notFound },
    });
    expect((await counters(campaignId)).recipients).toBe(1);
  });
});

describe('lists and variables of a campaign', () => {
  it('answers the variables (list columns, then unsubscribe_url) only in the workspace', async () => {
    const { workspaceId, token, account } = await owner();
    const list = await buildContactListWithRows(t.database.db, {
      workspaceId,
      columns: ['email', 'first_name', 'company'],
      rows: [{ email: `v-${unique()}@example.com`, first_name: 'V', company: 'W' }],
    });
    const campaignId = await newCampaign(token, account.id);
    expect(
      await post(token, '/v1/campaign/emailVariables/get', { campaignID: campaignId }),
    ).toEqual({ status: 200, body: { data: { list_data_keys: ['unsubscribe_url'] } } });
    await link(token, campaignId, list.id);
    expect(
      await post(token, '/v1/campaign/emailVariables/get', { campaignID: campaignId }),
    ).toEqual({
      status: 200,
      body: { data: { list_data_keys: ['email', 'first_name', 'company', 'unsubscribe_url'] } },
    });
    expect(await post(token, '/v1/campaign/emailVariables/get', {})).toEqual({
      status: 400,
      body: { message: CAMPAIGN_MESSAGES.campaignIdMissing },
    });
    const stranger = await owner();
    for (const url of ['/v1/campaign/emailVariables/get', '/v1/campaign/contactsList']) {
      expect(await post(stranger.token, url, { campaignID: campaignId })).toEqual({
        status: 404,
        body: { message: CAMPAIGN_MESSAGES.notFound },
      });
    }
  });
});

describe('GraphQL', () => {
  const LINK = `mutation($campaignId: ID!, $listId: ID!, $mapping: [VariableMappingInput!]) {
    linkCampaignList(campaignId: $campaignId, listId: $listId, mapping: $mapping) {
      id currentTab completedTabs variables counts { recipients }
    }
  }`;
  const LISTS = `query($campaignId: ID!) {
    campaignLists(campaignId: $campaignId) { id name contactsCount recipientsCount }
    campaignVariables(campaignId: $campaignId)
  }`;

  it('links, reports the conflict in the extensions, maps, lists and unlinks', async () => {
    const { workspaceId, token, account } = await owner();
    const tag = unique();
    const first = await buildContactListWithRows(t.database.db, {
      workspaceId,
      name: 'First',
      columns: ['email', 'first_name'],
      rows: [{ email: `g1-${tag}@example.com`, first_name: 'G' }],
    });
    const second = await buildContactListWithRows(t.database.db, {
      workspaceId,
      name: 'Second',
      columns: ['E-mail', 'Given name'],
      rows: [
        { 'E-mail': `g2-${tag}@example.com`, 'Given name': 'H' },
        { 'E-mail': `g1-${tag}@example.com`, 'Given name': 'G again' },
      ],
    });
    const campaignId = await newCampaign(token, account.id);

    const linked = await t.gql(LINK, { campaignId, listId: first.id }, { token });
    expect(linked).toEqual({
      data: {
        linkCampaignList: {
          id: campaignId,
          currentTab: 'compose',
          completedTabs: ['start', 'add-recipients'],
          variables: ['email', 'first_name'],
          counts: { recipients: 1 },
        },
      },
    });

    const conflict = await t.gql(LINK, { campaignId, listId: second.id }, { token });
    expect(conflict.data).toBeNull();
    expect(conflict.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.mappingConflict,
      extensions: {
        code: 'CONFLICT',
        originalParameter: ['email', 'first_name'],
        currentParameter: ['E-mail', 'Given name'],
      },
    });

    const refused = await t.gql(
      LINK,
      { campaignId, listId: second.id, mapping: [{ variable: 'email', column: 'E-mail' }] },
      { token },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.mapFields,
      extensions: { code: 'BAD_REQUEST' },
    });

    const mapped = await t.gql<{ linkCampaignList: { counts: { recipients: number } } }>(
      LINK,
      {
        campaignId,
        listId: second.id,
        mapping: [{ variable: 'first_name', column: 'Given name' }],
      },
      { token },
    );
    expect(mapped.errors).toBeUndefined();
    expect(mapped.data?.linkCampaignList.counts).toEqual({ recipients: 2 });

    expect(await t.gql(LISTS, { campaignId }, { token })).toEqual({
      data: {
        campaignLists: [
          { id: first.id, name: 'First', contactsCount: 1, recipientsCount: 1 },
          { id: second.id, name: 'Second', contactsCount: 2, recipientsCount: 1 },
        ],
        campaignVariables: ['email', 'first_name', 'unsubscribe_url'],
      },
    });

    const unlinked = await t.gql(
      `mutation($campaignId: ID!, $listId: ID!) {
        unlinkCampaignList(campaignId: $campaignId, listId: $listId) { id counts { recipients } }
      }`,
      { campaignId, listId: first.id },
      { token },
    );
    // The shared address moves to the second list; the other recipient of the first goes.
    expect(unlinked).toEqual({
      data: { unlinkCampaignList: { id: campaignId, counts: { recipients: 2 } } },
    });

    const stranger = await owner();
    const foreign = await t.gql(LISTS, { campaignId }, { token: stranger.token });
    expect(foreign.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const foreignLink = await t.gql(
      LINK,
      { campaignId, listId: first.id },
      {
        token: stranger.token,
      },
    );
    expect(foreignLink.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.listLinkBad,
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});

it('keeps the recipients in the order of the file', async () => {
  const { workspaceId, token, account } = await owner();
  const emails = ['zed', 'amy', 'kim', 'bob', 'eve'].map(
    (name) => `${name}-${unique()}@order.test`,
  );
  const list = await buildContactListWithRows(t.database.db, {
    workspaceId,
    columns: ['email'],
    rows: emails.map((email) => ({ email })),
  });
  const campaignId = await newCampaign(token, account.id);
  expect((await link(token, campaignId, list.id)).status).toBe(200);
  const ordered = await t.database.db.query(
    `SELECT ct.email::text AS email FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 ORDER BY r.created_at, r.id`,
    [campaignId],
  );
  expect(ordered.map((row: { email: string }) => row.email)).toEqual(emails);
});
