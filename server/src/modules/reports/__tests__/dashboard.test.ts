import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'typeorm';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';
import type { Dashboard } from '../dashboard.types';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A workspace signed in over /v1, with a mailbox in `zone` and a started 2-step campaign. */
async function workspaceWith(attrs: { zone: string; recipients: number; campaignName?: string }) {
  const workspace = await buildWorkspace(db());
  const { user, token } = await t.signIn({ workspace });
  const account = await buildMailAccount(db(), {
    workspaceId: workspace.id,
    timeZone: attrs.zone,
  });
  const campaign = await campaignOf(workspace.id, account.id, attrs.recipients, attrs.campaignName);
  const caller: Caller = {
    userId: user.id,
    workspaceId: workspace.id,
    sessionId: 'test',
    role: 'admin' as const,
  };
  return { workspace, token, account, caller, ...campaign };
}

/** A started 2-step campaign from `mailAccountId` to `count` new contacts. */
async function campaignOf(
  workspaceId: string,
  mailAccountId: string,
  count: number,
  name?: string,
) {
  const contacts = [];
  for (let i = 0; i < count; i += 1) contacts.push(await buildContact(db(), { workspaceId }));
  const list = await buildContactList(db(), { workspaceId, contactIds: contacts.map((c) => c.id) });
  const campaign = await buildCampaign(db(), {
    workspaceId,
    mailAccountId,
    name,
    status: 'started',
    steps: 2,
    listIds: [list.id],
  });
  const recipients: { id: string; email: string }[] = await db().query(
    `SELECT r.id, ct.email::text AS email FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY r.created_at, r.id`,
    [campaign.id],
  );
  const steps: { id: string }[] = await db().query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [campaign.id],
  );
  return { campaign, recipients, steps };
}

const record = (
  type: 'sent' | 'open' | 'click' | 'reply' | 'bounce' | 'lead',
  recipientId: string,
  at: string,
  extra: { stepId?: string; flagged?: boolean } = {},
) => t.services.events.record({ type, recipientId, at: new Date(at), ...extra });

const dayOf = (dashboard: Dashboard, date: string) =>
  dashboard.days.find((day) => day.date === date);

describe('the last 30 days', () => {
  it('counts the recorded events per local day of the earliest mailbox’s zone, across a DST change', async () => {
    const w = await workspaceWith({ zone: 'America/New_York', recipients: 4 });
    // A later mailbox in another zone does not change the days.
    await buildMailAccount(db(), { workspaceId: w.workspace.id, timeZone: 'Asia/Tokyo' });
    const [a, b, c, d] = w.recipients;
    const [first, second] = w.steps;
    // New York leaves daylight time on Sunday 1 November 2026 at 02:00 (06:00 UTC): that local
    // day lasts 25 hours, from 04:00 UTC to 05:00 UTC the next day.
    await record('sent', a.id, '2026-11-01T03:59:00Z', { stepId: first.id }); // 31 Oct 23:59 EDT
    await record('sent', b.id, '2026-11-01T04:30:00Z', { stepId: first.id }); // 1 Nov 00:30 EDT
    await record('sent', a.id, '2026-11-02T04:30:00Z', { stepId: second.id }); // 1 Nov 23:30 EST
    await record('sent', c.id, '2026-11-02T05:00:00Z', { stepId: first.id }); // 2 Nov 00:00 EST
    await record('open', a.id, '2026-11-02T05:10:00Z', { stepId: second.id });
    await record('open', a.id, '2026-11-02T05:20:00Z', { stepId: first.id }); // a recipient once
    await record('open', b.id, '2026-11-02T05:30:00Z', { flagged: true }); // a bot: nothing
    await record('click', a.id, '2026-11-02T05:40:00Z', { stepId: second.id });
    // The reply makes a lead, stamped when it is recorded (today, after these 30 days): the
    // GraphQL test below counts a lead of the day.
    await record('reply', b.id, '2026-11-03T15:00:00Z', { stepId: first.id });
    await record('bounce', c.id, '2026-11-03T16:00:00Z', { stepId: first.id });
    // Before the first of the 30 days (7 October, local) and after today (5 November, local).
    await record('sent', d.id, '2026-10-07T03:59:00Z', { stepId: first.id });
    await record('open', d.id, '2026-11-06T05:00:00Z', { stepId: first.id });

    const dashboard = await t.services.dashboard.get(w.caller, new Date('2026-11-05T12:00:00Z'));
    expect(dashboard.timeZone).toBe('America/New_York');
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days[0].date).toBe('2026-10-07');
    expect(dashboard.days[29].date).toBe('2026-11-05');
    const none = { messages: 0, recipients: 0, opens: 0, clicks: 0, replies: 0, bounces: 0 };
    expect(dayOf(dashboard, '2026-10-07')).toMatchObject({ ...none, leads: 0 });
    expect(dayOf(dashboard, '2026-10-31')).toMatchObject({ ...none, messages: 1, recipients: 1 });
    expect(dayOf(dashboard, '2026-11-01')).toMatchObject({ ...none, messages: 2, recipients: 1 });
    expect(dayOf(dashboard, '2026-11-02')).toMatchObject({
      ...none,
      messages: 1,
      recipients: 1,
      opens: 1,
      clicks: 1,
    });
    expect(dayOf(dashboard, '2026-11-03')).toMatchObject({
      ...none,
      replies: 1,
      bounces: 1,
      leads: 0,
    });
    expect(dayOf(dashboard, '2026-11-05')).toMatchObject({ ...none, leads: 0 });
    expect(dashboard.totals).toEqual({
      messages: 4,
      recipients: 3,
      opens: 1,
      clicks: 1,
      replies: 1,
      bounces: 1,
      leads: 0,
    });
    expect(dashboard.rates).toEqual({ opens: 33.3, clicks: 33.3, replies: 33.3, bounces: 33.3 });
  });

  it('answers UTC days and no figures for a workspace without a mailbox or events', async () => {
    const workspace = await buildWorkspace(db());
    const caller: Caller = {
      userId: 'none',
      workspaceId: workspace.id,
      sessionId: 'test',
      role: 'admin' as const,
    };
    const dashboard = await t.services.dashboard.get(caller, new Date('2026-03-10T23:30:00Z'));
    expect(dashboard.timeZone).toBe('UTC');
    expect(dashboard.days[29].date).toBe('2026-03-10');
    expect(dashboard.totals.messages).toBe(0);
    expect(dashboard.rates).toEqual({ opens: 0, clicks: 0, replies: 0, bounces: 0 });
    expect(dashboard.setup).toEqual({ hasMailbox: false, hasContacts: false, hasCampaign: false });
    expect(dashboard.mailboxesToday).toEqual([]);
  });
});

describe('what is set up', () => {
  it('says which first step is missing: a mailbox, contacts, a campaign', async () => {
    const workspace = await buildWorkspace(db());
    const caller: Caller = {
      userId: 'none',
      workspaceId: workspace.id,
      sessionId: 'test',
      role: 'admin' as const,
    };
    const setup = async () => (await t.services.dashboard.get(caller)).setup;
    const account = await buildMailAccount(db(), { workspaceId: workspace.id });
    expect(await setup()).toEqual({ hasMailbox: true, hasContacts: false, hasCampaign: false });
    await buildContact(db(), { workspaceId: workspace.id });
    expect(await setup()).toEqual({ hasMailbox: true, hasContacts: true, hasCampaign: false });
    const campaign = await buildCampaign(db(), {
      workspaceId: workspace.id,
      mailAccountId: account.id,
    });
    expect(await setup()).toEqual({ hasMailbox: true, hasContacts: true, hasCampaign: true });
    await db().query(`UPDATE campaign SET deleted_at = now() WHERE id = $1`, [campaign.id]);
    expect((await setup()).hasCampaign).toBe(false);
  });
});

describe('mailboxes needing attention', () => {
  it('names stopped, disabled, failing and bouncing mailboxes with their reasons', async () => {
    const w = await workspaceWith({ zone: 'UTC', recipients: 20 });
    const build = (email: string, status: 'active' | 'inactive' | 'stopped' = 'active') =>
      buildMailAccount(db(), { workspaceId: w.workspace.id, email, status });
    const stopped = await build('stopped@sender.test', 'stopped');
    await build('disabled@sender.test', 'inactive');
    const smtp = await build('smtp@sender.test');
    const imap = await build('imap@sender.test');
    const fewSends = await build('few@sender.test');
    await db().query(`UPDATE mail_account SET consecutive_failures = 3 WHERE id = $1`, [
      stopped.id,
    ]);
    await db().query(`UPDATE mail_account SET consecutive_failures = 2 WHERE id = $1`, [smtp.id]);
    await db().query(`UPDATE mail_account SET imap_login_failures = 1 WHERE id = $1`, [imap.id]);

    const now = new Date('2026-11-10T12:00:00Z');
    // 20 messages, 2 bounces (10 %) in the last 7 UTC days from the campaign's mailbox.
    for (const [i, recipient] of w.recipients.entries())
      await record('sent', recipient.id, `2026-11-0${4 + (i % 6)}T10:00:00Z`, {
        stepId: w.steps[0].id,
      });
    await record('bounce', w.recipients[0].id, '2026-11-09T10:00:00Z');
    await record('bounce', w.recipients[1].id, '2026-11-10T10:00:00Z');
    // 3 messages, 1 bounce: too few to tell.
    const few = await campaignOf(w.workspace.id, fewSends.id, 3);
    for (const recipient of few.recipients)
      await record('sent', recipient.id, '2026-11-09T10:00:00Z', { stepId: few.steps[0].id });
    await record('bounce', few.recipients[0].id, '2026-11-09T11:00:00Z');

    const dashboard = await t.services.dashboard.get(w.caller, now);
    expect(dashboard.attention.map((item) => [item.email, item.reason, item.detail])).toEqual([
      [w.account.email, 'bounce_rate', '10 % of 20 messages bounced in the last 7 days'],
      ['stopped@sender.test', 'stopped', 'Sending stopped: logins kept failing'],
      ['disabled@sender.test', 'disabled', 'Disabled: it sends nothing'],
      ['smtp@sender.test', 'smtp_login_failures', 'SMTP login failed 2 times in a row'],
      ['imap@sender.test', 'imap_login_failures', 'IMAP login failed once in a row'],
    ]);

    // Eight days later the bounces are out of the 7 days: nothing alarms on bounces.
    const later = await t.services.dashboard.get(w.caller, new Date('2026-11-17T12:00:00Z'));
    expect(later.attention.map((item) => item.reason)).not.toContain('bounce_rate');
  });

  it('names a mailbox the deliverability guard paused, with its reason', async () => {
    const w = await workspaceWith({ zone: 'UTC', recipients: 1 });
    await db().query(`UPDATE mail_account SET paused_at = now(), pause_reason = $2 WHERE id = $1`, [
      w.account.id,
      '4 of 37 messages bounced in 7 days (10.8 %)',
    ]);
    const dashboard = await t.services.dashboard.get(w.caller);
    expect(dashboard.attention.map((item) => [item.email, item.reason, item.detail])).toEqual([
      [w.account.email, 'paused', 'Paused: 4 of 37 messages bounced in 7 days (10.8 %)'],
    ]);
  });
});

describe('the latest replies and leads', () => {
  it('lists the five newest of each with the contact and campaign, skipping deleted campaigns and flagged events', async () => {
    const w = await workspaceWith({ zone: 'UTC', recipients: 7, campaignName: 'Spring' });
    const gone = await campaignOf(w.workspace.id, w.account.id, 1, 'Gone');
    for (const [i, recipient] of w.recipients.entries())
      await record('reply', recipient.id, `2026-11-0${i + 1}T10:00:00Z`, {
        flagged: i === 6,
      });
    await record('reply', gone.recipients[0].id, '2026-11-09T10:00:00Z');
    await db().query(`UPDATE campaign SET deleted_at = now() WHERE id = $1`, [gone.campaign.id]);

    const dashboard = await t.services.dashboard.get(w.caller, new Date('2026-11-10T00:00:00Z'));
    const shown = (items: Dashboard['recentReplies']) =>
      items.map((item) => [item.email, item.campaignName, item.at.toISOString()]);
    // The 7th reply is flagged (no lead either); replies make leads by default.
    const expected = [5, 4, 3, 2, 1].map((i) => [
      w.recipients[i].email,
      'Spring',
      `2026-11-0${i + 1}T10:00:00.000Z`,
    ]);
    expect(shown(dashboard.recentReplies)).toEqual(expected);
    // A lead is stamped when the recorder makes it: compare who and where, newest first.
    expect(dashboard.recentLeads.map((item) => [item.email, item.campaignName])).toEqual(
      expected.map(([email, name]) => [email, name]),
    );
    expect(dashboard.recentReplies[0].campaignId).toBe(w.campaign.id);
  });
});

describe('today per mailbox', () => {
  it('plans what the sending calendar plans for today, and counts the sends made', async () => {
    const w = await workspaceWith({ zone: 'Europe/Paris', recipients: 80 });
    const other = await buildMailAccount(db(), {
      workspaceId: w.workspace.id,
      email: 'tokyo@sender.test',
      timeZone: 'Asia/Tokyo',
    });
    await campaignOf(w.workspace.id, other.id, 5);
    // New York (04:00, its window opens at 09:00): 2 first messages, 3 follow-ups due at noon
    // and one due tomorrow, so what it plans today is what waits, not what its window allows.
    const york = await buildMailAccount(db(), {
      workspaceId: w.workspace.id,
      email: 'york@sender.test',
      timeZone: 'America/New_York',
    });
    const yorkCampaign = await campaignOf(w.workspace.id, york.id, 6);
    // Past their first message, so bound to the mailbox that sent it (their sender).
    const followUp = (recipient: { id: string }, due: string) =>
      db().query(
        `UPDATE campaign_recipient SET next_position = 2, next_send_at = $2, mail_account_id = $3
          WHERE id = $1`,
        [recipient.id, new Date(due), york.id],
      );
    for (const recipient of yorkCampaign.recipients.slice(0, 3))
      await followUp(recipient, '2026-11-25T17:00:00Z');
    await followUp(yorkCampaign.recipients[3], '2026-11-26T17:00:00Z');
    // Two sends handed over this morning (Paris) by the campaign's mailbox.
    for (const recipient of w.recipients.slice(0, 2))
      await db().query(
        `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                           position, message_id, state, claimed_at, smtp_started_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, 1, gen_random_uuid()::text, 'sent', $6, $6, $6)`,
        [
          w.workspace.id,
          w.campaign.id,
          w.steps[0].id,
          recipient.id,
          w.account.id,
          new Date('2026-11-25T08:05:00Z'),
        ],
      );
    // Wednesday 25 November 2026, 10:00 in Paris, 18:00 in Tokyo, 04:00 in New York.
    const now = new Date('2026-11-25T09:00:00Z');
    const dashboard = await t.services.dashboard.get(w.caller, now);

    const planned = async (email: string, date: string) => {
      const week = await t.services.sendingCalendar.week(w.caller, { email, date }, now);
      return week.days
        .find((day) => day.date === date)!
        .slots.filter((slot) => slot.status === 'planned')
        .reduce((sum, slot) => sum + slot.totalSend, 0);
    };
    const parisPlanned = await planned(w.account.email, '2026-11-25');
    expect(parisPlanned).toBeGreaterThan(0);
    expect(dashboard.mailboxesToday).toEqual([
      {
        mailboxId: w.account.id,
        email: w.account.email,
        name: 'Mailbox',
        status: 'active',
        date: '2026-11-25',
        timeZone: 'Europe/Paris',
        made: 2,
        planned: parisPlanned,
        paused: false,
      },
      {
        mailboxId: other.id,
        email: 'tokyo@sender.test',
        name: 'Mailbox',
        status: 'active',
        date: '2026-11-25',
        timeZone: 'Asia/Tokyo',
        made: 0,
        planned: await planned('tokyo@sender.test', '2026-11-25'),
        paused: false,
      },
      {
        mailboxId: york.id,
        email: 'york@sender.test',
        name: 'Mailbox',
        status: 'active',
        date: '2026-11-25',
        timeZone: 'America/New_York',
        made: 0,
        planned: 5,
        paused: false,
      },
    ]);
    expect(await planned('york@sender.test', '2026-11-25')).toBe(5);
  });

  it('stays a fixed number of statements with 50 mailboxes', async () => {
    const workspace = await buildWorkspace(db());
    const caller: Caller = {
      userId: 'none',
      workspaceId: workspace.id,
      sessionId: 'test',
      role: 'admin' as const,
    };
    for (let i = 0; i < 50; i += 1) {
      const account = await buildMailAccount(db(), { workspaceId: workspace.id });
      if (i % 5 === 0) await campaignOf(workspace.id, account.id, 2);
    }
    const logger = db().logger;
    let statements = 0;
    const counting: Logger = {
      logQuery: () => {
        statements += 1;
      },
      logQueryError: () => {},
      logQuerySlow: () => {},
      logSchemaBuild: () => {},
      logMigration: () => {},
      log: () => {},
    };
    Object.defineProperty(db(), 'logger', { value: counting, configurable: true });
    let dashboard: Dashboard;
    try {
      dashboard = await t.services.dashboard.get(caller, new Date('2026-11-25T09:00:00Z'));
    } finally {
      Object.defineProperty(db(), 'logger', { value: logger, configurable: true });
    }
    expect(dashboard.mailboxesToday).toHaveLength(50);
    expect(dashboard.mailboxesToday.filter((day) => day.planned > 0)).toHaveLength(10);
    // 12, and the workspace's recipient domains held by deferrals (their recipients, only when one is).
    expect(statements).toBeLessThanOrEqual(13);
  });
});

describe('over GraphQL', () => {
  it('answers the caller’s workspace only', async () => {
    const mine = await workspaceWith({ zone: 'UTC', recipients: 1, campaignName: 'Mine' });
    const theirs = await workspaceWith({
      zone: 'Asia/Tokyo',
      recipients: 2,
      campaignName: 'Theirs',
    });
    const today = new Date().toISOString();
    await record('sent', theirs.recipients[0].id, today, { stepId: theirs.steps[0].id });
    await record('reply', theirs.recipients[0].id, today);
    await db().query(`UPDATE mail_account SET status = 'stopped' WHERE id = $1`, [
      theirs.account.id,
    ]);

    const query = `query {
      dashboard {
        timeZone totals { messages recipients replies leads }
        mailboxesToday { email made planned } attention { email reason }
        recentReplies { email campaignName } recentLeads { email }
        setup { hasMailbox hasContacts hasCampaign }
      }
    }`;
    const answer = await t.gql<{ dashboard: Record<string, unknown> }>(
      query,
      {},
      {
        token: mine.token,
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dashboard).toMatchObject({
      timeZone: 'UTC',
      totals: { messages: 0, recipients: 0, replies: 0, leads: 0 },
      mailboxesToday: [{ email: mine.account.email, made: 0 }],
      attention: [],
      recentReplies: [],
      recentLeads: [],
      setup: { hasMailbox: true, hasContacts: true, hasCampaign: true },
    });
    const theirAnswer = await t.gql<{ dashboard: Record<string, unknown> }>(
      query,
      {},
      {
        token: theirs.token,
      },
    );
    expect(theirAnswer.data!.dashboard).toMatchObject({
      timeZone: 'Asia/Tokyo',
      totals: { messages: 1, recipients: 1, replies: 1, leads: 1 },
      attention: [{ email: theirs.account.email, reason: 'stopped' }],
      recentReplies: [{ email: theirs.recipients[0].email, campaignName: 'Theirs' }],
    });
  });

  it('answers the home page’s own query, within the query cost limit', async () => {
    const w = await workspaceWith({ zone: 'UTC', recipients: 1 });
    const document = fs.readFileSync(
      path.resolve(__dirname, '../../../../../client/src/features/home/graphql/dashboard.graphql'),
      'utf8',
    );
    const answer = await t.gql<{ dashboard: Dashboard }>(document, {}, { token: w.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dashboard.days).toHaveLength(30);
  });

  it('asks for a session', async () => {
    const answer = await t.gql(`query { dashboard { timeZone } }`);
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
