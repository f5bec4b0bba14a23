import { CONTACT_MESSAGES, CONTACT_SEARCH_MESSAGES, CONTACT_TOTAL_CAP } from '@outbound/common';
import {
  buildContact,
  buildContactActivity,
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

type Row = { email: string; status: string; display_status: string; campaign_count: number };

async function workspaceWithOwner() {
  const workspace = await buildWorkspace(t.database.db);
  const { user, token } = await t.signIn({ workspace });
  return { workspace, user, token, workspaceId: workspace.id };
}

const search = (token: string, body: Record<string, unknown> = {}) =>
  t.rest<{ data: Row[]; total: number; total_capped: boolean; message?: string }>(
    'POST',
    '/v1/contact/search',
    { body, token },
  );

/** Contacts created a minute apart, the first oldest, so the newest-first order is predictable. */
async function contactsInOrder(workspaceId: string, emails: string[]) {
  const start = Date.now() - emails.length * 60_000;
  const made = [];
  for (const [index, email] of emails.entries()) {
    made.push(
      await buildContact(t.database.db, {
        workspaceId,
        email,
        createdAt: new Date(start + index * 60_000),
      }),
    );
  }
  return made;
}

describe('the status shown for a contact', () => {
  it('follows the priority: bounced, unsubscribed, engaged, email sent, in campaign, created', async () => {
    const { workspaceId, token } = await workspaceWithOwner();
    const db = t.database.db;
    const bounced = await buildContact(db, {
      workspaceId,
      email: 'a-bounced@x.test',
      status: 'bounced',
    });
    await buildContactActivity(db, bounced, { campaign_count: 1, sent_count: 1, opened_count: 2 });
    const unsubscribed = await buildContact(db, {
      workspaceId,
      email: 'b-unsub@x.test',
      status: 'unsubscribed',
    });
    await buildContactActivity(db, unsubscribed, { campaign_count: 1, replied_count: 1 });
    const engaged = await buildContact(db, { workspaceId, email: 'c-engaged@x.test' });
    await buildContactActivity(db, engaged, { campaign_count: 2, sent_count: 3, clicked_count: 1 });
    const sent = await buildContact(db, { workspaceId, email: 'd-sent@x.test' });
    await buildContactActivity(db, sent, { campaign_count: 1, sent_count: 1 });
    const queued = await buildContact(db, { workspaceId, email: 'e-queued@x.test' });
    await buildContactActivity(db, queued, { campaign_count: 1 });
    const leftCampaign = await buildContact(db, { workspaceId, email: 'f-left@x.test' });
    await buildContactActivity(db, leftCampaign, {
      campaign_count: 0,
      sent_count: 1,
      opened_count: 1,
    });
    await buildContact(db, { workspaceId, email: 'g-created@x.test' });

    const answer = await search(token, { limit: 25 });
    expect(answer.status).toBe(200);
    const byEmail = Object.fromEntries(answer.body.data.map((row) => [row.email, row]));
    expect(
      Object.fromEntries(
        Object.entries(byEmail).map(([email, row]) => [email, row.display_status]),
      ),
    ).toEqual({
      'a-bounced@x.test': 'BOUNCED',
      'b-unsub@x.test': 'UNSUBSCRIBED',
      'c-engaged@x.test': 'ENGAGED',
      'd-sent@x.test': 'EMAIL SENT',
      'e-queued@x.test': 'IN CAMPAIGN',
      'f-left@x.test': 'CREATED',
      'g-created@x.test': 'CREATED',
    });
    expect(byEmail['c-engaged@x.test']).toMatchObject({
      status: 'active',
      campaign_count: 2,
      sent_count: 3,
      engaged_count: 1,
    });
    expect(byEmail['g-created@x.test']).toMatchObject({
      campaign_count: 0,
      sent_count: 0,
      engaged_count: 0,
    });
  });
});

describe('filters, search and paging', () => {
  it('applies each filter of the page', async () => {
    const { workspaceId, token } = await workspaceWithOwner();
    const db = t.database.db;
    const make = async (
      email: string,
      counts: Parameters<typeof buildContactActivity>[2],
      status?: 'bounced' | 'unsubscribed',
    ) => {
      const contact = await buildContact(db, { workspaceId, email, status });
      if (Object.keys(counts).length) await buildContactActivity(db, contact, counts);
    };
    await make('in@x.test', { campaign_count: 1 });
    await make('sent@x.test', { campaign_count: 1, sent_count: 1 });
    await make('opened@x.test', { campaign_count: 1, sent_count: 1, opened_count: 1 });
    await make('clicked@x.test', { campaign_count: 1, sent_count: 1, clicked_count: 1 });
    await make('replied@x.test', { campaign_count: 1, sent_count: 1, replied_count: 1 });
    await make('lead@x.test', { campaign_count: 1, sent_count: 1, lead_count: 1 });
    await make('bounced@x.test', {}, 'bounced');
    await make('unsub@x.test', {}, 'unsubscribed');
    await make('plain@x.test', {});

    const emailsFor = async (filter: string) =>
      (await search(token, { filter })).body.data.map((row) => row.email).sort();
    expect(await emailsFor('')).toHaveLength(9);
    expect(await emailsFor('in_campaign')).toEqual(
      ['clicked', 'in', 'lead', 'opened', 'replied', 'sent'].map((n) => `${n}@x.test`),
    );
    expect(await emailsFor('email_sent')).toEqual(
      ['clicked', 'lead', 'opened', 'replied', 'sent'].map((n) => `${n}@x.test`),
    );
    expect(await emailsFor('has_opened')).toEqual(['opened@x.test']);
    expect(await emailsFor('has_clicked')).toEqual(['clicked@x.test']);
    expect(await emailsFor('has_replied')).toEqual(['replied@x.test']);
    expect(await emailsFor('has_leads')).toEqual(['lead@x.test']);
    expect(await emailsFor('engaged')).toEqual([
      'clicked@x.test',
      'opened@x.test',
      'replied@x.test',
    ]);
    expect(await emailsFor('bounced')).toEqual(['bounced@x.test']);
    expect(await emailsFor('unsubscribed')).toEqual(['unsub@x.test']);
    // The older form's `status` field is the same filter.
    expect((await search(token, { status: 'bounced' })).body.data.map((r) => r.email)).toEqual([
      'bounced@x.test',
    ]);

    const unknown = await search(token, { filter: 'everything' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: CONTACT_SEARCH_MESSAGES.filter },
    });
  });

  it('pages newest first with an exact total, and refuses bad paging', async () => {
    const { workspaceId, token } = await workspaceWithOwner();
    const emails = Array.from({ length: 30 }, (_, i) => `p${String(i).padStart(2, '0')}@x.test`);
    await contactsInOrder(workspaceId, emails);
    const first = await search(token, { offset: 0, limit: 25 });
    expect(first.body.total).toBe(30);
    expect(first.body.total_capped).toBe(false);
    expect(first.body.data.map((r) => r.email)).toEqual([...emails].reverse().slice(0, 25));
    const second = await search(token, { offset: 25, limit: 25 });
    expect(second.body.data.map((r) => r.email)).toEqual(
      ['p04', 'p03', 'p02', 'p01', 'p00'].map((p) => `${p}@x.test`),
    );
    expect(second.body.total).toBe(30);

    expect(await search(token, { limit: 0 })).toMatchObject({
      status: 400,
      body: { message: CONTACT_SEARCH_MESSAGES.limit },
    });
    expect(await search(token, { limit: 101 })).toMatchObject({
      status: 400,
      body: { message: CONTACT_SEARCH_MESSAGES.limit },
    });
    expect(await search(token, { offset: -1 })).toMatchObject({
      status: 400,
      body: { message: CONTACT_SEARCH_MESSAGES.offset },
    });
    expect(await search(token, { offset: 'two' })).toMatchObject({
      status: 400,
      body: { message: CONTACT_SEARCH_MESSAGES.offset },
    });
  });

  it('takes a null field over /v1 as a missing one, as it always did', async () => {
    const { workspaceId, token } = await workspaceWithOwner();
    await contactsInOrder(workspaceId, ['n1@x.test', 'n2@x.test']);
    const answer = await search(token, {
      offset: null,
      limit: null,
      search_text: null,
      filter: null,
      list_id: null,
      email: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r) => r.email)).toEqual(['n2@x.test', 'n1@x.test']);
    const unsubscribers = await t.rest<{ data: unknown[] }>('POST', '/v1/contact/unsubscribes', {
      body: { offset: null, limit: null, searchText: null },
      token,
    });
    expect(unsubscribers.status).toBe(200);
  });

  it('searches part of the address from two characters, literally', async () => {
    const { workspaceId, token } = await workspaceWithOwner();
    await contactsInOrder(workspaceId, [
      'Anna.Smith@acme.test',
      'bob@acme.test',
      'carla@other.test',
      'under_score@x.test',
      'underXscore@x.test',
      '100%real@x.test',
    ]);
    const found = async (text: string) =>
      (await search(token, { search_text: text })).body.data.map((r) => r.email).sort();
    expect(await found('ACME')).toEqual(['Anna.Smith@acme.test', 'bob@acme.test']);
    expect(await found('smith@')).toEqual(['Anna.Smith@acme.test']);
    // One character is not a search: everything comes back.
    expect(await found('q')).toHaveLength(6);
    // LIKE wildcards are plain characters.
    expect(await found('r_s')).toEqual(['under_score@x.test']);
    expect(await found('0%r')).toEqual(['100%real@x.test']);
    // The older form's `query`.
    expect((await search(token, { query: 'carla' })).body.data.map((r) => r.email)).toEqual([
      'carla@other.test',
    ]);
    expect((await search(token, { search_text: 'acme' })).body.total).toBe(2);
    // Newest first and paged, whichever way the page is fetched.
    expect((await search(token, { search_text: 'acme' })).body.data.map((r) => r.email)).toEqual([
      'bob@acme.test',
      'Anna.Smith@acme.test',
    ]);
    const second = await search(token, { search_text: 'acme', offset: 1, limit: 1 });
    expect(second.body.data.map((r) => r.email)).toEqual(['Anna.Smith@acme.test']);
  });

  it('narrows to a list and to the lists a user uploaded; another workspace stays invisible', async () => {
    const { workspace, workspaceId, user, token } = await workspaceWithOwner();
    const db = t.database.db;
    const teammate = await buildUser(db, { workspace, email: 'mate@team.test' });
    const [a, b, c] = await contactsInOrder(workspaceId, ['a@x.test', 'b@x.test', 'c@x.test']);
    const mine = await buildContactList(db, {
      workspaceId,
      createdBy: user.id,
      contactIds: [a.id, b.id],
    });
    await buildContactList(db, { workspaceId, createdBy: teammate.id, contactIds: [b.id, c.id] });

    const other = await buildWorkspace(db);
    const stranger = await buildContact(db, { workspaceId: other.id, email: 'a@x.test' });
    const theirs = await buildContactList(db, { workspaceId: other.id, contactIds: [stranger.id] });

    const emails = async (body: Record<string, unknown>) =>
      (await search(token, body)).body.data.map((r) => r.email).sort();
    expect(await emails({})).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
    expect(await emails({ list_id: mine.id })).toEqual(['a@x.test', 'b@x.test']);
    expect(await emails({ email: 'MATE@team.test' })).toEqual(['b@x.test', 'c@x.test']);
    expect(await emails({ email: user.email, list_id: mine.id, search_text: 'b@' })).toEqual([
      'b@x.test',
    ]);
    // A user of another workspace, or nobody: no contacts.
    expect(await emails({ email: 'nobody@team.test' })).toEqual([]);
    const notFound = { status: 404, body: { message: CONTACT_MESSAGES.listNotFound } };
    expect(await search(token, { list_id: theirs.id })).toEqual(notFound);
    expect(await search(token, { list_id: 'not-a-uuid' })).toEqual(notFound);
    expect(await search(token, { list_id: '00000000-0000-4000-8000-000000000000' })).toEqual(
      notFound,
    );
  });

  it('caps the total past the threshold and says so', async () => {
    const { workspaceId, token } = await workspaceWithOwner();
    await t.database.db.query(
      `INSERT INTO contact (workspace_id, email)
       SELECT $1, 'bulk' || i || '@many.test' FROM generate_series(1, $2) i`,
      [workspaceId, CONTACT_TOTAL_CAP + 5],
    );
    const answer = await search(token, { limit: 25 });
    expect(answer.body).toMatchObject({ total: CONTACT_TOTAL_CAP, total_capped: true });
    expect(answer.body.data).toHaveLength(25);
    const narrowed = await search(token, { search_text: 'bulk1000' });
    // bulk1000 and bulk10000 … bulk10005.
    expect(narrowed.body).toMatchObject({ total: 7, total_capped: false });
    // The tiles count exactly.
    const summary = await t.rest('POST', '/v1/contact/summary', { body: {}, token });
    expect(summary.body).toEqual({
      data: {
        total: CONTACT_TOTAL_CAP + 5,
        in_campaign: 0,
        engaged: 0,
        leads: 0,
        bounced: 0,
        unsubscribed: 0,
      },
    });
  });
});

describe('the stat tiles', () => {
  it('count the workspace or one user’s lists, over REST and GraphQL', async () => {
    const { workspace, workspaceId, user, token } = await workspaceWithOwner();
    const db = t.database.db;
    const teammate = await buildUser(db, { workspace });
    const [a, b, c, d] = await contactsInOrder(workspaceId, [
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
    ]);
    await buildContactActivity(db, a, {
      campaign_count: 1,
      sent_count: 1,
      opened_count: 1,
      lead_count: 1,
    });
    await buildContactActivity(db, b, { campaign_count: 1 });
    await db.query(`UPDATE contact SET status = 'bounced' WHERE id = $1`, [c.id]);
    await db.query(`UPDATE contact SET status = 'unsubscribed' WHERE id = $1`, [d.id]);
    await buildContactList(db, { workspaceId, createdBy: teammate.id, contactIds: [a.id, d.id] });
    const other = await buildWorkspace(db);
    await buildContact(db, { workspaceId: other.id, status: 'bounced' });

    const all = await t.rest('POST', '/v1/contact/summary', { body: { email: '' }, token });
    expect(all).toEqual({
      status: 200,
      body: {
        data: { total: 4, in_campaign: 2, engaged: 1, leads: 1, bounced: 1, unsubscribed: 1 },
      },
    });
    const theirs = await t.gql<{ contactStats: Record<string, number> }>(
      `query($e: String) { contactStats(userEmail: $e) { total inCampaign engaged leads bounced unsubscribed } }`,
      { e: teammate.email },
      { token },
    );
    expect(theirs.data?.contactStats).toEqual({
      total: 2,
      inCampaign: 1,
      engaged: 1,
      leads: 1,
      bounced: 0,
      unsubscribed: 1,
    });
    const mine = await t.rest('POST', '/v1/contact/summary', {
      body: { email: user.email },
      token,
    });
    expect(mine.body).toEqual({
      data: { total: 0, in_campaign: 0, engaged: 0, leads: 0, bounced: 0, unsubscribed: 0 },
    });
  });
});

describe('GraphQL', () => {
  it('searches with the same rules and lists the lists', async () => {
    const { workspaceId, user, token } = await workspaceWithOwner();
    const db = t.database.db;
    const [a, b] = await contactsInOrder(workspaceId, ['a@x.test', 'b@x.test']);
    await buildContactActivity(db, b, { campaign_count: 1, sent_count: 1 });
    const list = await buildContactList(db, {
      workspaceId,
      createdBy: user.id,
      name: 'Leads Q3',
      contactIds: [a.id, b.id],
    });
    const answer = await t.gql<{
      contacts: {
        rows: { email: string; displayStatus: string }[];
        total: number;
        totalCapped: boolean;
      };
      contactLists: { id: string; name: string; contactsCount: number }[];
    }>(
      `query($input: ContactSearchInput!) {
         contacts(input: $input) { rows { email displayStatus } total totalCapped }
         contactLists { id name contactsCount }
       }`,
      { input: { listId: list.id, filter: 'email_sent', searchText: null, offset: 0, limit: 25 } },
      { token },
    );
    expect(answer.data).toEqual({
      contacts: {
        rows: [{ email: 'b@x.test', displayStatus: 'EMAIL SENT' }],
        total: 1,
        totalCapped: false,
      },
      contactLists: [{ id: list.id, name: 'Leads Q3', contactsCount: 2 }],
    });
    const bad = await t.gql(`query { contacts(input: { limit: 500 }) { total } }`, {}, { token });
    expect(bad.errors?.[0]).toMatchObject({
      message: CONTACT_SEARCH_MESSAGES.limit,
      extensions: { code: 'BAD_REQUEST' },
    });
    const signedOut = await t.rest('POST', '/v1/contact/search', { body: {} });
    expect(signedOut.status).toBe(401);
  });
});
