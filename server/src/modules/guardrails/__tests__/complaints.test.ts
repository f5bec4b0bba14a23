import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

const SENDER = { email: 'arf-sender@sender.test', password: 'sender-secret' };
/** Recipients who are sandbox users: their messages are delivered, none bounces. */
const RECIPIENTS = Array.from({ length: 20 }, (_, i) => ({
  email: `arf-r${i + 1}@recipient.test`,
  password: 'recipient-secret',
}));

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, ...RECIPIENTS] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;

/** An ARF report (RFC 5965) from a receiver about `original` (its headers), for `rcpt`. */
function feedbackReport(options: { rcpt: string; originalHeaders: string }): string {
  const boundary = 'arf-boundary-1';
  return [
    'From: <feedback@isp.example>',
    `To: <${SENDER.email}>`,
    'Subject: FW: complaint about message',
    'Message-ID: <arf-' + Math.random().toString(36).slice(2) + '@isp.example>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is an email abuse report for an email message received from your address.',
    '',
    `--${boundary}`,
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: abuse',
    'User-Agent: SomeGenerator/1.0',
    'Version: 1',
    `Original-Rcpt-To: <${options.rcpt}>`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    options.originalHeaders,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

it('counts an ARF report threading on one of our messages as a complaint: the contact is suppressed and the mailbox paused over 0.3 %', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows: 20,
    steps: 1,
    pref: sendingPreference({ allDay: true, perDay: 100, gap: 1, burst: 20 }),
    emails: RECIPIENTS.map((r) => r.email),
  });
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, new Date())).sent).toBe(20);
  const [first, second] = c.recipients;
  const [send] = await db().query(
    `SELECT message_id FROM send WHERE recipient_id = $1 AND state = 'sent'`,
    [first.id],
  );

  // From outside, naming no message of ours and not authenticated: proves nothing.
  await sandbox.inject(
    feedbackReport({
      rcpt: second.email,
      originalHeaders: `From: <${SENDER.email}>\r\nTo: <${second.email}>\r\nSubject: Hello`,
    }),
    { to: SENDER.email },
  );
  await t.services.inbox.syncOnce(c.mailboxId);
  let [recipient] = await db().query(`SELECT state FROM campaign_recipient WHERE id = $1`, [
    second.id,
  ]);
  expect(recipient.state).not.toBe('unsubscribed');
  let [mailbox] = await db().query(
    `SELECT paused_at, pause_reason FROM mail_account WHERE id = $1`,
    [c.mailboxId],
  );
  expect(mailbox).toEqual({ paused_at: null, pause_reason: null });

  // Threading on our Message-ID: the contact is suppressed and the complaint counts.
  await sandbox.inject(
    feedbackReport({
      rcpt: first.email,
      originalHeaders: `From: <${SENDER.email}>\r\nTo: <${first.email}>\r\nMessage-ID: ${send.message_id}\r\nSubject: Hello`,
    }),
    { to: SENDER.email },
  );
  await t.services.inbox.syncOnce(c.mailboxId);
  [recipient] = await db().query(`SELECT state FROM campaign_recipient WHERE id = $1`, [first.id]);
  expect(recipient.state).toBe('unsubscribed');
  const events = await db().query(
    `SELECT type, meta->>'via' AS via, meta->>'feedbackType' AS feedback FROM email_event
      WHERE recipient_id = $1 AND type = 'unsubscribe'`,
    [first.id],
  );
  expect(events).toEqual([{ type: 'unsubscribe', via: 'complaint', feedback: 'abuse' }]);
  const unsubscribed = await db().query(
    `SELECT count(*)::int AS n FROM unsubscribe WHERE workspace_id = $1 AND email = $2`,
    [c.workspaceId, first.email],
  );
  expect(unsubscribed[0].n).toBe(1);
  [mailbox] = await db().query(`SELECT pause_reason FROM mail_account WHERE id = $1`, [
    c.mailboxId,
  ]);
  expect(mailbox.pause_reason).toBe('1 of 20 messages reported as spam in 7 days (5.0 %)');
});
