/**
 * The Activity feed's pages are read off the indexes made for them (migration 0024), checked with
 * EXPLAIN on the very statements the service runs, over a few thousand events.
 */
import { startTestServer, type TestServer } from '../../../../test/server';
import type { EventInput } from '../../events/event-types';
import { buildReportCampaign, type ReportCampaign } from './report-campaign';

let t: TestServer;
let c: ReportCampaign;
beforeAll(async () => {
  t = await startTestServer();
  const emails = (tag: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${tag}${i}@feed.test`);
  c = await buildReportCampaign(t, {
    steps: 2,
    lists: [
      { name: 'A', emails: emails('a', 600) },
      { name: 'B', emails: emails('b', 600) },
    ],
  });
  const other = await buildReportCampaign(t, {
    steps: 1,
    lists: [{ name: 'O', emails: emails('o', 1200) }],
  });
  const T0 = Date.parse('2026-05-01T00:00:00Z');
  const inputs = (campaign: ReportCampaign): EventInput[] =>
    Object.values(campaign.recipient).flatMap(({ id }, i) => [
      { type: 'sent', recipientId: id, stepId: campaign.stepIds[0], at: new Date(T0 + i * 1000) },
      { type: 'open', recipientId: id, stepId: campaign.stepIds[0], at: new Date(T0 + i * 2000) },
      ...(i % 2
        ? [{ type: 'click' as const, recipientId: id, at: new Date(T0 + i * 3000), flagged: true }]
        : []),
    ]);
  for (const campaign of [c, other]) {
    const all = inputs(campaign);
    for (let from = 0; from < all.length; from += 1000)
      await t.database.db.transaction((tx) =>
        t.services.events.recordBatch(tx, all.slice(from, from + 1000)),
      );
  }
  await t.database.db.query('ANALYZE email_event');
}, 120_000);
afterAll(() => t.close());

/** The statements the service sends while answering `run`, with their parameters. */
async function statementsOf(run: () => Promise<unknown>): Promise<[string, unknown[]][]> {
  const spy = jest.spyOn(t.services.db, 'query');
  try {
    await run();
    return spy.mock.calls.map(([sql, params]) => [sql, (params ?? []) as unknown[]]);
  } finally {
    spy.mockRestore();
  }
}

/** The names of the indexes a statement's plan reads. */
async function indexesOf(sql: string, params: unknown[]): Promise<string[]> {
  const [{ 'QUERY PLAN': plan }] = await t.database.db.query(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  const names: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Index Name']) names.push(node['Index Name'] as string);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan[0].Plan);
  return names;
}

it.each([
  { name: 'all lists, all events', args: {}, index: 'email_event_campaign_idx' },
  { name: 'all lists, ignoring sends', args: { ignoreSends: true }, index: 'email_event_feed_idx' },
  { name: 'one list', args: { list: 0 }, index: 'email_event_feed_list_idx' },
  {
    name: 'one list, ignoring sends',
    args: { list: 1, ignoreSends: true },
    index: 'email_event_feed_list_idx',
  },
] as { name: string; args: { list?: number; ignoreSends?: boolean }; index: string }[])(
  'reads the page of $name off $index',
  async ({ args, index }) => {
    const statements = await statementsOf(async () => {
      const page = await t.services.campaignReports.activities(c.caller, {
        campaignId: c.campaignId,
        listId: args.list === undefined ? null : c.lists[args.list].id,
        ignoreSends: args.ignoreSends,
        offset: 100,
        limit: 50,
      });
      expect(page.activities).toHaveLength(50);
    });
    const feed = statements.filter(([sql]) => sql.includes('FROM email_event e'));
    expect(feed).toHaveLength(1);
    expect(await indexesOf(...feed[0])).toContain(index);
  },
);
