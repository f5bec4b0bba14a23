import {
  CAMPAIGN_MESSAGES,
  DEFAULT_SENDING_PREFERENCE,
  MAIL_ACCOUNT_MESSAGES,
} from '@outbound/common';
import { buildStartedCampaign, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';

/**
 * "Why isn't it sending?" (issue 27 §4): each reason the dispatcher's planner has for holding a
 * campaign back, named from the planner's own rules, over /v1, GraphQL and the service's clock.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const MISSING = '00000000-0000-4000-8000-000000000000';
/** A Tuesday at 10:00 UTC: inside the default window (weekdays 09:00–17:00 UTC). */
const TUESDAY_10 = new Date('2026-12-01T10:00:00Z');

async function setup(names = ['ada', 'bob']) {
  const workspace = await buildWorkspace(db());
  const { user, token } = await t.signIn({ workspace });
  const built = await buildStartedCampaign(db(), { workspaceId: workspace.id, names });
  const caller: Caller = {
    userId: user.id,
    workspaceId: workspace.id,
    sessionId: 'test',
    role: 'admin',
  };
  return { ...built, token, caller };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const diagnose = (c: Setup, now = TUESDAY_10) =>
  t.services.diagnosis.campaign(c.caller, c.campaignId, now);

async function setPreference(
  c: Setup,
  change: (pref: ReturnType<typeof DEFAULT_SENDING_PREFERENCE>) => void,
) {
  const pref = DEFAULT_SENDING_PREFERENCE('UTC');
  change(pref);
  await db().query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    c.account.id,
    JSON.stringify(pref),
  ]);
}

/** A message the mailbox handed over at `at` to the campaign's first recipient. */
async function sentAt(c: Setup, at: Date) {
  const [ada] = c.recipients;
  await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                       position, message_id, state, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, 'sent', $7, $7)`,
    [c.caller.workspaceId, c.campaignId, c.firstStepId, ada.id, c.account.id, `<${ada.id}@t>`, at],
  );
  await db().query(
    `UPDATE campaign_recipient SET next_position = 2, next_send_at = $2, mail_account_id = $3
      WHERE id = $1`,
    [ada.id, new Date(at.getTime() + 3 * 86_400_000), c.account.id],
  );
}

it('a mailbox that may send now: sending', async () => {
  const c = await setup();
  expect(await diagnose(c)).toMatchObject({
    state: 'sending',
    reason: 'Sending: 2 recipients are due.',
    nextSendAt: TUESDAY_10,
    details: [{ kind: 'sending', mailAccountId: c.account.id, email: c.account.email }],
  });
});

it('the window closed: waiting until it opens, said in the mailbox zone', async () => {
  const c = await setup();
  const evening = new Date('2026-12-01T19:30:00Z');
  const diagnosis = await diagnose(c, evening);
  expect(diagnosis).toMatchObject({
    state: 'waiting',
    reason: `${c.account.email}: sending window closed; it opens Wed 2 Dec, 09:00 (UTC).`,
    nextSendAt: new Date('2026-12-02T09:00:00Z'),
  });
  expect(diagnosis.details[0].kind).toBe('window');
});

it('the daily cap reached: waiting for the next day, with the count', async () => {
  const c = await setup();
  await setPreference(c, (pref) => (pref.work_load_capacity.max_job_in_single_day = 1));
  await sentAt(c, new Date('2026-12-01T09:05:00Z'));
  const diagnosis = await diagnose(c);
  expect(diagnosis.state).toBe('waiting');
  expect(diagnosis.reason).toBe(
    `${c.account.email}: daily limit reached: 1 of 1 today. Next send Wed 2 Dec, 09:00 (UTC).`,
  );
  expect(diagnosis.nextSendAt).toEqual(new Date('2026-12-02T09:00:00Z'));
  expect(diagnosis.details.map((d) => d.kind)).toEqual(['daily_cap', 'follow_up_delay']);
});

it('the ramp-up reached: says which day and its cap', async () => {
  const c = await setup();
  await setPreference(c, (pref) => {
    pref.work_load_capacity.ramp_up_start = 1;
    pref.work_load_capacity.ramp_up_increment = 2;
  });
  await sentAt(c, new Date('2026-12-01T09:05:00Z'));
  const diagnosis = await diagnose(c);
  expect(diagnosis.details[0].kind).toBe('ramp_up');
  expect(diagnosis.reason).toContain('ramp-up limit reached: day 1, 1 of 1 today.');
});

it('the gap between messages: waiting until it ends', async () => {
  const c = await setup();
  await sentAt(c, new Date('2026-12-01T09:55:00Z'));
  const diagnosis = await diagnose(c);
  expect(diagnosis).toMatchObject({
    state: 'waiting',
    reason: `${c.account.email}: waiting the gap between messages, until Tue 1 Dec, 10:05 (UTC).`,
    nextSendAt: new Date('2026-12-01T10:05:00Z'),
  });
});

it('a failing login blocks; a paused campaign is paused; a finished one completed', async () => {
  const c = await setup();
  await db().query(
    `UPDATE mail_account SET status = 'stopped', consecutive_failures = 3 WHERE id = $1`,
    [c.account.id],
  );
  expect(await diagnose(c)).toMatchObject({
    state: 'blocked',
    reason: `${c.account.email}: its login failed 3 times in a row, so it stopped sending. Reconnect it in Mail accounts.`,
  });
  await db().query(`UPDATE campaign SET status = 'paused' WHERE id = $1`, [c.campaignId]);
  expect(await diagnose(c)).toMatchObject({ state: 'paused', reason: 'The campaign is paused.' });
  await db().query(`UPDATE campaign SET status = 'complete' WHERE id = $1`, [c.campaignId]);
  expect((await diagnose(c)).state).toBe('completed');
});

it('recipients waiting for their follow-up delay: waiting until the first is due', async () => {
  const c = await setup(['ada']);
  await sentAt(c, new Date('2026-11-30T10:00:00Z'));
  const diagnosis = await diagnose(c);
  expect(diagnosis).toMatchObject({
    state: 'waiting',
    reason: "Recipients wait for their follow-up's delay: the next is due Thu 3 Dec, 10:00 (UTC).",
    nextSendAt: new Date('2026-12-03T10:00:00Z'),
  });
  expect(diagnosis.details).toContainEqual(
    expect.objectContaining({ kind: 'follow_up_delay', count: 1 }),
  );
});

it('/v1 and GraphQL answer the same; another workspace’s ids answer like missing ones', async () => {
  const c = await setup();
  const other = await setup();
  const rest = await t.rest<{ data: Record<string, unknown> }>(
    'GET',
    `/v1/campaign/${c.campaignId}/diagnosis`,
    { token: c.token },
  );
  expect(rest.status).toBe(200);
  expect(Object.keys(rest.body.data).sort()).toEqual([
    'details',
    'next_send_at',
    'reason',
    'state',
  ]);
  const gql = await t.gql<{ campaignDiagnosis: { state: string; reason: string } }>(
    `query ($id: ID!) { campaignDiagnosis(campaignId: $id) { state reason nextSendAt details { kind message email } } }`,
    { id: c.campaignId },
    { token: c.token },
  );
  expect(gql.data?.campaignDiagnosis.state).toBe(rest.body.data.state);

  const missing = await t.rest('GET', `/v1/campaign/${MISSING}/diagnosis`, { token: c.token });
  const foreign = await t.rest('GET', `/v1/campaign/${other.campaignId}/diagnosis`, {
    token: c.token,
  });
  expect(missing.status).toBe(404);
  expect(foreign).toEqual(missing);
  expect(JSON.stringify(missing.body)).toContain(CAMPAIGN_MESSAGES.notFound);

  const mailbox = await t.rest<{ data: { state: string } }>(
    'GET',
    `/v1/mailAccount/${c.account.id}/diagnosis`,
    { token: c.token },
  );
  expect(mailbox.status).toBe(200);
  const foreignMailbox = await t.rest('GET', `/v1/mailAccount/${other.account.id}/diagnosis`, {
    token: c.token,
  });
  const missingMailbox = await t.rest('GET', `/v1/mailAccount/${MISSING}/diagnosis`, {
    token: c.token,
  });
  expect(foreignMailbox).toEqual(missingMailbox);
  expect(JSON.stringify(missingMailbox.body)).toContain(MAIL_ACCOUNT_MESSAGES.notFound);
});

it('recipients held for a missing value, and undeliverable ones, are said with their fix', async () => {
  const c = await setup();
  const [ada, bob] = c.recipients;
  await db().query(
    `UPDATE campaign_recipient SET paused = true, hold_reason = 'Missing First Name' WHERE id = $1`,
    [ada.id],
  );
  await db().query(
    `UPDATE campaign_recipient SET state = 'suppressed', check_status = 'undeliverable'
      WHERE id = $1`,
    [bob.id],
  );
  const diagnosis = await diagnose(c);
  expect(diagnosis).toMatchObject({
    state: 'blocked',
    reason:
      'Recipients wait for a value their message needs (Missing First Name): edit the contact or add a fallback.',
  });
  expect(diagnosis.details).toContainEqual(
    expect.objectContaining({ kind: 'missing_variables', count: 1 }),
  );
  expect(diagnosis.details).toContainEqual(
    expect.objectContaining({ kind: 'undeliverable', count: 1 }),
  );
});

it('a mailbox paused by the guardrails says why and how to resume', async () => {
  const c = await setup();
  await db().query(`UPDATE mail_account SET paused_at = now(), pause_reason = $2 WHERE id = $1`, [
    c.account.id,
    'Paused: 4 of 37 messages bounced in 7 days (10.8 %)',
  ]);
  expect(await diagnose(c)).toMatchObject({
    state: 'paused',
    reason: `${c.account.email}: Paused: 4 of 37 messages bounced in 7 days (10.8 %) Resume it in Mail accounts.`,
  });
});
