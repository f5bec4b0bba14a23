import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { simpleParser } from 'mailparser';
import { eventually } from '../../../../../test/eventually';
import { MailSandbox, headerValue, type SandboxMessage } from '../../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../../test/server';

/*
 * The campaign's From name and mailbox reaching the wire: dispatched messages and test emails
 * carry the campaign's From name (else the mailbox's), and a started campaign moved to another
 * mailbox sends its next follow-ups from it, threaded, to nobody twice.
 */

const SENDER = { email: 'sam@sender.test', password: 'sender-secret' };
const OTHER = { email: 'kim@other-sender.test', password: 'other-secret' };
const SLOW = { email: 'lee@slow-sender.test', password: 'slow-secret' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let sandbox: MailSandbox;
/** A server that answers each message 300 ms late: a burst is still running when the move commits. */
let slow: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, OTHER] });
  slow = await MailSandbox.start({ users: [SLOW], replyDelayMs: 300 });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
  await slow.stop();
});

const db = () => t.database.db;
const pref = sendingPreference({ allDay: true, gap: 1, burst: 10 });

const campaign = (rows: number, steps: number) =>
  buildSendingCampaign(t, sandbox, { sender: SENDER, rows, steps, pref });

const capturedFor = (tag: string): SandboxMessage[] =>
  sandbox.captured.filter((message) => message.to.some((to) => to.includes(`-${tag}@`)));

/** The From header of a captured message, decoded. */
async function fromOf(message: SandboxMessage) {
  const mail = await simpleParser(message.raw);
  return mail.from?.value;
}

const saveSendingAccount = (
  token: string,
  campaignId: string,
  body: { assigned_to: string; assigned_to_name: string },
) => t.rest('POST', `/v1/campaign/${campaignId}/mailAccount/update`, { token, body });

/** A second mailbox of the workspace, logging in to the sandbox as OTHER, named Kim Other. */
async function otherMailbox(token: string, workspaceId: string): Promise<string> {
  const login = { server: '127.0.0.1', username: OTHER.email, password: OTHER.password };
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    token,
    body: {
      name: 'Kim Other',
      email: OTHER.email,
      smtp: { ...login, port: sandbox.smtp.port },
      imap: { ...login, port: sandbox.imap.port },
    },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const [row] = await db().query(
    `SELECT id FROM mail_account WHERE workspace_id = $1 AND email = $2`,
    [workspaceId, OTHER.email],
  );
  await db().query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    row.id,
    JSON.stringify(pref),
  ]);
  return row.id;
}

it("dispatched messages carry the campaign's From name, else the mailbox's", async () => {
  const named = await campaign(1, 1);
  const plain = await campaign(1, 1);
  expect(
    await saveSendingAccount(named.token, named.campaignId, {
      assigned_to: named.mailboxId,
      assigned_to_name: 'Ada at ACME',
    }),
  ).toMatchObject({ status: 200 });
  const now = new Date('2026-04-01T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(named.mailboxId, now)).sent).toBe(1);
  expect((await t.services.dispatch.dispatchOnce(plain.mailboxId, now)).sent).toBe(1);
  const [namedMessage] = capturedFor(named.tag);
  const [plainMessage] = capturedFor(plain.tag);
  expect(await fromOf(namedMessage)).toEqual([{ name: 'Ada at ACME', address: SENDER.email }]);
  expect(await fromOf(plainMessage)).toEqual([{ name: 'Sam Sender', address: SENDER.email }]);
});

it("a test email carries the campaign's From name, else the mailbox's", async () => {
  const c = await campaign(1, 1);
  const testSend = async (marker: string) => {
    const sent = await t.rest('POST', '/v1/campaign/testsend', {
      token: c.token,
      body: {
        campaign_id: c.campaignId,
        email: OTHER.email,
        subject: `Test ${marker}`,
        body: '<p>Hello there</p>',
        mime_type: 'text/html',
      },
    });
    expect(sent).toEqual({ status: 200, body: { message: CAMPAIGN_MESSAGES.testSent } });
    return sandbox.waitForMessage((m) => (m.subject ?? '').includes(marker));
  };
  const before = await testSend(`fallback-${c.tag}`);
  expect(await fromOf(before)).toEqual([{ name: 'Sam Sender', address: SENDER.email }]);
  await saveSendingAccount(c.token, c.campaignId, {
    assigned_to: c.mailboxId,
    assigned_to_name: 'Sam from ACME',
  });
  const after = await testSend(`named-${c.tag}`);
  expect(await fromOf(after)).toEqual([{ name: 'Sam from ACME', address: SENDER.email }]);
});

it('a started campaign moved mid-sequence sends its next follow-ups from the new mailbox, threaded, to nobody twice, without waiting for the old claims', async () => {
  const c = await campaign(3, 2);
  const other = await otherMailbox(c.token, c.workspaceId);
  const start = new Date('2026-04-01T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, start)).sent).toBe(3);
  const firsts = capturedFor(c.tag);

  // The follow-ups are due; the first one fails for now and waits out its back-off, claimed.
  const due = new Date(start.getTime() + 3 * DAY + MINUTE);
  sandbox.failNext(451, '4.3.0 Try again later');
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, due)).toMatchObject({
    sent: 0,
    retrying: 1,
  });
  const progress = () =>
    db().query(
      `SELECT id, next_position, next_send_at, state FROM campaign_recipient
        WHERE campaign_id = $1 ORDER BY id`,
      [c.campaignId],
    );
  const before = await progress();

  expect(
    await saveSendingAccount(c.token, c.campaignId, {
      assigned_to: other,
      assigned_to_name: 'Kim at ACME',
    }),
  ).toMatchObject({ status: 200 });
  // Recipients keep their progress; the claimed retry is released with the move.
  expect(await progress()).toEqual(before);
  const claims = await db().query(
    `SELECT count(*)::int AS n FROM send WHERE campaign_id = $1 AND state = 'claimed'`,
    [c.campaignId],
  );
  expect(claims[0].n).toBe(0);
  // The schedule gives the new mailbox its row and drops the old one's (idle).
  await t.services.dispatch.refreshSchedule(due);
  const dispatching = await t.services.dispatch.scheduledMailboxes();
  expect(dispatching).toContain(other);
  expect(dispatching).not.toContain(c.mailboxId);

  // The old mailbox has nothing left; the new one sends all three follow-ups at once.
  const next = new Date(due.getTime() + MINUTE);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, next)).sent).toBe(0);
  expect((await t.services.dispatch.dispatchOnce(other, next)).sent).toBe(3);
  expect(
    (await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(next.getTime() + DAY))).sent,
  ).toBe(0);
  expect((await t.services.dispatch.dispatchOnce(other, new Date(next.getTime() + DAY))).sent).toBe(
    0,
  );

  const sink = capturedFor(c.tag);
  expect(sink).toHaveLength(6);
  for (const recipient of c.recipients) {
    const own = sink.filter((message) => message.to.includes(recipient.email));
    expect(own).toHaveLength(2);
    const [first, followUp] = own;
    expect(firsts).toContain(first);
    expect(first.user).toBe(SENDER.email);
    expect(followUp.user).toBe(OTHER.email);
    expect(await fromOf(followUp)).toEqual([{ name: 'Kim at ACME', address: OTHER.email }]);
    expect(followUp.subject).toMatch(/^Re: /);
    expect(headerValue(followUp.raw, 'in-reply-to')).toBe(first.messageId);
    expect(headerValue(followUp.raw, 'references')).toBe(first.messageId);
  }
  const ledger = await db().query(
    `SELECT mail_account_id, position, state FROM send WHERE campaign_id = $1 ORDER BY position`,
    [c.campaignId],
  );
  expect(ledger).toEqual([
    ...Array(3).fill({ mail_account_id: c.mailboxId, position: 1, state: 'sent' }),
    ...Array(3).fill({ mail_account_id: other, position: 2, state: 'sent' }),
  ]);
  const [{ status }] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(status).toBe('complete');
});

it('the start step moving a started campaign releases its claims the same way', async () => {
  const c = await campaign(1, 2);
  const other = await otherMailbox(c.token, c.workspaceId);
  const start = new Date('2026-04-02T10:00:00Z');
  sandbox.failNext(451, '4.3.0 Try again later');
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, start)).toMatchObject({
    retrying: 1,
  });
  const updated = await t.rest('POST', '/v1/campaign/update', {
    token: c.token,
    body: { id: c.campaignId, name: c.campaignName, assigned_to: other },
  });
  expect(updated.status).toBe(200);
  expect((await t.services.dispatch.dispatchOnce(other, start)).sent).toBe(1);
  const [message] = capturedFor(c.tag);
  expect(message.user).toBe(OTHER.email);
  expect(await fromOf(message)).toEqual([{ name: 'Kim Other', address: OTHER.email }]);
  expect(capturedFor(c.tag)).toHaveLength(1);
});

it('a move while the old mailbox is mid-burst: what it started goes once, the rest goes from the new mailbox, nobody twice', async () => {
  const c = await buildSendingCampaign(t, slow, { sender: SLOW, rows: 6, steps: 1, pref });
  const other = await otherMailbox(c.token, c.workspaceId);
  const now = new Date('2026-04-03T10:00:00Z');
  const fromOld = () => slow.captured.filter((m) => m.to.some((to) => to.includes(`-${c.tag}@`)));
  const running = t.services.dispatch.dispatchOnce(c.mailboxId, now);
  await eventually(() => (fromOld().length >= 2 ? true : undefined), { what: 'two messages' });
  expect(
    await saveSendingAccount(c.token, c.campaignId, {
      assigned_to: other,
      assigned_to_name: 'Kim at ACME',
    }),
  ).toMatchObject({ status: 200 });
  const oldRun = await running;
  expect(oldRun.sent).toBeGreaterThanOrEqual(2);
  expect(oldRun.sent).toBeLessThan(6);
  const later = new Date(now.getTime() + MINUTE);
  expect((await t.services.dispatch.dispatchOnce(other, later)).sent).toBe(6 - oldRun.sent);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, later)).sent).toBe(0);

  const received = [...fromOld(), ...capturedFor(c.tag)];
  expect(received.map((m) => m.to[0]).sort()).toEqual(c.recipients.map((r) => r.email).sort());
  const ledger = await db().query(
    `SELECT mail_account_id, state FROM send WHERE campaign_id = $1`,
    [c.campaignId],
  );
  expect(ledger.every((row: { state: string }) => row.state === 'sent')).toBe(true);
  expect(
    ledger.filter((row: { mail_account_id: string }) => row.mail_account_id === other),
  ).toHaveLength(6 - oldRun.sent);
});
