import type { Logger } from 'typeorm';
import { buildCampaign } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { MAX_COMPLEXITY } from '../graphql/limits';

let t: TestServer;
let token: string;
let workspaceId: string;
beforeAll(async () => {
  t = await startTestServer();
  const signedIn = await t.signIn();
  token = signedIn.token;
  workspaceId = signedIn.user.workspaceId;
});
afterAll(() => t.close());

/** Counts the SQL statements the API sends while `work` runs (through TypeORM's logger). */
async function countQueries(work: () => Promise<unknown>): Promise<number> {
  const logger = t.database.db.logger;
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
  Object.defineProperty(t.database.db, 'logger', { value: counting, configurable: true });
  try {
    await work();
  } finally {
    Object.defineProperty(t.database.db, 'logger', { value: logger, configurable: true });
  }
  return count;
}

const PAGE = `query Page($limit: Int!) {
  campaigns(input: { limit: $limit }) {
    total
    campaigns { id name steps { id subject } labels { id name } }
  }
}`;

/** The client's campaign list (CampaignList with its CampaignRow fields). */
const CLIENT_PAGE = `query ClientPage($limit: Int!) {
  campaigns(input: { limit: $limit }) {
    total
    campaigns {
      id name status currentTab createdAt createdByName
      mailAccount { id email name }
      counts { recipients sent lead reply open bounce }
      labels { id name }
    }
  }
}`;

describe('GraphQL cost', () => {
  it('refuses 200 aliases of a campaign page with its steps as too complex, before any SQL', async () => {
    const aliases = Array.from(
      { length: 200 },
      (_, i) => `a${i}: campaigns(input: { limit: 100 }) { campaigns { steps { id } } }`,
    ).join('\n');
    let answer: Awaited<ReturnType<TestServer['gql']>> = {};
    const queries = await countQueries(async () => {
      answer = await t.gql(`{ ${aliases} }`, {}, { token });
    });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].message).toMatch(
      new RegExp(`^Query is too complex: \\d+, at most ${MAX_COMPLEXITY} allowed\\.$`),
    );
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    expect(queries).toBeLessThanOrEqual(2); // the session lookup only
  });

  it('counts list sizes: a page size or the default list size multiplies the fields below it', async () => {
    const one = `c0: campaigns(input: { limit: 100 }) { campaigns { steps { id } } }`;
    expect((await t.gql(`{ ${one} }`, {}, { token })).errors).toBeUndefined();
    const ten = Array.from({ length: 10 }, (_, i) => one.replace('c0', `c${i}`)).join('\n');
    expect((await t.gql(`{ ${ten} }`, {}, { token })).errors?.[0].message).toMatch(/too complex/);
  });

  it('the campaign list page of 100 the client shows stays under the limit', async () => {
    const answer = await t.gql(CLIENT_PAGE, { limit: 100 }, { token });
    expect(answer.errors).toBeUndefined();
  });
});

describe('per-campaign fields are batched', () => {
  beforeAll(async () => {
    const [label] = await t.database.db.query(
      `INSERT INTO label (workspace_id, name) VALUES ($1, 'Warm') RETURNING id`,
      [workspaceId],
    );
    for (let i = 0; i < 50; i += 1) {
      const campaign = await buildCampaign(t.database.db, { workspaceId, steps: 2 });
      await t.database.db.query(
        `INSERT INTO campaign_label (campaign_id, label_id, workspace_id) VALUES ($1, $2, $3)`,
        [campaign.id, label.id, workspaceId],
      );
    }
  });

  it('a page of 50 campaigns with steps and labels runs as many queries as a page of 2', async () => {
    let page: Awaited<ReturnType<TestServer['gql']>> = {};
    const forFifty = await countQueries(async () => {
      page = await t.gql(PAGE, { limit: 50 }, { token });
    });
    expect(page.errors).toBeUndefined();
    const campaigns = (page.data as { campaigns: { campaigns: { steps: unknown[] }[] } }).campaigns
      .campaigns;
    expect(campaigns).toHaveLength(50);
    expect(campaigns.every((campaign) => campaign.steps.length === 2)).toBe(true);
    const forTwo = await countQueries(() => t.gql(PAGE, { limit: 2 }, { token }));
    expect(forFifty).toBe(forTwo);
    expect(forFifty).toBeLessThanOrEqual(6);
  });

  it("another workspace's campaigns get no steps through the batch", async () => {
    const other = await t.signIn();
    const answer = await t.gql(PAGE, { limit: 50 }, { token: other.token });
    expect(answer.data).toEqual({ campaigns: { total: 0, campaigns: [] } });
    const steps = await t.services.campaignSteps.listByCampaigns(
      {
        userId: other.user.id,
        workspaceId: other.user.workspaceId,
        sessionId: 'x',
        role: 'admin' as const,
      },
      (
        await t.database.db.query(`SELECT id FROM campaign WHERE workspace_id = $1`, [workspaceId])
      ).map((row: { id: string }) => row.id),
    );
    expect(steps.size).toBe(0);
  });
});
