import net from 'node:net';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { loadSecret } from '../../../secret';
import { CredentialsVault } from '../../mailbox/credentials-vault';
import { GIVE_UP_AFTER_MS, RECONCILE_AFTER_MS } from '../reconcile';
import { PENDING_KEYWORD } from '../sent-folder';

const SENDER = { email: 'rita@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;

/**
 * An SMTP relay in front of the sandbox's submission listener that can break the connection
 * right after the client has sent the whole message: `after` once the server has delivered it
 * (its reply is swallowed), `before` without letting the end of the message through (nothing is
 * delivered). Either way the client sees the connection close while it waits for the reply.
 */
type DropMode = 'none' | 'after' | 'before';
class BreakingRelay {
  mode: DropMode = 'none';
  readonly server: net.Server;

  constructor(private readonly upstreamPort: number) {
    this.server = net.createServer((client) => this.relay(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket): void {
    const upstream = net.connect(this.upstreamPort, '127.0.0.1');
    let tail = '';
    let swallowReply = false;
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.on('data', (chunk: Buffer) => {
      if (swallowReply) return end(); // the server's answer to the message never arrives
      client.write(chunk);
    });
    client.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      tail = text.slice(-4);
      const finished = text.endsWith('\r\n.\r\n') && this.mode !== 'none';
      if (!finished) return void upstream.write(chunk);
      if (this.mode === 'after') {
        swallowReply = true;
        upstream.write(chunk);
      } else {
        upstream.write(chunk.subarray(0, Math.max(0, chunk.length - 3)), end);
      }
    });
  }
}

let sandbox: MailSandbox;
let relay: BreakingRelay;
let relayPort: number;
let t: TestServer;
beforeAll(async () => {
  // A server that files a Sent copy itself, as most hosted providers do.
  sandbox = await MailSandbox.start({ users: [SENDER], copyToSent: true });
  relay = new BreakingRelay(sandbox.smtp.port);
  relayPort = await relay.listen();
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await relay.close();
  await sandbox.stop();
});

const db = () => t.database.db;
/** A started one-step campaign to `rows` recipients from a mailbox sending through the relay. */
const campaign = (rows: number, smtpPort = relayPort) =>
  buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows,
    steps: 1,
    pref: sendingPreference({ allDay: true, perDay: 1000, gap: 0, burst: 1 }),
    smtpPort,
  });

const sendsOf = (campaignId: string) =>
  db().query(
    `SELECT ct.email::text AS email, s.state, s.attempts, s.message_id, s.last_error
       FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
       JOIN contact ct ON ct.id = r.contact_id
      WHERE s.campaign_id = $1 ORDER BY r.created_at`,
    [campaignId],
  );

const capturedFor = (tag: string) =>
  sandbox.captured.filter((message) => message.to.some((to) => to.includes(`-${tag}@`)));

it('files the exact bytes sent in the Sent folder when the server does not, once', async () => {
  const plain = await MailSandbox.start({ users: [SENDER] });
  try {
    const own = await campaign(2, plain.smtp.port);
    await db().query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
      own.mailboxId,
      await credentialsWith(own.workspaceId, own.mailboxId, { imapPort: plain.imap.port }),
    ]);
    const now = new Date('2026-04-01T10:00:00Z');
    expect((await t.services.dispatch.dispatchOnce(own.mailboxId, now)).sent).toBe(1);
    expect((await t.services.dispatch.dispatchOnce(own.mailboxId, now)).sent).toBe(1);
    const sent = await plain.fetchInbox(SENDER.email, 'Sent');
    expect(sent).toHaveLength(2);
    const byId = new Map(plain.captured.map((message) => [message.messageId, message.raw]));
    for (const copy of sent) {
      expect(copy.flags).toContain('\\Seen');
      expect(copy.raw).toBe(byId.get(copy.mail.messageId));
    }
  } finally {
    await plain.stop();
  }
  // A server that files its own copy (this sandbox) gets no second one.
  const c = await campaign(1);
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date('2026-04-01T10:00:00Z'));
  const [row] = await sendsOf(c.campaignId);
  const copies = (await sandbox.fetchInbox(SENDER.email, 'Sent')).filter(
    (copy) => copy.mail.messageId === row.message_id,
  );
  expect(copies).toHaveLength(1);
});

/** The mailbox's sealed credentials with another IMAP port. */
async function credentialsWith(workspaceId: string, mailboxId: string, to: { imapPort: number }) {
  const vault = new CredentialsVault(loadSecret(t.config));
  const [account] = await db().query(`SELECT credentials FROM mail_account WHERE id = $1`, [
    mailboxId,
  ]);
  const credentials = vault.open(workspaceId, account.credentials);
  return vault.seal(workspaceId, {
    ...credentials,
    imap: { ...credentials.imap!, port: to.imapPort },
  });
}

it('reconciles sends interrupted after DATA: found → sent, not found → sent again once, twice → uncertain', async () => {
  const c = await campaign(3);
  let now = new Date('2026-04-01T10:00:00Z');
  const run = async (mode: DropMode) => {
    relay.mode = mode;
    const result = await t.services.dispatch.dispatchOnce(c.mailboxId, now);
    now = new Date(now.getTime() + RECONCILE_AFTER_MS + MINUTE);
    return result;
  };
  // r1: delivered, but the answer never came; r2 and r3: lost before the server had them.
  expect(await run('after')).toMatchObject({ sent: 0, interrupted: 1, retrying: 0 });
  expect(capturedFor(c.tag)).toHaveLength(1);
  let rows = await sendsOf(c.campaignId);
  expect(rows.map((row: { state: string }) => row.state)).toEqual(['smtp_started']);
  // Too early to reconcile: a live dispatcher may still be waiting for the answer.
  expect(
    await t.services.dispatch.reconcile(c.mailboxId, new Date(now.getTime() - 2 * MINUTE)),
  ).toMatchObject({ reconciled: 0, resent: 0, uncertain: 0 });

  expect(await run('before')).toMatchObject({ reconciled: 1, interrupted: 1 });
  // r2, not in the Sent folder, is sent again once; interrupted again, it is uncertain.
  expect(await run('before')).toMatchObject({ resent: 1, interrupted: 1 });
  expect(await run('before')).toMatchObject({ uncertain: 1, interrupted: 1 });
  // r3, sent again, goes through.
  expect(await run('none')).toMatchObject({ resent: 1, sent: 1 });
  expect(await run('none')).toMatchObject({ sent: 0, reconciled: 0, resent: 0, uncertain: 0 });

  rows = await sendsOf(c.campaignId);
  expect(
    rows.map((row: { state: string; attempts: number }) => `${row.state}/${row.attempts}`),
  ).toEqual(['sent/1', 'uncertain/2', 'sent/2']);
  const sink = capturedFor(c.tag).map((message) => message.to[0]);
  expect(sink).toEqual([`r1-${c.tag}@example.test`, `r3-${c.tag}@example.test`]);
  const [counter] = await db().query(`SELECT sent FROM campaign_counter WHERE campaign_id = $1`, [
    c.campaignId,
  ]);
  expect(counter.sent).toBe(2);
  // The uncertain send does not hold the campaign up.
  const [{ status }] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(status).toBe('complete');
});

it('on a server known to file its own copies, an interrupted send with only our pending copy is sent again once', async () => {
  const c = await campaign(2);
  let now = new Date('2026-04-01T10:00:00Z');
  // r1 goes through: the server's own copy beside ours shows it files copies (ours is removed).
  relay.mode = 'none';
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({ sent: 1 });
  // r2 breaks before the server has it; a dispatcher that did not know yet had filed a pending copy.
  relay.mode = 'before';
  now = new Date(now.getTime() + MINUTE);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    interrupted: 1,
  });
  const [r2] = (await sendsOf(c.campaignId)).filter(
    (row: { state: string }) => row.state === 'smtp_started',
  );
  await sandbox.append(
    SENDER.email,
    'Sent',
    `Message-ID: ${r2.message_id}\r\nSubject: pending\r\n\r\nbody\r\n`,
    ['\\Seen', PENDING_KEYWORD],
  );
  relay.mode = 'none';
  now = new Date(now.getTime() + RECONCILE_AFTER_MS + MINUTE);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    resent: 1,
    uncertain: 0,
    sent: 1,
  });
  expect(capturedFor(c.tag).map((message) => message.to[0])).toEqual([
    `r1-${c.tag}@example.test`,
    `r2-${c.tag}@example.test`,
  ]);
});

it('leaves an interrupted send while the Sent folder cannot be reached, then marks it uncertain', async () => {
  const c = await campaign(1);
  let now = new Date('2026-04-01T10:00:00Z');
  relay.mode = 'before';
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    interrupted: 1,
  });
  relay.mode = 'none';
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as net.AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await db().query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
    c.mailboxId,
    await credentialsWith(c.workspaceId, c.mailboxId, { imapPort: closedPort }),
  ]);
  now = new Date(now.getTime() + RECONCILE_AFTER_MS + MINUTE);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    sent: 0,
    resent: 0,
    uncertain: 0,
  });
  expect((await sendsOf(c.campaignId))[0].state).toBe('smtp_started');
  now = new Date(now.getTime() + GIVE_UP_AFTER_MS);
  expect(await t.services.dispatch.reconcile(c.mailboxId, now)).toMatchObject({ uncertain: 1 });
  const [row] = await sendsOf(c.campaignId);
  expect(row.state).toBe('uncertain');
  expect(row.last_error).toMatch(/could not be checked/);
  expect(capturedFor(c.tag)).toHaveLength(0);
});
