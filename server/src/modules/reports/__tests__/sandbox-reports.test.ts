/**
 * A campaign run for real through the mail sandbox (sent over SMTP, a reply and a DSN read back
 * over IMAP, a one-click unsubscribe posted): the Summary, the Activity feed, the Timeline and the
 * export agree with the send ledger and the events.
 */
import { randomUUID } from 'node:crypto';
import { MailSandbox, headerValue } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

const SENDER = { email: 'reports@sender.test', password: 'sender-secret' };
const PROSPECTS = ['ada@sandbox.test', 'bob@sandbox.test', 'cy@sandbox.test'];
const GHOST = 'ghost@nowhere.test';

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({
    users: [SENDER, ...PROSPECTS.map((email) => ({ email, password: 'prospect-secret' }))],
  });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function answerMail(headers: Record<string, string>, body: string): string {
  const all = {
    Date: new Date().toUTCString(),
    'Message-ID': `<${randomUUID()}@sandbox.test>`,
    To: SENDER.email,
    ...headers,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
  };
  return [...Object.entries(all).map(([k, v]) => `${k}: ${v}`), '', body, ''].join('\r\n');
}

it('agrees with the ledger after a real send, reply, bounce and unsubscribe', async () => {
  const [ada, bob, cy] = PROSPECTS;
  const c = await buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows: 4,
    steps: 2,
    pref: sendingPreference({}),
    emails: [ada, bob, cy, GHOST],
  });
  const before = sandbox.captured.length;
  const monday = new Date('2026-04-06T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, monday)).sent).toBe(4);
  const first = (email: string) =>
    sandbox.captured.slice(before).find((message) => message.to.includes(email))!;
  await sandbox.waitForInbox(
    SENDER.email,
    (m) => m.mail.subject === 'Undelivered Mail Returned to Sender',
  );
  await sandbox.inject(
    answerMail(
      {
        From: `Ada <${ada}>`,
        Subject: `Re: ${first(ada).subject}`,
        'In-Reply-To': first(ada).messageId!,
        References: first(ada).messageId!,
      },
      'Sounds good, call me.',
    ),
    { to: SENDER.email },
  );
  const oneClick = new URL(
    headerValue(first(cy).raw, 'list-unsubscribe')!.match(/<(https?:[^>]+)>/)![1],
  );
  const unsubscribed = await t.app.inject({
    method: 'POST',
    url: oneClick.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.statusCode).toBe(200);
  await sandbox.waitForInbox(SENDER.email, (m) => m.mail.from?.text.includes(ada) ?? false);
  const synced = await t.services.inbox.syncOnce(c.mailboxId);
  expect(synced.processed).toMatchObject({ reply: 1, bounce: 1 });

  const db = t.database.db;
  const ledger: { email: string; sent_at: Date }[] = await db.query(
    `SELECT ct.email::text AS email, s.sent_at FROM send s
       JOIN campaign_recipient r ON r.id = s.recipient_id JOIN contact ct ON ct.id = r.contact_id
      WHERE s.campaign_id = $1 AND s.state = 'sent' ORDER BY r.created_at`,
    [c.campaignId],
  );
  expect(ledger.map((row) => row.email)).toEqual([ada, bob, cy, GHOST]);
  const post = async (url: string, body: Json) => {
    const answer = await t.rest<Json>('POST', url, {
      token: c.token,
      body: { campaign_id: c.campaignId, ...body },
    });
    expect([url, answer.status]).toEqual([url, 200]);
    return answer.body;
  };

  // Summary: every figure from the counters, as the ledger and the inbox have it.
  const summary = (await post('/v1/campaign/overview/summary', {})).campaignOverview;
  expect(summary).toMatchObject({
    first_step_total_recipients: 4,
    steps_count: 2,
    total_leads_count: 1,
    leads_status_count_percentage: { open: { count: 1, percentage: 100 } },
    total_email_event_count: {
      sent: ledger.length,
      reply: 1,
      bounce: 1,
      unsubscribe: 1,
      lead: 1,
    },
  });
  expect(summary.steps[0]).toMatchObject({
    total_recipients: 4,
    pending_recipients: 0,
    email_event_counts: { sent: 4, reply: 1, bounce: 1, unsubscribe: 1 },
    email_event_counts_percentage: { reply: { count: 1, percentage: 25 } },
  });
  // The one who replied, the one who bounced and the one who unsubscribed never get the follow-up.
  expect(summary.steps[1]).toMatchObject({
    pending_recipients: 1,
    email_event_counts: { sent: 0 },
  });

  // Activity: every unflagged event, newest first, named.
  const events: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM email_event WHERE campaign_id = $1 AND NOT flagged`,
    [c.campaignId],
  );
  const feed = await post('/v1/campaign/overview/activities', { offset: 0, limit: 50 });
  expect(feed.total_count).toBe(events[0].count);
  expect(feed.campaignOverviewActivities).toHaveLength(events[0].count);
  const messages = feed.campaignOverviewActivities.map((entry: Json) => entry.message);
  expect(messages).toEqual(
    expect.arrayContaining([
      ...[ada, bob, cy, GHOST].map((email) => `<b>${email}</b> was sent <b>Email 1</b>`),
      `<b>${ada}</b> replied to <b>Email 1</b>`,
      `<b>${ada}</b> became a lead`,
      `<b>${GHOST}</b> bounced on <b>Email 1</b>`,
      `<b>${cy}</b> unsubscribed from <b>Email 1</b>`,
    ]),
  );
  const times = feed.campaignOverviewActivities.map((entry: Json) => entry.created_at);
  expect([...times].sort().reverse()).toEqual(times);
  const withoutSends = await post('/v1/campaign/overview/activities', { ignore_sends: true });
  expect(withoutSends.total_count).toBe(events[0].count - ledger.length);

  // Timeline: the first sends on the dates of the ledger (the mailbox's zone is UTC).
  const sentEvents: { day: string; count: number }[] = await db.query(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
       FROM email_event WHERE campaign_id = $1 AND type = 'sent' GROUP BY 1`,
    [c.campaignId],
  );
  const ledgerDays = new Set(ledger.map((row) => row.sent_at.toISOString().slice(0, 10)));
  expect(new Set(sentEvents.map((row) => row.day))).toEqual(ledgerDays);
  for (const { day, count } of sentEvents) {
    const graph = await post('/v1/campaign/timeline/graph', { start_date: day, end_date: day });
    expect(graph.campaignTimelineGraph[day]).toMatchObject({ email: count, follow_up_1: 0 });
  }
  const timeline = await post('/v1/campaign/timeline', {});
  expect(timeline.campaignTimeline.list_details).toEqual([
    expect.objectContaining({ total_contacts: 4 }),
  ]);

  // Export: one row per recipient, in the order they were added.
  const exported = (await post('/v1/campaign/export', {})).eventsCountPerContact;
  const lastSent: { email: string; last_sent_at: Date }[] = await db.query(
    `SELECT ct.email::text AS email, r.last_sent_at FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY r.created_at`,
    [c.campaignId],
  );
  expect(exported).toEqual(
    lastSent.map((row) => ({
      email: row.email,
      last_sent_on: row.last_sent_at.toISOString(),
      events: {
        open: 0,
        click: 0,
        reply: row.email === ada ? 1 : 0,
        bounce: row.email === GHOST,
        lead: row.email === ada,
      },
    })),
  );
  const stage = (await post('/v1/campaign/stage/export', { step_id: summary.steps[1].step_id }))
    .eventsCountPerContact;
  expect(stage).toEqual([]);
});
