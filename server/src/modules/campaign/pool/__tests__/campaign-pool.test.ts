import { randomUUID } from 'node:crypto';
import {
  CAMPAIGN_MESSAGES,
  POOL_MAX_MAILBOXES,
  POOL_MESSAGES,
  SENDING_ACCOUNT_MESSAGES,
} from '@outbound/common';
import {
  buildMailAccount,
  buildStartedCampaign,
  buildWorkspace,
} from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';
import { pgPool } from '../../../../db/pg';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const getUrl = (id: string) => `/v1/campaign/${id}/mailAccounts/get`;
const updateUrl = (id: string) => `/v1/campaign/${id}/mailAccounts/update`;
const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * A started campaign of two steps from mailbox A to ada, bob, cy and dan, and two more mailboxes
 * (B, C) of the workspace.
 */
async function setup() {
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const built = await buildStartedCampaign(db(), {
    workspaceId: workspace.id,
    names: ['ada', 'bob', 'cy', 'dan'],
  });
  const b = await buildMailAccount(db(), { workspaceId: workspace.id });
  const c = await buildMailAccount(db(), { workspaceId: workspace.id, timeZone: 'Asia/Tokyo' });
  const [ada, bob, cy, dan] = built.recipients;
  return {
    token,
    workspaceId: workspace.id,
    campaignId: built.campaignId,
    stepId: built.firstStepId,
    a: built.account,
    b,
    c,
    ada,
    bob,
    cy,
    dan,
  };
}
type Context = Awaited<ReturnType<typeof setup>>;

/** A ledger row of the first message to `recipientId` from `mailboxId`. */
async function insertSend(
  c: Context,
  recipientId: string,
  mailboxId: string,
  state: 'claimed' | 'sent' | 'smtp_started',
  lastError: string | null = null,
) {
  await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, last_error, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8,
             CASE WHEN $7 <> 'claimed' THEN now() END, CASE WHEN $7 = 'sent' THEN now() END)`,
    [
      c.workspaceId,
      c.campaignId,
      c.stepId,
      recipientId,
      mailboxId,
      `<${randomUUID()}@example.test>`,
      state,
      lastError,
    ],
  );
  if (state === 'sent')
    await db().query(
      `UPDATE campaign_recipient SET next_position = 2, last_sent_at = now(), mail_account_id = $2
        WHERE id = $1`,
      [recipientId, mailboxId],
    );
}

const pool = async (campaignId: string) =>
  (
    await db().query(
      `SELECT mail_account_id, position FROM campaign_mail_account WHERE campaign_id = $1
        ORDER BY position`,
      [campaignId],
    )
  ).map((row: { mail_account_id: string }) => row.mail_account_id);

const campaignMailbox = async (campaignId: string) =>
  (await db().query(`SELECT mail_account_id FROM campaign WHERE id = $1`, [campaignId]))[0]
    .mail_account_id;

const senders = async (c: Context) =>
  Object.fromEntries(
    (
      await db().query(
        `SELECT id, mail_account_id FROM campaign_recipient WHERE campaign_id = $1`,
        [c.campaignId],
      )
    ).map((row: { id: string; mail_account_id: string | null }) => [row.id, row.mail_account_id]),
  );

const sends = async (c: Context) =>
  db().query(
    `SELECT recipient_id, mail_account_id, state FROM send WHERE campaign_id = $1
      ORDER BY recipient_id`,
    [c.campaignId],
  );

const setPool = (c: Context, ids: unknown, token = c.token) =>
  t.rest('POST', updateUrl(c.campaignId), { token, body: { mail_account_ids: ids } });

describe('POST /v1/campaign/{campaignID}/mailAccounts/update', () => {
  it('sets the pool in order, keeps the first as the campaign’s mailbox, and answers id, email, name', async () => {
    const c = await setup();
    expect(await setPool(c, [c.b.id, c.a.id, c.c.id])).toEqual({
      status: 200,
      body: {
        data: {
          mail_accounts: [
            { id: c.b.id, email: c.b.email, name: 'Mailbox' },
            { id: c.a.id, email: c.a.email, name: 'Mailbox' },
            { id: c.c.id, email: c.c.email, name: 'Mailbox' },
          ],
        },
      },
    });
    expect(await pool(c.campaignId)).toEqual([c.b.id, c.a.id, c.c.id]);
    expect(await campaignMailbox(c.campaignId)).toBe(c.b.id);
    // The single-mailbox read answers the first.
    const single = await t.rest<{ data: { assigned_to: string } }>(
      'GET',
      `/v1/campaign/${c.campaignId}/mailAccount/get`,
      { token: c.token },
    );
    expect(single.body.data.assigned_to).toBe(c.b.id);
    // Saving the same pool again changes nothing and answers it.
    expect(await setPool(c, [c.b.id, c.a.id, c.c.id])).toMatchObject({ status: 200 });
    expect(await pool(c.campaignId)).toEqual([c.b.id, c.a.id, c.c.id]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const c = await setup();
    const other = await buildMailAccount(db()); // another workspace's mailbox
    const tooMany = Array.from({ length: POOL_MAX_MAILBOXES + 1 }, () => randomUUID());
    const cases: [unknown, string][] = [
      [undefined, POOL_MESSAGES.accountRequired],
      [[], POOL_MESSAGES.accountRequired],
      ['not-a-list', POOL_MESSAGES.idsInvalid],
      [[c.a.id, 7], POOL_MESSAGES.idsInvalid],
      [[c.a.id, c.b.id, c.a.id], POOL_MESSAGES.duplicate],
      [[c.a.id, c.a.id.toUpperCase()], POOL_MESSAGES.duplicate],
      [tooMany, POOL_MESSAGES.tooMany],
      [[c.b.id, 'nope'], SENDING_ACCOUNT_MESSAGES.accountRequired],
      [[c.b.id, MISSING], SENDING_ACCOUNT_MESSAGES.accountRequired],
      [[c.b.id, other.id], SENDING_ACCOUNT_MESSAGES.accountRequired],
    ];
    await insertSend(c, c.ada.id, c.a.id, 'claimed');
    for (const [ids, message] of cases) {
      expect(await setPool(c, ids)).toEqual({
        status: 400,
        body: expect.objectContaining({ message }),
      });
    }
    // Another workspace's mailbox answers exactly like a missing one.
    expect(await setPool(c, [c.b.id, other.id])).toEqual(await setPool(c, [c.b.id, MISSING]));
    expect(await pool(c.campaignId)).toEqual([c.a.id]);
    expect(await campaignMailbox(c.campaignId)).toBe(c.a.id);
    expect(await sends(c)).toEqual([
      { recipient_id: c.ada.id, mail_account_id: c.a.id, state: 'claimed' },
    ]);
  });

  it("answers 404 for another workspace's campaign, exactly like a missing one, changing nothing", async () => {
    const mine = await setup();
    const theirs = await setup();
    const notFound = { status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } };
    expect(await setPool(theirs, [mine.a.id], mine.token)).toEqual(notFound);
    expect(
      await t.rest('POST', updateUrl(MISSING), {
        token: mine.token,
        body: { mail_account_ids: [mine.a.id] },
      }),
    ).toEqual(notFound);
    expect(await t.rest('GET', getUrl(theirs.campaignId), { token: mine.token })).toEqual(notFound);
    expect(await pool(theirs.campaignId)).toEqual([theirs.a.id]);
  });

  it('a mailbox taken out releases its claims of the campaign; its recipients keep their sender; nothing else moves', async () => {
    const c = await setup();
    expect(await setPool(c, [c.a.id, c.b.id])).toMatchObject({ status: 200 });
    // ada got her first message from B, bob from A; cy is claimed by B, dan by A.
    await insertSend(c, c.ada.id, c.b.id, 'sent');
    await insertSend(c, c.bob.id, c.a.id, 'sent');
    await insertSend(c, c.cy.id, c.b.id, 'claimed');
    await insertSend(c, c.dan.id, c.a.id, 'claimed');
    const before = await senders(c);
    expect(await setPool(c, [c.a.id, c.c.id])).toMatchObject({ status: 200 });
    expect(await pool(c.campaignId)).toEqual([c.a.id, c.c.id]);
    expect(await sends(c)).toEqual(
      expect.arrayContaining([
        { recipient_id: c.ada.id, mail_account_id: c.b.id, state: 'sent' },
        { recipient_id: c.bob.id, mail_account_id: c.a.id, state: 'sent' },
        { recipient_id: c.dan.id, mail_account_id: c.a.id, state: 'claimed' },
      ]),
    );
    expect(await sends(c)).toHaveLength(3); // cy's claim from B is gone
    expect(await senders(c)).toEqual(before); // ada stays on B, waiting to be moved
    const [progress] = await db().query(
      `SELECT next_position FROM campaign_recipient WHERE id = $1`,
      [c.ada.id],
    );
    expect(progress.next_position).toBe(2);
  });

  it('a claim of a removed mailbox sent again after an interruption becomes uncertain, never sent again', async () => {
    const c = await setup();
    await setPool(c, [c.a.id, c.b.id]);
    await insertSend(
      c,
      c.ada.id,
      c.b.id,
      'claimed',
      'Sent again: not in the Sent folder after an interrupted send.',
    );
    expect(await setPool(c, [c.a.id])).toMatchObject({ status: 200 });
    expect(await sends(c)).toEqual([
      { recipient_id: c.ada.id, mail_account_id: c.b.id, state: 'uncertain' },
    ]);
    const [ada] = await db().query(`SELECT next_position FROM campaign_recipient WHERE id = $1`, [
      c.ada.id,
    ]);
    expect(ada.next_position).toBe(2);
  });
});

describe('GET /v1/campaign/{campaignID}/mailAccounts/get', () => {
  it("answers each mailbox with the campaign's sends, its daily cap and its sends today", async () => {
    const c = await setup();
    await setPool(c, [c.a.id, c.b.id]);
    await insertSend(c, c.ada.id, c.a.id, 'sent');
    await insertSend(c, c.bob.id, c.a.id, 'sent');
    await insertSend(c, c.cy.id, c.b.id, 'sent');
    await insertSend(c, c.dan.id, c.b.id, 'claimed');
    const { status, body } = await t.rest('GET', getUrl(c.campaignId), { token: c.token });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        mail_accounts: [
          {
            id: c.a.id,
            email: c.a.email,
            name: 'Mailbox',
            sent: 2,
            daily_cap: c.a.sendingPreference.work_load_capacity.max_job_in_single_day,
            sent_today: 2,
          },
          expect.objectContaining({ id: c.b.id, sent: 1, sent_today: 1 }),
        ],
      },
    });
  });

  it('reads any number of campaigns’ pools in a fixed number of statements', async () => {
    const c = await setup();
    const d = await setup();
    const caller = {
      userId: '',
      workspaceId: c.workspaceId,
      sessionId: '',
      role: 'owner' as const,
    };
    const queries: string[] = [];
    const original = db().query.bind(db());
    const spy = jest.spyOn(db(), 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      queries.push(sql);
      return original(sql, params);
    }) as typeof original);
    // The send path's statements run prepared, on the driver's pool (`queryPrepared`).
    const pool = pgPool(db());
    const prepared = pool.query.bind(pool) as (config: { text: string }) => Promise<unknown>;
    const poolSpy = jest.spyOn(pool, 'query').mockImplementation(((config: { text: string }) => {
      queries.push(config.text);
      return prepared(config);
    }) as never);
    try {
      const pools = await t.services.campaignPool.poolsOf(caller, [c.campaignId, d.campaignId]);
      expect(pools.get(c.campaignId)?.map((m) => m.id)).toEqual([c.a.id]);
      // Another workspace's campaign has no pool for this caller.
      expect(pools.get(d.campaignId)).toEqual([]);
    } finally {
      spy.mockRestore();
      poolSpy.mockRestore();
    }
    expect(queries).toHaveLength(3);
  });
});

describe('GraphQL', () => {
  const FIELDS = `id mailAccount { id } mailAccounts { id email name dailyCap sentToday sent }`;
  it('Campaign.mailAccounts, setCampaignMailAccounts and poolMailboxes', async () => {
    const c = await setup();
    const set = await t.gql<{ setCampaignMailAccounts: { mailAccounts: { id: string }[] } }>(
      `mutation($id: ID!, $ids: [ID!]!) {
         setCampaignMailAccounts(campaignId: $id, mailAccountIds: $ids) { ${FIELDS} } }`,
      { id: c.campaignId, ids: [c.c.id, c.a.id] },
      { token: c.token },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setCampaignMailAccounts).toMatchObject({
      mailAccount: { id: c.c.id },
      mailAccounts: [
        { id: c.c.id, email: c.c.email, sent: 0, sentToday: 0 },
        { id: c.a.id, email: c.a.email, sent: 0, sentToday: 0 },
      ],
    });
    const bad = await t.gql(
      `mutation($id: ID!, $ids: [ID!]!) {
         setCampaignMailAccounts(campaignId: $id, mailAccountIds: $ids) { id } }`,
      { id: c.campaignId, ids: [c.a.id, c.a.id] },
      { token: c.token },
    );
    expect(bad.errors?.[0]?.message).toBe(POOL_MESSAGES.duplicate);
    const choices = await t.gql<{ poolMailboxes: { id: string; dailyCap: number }[] }>(
      `{ poolMailboxes { id email dailyCap sentToday } }`,
      {},
      { token: c.token },
    );
    expect(choices.data?.poolMailboxes.map((m) => m.id).sort()).toEqual(
      [c.a.id, c.b.id, c.c.id].sort(),
    );
  });
});

describe('the single-mailbox calls mean a pool of one', () => {
  it('/mailAccount/update replaces the pool by its mailbox and rebinds every recipient to it', async () => {
    const c = await setup();
    await setPool(c, [c.a.id, c.b.id]);
    await insertSend(c, c.ada.id, c.a.id, 'sent');
    await insertSend(c, c.bob.id, c.b.id, 'sent');
    await insertSend(c, c.cy.id, c.b.id, 'claimed');
    const saved = await t.rest('POST', `/v1/campaign/${c.campaignId}/mailAccount/update`, {
      token: c.token,
      body: { assigned_to: c.c.id, assigned_to_name: 'Ada' },
    });
    expect(saved).toMatchObject({ status: 200 });
    expect(await pool(c.campaignId)).toEqual([c.c.id]);
    expect(await campaignMailbox(c.campaignId)).toBe(c.c.id);
    const bound = await senders(c);
    expect(bound[c.ada.id]).toBe(c.c.id);
    expect(bound[c.bob.id]).toBe(c.c.id);
    // Recipients not yet written to are bound when their first message is claimed.
    expect(bound[c.cy.id]).toBeNull();
    expect((await sends(c)).map((s: { state: string }) => s.state).sort()).toEqual([
      'sent',
      'sent',
    ]);
  });

  it('saving the first mailbox of a pool of several in the Sending account box is not "unchanged"', async () => {
    const c = await setup();
    await setPool(c, [c.a.id, c.b.id]);
    const [{ from_name: fromName }] = await db().query(
      `SELECT coalesce(from_name, 'Mailbox') AS from_name FROM campaign WHERE id = $1`,
      [c.campaignId],
    );
    const saved = await t.rest('POST', `/v1/campaign/${c.campaignId}/mailAccount/update`, {
      token: c.token,
      body: { assigned_to: c.a.id, assigned_to_name: fromName, use_smtp: false },
    });
    expect(saved).toMatchObject({ status: 200 });
    expect(await pool(c.campaignId)).toEqual([c.a.id]);
  });

  it('the start step keeps the pool when it saves its first mailbox, and makes a pool of one otherwise', async () => {
    const c = await setup();
    await setPool(c, [c.a.id, c.b.id]);
    const update = (assignedTo: string) =>
      t.rest('POST', '/v1/campaign/update', {
        token: c.token,
        body: { id: c.campaignId, name: 'Renamed', assigned_to: assignedTo, use_smtp: false },
      });
    expect(await update(c.a.id)).toMatchObject({ status: 200 });
    expect(await pool(c.campaignId)).toEqual([c.a.id, c.b.id]);
    await insertSend(c, c.ada.id, c.b.id, 'sent');
    expect(await update(c.c.id)).toMatchObject({ status: 200 });
    expect(await pool(c.campaignId)).toEqual([c.c.id]);
    expect((await senders(c))[c.ada.id]).toBe(c.c.id);
  });

  it('a new campaign starts as a pool of one, and a copy keeps the pool and the pool settings', async () => {
    const c = await setup();
    const created = await t.rest<{ campaignID: string }>('POST', '/v1/campaign/create', {
      token: c.token,
      body: { name: 'New', assigned_to: c.b.id, use_smtp: false },
    });
    expect(created.status).toBe(200);
    const newId = (created.body as Record<string, string>).campaignID;
    expect(await pool(newId)).toEqual([c.b.id]);

    await setPool(c, [c.c.id, c.a.id]);
    await t.rest('POST', '/v1/campaign/setting/update', {
      token: c.token,
      body: { campaign_id: c.campaignId, setting: { send_in_recipient_timezone: true } },
    });
    const copy = await t.rest('POST', '/v1/campaign/duplicate', {
      token: c.token,
      body: { campaign_id: c.campaignId },
    });
    const copyId = (copy.body as Record<string, string>).campaignID;
    expect(await pool(copyId)).toEqual([c.c.id, c.a.id]);
    const [flags] = await db().query(
      `SELECT send_in_recipient_timezone, match_recipient_provider FROM campaign WHERE id = $1`,
      [copyId],
    );
    expect(flags).toEqual({ send_in_recipient_timezone: true, match_recipient_provider: false });
  });
});

describe('campaign settings of pools', () => {
  it('setting/update and setting/get carry match_recipient_provider and send_in_recipient_timezone; GraphQL too', async () => {
    const c = await setup();
    const saved = await t.rest<{ data: { setting: Record<string, unknown> } }>(
      'POST',
      '/v1/campaign/setting/update',
      {
        token: c.token,
        body: { campaign_id: c.campaignId, setting: { match_recipient_provider: true } },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.setting).toMatchObject({
      match_recipient_provider: true,
      send_in_recipient_timezone: false,
    });
    const bad = await t.rest('POST', '/v1/campaign/setting/update', {
      token: c.token,
      body: { campaign_id: c.campaignId, setting: { send_in_recipient_timezone: 'yes' } },
    });
    expect(bad).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: CAMPAIGN_MESSAGES.settingInvalid('send_in_recipient_timezone'),
      }),
    });
    const gql = await t.gql<{ updateCampaignSetting: { id: string } }>(
      `mutation($id: ID!) { updateCampaignSetting(campaignId: $id,
         input: { sendInRecipientTimezone: true, matchRecipientProvider: false }) { id } }`,
      { id: c.campaignId },
      { token: c.token },
    );
    expect(gql.errors).toBeUndefined();
    const read = await t.gql<{ campaignSetting: Record<string, boolean> }>(
      `query($id: ID!) { campaignSetting(campaignId: $id) {
         matchRecipientProvider sendInRecipientTimezone } }`,
      { id: c.campaignId },
      { token: c.token },
    );
    expect(read.data?.campaignSetting).toEqual({
      matchRecipientProvider: false,
      sendInRecipientTimezone: true,
    });
    const got = await t.rest<{ data: { setting: Record<string, unknown> } }>(
      'POST',
      '/v1/campaign/setting/get',
      { token: c.token, body: { campaignID: c.campaignId } },
    );
    expect(got.body.data.setting).toMatchObject({
      match_recipient_provider: false,
      send_in_recipient_timezone: true,
    });
  });
});
