/**
 * Mail from outside proves nothing by itself: messages delivered through the sandbox's MX
 * listener to the mailbox's real INBOX, read by the real inbox sync, with a real DNS server on
 * loopback (dns2) for the checks Outbound makes itself.
 */
import { randomUUID } from 'node:crypto';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../test/factories';
import { TestDnsServer } from '../../../../test/dns-server';
import { FakeGoogleOAuth } from '../../../../test/fake-google-oauth';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';

const REDIRECT = 'http://outbound.test/googlemail-accounts/reconnect';
/** An SMTP mailbox's receiving server, set as its "Trusted Authentication-Results host". */
const RECEIVER = 'mx.example.test';
/** The sender's mail server: the only address sender.test's SPF allows. */
const SENDER_IP = '192.0.2.10';

let sandbox: MailSandbox;
let google: FakeGoogleOAuth;
let dns: TestDnsServer;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start();
  google = await FakeGoogleOAuth.start((user, token) => sandbox.grantToken(user.email, token));
  dns = await TestDnsServer.start({
    'sender.test': { TXT: [`v=spf1 ip4:${SENDER_IP} -all`] },
    '_dmarc.sender.test': { TXT: ['v=DMARC1; p=reject'] },
  });
  t = await startTestServer({
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    DNS_SERVERS: dns.address,
    ...google.env({
      smtp: `127.0.0.1:${sandbox.smtp.port}`,
      imap: `127.0.0.1:${sandbox.imap.port}`,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await dns.stop();
  await sandbox.stop();
});

const db = () => t.database.db;
let n = 0;

/**
 * A mailbox reading the sandbox (SMTP, or Google over XOAUTH2), a started two-step campaign from
 * it to ada (at `domain`) with the default lead rule (one reply makes a lead), the first step sent
 * to her, and a webhook endpoint for every event.
 */
async function mailbox(
  kind: 'smtp' | 'google',
  options: { trusted?: string; domain?: string } = {},
) {
  n += 1;
  const email = `owner${n}-${randomUUID().slice(0, 6)}@${kind === 'google' ? 'gmail.test' : 'example.test'}`;
  await sandbox.addUser(email, `pw-${n}`);
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const login = { server: '127.0.0.1', username: email, password: `pw-${n}` };
  const created =
    kind === 'google'
      ? await t.rest('POST', '/v1/mailAccount/create/google', {
          token,
          body: {
            authCode: google.issueCode({ email, name: 'Sam Sender' }, REDIRECT),
            redirectUrl: REDIRECT,
          },
        })
      : await t.rest('POST', '/v1/mailAccount/create/smtp', {
          token,
          body: {
            name: 'Sam Sender',
            email,
            smtp: { ...login, port: sandbox.smtp.port },
            imap: { ...login, port: sandbox.imap.port },
            ...(options.trusted ? { trusted_auth_host: options.trusted } : {}),
          },
        });
  expect(created.status).toBe(200);
  const [account] = await db().query(`SELECT id FROM mail_account WHERE workspace_id = $1`, [
    workspace.id,
  ]);
  const ada = `ada${n}@${options.domain ?? 'prospect.test'}`;
  const list = await buildContactListWithRows(db(), {
    workspaceId: workspace.id,
    columns: ['email'],
    rows: [{ email: ada }],
  });
  const campaign = await buildCampaign(db(), {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: 2,
    listIds: [list.id],
  });
  const [recipient] = await db().query(
    `SELECT id, contact_id FROM campaign_recipient WHERE campaign_id = $1`,
    [campaign.id],
  );
  const [step] = await db().query(`SELECT id FROM step WHERE campaign_id = $1 AND position = 1`, [
    campaign.id,
  ]);
  const messageId = `<${randomUUID()}@example.test>`;
  await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, subject, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, 'sent', 'Hello', now(), now())`,
    [workspace.id, campaign.id, step.id, recipient.id, account.id, messageId],
  );
  const hook = await t.rest('POST', '/v1/webhooks/create', {
    token,
    body: {
      url: 'http://127.0.0.1:9/hook',
      events: ['reply', 'lead', 'bounce', 'unsubscribe'],
    },
  });
  expect(hook.status).toBe(200);
  return {
    token,
    owner: email,
    accountId: account.id as string,
    workspaceId: workspace.id as string,
    campaignId: campaign.id as string,
    recipientId: recipient.id as string,
    contactId: recipient.contact_id as string,
    ada,
    messageId,
  };
}
type Ctx = Awaited<ReturnType<typeof mailbox>>;

/** A plain-text message from outside: `top` are the trace headers a receiving server put first. */
function mail(ctx: Ctx, headers: Record<string, string>, top: string[] = []): string {
  const all = {
    From: `Ada <${ctx.ada}>`,
    To: ctx.owner,
    Subject: 'Re: Hello',
    Date: new Date().toUTCString(),
    'Message-ID': `<${randomUUID()}@prospect.test>`,
    ...headers,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
  };
  const lines = Object.entries(all).map(([k, v]) => `${k}: ${v}`);
  return [...top, ...lines, '', 'Sounds good, tell me more.', ''].join('\r\n');
}

const deliver = (ctx: Ctx, raw: string, from?: string) =>
  sandbox.inject(raw, { to: ctx.owner, from: from ?? ctx.ada });

/** What the message changed: events, the recipient's state, leads, webhook deliveries, stored mail. */
async function outcome(ctx: Ctx) {
  const events: { type: string }[] = await db().query(
    `SELECT type FROM email_event WHERE recipient_id = $1 AND type <> 'sent' ORDER BY id`,
    [ctx.recipientId],
  );
  const [recipient] = await db().query(`SELECT state FROM campaign_recipient WHERE id = $1`, [
    ctx.recipientId,
  ]);
  const [contact] = await db().query(`SELECT status FROM contact WHERE id = $1`, [ctx.contactId]);
  const leads = await db().query(`SELECT id FROM lead WHERE recipient_id = $1`, [ctx.recipientId]);
  const [outbox] = await db().query(
    `SELECT count(*)::int AS n FROM webhook_outbox o
       JOIN webhook_endpoint e ON e.id = o.endpoint_id WHERE e.workspace_id = $1`,
    [ctx.workspaceId],
  );
  const stored: { sender_verified: boolean }[] = await db().query(
    `SELECT sender_verified FROM inbox_mail WHERE mail_account_id = $1`,
    [ctx.accountId],
  );
  return {
    events: events.map((e) => e.type),
    state: recipient.state as string,
    contact: contact.status as string,
    leads: leads.length,
    webhooks: outbox.n as number,
    stored: stored.map((row) => (row.sender_verified ? 'verified' : 'not verified')),
  };
}

const untouched = { events: [], state: 'active', contact: 'active', leads: 0, webhooks: 0 };

describe('a reply matched by its sender address alone', () => {
  it('without proof of its sender: stored as "sender not verified", nothing else', async () => {
    const ctx = await mailbox('smtp');
    // Its own "results": written by the sender, so they count for nothing.
    await deliver(
      ctx,
      mail(ctx, {}, ['Authentication-Results: mx.prospect.test; spf=pass; dmarc=pass']),
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed).toMatchObject({ reply: 0, other: 1 });
    expect(await outcome(ctx)).toEqual({ ...untouched, stored: ['not verified'] });
    // Shown in the inbox, flagged.
    const list = await t.rest<{ conversations: { _id: string }[] }>(
      'POST',
      '/v1/inbox/conversations',
      { token: ctx.token, body: {} },
    );
    expect(list.body.conversations).toHaveLength(1);
    const thread = await t.rest<{
      conversation: { messages: { direction: string; sender_verified: boolean }[] };
    }>('POST', '/v1/inbox/conversation', {
      token: ctx.token,
      body: { conversationID: list.body.conversations[0]._id },
    });
    const received = thread.body.conversation.messages.filter((m) => m.direction === 'received');
    expect(received.map((m) => m.sender_verified)).toEqual([false]);
  });

  it("with the Google receiving server's own DMARC pass: a reply as before", async () => {
    const ctx = await mailbox('google');
    await deliver(
      ctx,
      mail(ctx, {}, [
        'Authentication-Results: mx.google.com;\r\n       dkim=pass header.i=@prospect.test;\r\n' +
          `       spf=pass (google.com: domain of ${ctx.ada} designates 203.0.113.5 as permitted sender) smtp.mailfrom=${ctx.ada};\r\n` +
          '       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=prospect.test',
      ]),
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed.reply).toBe(1);
    const after = await outcome(ctx);
    expect(after).toMatchObject({ events: ['reply', 'lead'], state: 'lead', leads: 1 });
    expect(after.webhooks).toBeGreaterThan(0);
    expect(after.stored).toEqual(['verified']);
  });

  it('with the per-mailbox trusted host of an SMTP mailbox passing SPF aligned: a reply', async () => {
    const ctx = await mailbox('smtp', { trusted: RECEIVER });
    await deliver(
      ctx,
      mail(ctx, {}, [`Authentication-Results: ${RECEIVER}; spf=pass smtp.mailfrom=${ctx.ada}`]),
    );
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await outcome(ctx)).toMatchObject({ events: ['reply', 'lead'], state: 'lead' });
  });

  it('a pass written by the sender under a trusted name, below the receiving server’s own verdict, or under another name, proves nothing', async () => {
    const ctx = await mailbox('google');
    // The receiving server's own header on top says fail; the sender's "pass" below it.
    await deliver(
      ctx,
      mail(ctx, {}, [
        'Authentication-Results: mx.google.com; spf=softfail smtp.mailfrom=prospect.test; dmarc=fail header.from=prospect.test',
        'Authentication-Results: mx.google.com; dmarc=pass header.from=prospect.test',
      ]),
    );
    // Only a verdict under a name Google's mailbox does not trust.
    await deliver(
      ctx,
      mail(ctx, {}, [
        'Authentication-Results: mx.prospect.test; dmarc=pass header.from=prospect.test',
      ]),
    );
    // A pass for another domain than the From's.
    await deliver(
      ctx,
      mail(ctx, {}, [
        'Authentication-Results: mx.google.com; dkim=pass header.d=attacker.test; spf=pass smtp.mailfrom=x@attacker.test',
      ]),
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed).toMatchObject({ reply: 0, other: 3 });
    expect(await outcome(ctx)).toEqual({
      ...untouched,
      stored: ['not verified', 'not verified', 'not verified'],
    });
  });

  it('an SMTP mailbox does not believe a Google verdict: only its own receiving server', async () => {
    const ctx = await mailbox('smtp', { trusted: RECEIVER });
    await deliver(
      ctx,
      mail(ctx, {}, [
        'Authentication-Results: mx.google.com; dmarc=pass header.from=prospect.test',
      ]),
    );
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await outcome(ctx)).toEqual({ ...untouched, stored: ['not verified'] });
  });
});

describe('threaded on our Message-ID', () => {
  it('a reply with no proof at all is a reply as before', async () => {
    const ctx = await mailbox('smtp');
    await deliver(ctx, mail(ctx, { 'In-Reply-To': ctx.messageId, References: ctx.messageId }));
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await outcome(ctx)).toMatchObject({
      events: ['reply', 'lead'],
      state: 'lead',
      stored: ['verified'],
    });
  });
});

describe('unsubscribe by email (our List-Unsubscribe mailto:)', () => {
  it('threaded: unsubscribed, the sequence stopped, no reply and no lead', async () => {
    const ctx = await mailbox('smtp');
    await deliver(ctx, mail(ctx, { Subject: 'unsubscribe', 'In-Reply-To': ctx.messageId }));
    // A second request changes nothing more.
    await deliver(ctx, mail(ctx, { Subject: 'Unsubscribe', 'In-Reply-To': ctx.messageId }));
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed).toMatchObject({ reply: 0, unsubscribe: 2 });
    const after = await outcome(ctx);
    expect(after).toMatchObject({
      events: ['unsubscribe'],
      state: 'unsubscribed',
      leads: 0,
      stored: [],
    });
    const suppressed = await db().query(
      `SELECT 1 FROM contact WHERE id = $1 AND status = 'unsubscribed'`,
      [ctx.contactId],
    );
    expect(suppressed).toHaveLength(1);
  });

  it('by address alone: only with proof of its sender', async () => {
    const ctx = await mailbox('smtp', { trusted: RECEIVER });
    await deliver(ctx, mail(ctx, { Subject: 'unsubscribe' }));
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await outcome(ctx)).toEqual({ ...untouched, stored: [] });
    await deliver(
      ctx,
      mail(ctx, { Subject: 'unsubscribe' }, [
        `Authentication-Results: ${RECEIVER}; dmarc=pass header.from=prospect.test`,
      ]),
    );
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await outcome(ctx)).toMatchObject({ events: ['unsubscribe'], state: 'unsubscribed' });
  });
});

describe("checked by Outbound itself (mailauth, the receiving server's Received)", () => {
  /** The Received header the receiving server writes: who it took the message from. */
  const received = (ip: string) =>
    `Received: from mail.sender.test (mail.sender.test [${ip}])\r\n by ${RECEIVER} with ESMTPS id ${randomUUID().slice(0, 8)};\r\n ${new Date().toUTCString()}`;

  it('SPF passing for the address the receiving server took it from (local DNS): a reply', async () => {
    const ctx = await mailbox('smtp', { trusted: RECEIVER, domain: 'sender.test' });
    await deliver(ctx, mail(ctx, {}, [received(SENDER_IP)]));
    const before = dns.queries.length;
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(dns.queries.slice(before)).toEqual(
      expect.arrayContaining([{ name: 'sender.test', type: 'TXT' }]),
    );
    expect(await outcome(ctx)).toMatchObject({
      events: ['reply', 'lead'],
      state: 'lead',
      stored: ['verified'],
    });
  });

  it('SPF failing, a Received the sender wrote, or no address at all: not verified', async () => {
    const ctx = await mailbox('smtp', { trusted: RECEIVER, domain: 'sender.test' });
    await deliver(ctx, mail(ctx, {}, [received('198.51.100.9')]));
    // The sender's own Received below the receiving server's (which names no address).
    await deliver(
      ctx,
      mail(ctx, {}, [
        `Received: by ${RECEIVER} with ESMTPS id 1; ${new Date().toUTCString()}`,
        received(SENDER_IP),
      ]),
    );
    await deliver(ctx, mail(ctx, {}));
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await outcome(ctx)).toEqual({
      ...untouched,
      stored: ['not verified', 'not verified', 'not verified'],
    });
  });
});
