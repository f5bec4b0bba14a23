import {
  CAMPAIGN_MESSAGES,
  DEFAULT_SENDING_PREFERENCE,
  RECIPIENT_MESSAGES,
} from '@outbound/common';
import { buildMailAccount, buildStartedCampaign, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';

/**
 * "Why isn't it sending?" for a pool whose due recipients are bound to their sender, and for one
 * recipient (issue 27 §4: "a mailbox and a recipient have the same"): from the planner's own rules,
 * the recipient's row and the mailbox it goes from.
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

/** A started campaign whose pool is its first mailbox and a second one, equal and idle. */
async function setup(names = ['ada', 'bob', 'carl']) {
  const workspace = await buildWorkspace(db());
  const { user, token } = await t.signIn({ workspace });
  const built = await buildStartedCampaign(db(), { workspaceId: workspace.id, names });
  const second = await buildMailAccount(db(), { workspaceId: workspace.id });
  await db().query(
    `INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id, position)
     VALUES ($1, $2, $3, 1)`,
    [built.campaignId, second.id, workspace.id],
  );
  const caller: Caller = {
    userId: user.id,
    workspaceId: workspace.id,
    sessionId: 'test',
    role: 'admin',
  };
  return { ...built, second, token, caller, workspace };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** Recipient `index` was sent its first message by `mailboxId` at `at`; its follow-up is due. */
async function sentFrom(c: Setup, index: number, mailboxId: string, at: Date, dueAt: Date) {
  const recipient = c.recipients[index];
  await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                       position, message_id, state, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, 'sent', $7, $7)`,
    [
      c.caller.workspaceId,
      c.campaignId,
      c.firstStepId,
      recipient.id,
      mailboxId,
      `<${recipient.id}@t>`,
      at,
    ],
  );
  await db().query(
    `UPDATE campaign_recipient SET next_position = 2, next_send_at = $2, mail_account_id = $3
      WHERE id = $1`,
    [recipient.id, dueAt, mailboxId],
  );
}

/** The first mailbox sends at most `cap` a day. */
async function capFirst(c: Setup, cap: number) {
  const pref = DEFAULT_SENDING_PREFERENCE('UTC');
  pref.work_load_capacity.max_job_in_single_day = cap;
  await db().query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    c.account.id,
    JSON.stringify(pref),
  ]);
}

/** Ada and Bob were written to by the first mailbox this morning, which is now at its cap. */
async function boundToCappedFirst(c: Setup) {
  await capFirst(c, 2);
  const due = new Date('2026-12-01T09:30:00Z');
  await sentFrom(c, 0, c.account.id, new Date('2026-12-01T09:05:00Z'), due);
  await sentFrom(c, 1, c.account.id, new Date('2026-12-01T09:06:00Z'), due);
}

const diagnoseRecipient = (c: Setup, index: number, now = TUESDAY_10) =>
  t.services.diagnosis.recipient(c.caller, c.campaignId, c.recipients[index].id, now);

const capped = (c: Setup) =>
  `${c.account.email}: daily limit reached: 2 of 2 today. Next send Wed 2 Dec, 09:00 (UTC).`;

describe('the campaign follows the mailboxes its due recipients are bound to', () => {
  it('due follow-ups bound to a capped mailbox wait, though another of the pool could send', async () => {
    const c = await setup();
    await boundToCappedFirst(c);
    await db().query(`UPDATE campaign_recipient SET state = 'complete' WHERE id = $1`, [
      c.recipients[2].id,
    ]);
    const diagnosis = await t.services.diagnosis.campaign(c.caller, c.campaignId, TUESDAY_10);
    expect(diagnosis).toMatchObject({
      state: 'waiting',
      reason: capped(c),
      nextSendAt: new Date('2026-12-02T09:00:00Z'),
    });
  });

  it('a first message without a sender can go from any mailbox of the pool: sending', async () => {
    const c = await setup();
    await boundToCappedFirst(c);
    const diagnosis = await t.services.diagnosis.campaign(c.caller, c.campaignId, TUESDAY_10);
    expect(diagnosis).toMatchObject({ state: 'sending', reason: 'Sending: 3 recipients are due.' });
  });

  it('due recipients whose sender left the pool are blocked, with the fix', async () => {
    const c = await setup(['ada']);
    const gone = await buildMailAccount(db(), { workspaceId: c.caller.workspaceId });
    await sentFrom(
      c,
      0,
      gone.id,
      new Date('2026-11-20T10:00:00Z'),
      new Date('2026-11-23T10:00:00Z'),
    );
    const diagnosis = await t.services.diagnosis.campaign(c.caller, c.campaignId, TUESDAY_10);
    expect(diagnosis.state).toBe('blocked');
    expect(diagnosis.reason).toBe(
      "1 due recipients wait for their sender, which left the campaign's pool or was deleted: move them to a mailbox of the pool.",
    );
  });
});

describe('a recipient’s diagnosis', () => {
  it('a bound recipient follows its own sender; an unbound one any mailbox of the pool', async () => {
    const c = await setup();
    await boundToCappedFirst(c);
    const ada = await diagnoseRecipient(c, 0);
    expect(ada).toMatchObject({
      state: 'waiting',
      reason: capped(c),
      nextSendAt: new Date('2026-12-02T09:00:00Z'),
    });
    expect(ada.details.map((d) => d.mailAccountId)).toEqual([c.account.id]);
    const carl = await diagnoseRecipient(c, 2);
    expect(carl).toMatchObject({
      state: 'sending',
      reason: `Due now: ${c.second.email} sends it on its next run.`,
    });
  });

  it('its follow-up delay, then its domain deferring, then its time zone', async () => {
    const c = await setup();
    const due = new Date('2026-12-04T10:00:00Z');
    await sentFrom(c, 0, c.account.id, new Date('2026-12-01T09:00:00Z'), due);
    expect(await diagnoseRecipient(c, 0)).toMatchObject({
      state: 'waiting',
      reason: "Waits for its follow-up's delay: due Fri 4 Dec, 10:00 (UTC).",
      nextSendAt: due,
    });

    const until = new Date('2026-12-01T10:20:00Z');
    await db().query(
      `INSERT INTO recipient_domain_deferral
              (workspace_id, domain, deferrals, last_deferred_at, held_until, last_reply)
       VALUES ($1, 'prospect.test', 4, $2, $3, '451 try again later')`,
      [c.caller.workspaceId, TUESDAY_10, until],
    );
    expect(await diagnoseRecipient(c, 1)).toMatchObject({
      state: 'waiting',
      reason: `prospect.test answered "try again later" 4 times in a row: its recipients wait until Tue 1 Dec, 10:20 (UTC).`,
      nextSendAt: until,
      details: [{ kind: 'deferred_domain' }, { kind: 'sending' }, { kind: 'sending' }],
    });

    await db().query(`DELETE FROM recipient_domain_deferral WHERE workspace_id = $1`, [
      c.caller.workspaceId,
    ]);
    await db().query(`UPDATE campaign SET send_in_recipient_timezone = true WHERE id = $1`, [
      c.campaignId,
    ]);
    await db().query(`UPDATE campaign_recipient SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [
      c.recipients[2].id,
    ]);
    const opens = new Date('2026-12-02T00:00:00Z');
    expect(await diagnoseRecipient(c, 2, new Date('2026-12-01T09:00:00Z'))).toMatchObject({
      state: 'waiting',
      reason: "Outside the recipient's hours: its window opens Wed 2 Dec, 09:00 (Asia/Tokyo).",
      nextSendAt: opens,
    });
  });

  it('held, paused, stopped and checked recipients say why, with their fix', async () => {
    const c = await setup(['ada', 'bob', 'carl', 'dan', 'eve']);
    const set = (index: number, sql: string) =>
      db().query(`UPDATE campaign_recipient SET ${sql} WHERE id = $1`, [c.recipients[index].id]);
    await set(0, `paused = true, hold_reason = 'Missing First Name'`);
    await set(1, `paused = true`);
    await set(2, `state = 'replied'`);
    await set(3, `state = 'suppressed', check_status = 'undeliverable'`);
    await set(4, `state = 'suppressed', check_status = 'do_not_contact'`);
    const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => diagnoseRecipient(c, i)));
    expect(answers.map(({ state, reason }) => ({ state, reason }))).toEqual([
      {
        state: 'blocked',
        reason:
          'Waits for a value its message needs (Missing First Name): edit the contact or add a fallback.',
      },
      { state: 'paused', reason: 'The recipient is paused: resume it to send.' },
      { state: 'completed', reason: 'Stopped: the recipient replied.' },
      {
        state: 'blocked',
        reason: 'Never sent: its domain has no mail server (no MX and no A record).',
      },
      { state: 'blocked', reason: 'Never sent: it is on the do-not-contact list.' },
    ]);
  });

  it('its sender paused by the guardrails, or gone from the pool; an uncertain send', async () => {
    const c = await setup(['ada', 'bob']);
    await sentFrom(
      c,
      0,
      c.account.id,
      new Date('2026-11-20T10:00:00Z'),
      new Date('2026-11-23T10:00:00Z'),
    );
    await db().query(`UPDATE send SET state = 'uncertain' WHERE recipient_id = $1`, [
      c.recipients[0].id,
    ]);
    await db().query(`UPDATE mail_account SET paused_at = now(), pause_reason = $2 WHERE id = $1`, [
      c.account.id,
      '4 of 37 messages bounced in 7 days (10.8 %)',
    ]);
    const ada = await diagnoseRecipient(c, 0);
    expect(ada).toMatchObject({
      state: 'paused',
      reason: `${c.account.email}: 4 of 37 messages bounced in 7 days (10.8 %) Resume it in Mail accounts.`,
    });
    expect(ada.details.map((d) => d.kind)).toEqual(['uncertain', 'mailbox_paused']);

    await db().query(`DELETE FROM campaign_mail_account WHERE mail_account_id = $1`, [
      c.account.id,
    ]);
    expect(await diagnoseRecipient(c, 0)).toMatchObject({
      state: 'blocked',
      reason: "Its sender left the campaign's pool: move it to a mailbox of the pool.",
    });
  });

  it('a paused campaign says so for its active recipients', async () => {
    const c = await setup(['ada']);
    await db().query(`UPDATE campaign SET status = 'paused' WHERE id = $1`, [c.campaignId]);
    expect(await diagnoseRecipient(c, 0)).toMatchObject({
      state: 'paused',
      reason: 'The campaign is paused.',
    });
  });

  it('/v1 and GraphQL answer the same shape; other workspaces’ and other campaigns’ ids are missing', async () => {
    const c = await setup();
    const other = await setup();
    const viewer = await t.signIn({ workspace: c.workspace, role: 'viewer' });
    const url = (campaignId: string, recipientId: string) =>
      `/v1/campaign/${campaignId}/recipients/${recipientId}/diagnosis`;
    const rest = await t.rest<{ data: Record<string, unknown> }>(
      'GET',
      url(c.campaignId, c.recipients[0].id),
      { token: viewer.token },
    );
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body.data).sort()).toEqual([
      'details',
      'next_send_at',
      'reason',
      'state',
    ]);
    const gql = await t.gql<{ recipientDiagnosis: { state: string; reason: string } }>(
      `query ($c: ID!, $r: ID!) { recipientDiagnosis(campaignId: $c, recipientId: $r) {
         state reason nextSendAt details { kind message email at count } } }`,
      { c: c.campaignId, r: c.recipients[0].id },
      { token: viewer.token },
    );
    expect(gql.data?.recipientDiagnosis).toMatchObject({
      state: rest.body.data.state,
      reason: rest.body.data.reason,
    });

    const missingCampaign = await t.rest('GET', url(MISSING, c.recipients[0].id), {
      token: c.token,
    });
    const foreignCampaign = await t.rest('GET', url(other.campaignId, other.recipients[0].id), {
      token: c.token,
    });
    expect(missingCampaign.status).toBe(404);
    expect(foreignCampaign).toEqual(missingCampaign);
    expect(JSON.stringify(missingCampaign.body)).toContain(CAMPAIGN_MESSAGES.notFound);

    const missing = await t.rest('GET', url(c.campaignId, MISSING), { token: c.token });
    const notOfIt = await t.rest('GET', url(c.campaignId, other.recipients[0].id), {
      token: c.token,
    });
    const malformed = await t.rest('GET', url(c.campaignId, 'not-an-id'), { token: c.token });
    expect(missing.status).toBe(404);
    expect(notOfIt).toEqual(missing);
    expect(malformed).toEqual(missing);
    expect(JSON.stringify(missing.body)).toContain(RECIPIENT_MESSAGES.notFound);
  });
});
