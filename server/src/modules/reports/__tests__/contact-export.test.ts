/**
 * The per-contact report: keyset pages over GraphQL, and the /v1 exports streamed a page at a
 * time, on a campaign of a few thousand recipients.
 */
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildReportCampaign, type ReportCampaign } from './report-campaign';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EXPORT = `query ($campaignId: ID!, $stepId: ID, $after: String, $limit: Int) {
  campaignContactExport(campaignId: $campaignId, stepId: $stepId, after: $after, limit: $limit) {
    rows { email lastSentOn opens clicks replies bounced lead } next } }`;

const SIZE = 2_500;
const address = (i: number) => `p${String(i).padStart(5, '0')}@export.test`;
const T0 = Date.parse('2026-06-01T08:00:00Z');

interface Expected {
  email: string;
  lastSentOn: string | null;
  opens: number;
  clicks: number;
  replies: number;
  bounced: boolean;
  lead: boolean;
}

let c: ReportCampaign;
/** What each recipient did, in the order they were added: the whole report, then of Follow-up 1. */
let expected: Expected[];
let expectedStep2: Expected[];

/**
 * SIZE recipients in two lists, every one sent Email 1; every 3rd opens it (every 6th twice, and
 * once more as a bot), every 5th clicks, every 7th gets Follow-up 1 and opens it, every 11th
 * replies to Email 1 (a lead), every 13th bounces.
 */
beforeAll(async () => {
  const emails = Array.from({ length: SIZE }, (_, i) => address(i));
  c = await buildReportCampaign(t, {
    steps: 2,
    lists: [
      { name: 'Half A', emails: emails.slice(0, SIZE / 2) },
      { name: 'Half B', emails: emails.slice(SIZE / 2) },
    ],
  });
  const db = t.database.db;
  // Recipients in the order of their address, some added at the same instant (the keyset's tie).
  await db.query(
    `UPDATE campaign_recipient r
        SET created_at = timestamptz '2026-05-01Z' + (substr(ct.email, 2, 5)::int / 2) * interval '1 ms'
       FROM contact ct WHERE ct.id = r.contact_id AND r.campaign_id = $1`,
    [c.campaignId],
  );
  const step1 = c.stepIds[0];
  const step2 = c.stepIds[1];
  const inputs: Parameters<typeof t.services.events.recordBatch>[1] = [];
  expected = [];
  expectedStep2 = [];
  emails.forEach((email, i) => {
    const recipientId = c.recipient[email].id;
    const at = (minutes: number) => new Date(T0 + i * 1000 + minutes * 60_000);
    const push = (
      type: Parameters<typeof recordFor>[0],
      stepId: string,
      m: number,
      flagged = false,
    ) => inputs.push(recordFor(type, recipientId, stepId, at(m), flagged));
    push('sent', step1, 0);
    const opens = i % 3 === 0 ? (i % 6 === 0 ? 2 : 1) : 0;
    for (let k = 0; k < opens; k++) push('open', step1, 1 + k);
    if (i % 3 === 0) push('open', step1, 5, true);
    const clicks = i % 5 === 0 ? 1 : 0;
    if (clicks) push('click', step1, 6);
    const followUp = i % 7 === 0;
    if (followUp) {
      push('sent', step2, 10);
      push('open', step2, 11);
    }
    const replies = i % 11 === 0 ? 1 : 0;
    if (replies) push('reply', step1, 12);
    const bounced = i % 13 === 0;
    if (bounced) push('bounce', step1, 13);
    const lastSent = new Date(T0 + i * 1000 + (followUp ? 10 : 0) * 60_000).toISOString();
    const row = {
      email,
      lastSentOn: lastSent,
      opens: opens + (followUp ? 1 : 0),
      clicks,
      replies,
      bounced,
      lead: replies > 0,
    };
    expected.push(row);
    if (followUp)
      expectedStep2.push({
        ...row,
        opens: 1,
        clicks: 0,
        replies: 0,
        bounced: false,
        lastSentOn: at(10).toISOString(),
      });
  });
  // The report's order: when they were added, then by id among those added at the same instant.
  const order = (row: Expected) =>
    [Math.floor(emails.indexOf(row.email) / 2), c.recipient[row.email].id] as const;
  const byOrder = (a: Expected, b: Expected) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0);
  };
  expected.sort(byOrder);
  expectedStep2.sort(byOrder);
  for (let from = 0; from < inputs.length; from += 1000)
    await db.transaction((tx) =>
      t.services.events.recordBatch(tx, inputs.slice(from, from + 1000)),
    );
  // The send ledger's side of a send (the dispatcher keeps it): the recipient's last send.
  await db.query(
    `UPDATE campaign_recipient r SET last_sent_at = e.at
       FROM (SELECT recipient_id, max(created_at) AS at FROM email_event
              WHERE campaign_id = $1 AND type = 'sent' GROUP BY recipient_id) e
      WHERE e.recipient_id = r.id`,
    [c.campaignId],
  );
}, 120_000);

function recordFor(
  type: 'sent' | 'open' | 'click' | 'reply' | 'bounce',
  recipientId: string,
  stepId: string,
  at: Date,
  flagged: boolean,
) {
  return { type, recipientId, stepId, at, flagged };
}

const exportPage = async (args: Json) => {
  const answer = await t.gql<Json>(
    EXPORT,
    { campaignId: c.campaignId, ...args },
    { token: c.token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.campaignContactExport;
};

it('pages through every recipient by keyset, with no gap and no repeat', async () => {
  const rows: Expected[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page: Json = await exportPage({ after, limit: 700 });
    rows.push(...page.rows);
    after = page.next;
    pages += 1;
  } while (after !== null);
  expect(pages).toBe(4);
  expect(new Set(rows.map((row) => row.email)).size).toBe(SIZE);
  expect(rows).toEqual(expected);
});

it('reports one message: only recipients sent it, with its own events', async () => {
  // The schema's cost limit allows about 1,100 rows of these 7 fields a page.
  const page = await exportPage({ stepId: c.stepIds[1], limit: 1000 });
  expect(page.next).toBeNull();
  expect(page.rows).toEqual(expectedStep2);
});

it('streams /v1/campaign/export and /v1/campaign/stage/export as one JSON document', async () => {
  const whole = await t.app.inject({
    method: 'POST',
    url: '/v1/campaign/export',
    headers: { authorization: `Bearer ${c.token}` },
    payload: { campaign_id: c.campaignId },
  });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toMatch(/^application\/json/);
  // Written as it is read: no length known in advance.
  expect(whole.headers['content-length']).toBeUndefined();
  const body = whole.json().eventsCountPerContact as Json[];
  expect(body).toHaveLength(SIZE);
  expect(body).toEqual(
    expected.map((row) => ({
      email: row.email,
      last_sent_on: row.lastSentOn,
      events: {
        open: row.opens,
        click: row.clicks,
        reply: row.replies,
        bounce: row.bounced,
        lead: row.lead,
      },
    })),
  );

  const stage = await t.rest<Json>('POST', '/v1/campaign/stage/export', {
    token: c.token,
    body: { campaign_id: c.campaignId, step_id: c.stepIds[1] },
  });
  expect(stage.status).toBe(200);
  expect(stage.body.eventsCountPerContact.map((row: Json) => row.email)).toEqual(
    expectedStep2.map((row) => row.email),
  );
});

it('reads the report a page at a time, only as the reader asks for more', async () => {
  const pages = await t.services.campaignReports.exportRows(c.caller, {
    campaignId: c.campaignId,
    limit: 1000,
  });
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  expect(first.value).toHaveLength(1000);
  const sizes = [first.value.length];
  for (let next = await iterator.next(); !next.done; next = await iterator.next())
    sizes.push(next.value.length);
  expect(sizes).toEqual([1000, 1000, 500]);
});

it('answers an empty report for a campaign nobody was sent yet', async () => {
  const empty = await buildReportCampaign(t, { steps: 1, lists: [] });
  const answer = await t.rest<Json>('POST', '/v1/campaign/export', {
    token: empty.token,
    body: { campaign_id: empty.campaignId },
  });
  expect(answer).toEqual({ status: 200, body: { eventsCountPerContact: [] } });
});

it('refuses bad input with 400 and an unknown message with 404, before any byte', async () => {
  const post = (url: string, body: Json) => t.rest<Json>('POST', url, { token: c.token, body });
  const answer = async (url: string, body: Json) => {
    const result = await post(url, body);
    return [result.status, result.body.message];
  };
  expect(await answer('/v1/campaign/export', {})).toEqual([400, 'Campaign ID is missing']);
  expect(await answer('/v1/campaign/stage/export', { campaign_id: c.campaignId })).toEqual([
    400,
    CAMPAIGN_MESSAGES.stepIdMissing,
  ]);
  expect(
    await answer('/v1/campaign/stage/export', { campaign_id: c.campaignId, step_id: 'x1' }),
  ).toEqual([400, 'The message ID must be a UUID.']);
  const other = await buildReportCampaign(t, { steps: 1, lists: [] });
  expect(
    await answer('/v1/campaign/stage/export', {
      campaign_id: c.campaignId,
      step_id: other.stepIds[0],
    }),
  ).toEqual([404, CAMPAIGN_MESSAGES.stepNotFound]);
  for (const [args, message] of [
    [{ after: 'not a cursor', limit: 10 }, 'The export cursor is not valid.'],
    [
      { after: Buffer.from('["1 OR 1=1","x"]').toString('base64url'), limit: 10 },
      'The export cursor is not valid.',
    ],
    // Shaped like Postgres' timestamp but no date it reads: a forged cursor is a 400, not a 500.
    [
      {
        after: Buffer.from(
          JSON.stringify(['2026-02-30 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
        ).toString('base64url'),
        limit: 10,
      },
      'The export cursor is not valid.',
    ],
    [{ limit: 0 }, 'The limit must be a whole number from 1 to 5000.'],
    [{ limit: -1 }, 'The limit must be a whole number from 1 to 5000.'],
  ] as const) {
    const result = await t.gql<Json>(
      EXPORT,
      { campaignId: c.campaignId, ...args },
      { token: c.token },
    );
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_REQUEST' } });
  }
  // The default page, with every field and __typename (as Apollo Client asks), fits the query
  // cost limit.
  const typed = await t.gql<Json>(
    `query ($campaignId: ID!) { campaignContactExport(campaignId: $campaignId) {
       __typename rows { __typename email lastSentOn opens clicks replies bounced lead } next } }`,
    { campaignId: c.campaignId },
    { token: c.token },
  );
  expect(typed.errors).toBeUndefined();
  const page = typed.data!.campaignContactExport;
  expect(page.rows).toHaveLength(500);
  expect(page.next).toEqual(expect.any(String));
  // Past what the schema's cost limit lets through GraphQL: the service itself refuses it.
  await expect(
    t.services.campaignReports.exportPage(c.caller, { campaignId: c.campaignId, limit: 5001 }),
  ).rejects.toMatchObject({ message: 'The limit must be a whole number from 1 to 5000.' });
});
