import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';
import { selectRecipientPage } from '../queries/recipient-tab';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/**
 * A started campaign of 30 recipients from People (p0–p19, every third at initech) and More
 * (m0–m9, every other at initech), with events: opens (some flagged only), clicks, replies (the
 * default rule makes them leads) and bounces.
 */
async function setup() {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { token } = await t.signIn({ workspace });
  const tag = workspace.id.slice(0, 8);
  const rows = (prefix: string, count: number, every: number) =>
    Array.from({ length: count }, (_, i) => ({
      email: `${prefix}${i}-${tag}@${i % every === 0 ? 'initech' : 'acme'}.test`,
    }));
  const people = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    name: 'People',
    columns: ['email'],
    rows: rows('p', 20, 3),
  });
  const more = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    name: 'More',
    columns: ['email'],
    rows: rows('m', 10, 2),
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    status: 'started',
    steps: 2,
    listIds: [people.id, more.id],
  });
  const recipients: { id: string; email: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY ct.email`,
    [campaign.id],
  );
  const events = t.services.events;
  for (const [index, recipient] of recipients.entries()) {
    const recordAs = (type: 'open' | 'click' | 'reply' | 'bounce', flagged = false) =>
      events.record({ type, recipientId: recipient.id, flagged });
    if (index % 2 === 0) await recordAs('open');
    if (index % 2 === 0 && index % 4 === 0) await recordAs('open');
    if (index % 5 === 1) await recordAs('open', true);
    if (index % 3 === 0) await recordAs('click');
    if (index % 7 === 0) await recordAs('reply');
    if (index === 5 || index === 22) await recordAs('bounce');
  }
  return { token, campaign, lists: [people.id, more.id] };
}

/** The tab's filter counted and listed the plain way: an EXISTS per recipient, an ILIKE. */
async function recount(campaignId: string, eventType: string, listId: string, text: string) {
  const rows: { id: string }[] = await t.database.db.query(
    `SELECT r.id FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1
        AND ($2 = '' OR r.list_id = nullif($2, '')::uuid)
        AND ($3 = '' OR EXISTS (SELECT 1 FROM email_event e WHERE e.recipient_id = r.id
                                   AND e.type = $3 AND NOT e.flagged))
        AND ($4 = '' OR ct.email::text ILIKE '%' || $4 || '%')
      ORDER BY r.created_at, r.id`,
    [campaignId, listId, eventType, text],
  );
  return rows.map((row) => row.id);
}

it('matches a recount under every filter, from the counters and from the events', async () => {
  const { campaign, lists } = await setup();
  const db = t.database.db;
  const [counters] = await db.query(
    `SELECT (SELECT sum(recipients)::int FROM campaign_list_counter WHERE campaign_id = $1) AS kept,
            (SELECT count(*)::int FROM campaign_recipient WHERE campaign_id = $1) AS actual`,
    [campaign.id],
  );
  // The counters are in use: they agree with the recipients.
  expect(counters).toEqual({ kept: 30, actual: 30 });
  const checked: string[] = [];
  for (const eventType of ['', 'lead', 'open', 'click', 'reply', 'bounce'])
    for (const listId of ['', ...lists])
      for (const text of ['', 'initech']) {
        const expected = await recount(campaign.id, eventType, listId, text);
        const filter = { eventType, listId, text };
        for (const maxProbes of [10_000, 0]) {
          const page = await selectRecipientPage(
            db,
            campaign.id,
            filter,
            { offset: 0, limit: 100 },
            maxProbes,
          );
          const label = JSON.stringify({ ...filter, maxProbes });
          expect({ label, total: page.total, ids: page.rows.map((row) => row.id) }).toEqual({
            label,
            total: expected.length,
            ids: expected,
          });
          const second = await selectRecipientPage(
            db,
            campaign.id,
            filter,
            { offset: 2, limit: 3 },
            maxProbes,
          );
          expect(second.rows.map((row) => row.id)).toEqual(expected.slice(2, 5));
        }
        checked.push(`${eventType}/${listId}/${text}: ${expected.length}`);
      }
  // Every filter was checked, with some recipients to find.
  expect(checked).toHaveLength(36);
  expect((await recount(campaign.id, 'bounce', '', '')).length).toBe(2);
  expect((await recount(campaign.id, 'open', '', '')).length).toBe(15);
});

it('counts exactly when the counters no longer agree with the recipients', async () => {
  const { token, campaign } = await setup();
  const db = t.database.db;
  await db.query(
    `UPDATE campaign_list_counter SET recipients = recipients + 1, open = open + 5
      WHERE campaign_id = $1`,
    [campaign.id],
  );
  const answer = await t.rest<{ total_count: number }>('POST', '/v1/campaign/recipients/list', {
    token,
    body: { campaignID: campaign.id, eventType: 'open' },
  });
  expect(answer.body.total_count).toBe((await recount(campaign.id, 'open', '', '')).length);
});
