/**
 * The sequence's stop signals end to end: real messages through the mail sandbox, the answers
 * they get back in the sender's inbox read by the inbox sync, a one-click unsubscribe posted to
 * the List-Unsubscribe URL of the message received, then the follow-ups' dispatch run.
 */
import { randomUUID } from 'node:crypto';
import { buildCampaign, buildContactListWithRows } from '../../../../test/factories';
import { MailSandbox, headerValue, type SandboxMessage } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

const SENDER = { email: 'stop@sender.test', password: 'sender-secret' };
const PROSPECTS = ['ada@sandbox.test', 'bob@sandbox.test', 'cy@sandbox.test'];
const GHOST = 'ghost@nowhere.test';
const DAY = 24 * 3_600_000;

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

const db = () => t.database.db;

/** A message as a prospect's mail client writes it. */
function answer(headers: Record<string, string>, body: string): string {
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

const sentTo = (email: string, since: number): SandboxMessage[] =>
  sandbox.captured.slice(since).filter((message) => message.to.includes(email));

it('a reply just before the follow-up is due stops it; a DSN bounces; an out-of-office does not stop but pauses until its return; a one-click unsubscribe stops this sender domain', async () => {
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
  const first = (email: string) => sentTo(email, before)[0];
  // The sandbox bounces the unknown address with a DSN to the sender's inbox.
  await sandbox.waitForInbox(
    SENDER.email,
    (m) => m.mail.subject === 'Undelivered Mail Returned to Sender',
  );

  await sandbox.inject(
    answer(
      {
        From: `Ada <${ada}>`,
        Subject: `Re: ${first(ada).subject}`,
        'In-Reply-To': first(ada).messageId!,
        References: first(ada).messageId!,
      },
      'Interesting, can we talk on Thursday?',
    ),
    { to: SENDER.email },
  );
  await sandbox.inject(
    answer(
      {
        From: bob,
        Subject: `Automatic reply: ${first(bob).subject}`,
        'Auto-Submitted': 'auto-replied',
        'In-Reply-To': first(bob).messageId!,
      },
      'I am out of the office until Monday.',
    ),
    { to: SENDER.email },
  );
  const oneClick = new URL(
    headerValue(first(cy).raw, 'list-unsubscribe')!.match(/<(https?:[^>]+)>/)![1],
  );
  expect(headerValue(first(cy).raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribed = await t.app.inject({
    method: 'POST',
    url: oneClick.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.statusCode).toBe(200);

  // A second before the follow-ups are due, the inbox is read.
  await sandbox.waitForInbox(SENDER.email, (m) => m.mail.from?.text === bob);
  const synced = await t.services.inbox.syncOnce(c.mailboxId);
  expect(synced.processed).toMatchObject({ reply: 1, auto_reply: 1, bounce: 1 });

  const due = new Date(monday.getTime() + 3 * DAY + 1000);
  const beforeFollowUps = sandbox.captured.length;
  // Bob is out of office until Monday (read against the message's own date): his follow-up
  // waits for his return (inbox README, "Out of office until a date"); nobody else is due one.
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, due)).sent).toBe(0);
  expect(sandbox.captured.slice(beforeFollowUps)).toEqual([]);
  const states = await db().query(
    `SELECT ct.email::text AS email, r.state FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY r.created_at`,
    [c.campaignId],
  );
  expect(states).toEqual([
    { email: ada, state: 'lead' }, // the default lead rule: one reply makes a lead
    { email: bob, state: 'active' },
    { email: cy, state: 'unsubscribed' },
    { email: GHOST, state: 'bounced' },
  ]);

  // Another campaign of the same sender: nothing more to the unsubscribed or bounced addresses.
  const list = await buildContactListWithRows(db(), {
    workspaceId: c.workspaceId,
    columns: ['email'],
    rows: [{ email: cy }, { email: GHOST }, { email: 'new@sandbox.test' }],
  });
  await sandbox.addUser('new@sandbox.test', 'prospect-secret');
  await buildCampaign(db(), {
    workspaceId: c.workspaceId,
    mailAccountId: c.mailboxId,
    steps: 1,
    listIds: [list.id],
    status: 'started',
  });
  const beforeSecond = sandbox.captured.length;
  const later = new Date(due.getTime() + DAY);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, later)).sent).toBe(1);
  expect(sandbox.captured.slice(beforeSecond).map((message) => message.to)).toEqual([
    ['new@sandbox.test'],
  ]);
}, 30_000);
