import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { Pool } from 'pg';
import pino from 'pino';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../test/factories';
import { eventually } from '../../../../test/eventually';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { createAgendaBackend } from '../../../jobs/agenda';
import { loadSecret } from '../../../secret';
import { CredentialsVault } from '../../mailbox/credentials-vault';
import {
  registerInboxJobs,
  INBOX_SCHEDULE_JOB,
  INBOX_SYNC_JOB,
  scheduleInboxSyncs,
} from '../inbox.jobs';

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

let n = 0;

/** The mailbox's receiving server, as its "Trusted Authentication-Results host". */
const RECEIVER = 'mx.example.test';
/**
 * What the receiving server writes on top of mail whose sender it authenticated: mail matched by
 * its sender's address alone has effects only with it (`sender-proof.ts`).
 */
const PROVEN = { 'Authentication-Results': `${RECEIVER}; dmarc=pass header.from=prospect.test` };

/**
 * A mailbox that really logs in to the sandbox (its own sandbox user, so its INBOX starts empty)
 * and a started 2-step campaign from it to ada, bob and cy (addresses outside the sandbox). Its
 * lead rules are off unless `leadOnReply` (the default rule: one reply makes a lead).
 */
async function mailboxWithCampaign({ leadOnReply = false } = {}) {
  n += 1;
  const db = t.database.db;
  const sender = { email: `sender${n}@example.test`, password: `secret-${n}` };
  await sandbox.addUser(sender.email, sender.password);
  const workspace = await buildWorkspace(db);
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
  const [account] = await db.query(`SELECT id FROM mail_account WHERE workspace_id = $1`, [
    workspace.id,
  ]);
  const emails = ['ada', 'bob', 'cy'].map((name) => `${name}${n}@prospect.test`);
  const list = await buildContactListWithRows(db, {
    workspaceId: workspace.id,
    columns: ['email'],
    rows: emails.map((email) => ({ email })),
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: 2,
    listIds: [list.id],
  });
  if (!leadOnReply)
    await db.query(`UPDATE campaign SET lead_settings = '{"conditions": []}' WHERE id = $1`, [
      campaign.id,
    ]);
  const recipients: { id: string; email: string; contact_id: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email, r.contact_id FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1`,
    [campaign.id],
  );
  const steps: { id: string }[] = await db.query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [campaign.id],
  );
  const recipient = (i: number) => recipients.find((r) => r.email === emails[i])!;
  return {
    sender,
    workspaceId: workspace.id,
    accountId: account.id as string,
    campaignId: campaign.id,
    steps,
    ada: recipient(0),
    bob: recipient(1),
    cy: recipient(2),
  };
}
type Context = Awaited<ReturnType<typeof mailboxWithCampaign>>;

/** A `sent` row in the ledger for step `position` to `recipient`, with a known Message-ID. */
async function insertSend(ctx: Context, recipient: { id: string }, position = 1) {
  const messageId = `<${randomUUID()}@example.test>`;
  const [send] = await t.database.db.query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, subject, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'sent', 'Hello', now(), now()) RETURNING id`,
    [
      ctx.workspaceId,
      ctx.campaignId,
      ctx.steps[position - 1].id,
      recipient.id,
      ctx.accountId,
      position,
      messageId,
    ],
  );
  return { id: send.id as string, messageId, stepId: ctx.steps[position - 1].id };
}

/** A plain-text message as it would arrive from outside. */
function message(headers: Record<string, string>, body = 'Sounds good, tell me more.') {
  const all = {
    Date: new Date().toUTCString(),
    'Message-ID': `<${randomUUID()}@prospect.test>`,
    ...headers,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
  };
  return [...Object.entries(all).map(([k, v]) => `${k}: ${v}`), '', body, ''].join('\r\n');
}

const deliver = (ctx: Context, raw: string, from?: string) =>
  sandbox.inject(raw, { to: ctx.sender.email, ...(from !== undefined ? { from } : {}) });

async function eventsOf(campaignId: string) {
  return t.database.db.query(
    `SELECT type, recipient_id, step_id, send_id, meta FROM email_event
      WHERE campaign_id = $1 ORDER BY id`,
    [campaignId],
  ) as Promise<
    {
      type: string;
      recipient_id: string;
      step_id: string | null;
      send_id: string | null;
      meta: Record<string, unknown>;
    }[]
  >;
}

async function recipientState(id: string): Promise<string> {
  const [row] = await t.database.db.query(`SELECT state FROM campaign_recipient WHERE id = $1`, [
    id,
  ]);
  return row.state;
}

async function counters(campaignId: string) {
  const [row] = await t.database.db.query(
    `SELECT reply, bounce FROM campaign_counter WHERE campaign_id = $1`,
    [campaignId],
  );
  return row;
}

async function inboxKinds(accountId: string): Promise<string[]> {
  const rows: { kind: string }[] = await t.database.db.query(
    `SELECT kind FROM inbox_message WHERE mail_account_id = $1 ORDER BY kind`,
    [accountId],
  );
  return rows.map((row) => row.kind);
}

describe('replies', () => {
  it('a reply matched by In-Reply-To records a reply on the step replied to and stops the follow-ups', async () => {
    const ctx = await mailboxWithCampaign();
    await insertSend(ctx, ctx.ada, 1);
    const second = await insertSend(ctx, ctx.ada, 2);
    await deliver(
      ctx,
      message({
        From: 'Ada at home <ada.private@elsewhere.test>',
        To: ctx.sender.email,
        Subject: 'Re: Hello',
        'In-Reply-To': second.messageId,
        References: second.messageId,
      }),
      'Sounds good, tell me more.\r\n\r\nOn Mon, Sam wrote:\r\n> Hello Ada',
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result).toMatchObject({ fetched: 1, processed: { reply: 1 } });
    const events = await eventsOf(ctx.campaignId);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'reply',
        recipient_id: ctx.ada.id,
        step_id: second.stepId,
        send_id: second.id,
      }),
    ]);
    expect(events[0].meta).toMatchObject({
      matchedBy: 'message-id',
      subject: 'Re: Hello',
      snippet: 'Sounds good, tell me more.',
    });
    expect(await recipientState(ctx.ada.id)).toBe('replied');
    expect(await counters(ctx.campaignId)).toEqual({ reply: 1, bounce: 0 });
    expect(await inboxKinds(ctx.accountId)).toEqual(['reply']);
  });

  it('a reply without thread headers is matched by its sender to the recipient last written to', async () => {
    const ctx = await mailboxWithCampaign();
    await insertSend(ctx, ctx.ada, 1);
    const toBob = await insertSend(ctx, ctx.bob, 1);
    await deliver(
      ctx,
      message({
        ...PROVEN,
        From: `Bob <${ctx.bob.email.toUpperCase()}>`,
        To: ctx.sender.email,
        Subject: 'Hi',
      }),
    );
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await eventsOf(ctx.campaignId)).toEqual([
      expect.objectContaining({ type: 'reply', recipient_id: ctx.bob.id, send_id: toBob.id }),
    ]);
    expect(await recipientState(ctx.bob.id)).toBe('replied');
    expect(await recipientState(ctx.ada.id)).toBe('active');
  });

  it('an out-of-office answer is recorded as an auto-reply: not a reply, the sequence goes on', async () => {
    const ctx = await mailboxWithCampaign();
    const send = await insertSend(ctx, ctx.ada, 1);
    await deliver(
      ctx,
      message(
        {
          From: ctx.ada.email,
          To: ctx.sender.email,
          Subject: 'Automatic reply: Hello',
          'Auto-Submitted': 'auto-replied',
          'In-Reply-To': send.messageId,
        },
        'I am out of the office until Monday.',
      ),
    );
    // Only the subject gives this one away.
    await deliver(
      ctx,
      message({ ...PROVEN, From: ctx.ada.email, Subject: 'Out of Office: Hello' }),
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed).toEqual({
      reply: 0,
      auto_reply: 2,
      bounce: 0,
      unsubscribe: 0,
      other: 0,
    });
    const events = await eventsOf(ctx.campaignId);
    expect(events.map((e) => [e.type, e.recipient_id])).toEqual([
      ['auto_reply', ctx.ada.id],
      ['auto_reply', ctx.ada.id],
    ]);
    expect(await recipientState(ctx.ada.id)).toBe('active');
    expect(await counters(ctx.campaignId)).toEqual({ reply: 0, bounce: 0 });
  });

  it('mail from strangers and about other messages is kept as other, nothing recorded', async () => {
    const ctx = await mailboxWithCampaign();
    await insertSend(ctx, ctx.ada, 1);
    await deliver(ctx, message({ From: 'news@shop.test', Subject: 'Our sale' }));
    await deliver(
      ctx,
      message({
        From: 'someone@elsewhere.test',
        Subject: 'Re: lunch',
        'In-Reply-To': '<not-ours@example.test>',
      }),
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed.other).toBe(2);
    expect(await eventsOf(ctx.campaignId)).toEqual([]);
    expect(await inboxKinds(ctx.accountId)).toEqual(['other', 'other']);
  });
});

describe('bounces', () => {
  it('a DSN (multipart/report) for a send marks a bounce: contact bounced, sequence stopped', async () => {
    const ctx = await mailboxWithCampaign();
    const send = await insertSend(ctx, ctx.cy, 1);
    // The sandbox's submission listener answers an unknown recipient with an RFC 3464 DSN.
    const transport = createTransport({
      ...sandbox.smtp,
      auth: { user: ctx.sender.email, pass: ctx.sender.password },
    });
    try {
      await transport.sendMail({
        from: ctx.sender.email,
        to: ctx.cy.email,
        subject: 'Hello',
        text: 'Hi Cy',
        messageId: send.messageId,
      });
    } finally {
      transport.close();
    }
    expect(sandbox.bounces.some((dsn) => dsn.to.includes(ctx.sender.email))).toBe(true);
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed.bounce).toBe(1);
    const events = await eventsOf(ctx.campaignId);
    expect(events).toEqual([
      expect.objectContaining({ type: 'bounce', recipient_id: ctx.cy.id, send_id: send.id }),
    ]);
    expect(events[0].meta).toMatchObject({ status: '5.1.1', failedRecipients: [ctx.cy.email] });
    expect(await recipientState(ctx.cy.id)).toBe('bounced');
    const [contact] = await t.database.db.query(`SELECT status FROM contact WHERE id = $1`, [
      ctx.cy.contact_id,
    ]);
    expect(contact.status).toBe('bounced');
    expect(await counters(ctx.campaignId)).toEqual({ reply: 0, bounce: 1 });
  });

  it('plain-text bounces from a mailer daemon: by the quoted Message-ID, or by the failed address', async () => {
    const ctx = await mailboxWithCampaign();
    await insertSend(ctx, ctx.bob, 1);
    const toBob = await insertSend(ctx, ctx.bob, 2);
    await insertSend(ctx, ctx.ada, 1);
    const daemon = 'Mail Delivery System <MAILER-DAEMON@mx.prospect.test>';
    await deliver(
      ctx,
      message(
        { From: daemon, To: ctx.sender.email, Subject: 'Mail delivery failed: returning message' },
        [
          'A message that you sent could not be delivered. This is a permanent error.',
          '',
          `  ${ctx.bob.email}`,
          '    550 5.1.1 User unknown',
          '',
          '------ This is a copy of the message, including all the headers. ------',
          '',
          `Message-ID: ${toBob.messageId}`,
          `From: ${ctx.sender.email}`,
          'Subject: Re: Hello',
        ].join('\r\n'),
      ),
      '',
    );
    await deliver(
      ctx,
      message(
        {
          ...PROVEN,
          From: 'postmaster@prospect.test',
          To: ctx.sender.email,
          Subject: 'failure notice',
          'X-Failed-Recipients': ctx.ada.email,
        },
        'Sorry, we were unable to deliver your message to the following address.',
      ),
      '',
    );
    const result = await t.services.inbox.syncOnce(ctx.accountId);
    expect(result.processed.bounce).toBe(2);
    const events = await eventsOf(ctx.campaignId);
    expect(events.map((e) => [e.type, e.recipient_id, e.step_id])).toEqual([
      ['bounce', ctx.bob.id, toBob.stepId],
      ['bounce', ctx.ada.id, ctx.steps[0].id],
    ]);
    expect(await recipientState(ctx.bob.id)).toBe('bounced');
    expect(await recipientState(ctx.ada.id)).toBe('bounced');
  });
});

describe('each message is handled once', () => {
  /** A reply from ada, an auto-reply from bob and a stranger's message, read once. */
  async function readOnce() {
    const ctx = await mailboxWithCampaign();
    const toAda = await insertSend(ctx, ctx.ada, 1);
    await insertSend(ctx, ctx.bob, 1);
    await deliver(ctx, message({ From: ctx.ada.email, 'In-Reply-To': toAda.messageId }));
    await deliver(ctx, message({ ...PROVEN, From: ctx.bob.email, Subject: 'Autosvar: Hello' }));
    await deliver(ctx, message({ From: 'news@shop.test', Subject: 'Sale' }));
    const first = await t.services.inbox.syncOnce(ctx.accountId);
    expect(first.processed).toEqual({
      reply: 1,
      auto_reply: 1,
      bounce: 0,
      unsubscribe: 0,
      other: 1,
    });
    return { ctx, events: await eventsOf(ctx.campaignId) };
  }

  it('running twice reads nothing twice; a new message is read on the next run', async () => {
    const { ctx, events } = await readOnce();
    const second = await t.services.inbox.syncOnce(ctx.accountId);
    expect(second).toEqual({
      fetched: 0,
      processed: { reply: 0, auto_reply: 0, bounce: 0, unsubscribe: 0, other: 0 },
    });
    expect(await eventsOf(ctx.campaignId)).toEqual(events);
    await deliver(ctx, message({ From: ctx.cy.email, Subject: 'Unrelated' }));
    const third = await t.services.inbox.syncOnce(ctx.accountId);
    expect(third.fetched).toBe(1);
    expect(await inboxKinds(ctx.accountId)).toHaveLength(4);
  });

  it('after a UIDVALIDITY change the inbox is read again from a recent window, nothing handled twice', async () => {
    const { ctx, events } = await readOnce();
    const [before] = await t.database.db.query(
      `SELECT uid_validity::text, last_uid::int FROM inbox_cursor WHERE mail_account_id = $1`,
      [ctx.accountId],
    );
    expect(before.last_uid).toBeGreaterThanOrEqual(3);
    await t.database.db.query(
      `UPDATE inbox_cursor SET uid_validity = uid_validity + 7, last_uid = 9999
        WHERE mail_account_id = $1`,
      [ctx.accountId],
    );
    const again = await t.services.inbox.syncOnce(ctx.accountId);
    expect(again.fetched).toBe(3);
    expect(again.processed).toEqual({
      reply: 0,
      auto_reply: 0,
      bounce: 0,
      unsubscribe: 0,
      other: 0,
    });
    expect(await eventsOf(ctx.campaignId)).toEqual(events);
    const [after] = await t.database.db.query(
      `SELECT uid_validity::text, last_uid::int FROM inbox_cursor WHERE mail_account_id = $1`,
      [ctx.accountId],
    );
    expect(after).toEqual(before);
  });

  it('two runs at once record a reply once, and its lead once', async () => {
    const ctx = await mailboxWithCampaign({ leadOnReply: true });
    const send = await insertSend(ctx, ctx.ada, 1);
    await deliver(ctx, message({ From: ctx.ada.email, 'In-Reply-To': send.messageId }));
    const runs = await Promise.all([
      t.services.inbox.syncOnce(ctx.accountId),
      t.services.inbox.syncOnce(ctx.accountId),
    ]);
    expect(runs.map((run) => run.processed.reply).sort()).toEqual([0, 1]);
    expect((await eventsOf(ctx.campaignId)).map((e) => e.type)).toEqual(['reply', 'lead']);
    const leads = await t.database.db.query(
      `SELECT recipient_id FROM lead WHERE campaign_id = $1`,
      [ctx.campaignId],
    );
    expect(leads).toEqual([{ recipient_id: ctx.ada.id }]);
    expect(await recipientState(ctx.ada.id)).toBe('lead');
  });
});

describe('logins', () => {
  async function failures(accountId: string) {
    const [row] = await t.database.db.query(
      `SELECT imap_login_failures, status FROM mail_account WHERE id = $1`,
      [accountId],
    );
    return row;
  }

  it('a refused IMAP login is counted on the mailbox; a good one resets the count', async () => {
    const ctx = await mailboxWithCampaign();
    const vault = new CredentialsVault(loadSecret(t.config));
    const [row] = await t.database.db.query(`SELECT credentials FROM mail_account WHERE id = $1`, [
      ctx.accountId,
    ]);
    const good = vault.open(ctx.workspaceId, row.credentials);
    const bad = { ...good, imap: { ...good.imap!, password: 'wrong-password' } };
    const store = (credentials: typeof good) =>
      t.database.db.query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
        ctx.accountId,
        vault.seal(ctx.workspaceId, credentials),
      ]);
    await store(bad);
    await expect(t.services.inbox.syncOnce(ctx.accountId)).rejects.toThrow(
      /IMAP login failed: the IMAP server 127\.0\.0\.1:\d+ rejected the username or password/,
    );
    expect(await failures(ctx.accountId)).toEqual({ imap_login_failures: 1, status: 'active' });
    await store(good);
    await t.services.inbox.syncOnce(ctx.accountId);
    expect(await failures(ctx.accountId)).toEqual({ imap_login_failures: 0, status: 'active' });
  });

  it('a mailbox that is not active is not read', async () => {
    const ctx = await mailboxWithCampaign();
    const send = await insertSend(ctx, ctx.ada, 1);
    await deliver(ctx, message({ From: ctx.ada.email, 'In-Reply-To': send.messageId }));
    await t.database.db.query(`UPDATE mail_account SET status = 'stopped' WHERE id = $1`, [
      ctx.accountId,
    ]);
    expect((await t.services.inbox.syncOnce(ctx.accountId)).fetched).toBe(0);
    expect(await eventsOf(ctx.campaignId)).toEqual([]);
  });
});

it('the schedule job keeps one inbox job per active mailbox, and those jobs read the inbox', async () => {
  const ctx = await mailboxWithCampaign();
  const send = await insertSend(ctx, ctx.ada, 1);
  await deliver(ctx, message({ From: ctx.ada.email, 'In-Reply-To': send.messageId }));
  const pool = new Pool({ connectionString: t.database.url, max: 3 });
  const { Agenda } = await import('agenda');
  const backend = await createAgendaBackend(t.config, t.database.url, pool);
  backend.notificationChannel?.on('error', () => undefined);
  const agenda = new Agenda({
    backend,
    processEvery: 200,
    defaultLockLifetime: 60_000,
  });
  registerInboxJobs(agenda, t.services.inbox, pino({ level: 'silent' }));
  const jobsOf = async (mailAccountId: string) =>
    (await agenda.queryJobs({ name: INBOX_SYNC_JOB, data: { mailAccountId } })).jobs;
  try {
    await agenda.start();
    await agenda.now(INBOX_SCHEDULE_JOB);
    await eventually(
      async () => ((await eventsOf(ctx.campaignId)).length === 1 ? true : undefined),
      { what: 'the inbox job to record the reply', timeoutMs: 10_000 },
    );
    const jobs = await jobsOf(ctx.accountId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].repeatInterval).toBe('3 minutes');
    // Scheduling again adds nothing; a mailbox that stops loses its job.
    await scheduleInboxSyncs(agenda, await t.services.inbox.activeMailboxIds());
    expect(await jobsOf(ctx.accountId)).toHaveLength(1);
    await t.database.db.query(`UPDATE mail_account SET status = 'stopped' WHERE id = $1`, [
      ctx.accountId,
    ]);
    await scheduleInboxSyncs(agenda, await t.services.inbox.activeMailboxIds());
    expect(await jobsOf(ctx.accountId)).toHaveLength(0);
  } finally {
    await agenda.stop();
    await pool.end();
  }
}, 30_000);
