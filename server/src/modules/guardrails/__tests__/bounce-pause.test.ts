import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
  type SendingCampaign,
} from '../../../../test/sending-campaign';
import { eventually } from '../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../test/server';
import { createWebhook, startDeliverer } from '../../webhook/__tests__/webhook-fixtures';
import { signatureIsValid, WebhookReceiver } from '../../webhook/__tests__/webhook-receiver';
import type { WebhookDeliverer } from '../../webhook/webhook-deliverer';

const A = { email: 'guard-a@sender.test', password: 'sender-secret' };
const B = { email: 'guard-b@sender.test', password: 'sender-secret' };
const C = { email: 'guard-c@sender.test', password: 'sender-secret' };
const D = { email: 'guard-d@sender.test', password: 'sender-secret' };
const E = { email: 'guard-e@sender.test', password: 'sender-secret' };
const F = { email: 'guard-f@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;

let sandbox: MailSandbox;
let t: TestServer;
let receiver: WebhookReceiver;
let deliverer: WebhookDeliverer | undefined;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [A, B, C, D, E, F] });
  t = await startTestServer({
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
  });
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await deliverer?.stop();
  await receiver.close();
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const burstOf = (burst: number) => sendingPreference({ allDay: true, perDay: 500, gap: 1, burst });

/** The sends of a campaign in the order they went, with their recipient. */
async function sendsOf(campaignId: string): Promise<{ id: string; recipient_id: string }[]> {
  return db().query(
    `SELECT id, recipient_id FROM send WHERE campaign_id = $1 AND state = 'sent'
      ORDER BY sent_at, id`,
    [campaignId],
  );
}

/** A hard bounce of each send, recorded as the inbox and the SMTP failures record them. */
async function bounce(campaign: SendingCampaign, sends: { id: string; recipient_id: string }[]) {
  const [step] = await db().query(`SELECT id FROM step WHERE campaign_id = $1 AND position = 1`, [
    campaign.campaignId,
  ]);
  for (const send of sends)
    await t.services.events.record({
      type: 'bounce',
      recipientId: send.recipient_id,
      stepId: step.id,
      sendId: send.id,
      meta: { source: 'dsn' },
    });
}

async function healthOf(campaign: SendingCampaign, email: string) {
  const answer = await t.rest('GET', '/v1/mailAccount/list', { token: campaign.token });
  const rows = (answer.body as { data: { email: string; health: unknown }[] }).data;
  return rows.find((row) => row.email === email)?.health;
}

async function setPreference(mailboxId: string, burst: number) {
  await db().query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    mailboxId,
    JSON.stringify(burstOf(burst)),
  ]);
}

const UPDATE_SETTINGS = `mutation ($email: String, $input: GuardrailSettingsInput!) {
  updateGuardrailSettings(email: $email, input: $input) {
    stored { enabled bouncePercent minSends windowDays }
    effective { enabled bouncePercent minSends windowDays complaintPercent } } }`;

it('pauses a mailbox at its bounce threshold, tells the webhook, resumes, and waits 20 sends before pausing again', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: A,
    rows: 70,
    steps: 1,
    pref: burstOf(37),
  });
  const { id: endpointId, secret } = await createWebhook(t, c.token, receiver.url, [
    'mailbox_paused',
  ]);
  // The workspace's campaigns pause at 50 %; this mailbox overrides the bounce threshold: 10 %.
  const workspace = await t.gql(
    UPDATE_SETTINGS,
    { input: { bouncePercent: 50 } },
    { token: c.token },
  );
  expect(workspace.errors).toBeUndefined();
  const own = await t.gql<{ updateGuardrailSettings: { effective: Record<string, unknown> } }>(
    UPDATE_SETTINGS,
    { email: A.email, input: { bouncePercent: 10 } },
    { token: c.token },
  );
  expect(own.data?.updateGuardrailSettings.effective).toEqual({
    enabled: true,
    bouncePercent: 10,
    minSends: 20,
    windowDays: 7,
    complaintPercent: 0.3,
  });

  const start = new Date();
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, start)).sent).toBe(37);
  const first = await sendsOf(c.campaignId);
  await bounce(c, first.slice(0, 3));
  expect(await healthOf(c, A.email)).toEqual({ state: 'ok', reason: null, since: null });

  await bounce(c, first.slice(3, 4));
  const reason = '4 of 37 messages bounced in 7 days (10.8 %)';
  expect(await healthOf(c, A.email)).toEqual({
    state: 'paused',
    reason,
    since: expect.any(String),
  });
  // Paused: it sends nothing, and the campaign (under its own 50 %) is still started.
  expect(
    (await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(start.getTime() + MINUTE))).sent,
  ).toBe(0);
  const [campaign] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [c.campaignId]);
  expect(campaign.status).toBe('started');

  // The webhook, signed, once.
  deliverer = await startDeliverer(t);
  const delivered = await eventually(() =>
    receiver.received.find((r) => r.payload.type === 'mailbox_paused'),
  );
  expect(signatureIsValid(secret, delivered)).toBe(true);
  expect(delivered.payload).toMatchObject({
    type: 'mailbox_paused',
    mailbox: { id: c.mailboxId, email: A.email },
    health: { state: 'paused', reason, bounced: 4, sent: 37, window_days: 7 },
  });
  const rows = await db().query(
    `SELECT count(*)::int AS n FROM webhook_outbox WHERE endpoint_id = $1`,
    [endpointId],
  );
  expect(rows[0].n).toBe(1);
  await deliverer.stop();
  deliverer = undefined;

  // Resumed: it sends again; 3 bounces of 5 sends do not pause it before 20 sends.
  const resumed = await t.rest('POST', '/v1/mailAccount/health/resume', {
    token: c.token,
    body: { email: A.email },
  });
  expect(resumed.status).toBe(200);
  expect(resumed.body).toEqual({
    message: 'Mailbox resumed.',
    data: { health: { state: 'ok', reason: null, since: null } },
  });
  const again = await t.rest('POST', '/v1/mailAccount/health/resume', {
    token: c.token,
    body: { email: A.email },
  });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ message: 'This mailbox is not paused.' });

  await setPreference(c.mailboxId, 5);
  expect(
    (await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(start.getTime() + 2 * MINUTE)))
      .sent,
  ).toBe(5);
  const second = (await sendsOf(c.campaignId)).slice(37);
  await bounce(c, second.slice(0, 3));
  expect(await healthOf(c, A.email)).toMatchObject({ state: 'ok' });

  // 23 sends since the resume: a fourth bounce (17.4 %) pauses it again.
  await setPreference(c.mailboxId, 18);
  expect(
    (await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(start.getTime() + 4 * MINUTE)))
      .sent,
  ).toBe(18);
  const third = (await sendsOf(c.campaignId)).slice(42);
  await bounce(c, third.slice(0, 1));
  expect(await healthOf(c, A.email)).toMatchObject({
    state: 'paused',
    reason: '4 of 23 messages bounced in 7 days (17.4 %)',
  });
});

it('pauses a campaign over its own threshold, with the reason, until it is started again', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: B,
    rows: 30,
    steps: 1,
    pref: burstOf(25),
  });
  // The mailbox's own guard is off: only the campaign's rule applies.
  await t.gql(UPDATE_SETTINGS, { email: B.email, input: { enabled: false } }, { token: c.token });
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, new Date())).sent).toBe(25);
  const sends = await sendsOf(c.campaignId);
  await bounce(c, sends.slice(0, 1));
  let [row] = await db().query(`SELECT status, pause_reason FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(row).toEqual({ status: 'started', pause_reason: null });
  await bounce(c, sends.slice(1, 2));
  [row] = await db().query(`SELECT status, pause_reason FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(row).toEqual({
    status: 'paused',
    pause_reason: '2 of 25 messages bounced in 7 days (8.0 %)',
  });
  const header = await t.gql<{ campaign: { status: string; pauseReason: string | null } }>(
    `query ($id: ID!) { campaign(id: $id) { status pauseReason } }`,
    { id: c.campaignId },
    { token: c.token },
  );
  expect(header.data?.campaign).toEqual({
    status: 'paused',
    pauseReason: '2 of 25 messages bounced in 7 days (8.0 %)',
  });
  expect(await healthOf(c, B.email)).toMatchObject({ state: 'ok' });

  const started = await t.rest('POST', '/v1/campaign/status/update', {
    token: c.token,
    body: { campaigns_id: [c.campaignId], status: 'started' },
  });
  expect(started.status).toBe(200);
  [row] = await db().query(`SELECT status, pause_reason FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(row).toEqual({ status: 'started', pause_reason: null });
  // Counted from the restart: a third bounce of the old sends does not pause it again.
  await bounce(c, sends.slice(2, 3));
  [row] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [c.campaignId]);
  expect(row.status).toBe('started');
});

it('lets the rest of a pool send while one of its mailboxes is paused', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: C,
    rows: 6,
    steps: 1,
    pref: burstOf(1),
  });
  const other = await addPoolMailbox(t, sandbox, c, { sender: D, pref: burstOf(1) });
  await db().query(
    `UPDATE mail_account SET paused_at = now(), pause_reason = 'test' WHERE id = $1`,
    [c.mailboxId],
  );
  const start = new Date();
  const sent = { paused: 0, other: 0 };
  for (let i = 0; i < 6; i++) {
    const at = new Date(start.getTime() + i * MINUTE);
    sent.paused += (await t.services.dispatch.dispatchOnce(c.mailboxId, at)).sent;
    sent.other += (await t.services.dispatch.dispatchOnce(other, at)).sent;
  }
  expect(sent).toEqual({ paused: 0, other: 6 });
  // The campaign's header names the paused mailbox of its pool.
  const header = await t.gql<{ campaign: { pausedMailAccounts: unknown[] } }>(
    `query ($id: ID!) { campaign(id: $id) { pausedMailAccounts { email reason } } }`,
    { id: c.campaignId },
    { token: c.token },
  );
  expect(header.data?.campaign.pausedMailAccounts).toEqual([{ email: C.email, reason: 'test' }]);
});

it('weighs again by the sweep a bounce recorded without its weighing', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: E,
    rows: 20,
    steps: 1,
    pref: burstOf(20),
  });
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, new Date())).sent).toBe(20);
  const [send] = await sendsOf(c.campaignId);
  // As if the process died after the bounce was stored and before it was weighed.
  await db().query(
    `INSERT INTO email_event (workspace_id, campaign_id, recipient_id, send_id, type)
     VALUES ($1, $2, $3, $4, 'bounce')`,
    [c.workspaceId, c.campaignId, send.recipient_id, send.id],
  );
  expect(await healthOf(c, E.email)).toMatchObject({ state: 'ok' });
  await t.services.guardrails.sweep();
  expect(await healthOf(c, E.email)).toEqual({
    state: 'paused',
    reason: '1 of 20 messages bounced in 7 days (5.0 %)',
    since: expect.any(String),
  });
});

it('pauses a mailbox from the DSNs its inbox sync reads, at the first bounce over the threshold', async () => {
  // The recipients are unknown to the sandbox: each message comes back as an RFC 3464 report.
  const c = await buildSendingCampaign(t, sandbox, {
    sender: F,
    rows: 20,
    steps: 1,
    pref: burstOf(20),
  });
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, new Date())).sent).toBe(20);
  await eventually(async () =>
    (await sandbox.fetchInbox(F.email)).length >= 20 ? true : undefined,
  );
  await t.services.inbox.syncOnce(c.mailboxId);
  expect(await healthOf(c, F.email)).toEqual({
    state: 'paused',
    reason: '1 of 20 messages bounced in 7 days (5.0 %)',
    since: expect.any(String),
  });
  const [bounces] = await db().query(
    `SELECT count(*)::int AS n FROM email_event WHERE campaign_id = $1 AND type = 'bounce'`,
    [c.campaignId],
  );
  expect(bounces.n).toBe(20);
});
