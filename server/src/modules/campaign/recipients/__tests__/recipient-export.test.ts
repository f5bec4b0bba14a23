import { CAMPAIGN_MESSAGES, RECIPIENT_MESSAGES } from '@outbound/common';
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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EXPORT = `query ($input: CampaignRecipientExportInput!, $after: String, $limit: Int) {
  campaignRecipientExport(input: $input, after: $after, limit: $limit) {
    __typename displayKeys next
    recipients { __typename id email createdAt latestSentAt paused state values }
  }
}`;

/**
 * A campaign of 60 recipients from two lists: People (email, first_name; p0–p39, every 3rd at
 * initech) and More (email only; m0–m19). Some share a created_at to the microsecond, so the
 * export's keyset must break ties by id.
 */
async function setup() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { token } = await t.signIn({ workspace });
  const tag = workspace.id.slice(0, 8);
  const people = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    name: 'People',
    columns: ['email', 'first_name'],
    rows: Array.from({ length: 40 }, (_, i) => ({
      email: `p${i}-${tag}@${i % 3 === 0 ? 'initech' : 'acme'}.test`,
      first_name: `P${i}`,
    })),
  });
  const more = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    name: 'More',
    columns: ['email'],
    rows: Array.from({ length: 20 }, (_, i) => ({ email: `m${i}-${tag}@umbrella.test` })),
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    status: 'started',
    steps: 2,
    listIds: [people.id, more.id],
  });
  // Ten distinct instants with microseconds, six recipients each.
  await db.query(
    `UPDATE campaign_recipient r SET created_at = timestamptz '2025-01-01 00:00:00.123456Z'
                                  + (n.rn % 10) * interval '1 second'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM campaign_recipient
              WHERE campaign_id = $1) n
      WHERE r.id = n.id`,
    [campaign.id],
  );
  const ids: { id: string; email: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 ORDER BY r.created_at, r.id`,
    [campaign.id],
  );
  return { workspace, token, campaignId: campaign.id, people, more, ordered: ids };
}

async function exportAll(token: string, input: Json, limit: number) {
  const rows: Json[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const answer: Json = await t.gql<Json>(EXPORT, { input, after, limit }, { token });
    expect(answer.errors).toBeUndefined();
    const page: Json = answer.data!.campaignRecipientExport;
    rows.push(...page.recipients);
    after = page.next;
    pages += 1;
  } while (after !== null);
  return { rows, pages };
}

it('pages through every recipient exactly once, in the tab order, with their columns', async () => {
  const { token, campaignId, ordered } = await setup();
  const db = t.database.db;
  await db.query(
    `UPDATE campaign_recipient SET last_sent_at = '2025-02-03T10:00:00Z', paused = true
      WHERE id = $1`,
    [ordered[1].id],
  );
  const { rows, pages } = await exportAll(token, { campaignId }, 7);
  expect(pages).toBe(9); // 60 rows: eight full pages and a short one
  expect(rows.map((row) => row.id)).toEqual(ordered.map((row) => row.id));
  const first = await t.gql<Json>(EXPORT, { input: { campaignId }, limit: 2 }, { token });
  const page = first.data!.campaignRecipientExport;
  expect(page.displayKeys).toEqual(['email', 'first_name']);
  expect(page.recipients[1]).toMatchObject({
    id: ordered[1].id,
    email: ordered[1].email,
    latestSentAt: '2025-02-03T10:00:00.000Z',
    paused: true,
    state: 'active',
  });
  expect(page.recipients[0].latestSentAt).toBeNull();
  const person = rows.find((row) => row.email.startsWith('p7-'))!;
  expect(person.values).toEqual([person.email, 'P7']);
  const other = rows.find((row) => row.email.startsWith('m3-'))!;
  expect(other.values).toEqual([other.email, '']);
});

it("exports only the tab's filter: search from 2 characters, event and list", async () => {
  const { token, campaignId, people, more, ordered } = await setup();
  const byEmail = (prefix: string) => ordered.find((row) => row.email.startsWith(prefix))!;
  await t.services.events.record({ type: 'open', recipientId: byEmail('p3-').id });
  await t.services.events.record({ type: 'open', recipientId: byEmail('m4-').id });
  await t.services.events.record({ type: 'open', recipientId: byEmail('p4-').id, flagged: true });
  const emails = async (input: Json) =>
    (await exportAll(token, { campaignId, ...input }, 4)).rows.map((row) => row.email);
  const expected = (keep: (email: string) => boolean) =>
    ordered.map((row) => row.email).filter(keep);
  expect(await emails({ text: 'INITECH' })).toEqual(expected((e) => e.includes('@initech')));
  expect(await emails({ text: 'i' })).toHaveLength(60);
  expect(await emails({ listId: more.id })).toEqual(expected((e) => e.startsWith('m')));
  expect(await emails({ eventType: 'open' })).toEqual(
    expected((e) => e.startsWith('p3-') || e.startsWith('m4-')),
  );
  expect(await emails({ eventType: 'open', listId: people.id })).toEqual(
    expected((e) => e.startsWith('p3-')),
  );
});

it('refuses bad filters, cursors and limits with 400 and hides other workspaces (404)', async () => {
  const { token, campaignId } = await setup();
  const error = async (variables: Json, as = token) =>
    (await t.gql<Json>(EXPORT, variables, { token: as })).errors?.[0];
  const bad = (message: string) => ({ message, extensions: { code: 'BAD_REQUEST' } });
  expect(await error({ input: { campaignId, eventType: 'sent' } })).toMatchObject(
    bad(RECIPIENT_MESSAGES.eventType),
  );
  expect(await error({ input: { campaignId, listId: 'x' } })).toMatchObject({
    extensions: { code: 'BAD_REQUEST' },
  });
  const id = '00000000-0000-4000-8000-000000000000';
  // Shaped like Postgres' timestamps but not dates it reads: a forged cursor is a 400, not a 500.
  const forged = ['2026-02-30 10:00:00+00', '2026-13-01 10:00:00+00', '2026-01-01 24:00:00+00'];
  const cursors = [
    'not a cursor',
    Buffer.from('["1 OR 1=1","x"]').toString('base64url'),
    ...forged.map((at) => Buffer.from(JSON.stringify([at, id])).toString('base64url')),
  ];
  for (const after of cursors)
    expect(await error({ input: { campaignId }, after })).toMatchObject(
      bad('The export cursor is not valid.'),
    );
  for (const limit of [0, 501])
    expect(await error({ input: { campaignId }, limit })).toMatchObject(
      bad('The limit must be a whole number from 1 to 500.'),
    );
  const other = await setup();
  expect(await error({ input: { campaignId } }, other.token)).toMatchObject({
    message: CAMPAIGN_MESSAGES.notFound,
    extensions: { code: 'NOT_FOUND' },
  });
  // The default page of 500, with __typename as Apollo Client asks, fits the query cost limit.
  expect(await error({ input: { campaignId } })).toBeUndefined();
});
