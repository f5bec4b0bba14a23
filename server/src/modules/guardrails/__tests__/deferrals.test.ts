import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

const A = { email: 'defer-a@sender.test', password: 'sender-secret' };
const B = { email: 'defer-b@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;

/**
 * A relay that answers 451 to every recipient at slow.test while `deferring`, and takes every
 * other message; it counts the RCPT commands per domain.
 */
class DeferringRelay {
  deferring = true;
  readonly rcpts = new Map<string, number>();
  private server: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      logger: false,
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS'],
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      closeTimeout: 200,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onRcptTo: ({ address }, _session, callback) => {
        const domain = address.split('@')[1].toLowerCase();
        this.rcpts.set(domain, (this.rcpts.get(domain) ?? 0) + 1);
        if (this.deferring && domain === 'slow.test') {
          const error = new Error('4.7.0 Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        stream.on('data', () => undefined);
        stream.on('end', () => callback(null, 'queued'));
      },
    });
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let sandbox: MailSandbox;
let relay: DeferringRelay;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [A, B] });
  relay = new DeferringRelay();
  await relay.start();
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await relay.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const pref = sendingPreference({ allDay: true, perDay: 100, gap: 1, burst: 1 });
const emails = (domain: string, n: number) =>
  Array.from({ length: n }, (_, i) => `r${i + 1}@${domain}`);

/** The sends of a campaign as "domain state count", to compare. */
async function statesOf(campaignId: string) {
  const rows: { domain: string; state: string; n: number }[] = await db().query(
    `SELECT split_part(r.email, '@', 2) AS domain, s.state, count(*)::int AS n
       FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
      WHERE s.campaign_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [campaignId],
  );
  return rows.map((row) => `${row.domain} ${row.state} ${row.n}`);
}

it('holds one recipient domain for the whole workspace after a storm of deferrals, and only that one', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: A,
    rows: 6,
    steps: 1,
    pref,
    smtpPort: relay.port,
    emails: [...emails('slow.test', 3), ...emails('fast.test', 3)],
  });
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  const caller = { workspaceId: c.workspaceId } as Parameters<
    TestServer['services']['guardrails']['deferredDomains']
  >[0];
  const start = new Date();
  // One message a run: slow.test answers 451 three times in a row (its first recipient, that
  // one's retry, the next one).
  for (const minutes of [0, 1, 2]) await t.services.dispatch.dispatchOnce(c.mailboxId, at(minutes));
  expect(relay.rcpts.get('slow.test')).toBe(3);
  expect(await t.services.guardrails.deferredDomains(caller, at(2.5))).toEqual([
    {
      domain: 'slow.test',
      deferrals: 3,
      heldUntil: at(3),
      lastReply: expect.stringContaining('Try again later'),
    },
  ]);

  // Held: neither this mailbox nor another one of the workspace writes to slow.test, while
  // fast.test goes on.
  const other = await addPoolMailbox(t, sandbox, c, { sender: B, pref });
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, at(2.5))).sent).toBe(1);
  expect((await t.services.dispatch.dispatchOnce(other, at(2.5))).sent).toBe(1);
  expect(relay.rcpts.get('slow.test')).toBe(3);
  expect(await statesOf(c.campaignId)).toEqual(['fast.test sent 2', 'slow.test claimed 2']);

  // Once the hold is over and the receiver takes them, they go.
  relay.deferring = false;
  for (const minutes of [4, 5, 6, 7])
    for (const mailbox of [c.mailboxId, other])
      await t.services.dispatch.dispatchOnce(mailbox, at(minutes));
  expect(await statesOf(c.campaignId)).toEqual(['fast.test sent 3', 'slow.test sent 3']);
  expect(await t.services.guardrails.deferredDomains(caller, at(7))).toEqual([]);
});
