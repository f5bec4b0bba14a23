import type { Logger } from 'typeorm';
import { buildCampaign, buildContactListWithRows } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const PAGE = `query Page($limit: Int!) {
  campaigns(input: { limit: $limit }) { campaigns { id name uncertainCount } }
}`;
const ONE = `query One($id: ID!) { campaign(id: $id) { id uncertainCount } }`;

/** A started campaign of `workspaceId` with `rows` recipients whose first sends are in `states`. */
async function campaignWithSends(workspaceId: string, states: string[]): Promise<string> {
  const list = await buildContactListWithRows(db(), {
    workspaceId,
    columns: ['email'],
    rows: states.map((_, i) => ({ email: `u${i}-${Math.random().toString(36).slice(2)}@x.test` })),
  });
  const campaign = await buildCampaign(db(), {
    workspaceId,
    status: 'started',
    steps: 1,
    listIds: [list.id],
  });
  await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state)
     SELECT c.workspace_id, c.id, s.id, r.id, c.mail_account_id, 1,
            '<' || gen_random_uuid() || '@x.test>', (ARRAY[${states.map((_, i) => `$${i + 2}`).join(', ')}])[
              row_number() OVER (ORDER BY r.id)]
       FROM campaign c JOIN step s ON s.campaign_id = c.id JOIN campaign_recipient r ON r.campaign_id = c.id
      WHERE c.id = $1`,
    [campaign.id, ...states],
  );
  return campaign.id;
}

/** Counts the SQL statements the API sends while `work` runs (through TypeORM's logger). */
async function countQueries(work: () => Promise<unknown>): Promise<number> {
  const logger = db().logger;
  let count = 0;
  const counting: Logger = {
    logQuery: () => {
      count += 1;
    },
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  Object.defineProperty(db(), 'logger', { value: counting, configurable: true });
  try {
    await work();
  } finally {
    Object.defineProperty(db(), 'logger', { value: logger, configurable: true });
  }
  return count;
}

it('each campaign of a page shows its uncertain sends, counted for the whole page in one query', async () => {
  const { user, token } = await t.signIn();
  const two = await campaignWithSends(user.workspaceId, ['uncertain', 'sent', 'uncertain']);
  const none = await campaignWithSends(user.workspaceId, ['sent', 'smtp_started', 'failed']);
  for (let i = 0; i < 8; i++) await campaignWithSends(user.workspaceId, ['uncertain']);

  let answer: Awaited<ReturnType<TestServer['gql']>> = {};
  const forTen = await countQueries(async () => {
    answer = await t.gql(PAGE, { limit: 10 }, { token });
  });
  expect(answer.errors).toBeUndefined();
  const rows = (
    answer.data as { campaigns: { campaigns: { id: string; uncertainCount: number }[] } }
  ).campaigns.campaigns;
  const count = new Map(rows.map((row) => [row.id, row.uncertainCount]));
  expect(rows).toHaveLength(10);
  expect(count.get(two)).toBe(2);
  expect(count.get(none)).toBe(0);
  expect(rows.filter((row) => row.uncertainCount === 1)).toHaveLength(8);
  // Without the field, the same page: exactly one statement more for the whole page.
  const without = await countQueries(() =>
    t.gql(
      `query Page($limit: Int!) { campaigns(input: { limit: $limit }) { campaigns { id name } } }`,
      { limit: 10 },
      { token },
    ),
  );
  expect(forTen).toBe(without + 1);

  expect((await t.gql(ONE, { id: two }, { token })).data).toEqual({
    campaign: { id: two, uncertainCount: 2 },
  });
});

it("another workspace's campaign ids count nothing", async () => {
  const owner = await t.signIn();
  const id = await campaignWithSends(owner.user.workspaceId, ['uncertain']);
  const other = await t.signIn();
  const counts = await t.services.dispatch.uncertainCounts(
    {
      userId: other.user.id,
      workspaceId: other.user.workspaceId,
      sessionId: 'x',
      role: 'admin' as const,
    },
    [id],
  );
  expect(counts.size).toBe(0);
  const answer = await t.gql(ONE, { id }, { token: other.token });
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});
