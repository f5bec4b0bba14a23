/**
 * Every report call, GraphQL and /v1: another workspace's campaign answers exactly like a missing
 * one, a list must be one of the campaign's, and bad input is a 400 with a clear message.
 */
import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { buildContactListWithRows } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildReportCampaign, type ReportCampaign } from './report-campaign';

let t: TestServer;
let mine: ReportCampaign;
let theirs: ReportCampaign;
beforeAll(async () => {
  t = await startTestServer();
  mine = await buildReportCampaign(t, {
    steps: 2,
    lists: [{ name: 'Mine', emails: ['m1@mine.test'] }],
  });
  theirs = await buildReportCampaign(t, {
    steps: 2,
    lists: [{ name: 'Theirs', emails: ['t1@theirs.test'] }],
  });
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DATES = { start_date: '2026-03-01', end_date: '2026-03-02' };
const REST_CALLS: [string, Json][] = [
  ['/v1/campaign/overview/summary', {}],
  ['/v1/campaign/overview/activities', { offset: 0, limit: 50 }],
  ['/v1/campaign/timeline', {}],
  ['/v1/campaign/timeline/graph', DATES],
  ['/v1/campaign/export', {}],
];
const GQL_CALLS: [string, string][] = [
  ['campaignOverview', 'campaignOverview(campaignId: $id, listId: $listId) { messagesSent }'],
  ['campaignActivities', 'campaignActivities(campaignId: $id, listId: $listId) { total }'],
  ['campaignTimeline', 'campaignTimeline(campaignId: $id, listId: $listId) { timeZone }'],
  [
    'campaignTimelineGraph',
    `campaignTimelineGraph(campaignId: $id, listId: $listId, startDate: "2026-03-01",
                           endDate: "2026-03-02") { timeZone }`,
  ],
];

const rest = async (url: string, body: Json, token = mine.token) => {
  const answer = await t.rest<Json>('POST', url, { token, body });
  return [answer.status, answer.body.message];
};
const gql = async (field: string, id: string, listId: string | null = null) => {
  const answer = await t.gql<Json>(
    `query ($id: ID!, $listId: ID) { ${field} }`,
    { id, listId },
    { token: mine.token },
  );
  return [answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.message];
};

const NOT_FOUND = [404, CAMPAIGN_MESSAGES.notFound];

describe('tenancy', () => {
  it("answers another workspace's campaign exactly like a missing one", async () => {
    for (const [url, body] of [
      ...REST_CALLS,
      ['/v1/campaign/stage/export', { step_id: theirs.stepIds[0] }] as [string, Json],
    ]) {
      expect([url, ...(await rest(url, { ...body, campaign_id: theirs.campaignId }))]).toEqual([
        url,
        ...NOT_FOUND,
      ]);
      expect([url, ...(await rest(url, { ...body, campaign_id: randomUUID() }))]).toEqual([
        url,
        ...NOT_FOUND,
      ]);
      // Its owner reads it.
      const own = await t.rest('POST', url, {
        token: theirs.token,
        body: { ...body, campaign_id: theirs.campaignId },
      });
      expect([url, own.status]).toEqual([url, 200]);
    }
    for (const [name, field] of GQL_CALLS) {
      expect([name, ...(await gql(field, theirs.campaignId))]).toEqual([
        name,
        'NOT_FOUND',
        CAMPAIGN_MESSAGES.notFound,
      ]);
      expect([name, ...(await gql(field, randomUUID()))]).toEqual([
        name,
        'NOT_FOUND',
        CAMPAIGN_MESSAGES.notFound,
      ]);
    }
    const exported = await t.gql<Json>(
      `query ($id: ID!) { campaignContactExport(campaignId: $id, limit: 10) { next } }`,
      { id: theirs.campaignId },
      { token: mine.token },
    );
    expect(exported.errors![0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("takes only a list linked to the campaign: another's, or one not linked, is a 404", async () => {
    const unlinked = await buildContactListWithRows(t.database.db, {
      workspaceId: mine.workspaceId,
      columns: ['email'],
      rows: [{ email: 'x@mine.test' }],
    });
    for (const listId of [theirs.lists[0].id, unlinked.id, randomUUID()]) {
      for (const [url, body] of REST_CALLS.slice(0, 4))
        expect([
          url,
          ...(await rest(url, { ...body, campaign_id: mine.campaignId, list_id: listId })),
        ]).toEqual([url, 404, CAMPAIGN_MESSAGES.listNotLinked]);
      for (const [name, field] of GQL_CALLS)
        expect([name, ...(await gql(field, mine.campaignId, listId))]).toEqual([
          name,
          'NOT_FOUND',
          CAMPAIGN_MESSAGES.listNotLinked,
        ]);
    }
    for (const [url, body] of REST_CALLS.slice(0, 4)) {
      const answer = await t.rest('POST', url, {
        token: mine.token,
        body: { ...body, campaign_id: mine.campaignId, list_id: mine.lists[0].id },
      });
      expect([url, answer.status]).toEqual([url, 200]);
    }
  });
});

describe('bad input', () => {
  it("answers a missing campaign id with the spec's 'Campaign ID is missing'", async () => {
    for (const [url, body] of [
      ...REST_CALLS,
      ['/v1/campaign/stage/export', {}] as [string, Json],
    ]) {
      for (const campaignId of [undefined, null, ''])
        expect([url, ...(await rest(url, { ...body, campaign_id: campaignId }))]).toEqual([
          url,
          400,
          'Campaign ID is missing',
        ]);
    }
    expect(await gql(GQL_CALLS[0][1], '')).toEqual(['BAD_REQUEST', 'Campaign ID is missing']);
  });

  it('answers malformed values with 400 and what is wrong', async () => {
    const campaign_id = mine.campaignId;
    const cases: [string, Json, string][] = [
      ['/v1/campaign/overview/summary', { campaign_id: 12345 }, 'The campaign ID must be a UUID.'],
      ['/v1/campaign/timeline', { campaign_id: 'abc' }, 'The campaign ID must be a UUID.'],
      [
        '/v1/campaign/overview/summary',
        { campaign_id, list_id: 'x' },
        'The list ID must be a UUID.',
      ],
      [
        '/v1/campaign/timeline',
        { campaign_id, list_id: { $gt: '' } },
        'The list ID must be a UUID.',
      ],
      [
        '/v1/campaign/overview/activities',
        { campaign_id, ignore_sends: 'yes' },
        'ignore_sends must be true or false.',
      ],
      [
        '/v1/campaign/overview/activities',
        { campaign_id, offset: -1 },
        'The offset must be a whole number of 0 or more.',
      ],
      [
        '/v1/campaign/overview/activities',
        { campaign_id, offset: '10' },
        'The offset must be a whole number of 0 or more.',
      ],
      [
        '/v1/campaign/overview/activities',
        { campaign_id, offset: 1.5 },
        'The offset must be a whole number of 0 or more.',
      ],
      [
        '/v1/campaign/overview/activities',
        { campaign_id, limit: 0 },
        'The limit must be a whole number from 1 to 100.',
      ],
      [
        '/v1/campaign/overview/activities',
        { campaign_id, limit: 101 },
        'The limit must be a whole number from 1 to 100.',
      ],
      [
        '/v1/campaign/timeline/graph',
        { campaign_id },
        'Dates must be valid dates in the form yyyy-MM-dd.',
      ],
      [
        '/v1/campaign/timeline/graph',
        { campaign_id, start_date: 20260301, end_date: '2026-03-02' },
        'Dates must be valid dates in the form yyyy-MM-dd.',
      ],
      [
        '/v1/campaign/timeline/graph',
        { campaign_id, start_date: '2026-03-01', end_date: 'x'.repeat(100_000) },
        'Dates must be valid dates in the form yyyy-MM-dd.',
      ],
      [
        '/v1/campaign/stage/export',
        { campaign_id, step_id: ['a'] },
        'The message ID must be a UUID.',
      ],
    ];
    for (const [url, body, message] of cases)
      expect([url, body, ...(await rest(url, body))]).toEqual([url, body, 400, message]);

    const activities = await t.gql<Json>(
      `query ($id: ID!) { campaignActivities(campaignId: $id, limit: 101) { total } }`,
      { id: campaign_id },
      { token: mine.token },
    );
    expect(activities.errors![0]).toMatchObject({
      message: 'The limit must be a whole number from 1 to 100.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
