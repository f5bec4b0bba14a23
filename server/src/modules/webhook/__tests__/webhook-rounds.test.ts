import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { buildWorkspace } from '../../../../test/factories';
import { leaseDueChains, recordAttempts } from '../queries/delivery';
import { deliveredOutcome } from './webhook-fixtures';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Plan nodes of an EXPLAIN (FORMAT JSON), flattened. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * A data source that runs each statement under EXPLAIN (ANALYZE: it is carried out) and keeps the
 * plans.
 */
function explaining(db: DataSource, plans: PlanNode[]): DataSource {
  return {
    query: async (sql: string, parameters?: unknown[]) => {
      const [row] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, parameters);
      plans.push(row['QUERY PLAN'][0].Plan);
      return [];
    },
  } as unknown as DataSource;
}

/** Whether a plan reads the whole outbox (its cost then grows with the rows kept 7 days). */
const scansOutbox = (plan: PlanNode) =>
  nodesOf(plan).some(
    (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'webhook_outbox',
  );

it('leases and records a round by ids through indexes, without comparing every leased row with every outcome', async () => {
  const db = database.db;
  const workspace = await buildWorkspace(db);
  const [endpoint] = await db.query(
    `INSERT INTO webhook_endpoint (workspace_id, url, events, secret)
     VALUES ($1, 'https://hooks.example.test/in', '{sent}', 'sealed') RETURNING id`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO webhook_outbox (workspace_id, endpoint_id, event_id, event_type, recipient_id, payload)
     SELECT $1, $2, 'evt_' || i, 'sent', gen_random_uuid(),
            jsonb_build_object('id', 'evt_' || i, 'text', repeat('x', 600))
       FROM generate_series(1, 4000) AS i`,
    [workspace.id, endpoint.id],
  );
  // Statistics as autovacuum leaves them: no row leased, so a worker's rows look like one; rows
  // of a real payload's size, so that the table is not read in a page or two.
  await db.query('VACUUM ANALYZE webhook_outbox');
  const plans: PlanNode[] = [];
  await leaseDueChains(explaining(db, plans), 'worker-0', 64, 60_000, 15);
  expect(scansOutbox(plans[0])).toBe(false);
  const leased = (await leaseDueChains(db, 'worker-1', 512, 60_000, 15)).flat();
  expect(leased).toHaveLength(512);
  const outcomes = leased.slice(0, 256).map(deliveredOutcome);
  await recordAttempts(explaining(db, plans), 'worker-1', outcomes);
  expect(scansOutbox(plans[1])).toBe(false);
  const removed = nodesOf(plans[1]).reduce(
    (sum, node) => sum + (node['Rows Removed by Join Filter'] ?? 0),
    0,
  );
  // Matching each of the worker's 512 rows against the 256 outcomes would remove 130,816.
  expect(removed).toBeLessThan(outcomes.length);
  const [counts] = await db.query(
    `SELECT count(*) FILTER (WHERE state = 'delivered')::int AS delivered,
            count(*) FILTER (WHERE leased_by = 'worker-1')::int AS still_leased,
            count(*) FILTER (WHERE leased_by = 'worker-0')::int AS explained
       FROM webhook_outbox`,
  );
  expect(counts).toEqual({ delivered: 256, still_leased: 256, explained: 64 });
});

it('leases rows of a real payload on their own pages (a HOT update: no index entry written)', async () => {
  const db = database.db;
  // Only this test's rows, on fresh pages: the lease takes the oldest due first.
  await db.query('TRUNCATE webhook_outbox');
  const workspace = await buildWorkspace(db);
  const [endpoint] = await db.query(
    `INSERT INTO webhook_endpoint (workspace_id, url, events, secret)
     VALUES ($1, 'https://hooks.example.test/hot', '{sent}', 'sealed') RETURNING id`,
    [workspace.id],
  );
  await db.query(
    `INSERT INTO webhook_outbox (workspace_id, endpoint_id, event_id, event_type, recipient_id, payload)
     SELECT $1, $2, 'evt_hot_' || i, 'sent', gen_random_uuid(),
            jsonb_build_object('id', 'evt_hot_' || i, 'text', repeat('x', 650))
       FROM generate_series(1, 600) AS i`,
    [workspace.id, endpoint.id],
  );
  const pages = async () =>
    new Map<string, number>(
      (
        await db.query(
          `SELECT id, (ctid::text::point)[0]::int AS page FROM webhook_outbox WHERE endpoint_id = $1`,
          [endpoint.id],
        )
      ).map((row: { id: string; page: number }) => [row.id, row.page]),
    );
  const before = await pages();
  const leased = (await leaseDueChains(db, 'worker-hot', 600, 60_000)).flat();
  expect(leased).toHaveLength(600);
  const after = await pages();
  const stayed = [...before].filter(([id, page]) => after.get(id) === page).length;
  // At fillfactor 70 a page of six rows had room for three more versions: half of them stayed.
  expect(stayed).toBeGreaterThanOrEqual(540);
});
