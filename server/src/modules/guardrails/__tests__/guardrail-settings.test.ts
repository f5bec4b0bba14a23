import { GUARDRAIL_MESSAGES, MAIL_ACCOUNT_MESSAGES, MESSAGES } from '@outbound/common';
import { buildCampaign, buildMailAccount, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

/**
 * The guardrail thresholds over /v1 (README "Thresholds"): the workspace's
 * (`GET /v1/guardrails`, `POST /v1/guardrails/update`) and a mailbox's overrides
 * (`POST /v1/mailAccount/health/settings[/update]`), read by everyone, set by admins; and the
 * Resume of a paused mailbox or campaign refused to the roles below it.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
type Settings = { stored: Record<string, unknown>; effective: Record<string, unknown> };
const DEFAULTS = {
  enabled: true,
  bounce_percent: 5,
  min_sends: 20,
  window_days: 7,
  complaint_percent: 0.3,
};
const NOTHING = {
  enabled: null,
  bounce_percent: null,
  min_sends: null,
  window_days: null,
  complaint_percent: null,
};

async function setup() {
  const workspace = await buildWorkspace(db());
  const admin = await t.signIn({ workspace, role: 'admin' });
  const member = await t.signIn({ workspace, role: 'member' });
  const viewer = await t.signIn({ workspace, role: 'viewer' });
  const mailbox = await buildMailAccount(db(), { workspaceId: workspace.id });
  return { workspace, admin, member, viewer, mailbox };
}

it('the workspace’s thresholds: read by a viewer, set whole by an admin, followed by mailboxes', async () => {
  const c = await setup();
  const read = await t.rest<{ data: Settings }>('GET', '/v1/guardrails', { token: c.viewer.token });
  expect(read.status).toBe(200);
  expect(read.body.data).toEqual({ stored: NOTHING, effective: DEFAULTS });

  const update = await t.rest<{ message: string; data: Settings }>(
    'POST',
    '/v1/guardrails/update',
    { token: c.admin.token, body: { bounce_percent: 2.5, min_sends: 50, window_days: 28 } },
  );
  expect(update.status).toBe(200);
  expect(update.body.message).toBe(GUARDRAIL_MESSAGES.settingsUpdated);
  const stored = { ...NOTHING, bounce_percent: 2.5, min_sends: 50, window_days: 28 };
  expect(update.body.data).toEqual({
    stored,
    effective: { ...DEFAULTS, bounce_percent: 2.5, min_sends: 50, window_days: 28 },
  });
  const again = await t.rest<{ data: Settings }>('GET', '/v1/guardrails', { token: c.admin.token });
  expect(again.body.data.stored).toEqual(stored);

  const mailbox = await t.rest<{ data: Settings }>('POST', '/v1/mailAccount/health/settings', {
    token: c.viewer.token,
    body: { email: c.mailbox.email },
  });
  expect(mailbox.status).toBe(200);
  expect(mailbox.body.data).toEqual({ stored: NOTHING, effective: update.body.data.effective });
});

it('a mailbox overrides the workspace, or is switched off; inheriting again clears it', async () => {
  const c = await setup();
  const set = (body: Record<string, unknown>) =>
    t.rest<{ message: string; data: Settings }>('POST', '/v1/mailAccount/health/settings/update', {
      token: c.admin.token,
      body: { email: c.mailbox.email, ...body },
    });
  const custom = await set({ bounce_percent: 10, complaint_percent: 1 });
  expect(custom.status).toBe(200);
  expect(custom.body.data.effective).toEqual({
    ...DEFAULTS,
    bounce_percent: 10,
    complaint_percent: 1,
  });
  const off = await set({ enabled: false });
  expect(off.body.data).toEqual({
    stored: { ...NOTHING, enabled: false },
    effective: { ...DEFAULTS, enabled: false },
  });
  const inherit = await set({});
  expect(inherit.body.data).toEqual({ stored: NOTHING, effective: DEFAULTS });
  // The workspace's own row was never touched.
  const workspace = await t.rest<{ data: Settings }>('GET', '/v1/guardrails', {
    token: c.admin.token,
  });
  expect(workspace.body.data.stored).toEqual(NOTHING);
});

it('refuses bad values with the message of each field, changing nothing', async () => {
  const c = await setup();
  const cases: [Record<string, unknown>, string][] = [
    [{ bounce_percent: 0 }, GUARDRAIL_MESSAGES.bouncePercentInvalid],
    [{ bounce_percent: 101 }, GUARDRAIL_MESSAGES.bouncePercentInvalid],
    [{ complaint_percent: 'lots' }, GUARDRAIL_MESSAGES.complaintPercentInvalid],
    [{ min_sends: 1.5 }, GUARDRAIL_MESSAGES.minSendsInvalid],
    [{ window_days: 91 }, GUARDRAIL_MESSAGES.windowDaysInvalid],
    [{ enabled: 'maybe' }, GUARDRAIL_MESSAGES.enabledInvalid],
  ];
  for (const [body, message] of cases) {
    for (const url of ['/v1/guardrails/update', '/v1/mailAccount/health/settings/update']) {
      const answer = await t.rest<{ message: string }>('POST', url, {
        token: c.admin.token,
        body: { email: c.mailbox.email, window_days: 3, ...body },
      });
      expect({ url, body, status: answer.status, message: answer.body.message }).toEqual({
        url,
        body,
        status: 400,
        message,
      });
    }
  }
  const [row] = await db().query(
    `SELECT count(*)::int AS n FROM guardrail_setting WHERE workspace_id = $1`,
    [c.workspace.id],
  );
  expect(row.n).toBe(0);
});

it('another workspace’s mailbox answers like a missing one', async () => {
  const c = await setup();
  const other = await setup();
  for (const url of ['/v1/mailAccount/health/settings', '/v1/mailAccount/health/settings/update']) {
    const foreign = await t.rest('POST', url, {
      token: c.admin.token,
      body: { email: other.mailbox.email, bounce_percent: 3 },
    });
    const missing = await t.rest('POST', url, {
      token: c.admin.token,
      body: { email: 'nobody@nowhere.test', bounce_percent: 3 },
    });
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(missing);
    expect(JSON.stringify(missing.body)).toContain(MAIL_ACCOUNT_MESSAGES.notFound);
  }
  const [row] = await db().query(
    `SELECT count(*)::int AS n FROM guardrail_setting WHERE workspace_id = $1`,
    [other.workspace.id],
  );
  expect(row.n).toBe(0);
});

it('only admins set thresholds: members and viewers get 403', async () => {
  const c = await setup();
  for (const role of ['member', 'viewer'] as const) {
    for (const url of ['/v1/guardrails/update', '/v1/mailAccount/health/settings/update']) {
      const answer = await t.rest<{ message: string }>('POST', url, {
        token: c[role].token,
        body: { email: c.mailbox.email, bounce_percent: 3 },
      });
      expect({ role, url, status: answer.status, message: answer.body.message }).toEqual({
        role,
        url,
        status: 403,
        message: MESSAGES.global.forbidden,
      });
    }
  }
  const [row] = await db().query(
    `SELECT count(*)::int AS n FROM guardrail_setting WHERE workspace_id = $1`,
    [c.workspace.id],
  );
  expect(row.n).toBe(0);
});

it('resuming a paused mailbox is refused to members and viewers; a paused campaign to viewers', async () => {
  const c = await setup();
  await db().query(`UPDATE mail_account SET paused_at = now(), pause_reason = 'x' WHERE id = $1`, [
    c.mailbox.id,
  ]);
  for (const role of ['member', 'viewer'] as const) {
    const rest = await t.rest<{ message: string }>('POST', '/v1/mailAccount/health/resume', {
      token: c[role].token,
      body: { email: c.mailbox.email },
    });
    expect([role, rest.status, rest.body.message]).toEqual([role, 403, MESSAGES.global.forbidden]);
    const gql = await t.gql(
      `mutation ($email: String!) { resumeMailAccount(email: $email) { id } }`,
      {
        email: c.mailbox.email,
      },
      { token: c[role].token },
    );
    expect(gql.errors?.[0]?.message).toBe(MESSAGES.global.forbidden);
  }
  const [paused] = await db().query(`SELECT paused_at FROM mail_account WHERE id = $1`, [
    c.mailbox.id,
  ]);
  expect(paused.paused_at).not.toBeNull();
  const resumed = await t.rest('POST', '/v1/mailAccount/health/resume', {
    token: c.admin.token,
    body: { email: c.mailbox.email },
  });
  expect(resumed.status).toBe(200);

  const campaign = await buildCampaign(db(), {
    workspaceId: c.workspace.id,
    mailAccountId: c.mailbox.id,
    createdBy: c.admin.user.id,
    steps: 1,
    status: 'paused',
  });
  const viewer = await t.rest<{ message: string }>('POST', '/v1/campaign/status/update', {
    token: c.viewer.token,
    body: { campaigns_id: [campaign.id], status: 'started' },
  });
  expect([viewer.status, viewer.body.message]).toEqual([403, MESSAGES.global.forbidden]);
  const gql = await t.gql(
    `mutation ($ids: [ID!]!) { setCampaignStatus(ids: $ids, status: "started") { id } }`,
    { ids: [campaign.id] },
    { token: c.viewer.token },
  );
  expect(gql.errors?.[0]?.message).toBe(MESSAGES.global.forbidden);
  const [row] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [campaign.id]);
  expect(row.status).toBe('paused');
});
