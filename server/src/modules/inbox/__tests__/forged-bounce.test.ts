/**
 * Bounce reports count only when they are about a message the mailbox sent: reports delivered to
 * the sender's real INBOX in the mail sandbox, read by the real inbox sync.
 */
import { randomUUID } from 'node:crypto';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../test/factories';
import { buildDsn } from '../../../../test/mail/dsn';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start();
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
let n = 0;

/** The mailbox's receiving server ("Trusted Authentication-Results host"). */
const RECEIVER = 'mx.example.test';

/**
 * A mailbox logging in to the sandbox and a started 2-step campaign from it to ada, bob, cy and
 * dan; the mailbox has sent the first message to ada, bob and cy (dan: never), and ada has
 * completed her sequence.
 */
async function mailboxWithSends() {
  n += 1;
  const sender = { email: `bounced${n}@example.test`, password: `secret-${n}` };
  await sandbox.addUser(sender.email, sender.password);
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const login = { server: '127.0.0.1', username: sender.email, password: sender.password };
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    token,
    body: {
      name: 'Sam Sender',
      email: sender.email,
      smtp: { ...login, port: sandbox.smtp.port },
      imap: { ...login, port: sandbox.imap.port },
      trusted_auth_host: RECEIVER,
    },
  });
  expect(created.status).toBe(200);
  const [account] = await db().query(`SELECT id FROM mail_account WHERE workspace_id = $1`, [
    workspace.id,
  ]);
  const names = ['ada', 'bob', 'cy', 'dan'];
  const list = await buildContactListWithRows(db(), {
    workspaceId: workspace.id,
    columns: ['email'],
    rows: names.map((name) => ({ email: `${name}${n}@prospect.test` })),
  });
  const campaign = await buildCampaign(db(), {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: 2,
    listIds: [list.id],
  });
  const [step] = await db().query(`SELECT id FROM step WHERE campaign_id = $1 AND position = 1`, [
    campaign.id,
  ]);
  const recipients: { id: string; email: string }[] = await db().query(
    `SELECT r.id, ct.email::text AS email FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY ct.email`,
    [campaign.id],
  );
  const messageIds: Record<string, string> = {};
  for (const recipient of recipients.slice(0, 3)) {
    const messageId = `<${randomUUID()}@example.test>`;
    messageIds[recipient.email] = messageId;
    await db().query(
      `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id,
                         position, message_id, state, subject, smtp_started_at, sent_at)
       VALUES ($1, $2, $3, $4, $5, 1, $6, 'sent', 'Hello', now(), now())`,
      [workspace.id, campaign.id, step.id, recipient.id, account.id, messageId],
    );
    await db().query(
      `UPDATE campaign_recipient SET next_position = 2, last_sent_at = now() WHERE id = $1`,
      [recipient.id],
    );
  }
  await db().query(
    `UPDATE campaign_recipient SET state = 'complete', next_position = 3 WHERE id = $1`,
    [recipients[0].id],
  );
  const [ada, bob, cy, dan] = recipients;
  return {
    sender,
    accountId: account.id as string,
    campaignId: campaign.id,
    messageIds,
    ada,
    bob,
    cy,
    dan,
  };
}
type Context = Awaited<ReturnType<typeof mailboxWithSends>>;

/** The original message as a report returns it: its headers, with `messageId` when given. */
function original(ctx: Context, to: string, messageId?: string): Buffer {
  const headers = [
    `From: ${ctx.sender.email}`,
    `To: ${to}`,
    'Subject: Hello',
    ...(messageId ? [`Message-ID: ${messageId}`] : []),
  ];
  return Buffer.from([...headers, '', 'Hi', ''].join('\r\n'));
}

/** An RFC 3464 report that `to` failed, delivered to the sender's INBOX, plus extra headers. */
async function deliverDsn(ctx: Context, to: string, body: Buffer, extraHeaders: string[] = []) {
  const dsn = buildDsn(ctx.sender.email, [{ address: to, reply: '550 5.1.1 User unknown' }], body);
  const raw = Buffer.concat([Buffer.from(extraHeaders.map((h) => `${h}\r\n`).join('')), dsn]);
  await sandbox.inject(raw, { to: ctx.sender.email, from: '' });
}

async function bouncesOf(ctx: Context) {
  const rows: { recipient_id: string; send_id: string | null }[] = await db().query(
    `SELECT recipient_id, send_id FROM email_event WHERE campaign_id = $1 AND type = 'bounce'
      ORDER BY id`,
    [ctx.campaignId],
  );
  return rows;
}

async function states(ctx: Context) {
  const rows: { state: string; status: string }[] = await db().query(
    `SELECT r.state, ct.status FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 ORDER BY ct.email`,
    [ctx.campaignId],
  );
  return rows.map((row) => `${row.state}/${row.status}`);
}

describe('bounce reports from outside', () => {
  it('forged reports mark nobody bounced: never sent to, sequence completed, or about another message', async () => {
    const ctx = await mailboxWithSends();
    const before = await states(ctx);
    // dan: never sent to by this mailbox.
    await deliverDsn(ctx, ctx.dan.email, original(ctx, ctx.dan.email));
    // ada: sent to, but her sequence is complete.
    await deliverDsn(ctx, ctx.ada.email, original(ctx, ctx.ada.email));
    // bob: active and sent to, but the report returns a message this mailbox never sent.
    await deliverDsn(
      ctx,
      ctx.bob.email,
      original(ctx, ctx.bob.email, `<${randomUUID()}@elsewhere.test>`),
    );
    // A plain-text "bounce" with X-Failed-Recipients naming ada and dan.
    const plain = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.prospect.test>',
      `To: ${ctx.sender.email}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <${randomUUID()}@mx.prospect.test>`,
      `X-Failed-Recipients: ${ctx.ada.email}, ${ctx.dan.email}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your message could not be delivered.',
      '',
    ].join('\r\n');
    await sandbox.inject(plain, { to: ctx.sender.email, from: '' });

    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.fetched).toBe(4);
    expect(result.processed.bounce).toBe(0);
    expect(await bouncesOf(ctx)).toEqual([]);
    expect(await states(ctx)).toEqual(before);
  });

  it('a report returning the real Message-ID bounces that send; so does one threaded under it', async () => {
    const ctx = await mailboxWithSends();
    await deliverDsn(
      ctx,
      ctx.bob.email,
      original(ctx, ctx.bob.email, ctx.messageIds[ctx.bob.email]),
    );
    // No original attached, but the report answers the message this mailbox sent to cy.
    await deliverDsn(ctx, ctx.cy.email, Buffer.from('\r\n'), [
      `In-Reply-To: ${ctx.messageIds[ctx.cy.email]}`,
    ]);
    // Even for a completed recipient: the report names the very message sent to her.
    await deliverDsn(
      ctx,
      ctx.ada.email,
      original(ctx, ctx.ada.email, ctx.messageIds[ctx.ada.email]),
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed.bounce).toBe(3);
    expect((await bouncesOf(ctx)).map((e) => e.recipient_id).sort()).toEqual(
      [ctx.ada.id, ctx.bob.id, ctx.cy.id].sort(),
    );
    expect(await states(ctx)).toEqual([
      'bounced/bounced',
      'bounced/bounced',
      'bounced/bounced',
      'active/active',
    ]);
  });

  it('a report without any Message-ID bounces an active recipient this mailbox sent to when its sender is proven', async () => {
    const ctx = await mailboxWithSends();
    // The sandbox's DSNs come from MAILER-DAEMON@sandbox.test; the receiving server vouches for it.
    await deliverDsn(ctx, ctx.bob.email, original(ctx, ctx.bob.email), [
      `Authentication-Results: ${RECEIVER}; spf=pass smtp.helo=sandbox.test; dmarc=pass header.from=sandbox.test`,
    ]);
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed.bounce).toBe(1);
    expect(await bouncesOf(ctx)).toEqual([expect.objectContaining({ recipient_id: ctx.bob.id })]);
    expect((await states(ctx))[1]).toBe('bounced/bounced');
  });

  it('a report naming an active recipient by address alone, its sender unproven, bounces nobody', async () => {
    const ctx = await mailboxWithSends();
    const before = await states(ctx);
    // A plain-text "bounce" from an attacker's daemon naming bob (active, sent to), no original.
    const plain = [
      'From: Mail Delivery System <MAILER-DAEMON@attacker.test>',
      `To: ${ctx.sender.email}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <${randomUUID()}@attacker.test>`,
      `X-Failed-Recipients: ${ctx.bob.email}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your message could not be delivered.',
      '',
    ].join('\r\n');
    await sandbox.inject(plain, { to: ctx.sender.email, from: '' });
    // The same as a report, with a verdict written by the sender itself (not the receiving server's).
    await deliverDsn(ctx, ctx.cy.email, original(ctx, ctx.cy.email), [
      'Authentication-Results: attacker.test; dmarc=pass header.from=sandbox.test',
    ]);
    // …and one whose receiving server said fail, with the sender's own "pass" below it.
    const forged = buildDsn(
      ctx.sender.email,
      [{ address: ctx.bob.email, reply: '550 5.1.1 User unknown' }],
      original(ctx, ctx.bob.email),
    );
    const receivedAs = Buffer.concat([
      Buffer.from(
        `Authentication-Results: ${RECEIVER}; spf=fail smtp.helo=sandbox.test; dmarc=fail header.from=sandbox.test\r\n`,
      ),
      Buffer.from(`Authentication-Results: ${RECEIVER}; dmarc=pass header.from=sandbox.test\r\n`),
      forged,
    ]);
    await sandbox.inject(receivedAs, { to: ctx.sender.email, from: '' });
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.fetched).toBe(3);
    expect(result.processed.bounce).toBe(0);
    expect(await bouncesOf(ctx)).toEqual([]);
    expect(await states(ctx)).toEqual(before);
  });
});
