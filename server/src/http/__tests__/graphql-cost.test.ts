import { GraphQLInt, GraphQLObjectType, GraphQLSchema, execute, parse } from 'graphql';
import type { Logger } from 'typeorm';
import { buildCampaign, buildWorkspace } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { seedTenantRows } from '../../../test/sweep/seed';
import { MAX_COMPLEXITY } from '../graphql/limits';
import { MAX_ALIASES_PER_FIELD, MAX_ROOT_FIELDS } from '../graphql/operation-caps';
import { limitRootConcurrency, MAX_RUNNING_ROOT_FIELDS } from '../graphql/root-concurrency';
import { CredentialsVault } from '../../modules/mailbox/credentials-vault';
import { loadSecret } from '../../secret';

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
  it('refuses 10 aliases of a campaign page with its steps as too complex, before any SQL', async () => {
    const aliases = Array.from(
      { length: 10 },
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

describe('a flooded thread read many times in one request', () => {
  let conversationId: string;
  let flooder: string;
  beforeAll(async () => {
    // 20 stored replies of 256 kB of nested HTML (and as much text) in one conversation.
    const workspace = await buildWorkspace(t.database.db);
    const signedIn = await t.signIn({ workspace });
    flooder = signedIn.token;
    const vault = new CredentialsVault(loadSecret(t.config));
    const rows = await seedTenantRows(t.database.db, vault, workspace.id, signedIn.user);
    conversationId = rows.conversation;
    const html = '<div>'.repeat(2_000) + 'x'.repeat(240_000) + '</div>'.repeat(2_000);
    for (let i = 0; i < 20; i += 1) {
      await t.database.db.query(
        `INSERT INTO inbox_mail (workspace_id, conversation_id, mail_account_id, message_key, kind,
                                 from_email, subject, received_at, text_body, html_body)
         VALUES ($1, $2, $3, $4, 'reply', 'lead@example.test', 'Re: Hello', now(), $5, $6)`,
        [
          workspace.id,
          conversationId,
          rows.mailbox,
          `<flood-${i}@example.test>`,
          'y'.repeat(250_000),
          html,
        ],
      );
    }
  });

  const reads = (n: number) =>
    `{ ${Array.from(
      { length: n },
      (_, i) => `c${i}: inboxConversation(conversationId: "${conversationId}") { id }`,
    ).join('\n')} }`;

  it('refuses 2,000 aliases at once, before any resolver runs, and keeps answering', async () => {
    let answer: Awaited<ReturnType<TestServer['gql']>> = {};
    const started = Date.now();
    const queries = await countQueries(async () => {
      answer = await t.gql(reads(2_000), {}, { token: flooder });
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: `Query has too many top-level fields: 2000, at most ${MAX_ROOT_FIELDS} allowed.`,
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
    expect(queries).toBeLessThanOrEqual(2); // the session lookup only
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
  });

  it('refuses more aliases of one field than allowed with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${flooder}` },
      payload: { query: reads(MAX_ALIASES_PER_FIELD + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: `Query selects Query.inboxConversation too many times: ${MAX_ALIASES_PER_FIELD + 1}, at most ${MAX_ALIASES_PER_FIELD} allowed.`,
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
  });

  it('counts a conversation read like a page of messages: 10 reads (which took 31 s) are too complex', async () => {
    const answer = await t.gql(reads(10), {}, { token: flooder });
    expect(answer.errors?.[0].message).toMatch(
      /^Query is too complex: \d+, at most 10000 allowed\.$/,
    );
  });

  it('answers the reads that fit, and /healthz still answers', async () => {
    const answer = await t.gql(reads(2), {}, { token: flooder });
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data ?? {})).toEqual(['c0', 'c1']);
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
  });

  it('refuses a batch of operations (an array in one POST), so it cannot add up past the caps', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${flooder}` },
      payload: [{ query: reads(2) }, { query: reads(2) }],
    });
    expect(response.statusCode).toBe(400);
  });
});

it(`runs at most ${MAX_RUNNING_ROOT_FIELDS} root fields of one request at once`, async () => {
  let running = 0;
  let most = 0;
  const schema = limitRootConcurrency(
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          slow: {
            type: GraphQLInt,
            resolve: async () => {
              running += 1;
              most = Math.max(most, running);
              await new Promise<void>((done) => setImmediate(done));
              running -= 1;
              return 1;
            },
          },
        },
      }),
    }),
  );
  const query = `{ ${Array.from({ length: 12 }, (_, i) => `s${i}: slow`).join(' ')} }`;
  const result = await execute({ schema, document: parse(query), contextValue: {} });
  expect(result.errors).toBeUndefined();
  expect(Object.values(result.data ?? {})).toEqual(Array(12).fill(1));
  expect(most).toBe(MAX_RUNNING_ROOT_FIELDS);
});
