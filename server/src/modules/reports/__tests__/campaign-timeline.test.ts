/**
 * The Timeline tab: its zone (the campaign mailbox's), dates and lists, and the graph per local
 * date, DST-correct, over GraphQL and /v1.
 */
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { DateTime } from 'luxon';
import { buildCampaign, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildReportCampaign, recordEvent, type ReportCampaign } from './report-campaign';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TIMELINE = `query ($campaignId: ID!, $listId: ID) {
  campaignTimeline(campaignId: $campaignId, listId: $listId) {
    timeZone firstDate today lists { id name createdAt totalContacts } } }`;
const GRAPH = `query ($campaignId: ID!, $listId: ID, $startDate: String!, $endDate: String!) {
  campaignTimelineGraph(campaignId: $campaignId, listId: $listId, startDate: $startDate,
                        endDate: $endDate) {
    timeZone series { key label stepId } days { date values } } }`;

const ZONE = 'America/New_York';
const EMAILS = ['a@tl.test', 'b@tl.test', 'c@tl.test', 'd@tl.test', 'e@tl.test', 'f@tl.test'];

/**
 * A campaign of three messages whose mailbox sends from New York, created on 5 March 2026 at
 * 22:00 there (03:00 UTC on the 6th), to First (a, b, c) and Second (d, e, f). Email 1 goes out
 * around local midnight and the start of DST (8 March, 02:00 → 03:00), Follow-up 1 around the end
 * of DST (1 November, 02:00 → 01:00).
 */
async function newYorkCampaign(): Promise<ReportCampaign> {
  const c = await buildReportCampaign(t, {
    steps: 3,
    zone: ZONE,
    createdAt: new Date('2026-03-06T03:00:00Z'),
    lists: [
      { name: 'First', emails: EMAILS.slice(0, 3) },
      { name: 'Second', emails: EMAILS.slice(3) },
    ],
  });
  const firstSends = [
    '2026-03-08T04:59:59Z', // 7 March, 23:59:59 EST
    '2026-03-08T05:00:00Z', // 8 March, 00:00 EST
    '2026-03-08T06:59:00Z', // 8 March, 01:59 EST
    '2026-03-08T07:00:00Z', // 8 March, 03:00 EDT
    '2026-03-09T03:59:00Z', // 8 March, 23:59 EDT
    '2026-03-09T04:00:00Z', // 9 March, 00:00 EDT (a fixed -5 offset would say the 8th)
  ];
  for (const [i, time] of firstSends.entries())
    await recordEvent(t, c, { type: 'sent', email: EMAILS[i], step: 1, at: new Date(time) });
  // Sent twice: counted once, at the first time.
  await recordEvent(t, c, {
    type: 'sent',
    email: EMAILS[0],
    step: 1,
    at: new Date('2026-03-10T12:00:00Z'),
  });
  const followUps = [
    '2026-11-01T03:59:00Z', // 31 October, 23:59 EDT
    '2026-11-01T04:30:00Z', // 1 November, 00:30 EDT
    '2026-11-02T04:30:00Z', // 1 November, 23:30 EST (a fixed -4 offset would say the 2nd)
    '2026-11-02T05:00:00Z', // 2 November, 00:00 EST
  ];
  for (const [i, time] of followUps.entries())
    await recordEvent(t, c, { type: 'sent', email: EMAILS[i + 2], step: 2, at: new Date(time) });
  return c;
}

const graph = async (c: ReportCampaign, args: Json) => {
  const answer = await t.gql<Json>(
    GRAPH,
    { campaignId: c.campaignId, ...args },
    { token: c.token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.campaignTimelineGraph;
};

describe('the Timeline', () => {
  it("answers the mailbox's zone, the campaign's first date, today there and the lists", async () => {
    const c = await newYorkCampaign();
    const answer = await t.gql<Json>(TIMELINE, { campaignId: c.campaignId }, { token: c.token });
    expect(answer.errors).toBeUndefined();
    const timeline = answer.data!.campaignTimeline;
    const linked: Json[] = await t.database.db.query(
      `SELECT list_id, created_at FROM campaign_list WHERE campaign_id = $1`,
      [c.campaignId],
    );
    const linkedAt = (id: string) =>
      linked.find((row) => row.list_id === id)!.created_at.toISOString();
    expect(timeline).toEqual({
      timeZone: ZONE,
      firstDate: '2026-03-05',
      today: DateTime.now().setZone(ZONE).toISODate(),
      lists: [
        { id: c.lists[0].id, name: 'First', createdAt: linkedAt(c.lists[0].id), totalContacts: 3 },
        {
          id: c.lists[1].id,
          name: 'Second',
          createdAt: linkedAt(c.lists[1].id),
          totalContacts: 3,
        },
      ],
    });

    const filtered = await t.gql<Json>(
      TIMELINE,
      { campaignId: c.campaignId, listId: c.lists[1].id },
      { token: c.token },
    );
    expect(filtered.data!.campaignTimeline.lists).toEqual([timeline.lists[1]]);

    const rest = await t.rest<Json>('POST', '/v1/campaign/timeline', {
      token: c.token,
      body: { campaign_id: c.campaignId, list_id: '' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      campaignTimeline: {
        list_details: [
          {
            _id: c.lists[0].id,
            name: 'First',
            created_at: linkedAt(c.lists[0].id),
            total_contacts: 3,
          },
          {
            _id: c.lists[1].id,
            name: 'Second',
            created_at: linkedAt(c.lists[1].id),
            total_contacts: 3,
          },
        ],
      },
    });
  });

  it('is in UTC for a campaign without a mailbox', async () => {
    const workspace = await buildWorkspace(t.database.db);
    const { token } = await t.signIn({ workspace });
    const campaign = await buildCampaign(t.database.db, {
      workspaceId: workspace.id,
      mailAccountId: null,
      createdAt: new Date('2026-03-06T03:00:00Z'),
    });
    const answer = await t.gql<Json>(TIMELINE, { campaignId: campaign.id }, { token });
    expect(answer.data!.campaignTimeline).toEqual({
      timeZone: 'UTC',
      firstDate: '2026-03-06',
      today: DateTime.utc().toISODate(),
      lists: [],
    });
  });
});

describe('the Timeline graph', () => {
  it('counts first sends per message on their local dates across both DST changes', async () => {
    const c = await newYorkCampaign();
    const march = await graph(c, { startDate: '2026-03-07', endDate: '2026-03-10' });
    expect(march.timeZone).toBe(ZONE);
    expect(march.series).toEqual([
      { key: 'contacts_added', label: 'Contacts Added', stepId: null },
      { key: 'email', label: 'Email', stepId: c.stepIds[0] },
      { key: 'follow_up_1', label: 'Follow-up 1', stepId: c.stepIds[1] },
      { key: 'follow_up_2', label: 'Follow-up 2', stepId: c.stepIds[2] },
    ]);
    expect(march.days).toEqual([
      { date: '2026-03-07', values: [0, 1, 0, 0] },
      { date: '2026-03-08', values: [0, 4, 0, 0] },
      { date: '2026-03-09', values: [0, 1, 0, 0] },
      { date: '2026-03-10', values: [0, 0, 0, 0] },
    ]);
    const november = await graph(c, { startDate: '2026-10-31', endDate: '2026-11-02' });
    expect(november.days).toEqual([
      { date: '2026-10-31', values: [0, 0, 1, 0] },
      { date: '2026-11-01', values: [0, 0, 2, 0] },
      { date: '2026-11-02', values: [0, 0, 1, 0] },
    ]);
    // One day alone: its buckets from local midnight to the next, both edges exact.
    expect((await graph(c, { startDate: '2026-03-08', endDate: '2026-03-08' })).days).toEqual([
      { date: '2026-03-08', values: [0, 4, 0, 0] },
    ]);
  });

  it('counts contacts added on the date they were linked, per list', async () => {
    const c = await newYorkCampaign();
    const today = DateTime.now().setZone(ZONE).toISODate()!;
    const days = (await graph(c, { startDate: today, endDate: today })).days;
    expect(days).toEqual([{ date: today, values: [6, 0, 0, 0] }]);
    const first = await graph(c, { listId: c.lists[0].id, startDate: today, endDate: today });
    expect(first.days).toEqual([{ date: today, values: [3, 0, 0, 0] }]);
    const second = await graph(c, {
      listId: c.lists[1].id,
      startDate: '2026-03-07',
      endDate: '2026-03-09',
    });
    // d, e, f of Second: 8 March 03:00 EDT and 23:59 EDT, 9 March 00:00 EDT.
    expect(second.days.map((day: Json) => day.values[1])).toEqual([0, 2, 1]);
  });

  it('answers /v1 rows keyed by date with one column per series', async () => {
    const c = await newYorkCampaign();
    const rest = await t.rest<Json>('POST', '/v1/campaign/timeline/graph', {
      token: c.token,
      body: { campaign_id: c.campaignId, start_date: '2026-03-08', end_date: '2026-03-09' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      campaignTimelineGraph: {
        '2026-03-08': {
          _date: '2026-03-08',
          contacts_added: 0,
          email: 4,
          follow_up_1: 0,
          follow_up_2: 0,
        },
        '2026-03-09': {
          _date: '2026-03-09',
          contacts_added: 0,
          email: 1,
          follow_up_1: 0,
          follow_up_2: 0,
        },
      },
    });
  });

  it('takes 366 dates at most, in order, as yyyy-MM-dd', async () => {
    const c = await newYorkCampaign();
    const year = await graph(c, { startDate: '2028-01-01', endDate: '2028-12-31' });
    expect(year.days).toHaveLength(366);
    const bad = async (startDate: string, endDate: string) => {
      const answer = await t.rest<Json>('POST', '/v1/campaign/timeline/graph', {
        token: c.token,
        body: { campaign_id: c.campaignId, start_date: startDate, end_date: endDate },
      });
      return [answer.status, answer.body.message];
    };
    expect(await bad('2026-01-01', '2027-01-02')).toEqual([
      400,
      'The graph covers at most 366 days.',
    ]);
    expect(await bad('2026-03-09', '2026-03-08')).toEqual([
      400,
      'The start date must not be after the end date.',
    ]);
    for (const date of ['2026-02-30', '2026-3-08', '08/03/2026', '', '2026-03-08T00:00'])
      expect(await bad(date, '2026-03-08')).toEqual([
        400,
        'Dates must be valid dates in the form yyyy-MM-dd.',
      ]);
    const gqlBad = await t.gql<Json>(
      GRAPH,
      { campaignId: c.campaignId, startDate: '2026-03-08', endDate: 'tomorrow' },
      { token: c.token },
    );
    expect(gqlBad.errors![0]).toMatchObject({
      message: 'Dates must be valid dates in the form yyyy-MM-dd.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(CAMPAIGN_MESSAGES.campaignIdMissing).toBe('Campaign ID is missing');
  });
});
