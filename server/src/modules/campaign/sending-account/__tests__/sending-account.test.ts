import {
  CAMPAIGN_MESSAGES,
  FROM_NAME_MAX_LENGTH,
  SENDING_ACCOUNT_MESSAGES,
} from '@outbound/common';
import { buildCampaign, buildMailAccount, buildWorkspace } from '../../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const db = () => t.database.db;

/** A 400 with the message (validation answers also list every message under `errors`). */
const badRequest = (message: string) => ({
  status: 400,
  body: expect.objectContaining({ message }),
});

const getUrl = (id: string) => `/v1/campaign/${id}/mailAccount/get`;
const updateUrl = (id: string) => `/v1/campaign/${id}/mailAccount/update`;

const ACCOUNT_FIELDS = `campaignId campaignStatus fromName customFromName useSmtp
  mailAccount { id email name status hasSmtp }`;
const QUERY = `query($id: ID!) { campaignSendingAccount(campaignId: $id) { ${ACCOUNT_FIELDS} } }`;
const MUTATION = `mutation($id: ID!, $to: String!, $name: String!, $smtp: Boolean) {
  updateCampaignMailAccount(campaignId: $id, assignedTo: $to, fromName: $name, useSmtp: $smtp) {
    ${ACCOUNT_FIELDS}
  }
}`;

/** A workspace with two mailboxes (Mailbox, and Other without SMTP) and a campaign from the first. */
async function setup(status: 'draft' | 'started' = 'draft') {
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const first = await buildMailAccount(db(), { workspaceId: workspace.id });
  const second = await buildMailAccount(db(), { workspaceId: workspace.id });
  await db().query(`UPDATE mail_account SET name = 'Other', has_smtp = false WHERE id = $1`, [
    second.id,
  ]);
  const campaign = await buildCampaign(db(), {
    workspaceId: workspace.id,
    mailAccountId: first.id,
    status,
  });
  return { workspace, token, first, second, campaignId: campaign.id };
}

const stored = async (campaignId: string) =>
  (
    await db().query(`SELECT mail_account_id, from_name, use_smtp FROM campaign WHERE id = $1`, [
      campaignId,
    ])
  )[0];

describe('GET /v1/campaign/{id}/mailAccount/get', () => {
  it("answers the mailbox id, the mailbox's name until the campaign has its own, has_smtp and status", async () => {
    const { token, first, campaignId } = await setup();
    expect(await t.rest('GET', getUrl(campaignId), { token })).toEqual({
      status: 200,
      body: {
        data: {
          assigned_to: first.id,
          assigned_to_email: first.email,
          assigned_to_name: 'Mailbox',
          has_smtp: true,
          status: 'active',
          use_smtp: false,
        },
      },
    });
    await db().query(`UPDATE campaign SET from_name = 'Ada at ACME' WHERE id = $1`, [campaignId]);
    const { body } = await t.rest<{ data: Json }>('GET', getUrl(campaignId), { token });
    expect(body.data.assigned_to_name).toBe('Ada at ACME');
  });

  it("answers 404 for another workspace's campaign exactly like a missing or deleted one", async () => {
    const { token } = await setup();
    const theirs = await setup();
    const deleted = await setup();
    await db().query(`UPDATE campaign SET status = 'deleted', deleted_at = now() WHERE id = $1`, [
      deleted.campaignId,
    ]);
    const notFound = { status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } };
    expect(await t.rest('GET', getUrl(theirs.campaignId), { token })).toEqual(notFound);
    expect(await t.rest('GET', getUrl(deleted.campaignId), { token: deleted.token })).toEqual(
      notFound,
    );
    expect(await t.rest('GET', getUrl('00000000-0000-4000-8000-000000000000'), { token })).toEqual(
      notFound,
    );
    expect(await t.rest('GET', getUrl('nope'), { token })).toEqual(notFound);
    const gql = await t.gql(QUERY, { id: theirs.campaignId }, { token });
    expect(gql.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('POST /v1/campaign/{id}/mailAccount/update', () => {
  it('saves a From name and answers it; GraphQL reads the same', async () => {
    const { token, first, campaignId } = await setup();
    const saved = await t.rest('POST', updateUrl(campaignId), {
      token,
      body: { assigned_to: first.id, assigned_to_name: '  Ada at ACME ', use_smtp: true },
    });
    expect(saved).toEqual({
      status: 200,
      body: {
        message: SENDING_ACCOUNT_MESSAGES.updated,
        data: expect.objectContaining({
          assigned_to: first.id,
          assigned_to_name: 'Ada at ACME',
          use_smtp: true,
        }),
      },
    });
    expect(await stored(campaignId)).toEqual({
      mail_account_id: first.id,
      from_name: 'Ada at ACME',
      use_smtp: true,
    });
    const gql = await t.gql<{ campaignSendingAccount: Json }>(QUERY, { id: campaignId }, { token });
    expect(gql.data?.campaignSendingAccount).toEqual({
      campaignId,
      campaignStatus: 'draft',
      fromName: 'Ada at ACME',
      customFromName: true,
      useSmtp: true,
      mailAccount: {
        id: first.id,
        email: first.email,
        name: 'Mailbox',
        status: 'active',
        hasSmtp: true,
      },
    });
  });

  it("moves to another mailbox by id or address; SMTP only for a mailbox with it; the mailbox's own name is stored as none", async () => {
    const { token, second, campaignId } = await setup();
    await db().query(`UPDATE campaign SET use_smtp = true, from_name = 'Ada' WHERE id = $1`, [
      campaignId,
    ]);
    const moved = await t.gql<{ updateCampaignMailAccount: Json }>(
      MUTATION,
      { id: campaignId, to: second.email.toUpperCase(), name: 'Other', smtp: true },
      { token },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.updateCampaignMailAccount).toMatchObject({
      fromName: 'Other',
      customFromName: false,
      useSmtp: false,
      mailAccount: { id: second.id, hasSmtp: false },
    });
    expect(await stored(campaignId)).toEqual({
      mail_account_id: second.id,
      from_name: null,
      use_smtp: false,
    });
  });

  it("refuses a missing or foreign mailbox with 'Please Select Email Account'", async () => {
    const { token, campaignId } = await setup();
    const foreign = await buildMailAccount(db());
    const refused = badRequest(SENDING_ACCOUNT_MESSAGES.accountRequired);
    for (const assignedTo of [undefined, '', '   ', foreign.id, foreign.email, { id: 1 }])
      expect(
        await t.rest('POST', updateUrl(campaignId), {
          token,
          body: { assigned_to: assignedTo, assigned_to_name: 'Ada' },
        }),
      ).toEqual(refused);
    const gql = await t.gql(MUTATION, { id: campaignId, to: foreign.id, name: 'Ada' }, { token });
    expect(gql.errors?.[0]).toMatchObject({
      message: SENDING_ACCOUNT_MESSAGES.accountRequired,
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('refuses an empty, blank, too long or multi-line From name', async () => {
    const { token, first, campaignId } = await setup();
    const post = (name: unknown) =>
      t.rest('POST', updateUrl(campaignId), {
        token,
        body: { assigned_to: first.id, assigned_to_name: name },
      });
    const empty = badRequest(SENDING_ACCOUNT_MESSAGES.fromNameEmpty);
    expect(await post(undefined)).toEqual(empty);
    expect(await post('')).toEqual(empty);
    expect(await post('  \t ')).toEqual(empty);
    expect(await post(null)).toEqual(empty);
    expect(await post('x'.repeat(FROM_NAME_MAX_LENGTH + 1))).toEqual(
      badRequest(SENDING_ACCOUNT_MESSAGES.fromNameTooLong),
    );
    expect(await post('Ada\r\nBcc: someone@example.com')).toEqual(
      badRequest(SENDING_ACCOUNT_MESSAGES.fromNameControl),
    );
    expect(await post('x'.repeat(FROM_NAME_MAX_LENGTH))).toMatchObject({ status: 200 });
    expect(
      await t.rest('POST', updateUrl(campaignId), {
        token,
        body: { assigned_to: first.id, assigned_to_name: 'Ada', use_smtp: 'yes' },
      }),
    ).toEqual(badRequest(SENDING_ACCOUNT_MESSAGES.useSmtpInvalid));
  });

  it('refuses a save that changes nothing, also through GraphQL', async () => {
    const { token, first, campaignId } = await setup();
    const unchanged = { status: 400, body: { message: SENDING_ACCOUNT_MESSAGES.unchanged } };
    // The effective name is the mailbox's: saving it as it is changes nothing.
    expect(
      await t.rest('POST', updateUrl(campaignId), {
        token,
        body: { assigned_to: first.id, assigned_to_name: 'Mailbox', use_smtp: false },
      }),
    ).toEqual(unchanged);
    // use_smtp left out keeps the campaign's.
    expect(
      await t.rest('POST', updateUrl(campaignId), {
        token,
        body: { assigned_to: first.email, assigned_to_name: ' Mailbox ' },
      }),
    ).toEqual(unchanged);
    const gql = await t.gql(
      MUTATION,
      { id: campaignId, to: first.id, name: 'Mailbox', smtp: false },
      { token },
    );
    expect(gql.errors?.[0]).toMatchObject({ message: SENDING_ACCOUNT_MESSAGES.unchanged });
    expect(await stored(campaignId)).toEqual({
      mail_account_id: first.id,
      from_name: null,
      use_smtp: false,
    });
  });

  it("answers 404 for another workspace's campaign, leaving it as it was", async () => {
    const { token, first } = await setup();
    const theirs = await setup();
    const body = { assigned_to: first.id, assigned_to_name: 'Mine now' };
    expect(await t.rest('POST', updateUrl(theirs.campaignId), { token, body })).toEqual({
      status: 404,
      body: { message: CAMPAIGN_MESSAGES.notFound },
    });
    // Even naming their own mailbox.
    expect(
      await t.rest('POST', updateUrl(theirs.campaignId), {
        token,
        body: { assigned_to: theirs.first.id, assigned_to_name: 'Mine now' },
      }),
    ).toEqual({ status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } });
    const gql = await t.gql(
      MUTATION,
      { id: theirs.campaignId, to: first.id, name: 'Mine now' },
      { token },
    );
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await stored(theirs.campaignId)).toEqual({
      mail_account_id: theirs.first.id,
      from_name: null,
      use_smtp: false,
    });
  });
});

describe('the start step', () => {
  it("changing the mailbox through /v1/campaign/update keeps the campaign's From name", async () => {
    const { token, second, campaignId } = await setup();
    await db().query(`UPDATE campaign SET from_name = 'Ada' WHERE id = $1`, [campaignId]);
    const updated = await t.rest('POST', '/v1/campaign/update', {
      token,
      body: { id: campaignId, name: 'Renamed', assigned_to: second.id },
    });
    expect(updated.status).toBe(200);
    expect(await stored(campaignId)).toEqual({
      mail_account_id: second.id,
      from_name: 'Ada',
      use_smtp: false,
    });
  });
});
