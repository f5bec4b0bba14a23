/**
 * The Summary and the Activity feed of a campaign, over GraphQL and /v1, from events recorded by
 * the one recording path: the figures, the list filter, 'Ignore sends', paging, escaping.
 */
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildReportCampaign, recordEvent, type ReportCampaign } from './report-campaign';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FIGURES = `recipients sent pending
  open { count percentage } click { count percentage } reply { count percentage }
  bounce { count percentage } unsubscribe { count percentage } lead { count percentage }`;
const OVERVIEW = `query ($campaignId: ID!, $listId: ID) {
  campaignOverview(campaignId: $campaignId, listId: $listId) {
    leads { won { count percentage } lost { count percentage } open { count percentage }
            ignore { count percentage } total }
    steps { id position subject status figures { ${FIGURES} } }
    total { ${FIGURES} }
    messagesSent tracked } }`;
const ACTIVITIES = `query ($campaignId: ID!, $listId: ID, $ignoreSends: Boolean, $offset: Int, $limit: Int) {
  campaignActivities(campaignId: $campaignId, listId: $listId, ignoreSends: $ignoreSends,
                     offset: $offset, limit: $limit) {
    activities { id type createdAt message email stepPosition } total } }`;

const T0 = Date.parse('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

/**
 * North (ann, bob, cy) and South (dee, eve), two messages. Everyone gets Email 1; ann opens twice
 * and clicks, bob opens and replies (a lead by the default rule), cy's open is a bot's (flagged),
 * dee opens and unsubscribes, eve bounces; ann and cy get Follow-up 1 and ann opens it.
 */
async function busyCampaign(): Promise<ReportCampaign> {
  const c = await buildReportCampaign(t, {
    steps: 2,
    lists: [
      { name: 'North', emails: ['ann@n.test', 'bob@n.test', 'cy@n.test'] },
      { name: 'South', emails: ['dee@s.test', 'eve@s.test'] },
    ],
  });
  const events: Parameters<typeof recordEvent>[2][] = [
    ...['ann@n.test', 'bob@n.test', 'cy@n.test', 'dee@s.test', 'eve@s.test'].map((email, i) => ({
      type: 'sent' as const,
      email,
      step: 1,
      at: at(i),
    })),
    { type: 'open', email: 'ann@n.test', step: 1, at: at(10) },
    { type: 'open', email: 'ann@n.test', step: 1, at: at(11) },
    { type: 'click', email: 'ann@n.test', step: 1, at: at(12) },
    { type: 'open', email: 'bob@n.test', step: 1, at: at(13) },
    { type: 'reply', email: 'bob@n.test', step: 1, at: at(14) },
    { type: 'open', email: 'cy@n.test', step: 1, at: at(15), flagged: true },
    { type: 'open', email: 'dee@s.test', step: 1, at: at(16) },
    { type: 'unsubscribe', email: 'dee@s.test', step: 1, at: at(17) },
    { type: 'bounce', email: 'eve@s.test', step: 1, at: at(18) },
    { type: 'sent', email: 'ann@n.test', step: 2, at: at(20) },
    { type: 'sent', email: 'cy@n.test', step: 2, at: at(21) },
    { type: 'open', email: 'ann@n.test', step: 2, at: at(22) },
  ];
  for (const event of events) await recordEvent(t, c, event);
  return c;
}

const figure = (count: number, percentage: number) => ({ count, percentage });

describe('the Summary', () => {
  it('reads the funnel per message, the Total column and the leads from the counters', async () => {
    const c = await busyCampaign();
    const answer = await t.gql<Json>(OVERVIEW, { campaignId: c.campaignId }, { token: c.token });
    expect(answer.errors).toBeUndefined();
    const overview = answer.data!.campaignOverview;
    expect(overview.steps.map((step: Json) => [step.id, step.position])).toEqual([
      [c.stepIds[0], 1],
      [c.stepIds[1], 2],
    ]);
    // A lead is the campaign's (made by its rules), not one message's: no step counts it.
    expect(overview.steps[0].figures).toEqual({
      recipients: 5,
      sent: 5,
      pending: 0,
      open: figure(3, 60),
      click: figure(1, 20),
      reply: figure(1, 20),
      bounce: figure(1, 20),
      unsubscribe: figure(1, 20),
      lead: figure(0, 0),
    });
    expect(overview.steps[1].figures).toEqual({
      recipients: 5,
      sent: 2,
      // bob (a lead), dee (unsubscribed) and eve (bounced) stopped before it: nobody still to get it.
      pending: 0,
      open: figure(1, 50),
      click: figure(0, 0),
      reply: figure(0, 0),
      bounce: figure(0, 0),
      unsubscribe: figure(0, 0),
      lead: figure(0, 0),
    });
    expect(overview.total).toEqual({
      recipients: 5,
      sent: 5,
      pending: 0,
      open: figure(3, 60),
      click: figure(1, 20),
      reply: figure(1, 20),
      bounce: figure(1, 20),
      unsubscribe: figure(1, 20),
      lead: figure(1, 20),
    });
    expect(overview.messagesSent).toBe(7);
    expect(overview.tracked).toBe(true);
    expect(overview.leads).toEqual({
      won: figure(0, 0),
      lost: figure(0, 0),
      open: figure(1, 100),
      ignore: figure(0, 0),
      total: 1,
    });
  });

  it('follows the list filter, and /v1 answers the same figures under the spec names', async () => {
    const c = await busyCampaign();
    const [north, south] = c.lists;
    await t.database.db.query(`UPDATE lead SET status = 'won' WHERE campaign_id = $1`, [
      c.campaignId,
    ]);
    const gql = async (listId: string) =>
      (await t.gql<Json>(OVERVIEW, { campaignId: c.campaignId, listId }, { token: c.token })).data!
        .campaignOverview;
    const northOverview = await gql(north.id);
    expect(northOverview.total).toMatchObject({
      recipients: 3,
      sent: 3,
      open: figure(2, 66.67),
      click: figure(1, 33.33),
      bounce: figure(0, 0),
    });
    // bob, the third of North, became a lead before the second message: not pending.
    expect(northOverview.steps[1].figures).toMatchObject({ sent: 2, pending: 0 });
    expect(northOverview.leads.won).toEqual(figure(1, 100));
    expect(northOverview.messagesSent).toBe(5);
    const southOverview = await gql(south.id);
    expect(southOverview.total).toMatchObject({
      recipients: 2,
      sent: 2,
      open: figure(1, 50),
      bounce: figure(1, 50),
      unsubscribe: figure(1, 50),
      lead: figure(0, 0),
    });
    expect(southOverview.steps[1].figures).toMatchObject({ sent: 0, pending: 0 });
    expect(southOverview.leads.total).toBe(0);

    const rest = await t.rest<Json>('POST', '/v1/campaign/overview/summary', {
      token: c.token,
      body: { campaign_id: c.campaignId, list_id: north.id },
    });
    expect(rest.status).toBe(200);
    const summary = rest.body.campaignOverview;
    expect(summary).toMatchObject({
      leads_status_count_percentage: {
        won: figure(1, 100),
        lost: figure(0, 0),
        open: figure(0, 0),
        ignore: figure(0, 0),
      },
      total_leads_count: 1,
      first_step_total_recipients: 3,
      steps_count: 2,
      total_email_event_count: {
        sent: 3,
        open: 2,
        click: 1,
        reply: 1,
        bounce: 0,
        unsubscribe: 0,
        lead: 1,
      },
      total_email_event_count_percentage: { open: figure(2, 66.67), lead: figure(1, 33.33) },
    });
    expect(summary.steps[1]).toEqual({
      step_id: c.stepIds[1],
      subject: 'Re: Hello {{email}}',
      status: 'active',
      total_recipients: 3,
      pending_recipients: 0,
      email_event_counts: {
        sent: 2,
        open: 1,
        click: 0,
        reply: 0,
        bounce: 0,
        unsubscribe: 0,
        lead: 0,
      },
      email_event_counts_percentage: {
        open: figure(1, 50),
        click: figure(0, 0),
        reply: figure(0, 0),
        bounce: figure(0, 0),
        unsubscribe: figure(0, 0),
        lead: figure(0, 0),
      },
    });
  });

  it('says opens and clicks are not tracked for plain text or with tracking off', async () => {
    const plain = await buildReportCampaign(t, {
      steps: 1,
      mime: 'text/plain',
      lists: [{ name: 'L', emails: ['p@plain.test'] }],
    });
    const html = await buildReportCampaign(t, {
      steps: 1,
      lists: [{ name: 'L', emails: ['h@html.test'] }],
    });
    const tracked = async (c: ReportCampaign) =>
      (await t.gql<Json>(OVERVIEW, { campaignId: c.campaignId }, { token: c.token })).data!
        .campaignOverview.tracked;
    expect(await tracked(plain)).toBe(false);
    expect(await tracked(html)).toBe(true);
    await t.database.db.query(
      `UPDATE campaign SET track_open = false, track_clicks = false WHERE id = $1`,
      [html.campaignId],
    );
    expect(await tracked(html)).toBe(false);
  });
});

describe('the Activity feed', () => {
  /** The campaign's unflagged events, newest first, straight from email_event (the reference). */
  const reference = async (c: ReportCampaign, filter = '') =>
    (
      await t.database.db.query(
        `SELECT e.id::text AS id, e.type FROM email_event e
          WHERE e.campaign_id = $1 AND NOT e.flagged ${filter}
          ORDER BY e.created_at DESC, e.id DESC`,
        [c.campaignId],
      )
    ).map((row: Json) => `${row.type} ${row.id}`);

  const feed = async (c: ReportCampaign, args: Json) => {
    const answer = await t.gql<Json>(
      ACTIVITIES,
      { campaignId: c.campaignId, ...args },
      { token: c.token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.campaignActivities;
  };

  /** Every page of `limit` until the total is reached. */
  const allPages = async (c: ReportCampaign, args: Json, limit: number) => {
    const seen: string[] = [];
    let total = -1;
    for (let offset = 0; total === -1 || offset < total; offset += limit) {
      const page = await feed(c, { ...args, offset, limit });
      total = page.total;
      seen.push(...page.activities.map((a: Json) => `${a.type} ${a.id}`));
    }
    return { seen, total };
  };

  it('pages through the unflagged events newest first, with or without sends, per list', async () => {
    const c = await busyCampaign();
    const [north] = c.lists;
    const all = await allPages(c, {}, 4);
    expect(all.total).toBe(17);
    expect(all.seen).toEqual(await reference(c));

    const withoutSends = await allPages(c, { ignoreSends: true }, 3);
    expect(withoutSends.total).toBe(10);
    expect(withoutSends.seen).toEqual(await reference(c, `AND e.type <> 'sent'`));

    const northOnly = await allPages(c, { listId: north.id }, 5);
    expect(northOnly.total).toBe(12);
    expect(northOnly.seen).toEqual(await reference(c, `AND e.list_id = '${north.id}'`));
    const northWithoutSends = await allPages(c, { listId: north.id, ignoreSends: true }, 50);
    expect(northWithoutSends.total).toBe(7);
    expect(northWithoutSends.seen).toEqual(
      await reference(c, `AND e.list_id = '${north.id}' AND e.type <> 'sent'`),
    );
  });

  it('names the contact and the message in each entry', async () => {
    const c = await busyCampaign();
    const page = await feed(c, { limit: 50 });
    const messages = page.activities.map((a: Json) => a.message);
    // The lead is recorded when the reply made the rules hold: now, after the replayed events.
    expect(messages.slice(0, 4)).toEqual([
      '<b>bob@n.test</b> became a lead',
      '<b>ann@n.test</b> opened <b>Follow-up 1</b>',
      '<b>cy@n.test</b> was sent <b>Follow-up 1</b>',
      '<b>ann@n.test</b> was sent <b>Follow-up 1</b>',
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        '<b>eve@s.test</b> bounced on <b>Email 1</b>',
        '<b>dee@s.test</b> unsubscribed from <b>Email 1</b>',
        '<b>bob@n.test</b> replied to <b>Email 1</b>',
        '<b>ann@n.test</b> clicked a link in <b>Email 1</b>',
      ]),
    );
    expect(messages.some((message: string) => message.includes('cy@n.test</b> opened'))).toBe(
      false,
    );
    expect(page.activities[1]).toMatchObject({
      type: 'open',
      email: 'ann@n.test',
      stepPosition: 2,
      createdAt: '2026-03-02T09:22:00.000Z',
    });

    const rest = await t.rest<Json>('POST', '/v1/campaign/overview/activities', {
      token: c.token,
      body: { campaign_id: c.campaignId, list_id: null, ignore_sends: true, offset: 2, limit: 2 },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      campaignOverviewActivities: [
        {
          event_type: 'bounce',
          created_at: '2026-03-02T09:18:00.000Z',
          message: '<b>eve@s.test</b> bounced on <b>Email 1</b>',
        },
        {
          event_type: 'unsubscribe',
          created_at: '2026-03-02T09:17:00.000Z',
          message: '<b>dee@s.test</b> unsubscribed from <b>Email 1</b>',
        },
      ],
      total_count: 10,
    });
  });

  it('escapes contact data: an address never becomes markup', async () => {
    // One address the contact rules accept, one written by older code that did not check.
    const accepted = `o'neil&lt;img&gt;@hostile.test`;
    const stored = `"<img src=x onerror=alert(1)>"@x.com`;
    const c = await buildReportCampaign(t, {
      steps: 1,
      lists: [{ name: 'Hostile', emails: [accepted, stored] }],
    });
    expect(Object.keys(c.recipient).sort()).toEqual([stored, accepted].sort());
    await recordEvent(t, c, { type: 'sent', email: accepted, step: 1, at: at(1) });
    await recordEvent(t, c, { type: 'reply', email: stored, step: 1, at: at(2) });
    const page = await feed(c, { ignoreSends: false });
    const messages = page.activities.map((a: Json) => a.message);
    expect(messages).toContain(
      '<b>&quot;&lt;img src=x onerror=alert(1)&gt;&quot;@x.com</b> replied to <b>Email 1</b>',
    );
    expect(messages).toContain(
      '<b>o&#39;neil&amp;lt;img&amp;gt;@hostile.test</b> was sent <b>Email 1</b>',
    );
    for (const message of messages) expect(message).not.toMatch(/<img|<(?!\/?b>)/);
  });
});
