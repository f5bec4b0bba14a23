import { closedPort, setImapPort } from '../../../../test/mail-credentials';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { RECONCILE_AFTER_MS } from '../reconcile';
import { NO_EVIDENCE_REASON } from '../send-burst';
import { PENDING_KEYWORD } from '../sent-folder';

const SENDER = { email: 'eva@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  // A server that does not file Sent copies of its own, answering each message after 150 ms.
  sandbox = await MailSandbox.start({ users: [SENDER], replyDelayMs: 150 });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const campaign = (rows: number) =>
  buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows,
    steps: 1,
    pref: sendingPreference({ allDay: true, perDay: 1000, gap: 0, burst: 100 }),
  });
const statesOf = async (campaignId: string) =>
  (
    await db().query(
      `SELECT s.state, s.attempts, s.last_error FROM send s
         JOIN campaign_recipient r ON r.id = s.recipient_id
        WHERE s.campaign_id = $1 ORDER BY r.created_at`,
      [campaignId],
    )
  ).map((row: { state: string; attempts: number }) => `${row.state}/${row.attempts}`);
const capturedFor = (tag: string) =>
  sandbox.captured.filter((message) => message.to.some((to) => to.includes(`-${tag}@`)));
const sentCopiesFor = async (tag: string) =>
  (await sandbox.fetchInbox(SENDER.email, 'Sent')).filter((copy) =>
    JSON.stringify(copy.mail.to).includes(`-${tag}@`),
  );

it('files each copy before the wire and confirms it after the 250: no copy is left pending', async () => {
  const c = await campaign(3);
  const result = await t.services.dispatch.dispatchOnce(c.mailboxId, new Date('2026-04-01T10:00Z'));
  expect(result).toMatchObject({ sent: 3 });
  const copies = await sentCopiesFor(c.tag);
  expect(copies).toHaveLength(3);
  for (const copy of copies) {
    expect(copy.flags).toContain('\\Seen');
    expect(copy.flags).not.toContain(PENDING_KEYWORD);
  }
});

it('a message whose Sent copy cannot be filed first does not go; it goes on a later run', async () => {
  const c = await campaign(2);
  await setImapPort(t, c.mailboxId, await closedPort());
  let now = new Date('2026-04-01T10:00:00Z');
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    sent: 0,
    retrying: 1,
  });
  expect(capturedFor(c.tag)).toHaveLength(0);
  const [row] = await db().query(
    `SELECT state, last_error FROM send WHERE campaign_id = $1 AND attempts > 0`,
    [c.campaignId],
  );
  expect(row).toEqual({ state: 'claimed', last_error: NO_EVIDENCE_REASON });

  await setImapPort(t, c.mailboxId, sandbox.imap.port);
  now = new Date(now.getTime() + 2 * MINUTE);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({ sent: 2 });
  expect(capturedFor(c.tag)).toHaveLength(2);
  expect(await statesOf(c.campaignId)).toEqual(['sent/2', 'sent/1']);
});

it('a burst whose recording fails stops; what the server took is reconciled as sent, never sent again', async () => {
  const c = await campaign(5);
  const ledger = t.services.dispatch.ledger;
  const markSentAt = ledger.markSentAt;
  ledger.markSentAt = () => Promise.reject(new Error('database unavailable'));
  let now = new Date('2026-04-01T10:00:00Z');
  let result;
  try {
    result = await t.services.dispatch.dispatchOnce(c.mailboxId, now);
  } finally {
    ledger.markSentAt = markSentAt;
  }
  // The loop stops at the first failed recording instead of sending the whole burst.
  expect(result.sent).toBeGreaterThan(0);
  expect(result.sent).toBeLessThan(5);
  const taken = result.sent;
  const rows = await db().query(
    `SELECT state, accepted_at IS NOT NULL AS accepted FROM send
      WHERE campaign_id = $1 AND state = 'smtp_started'`,
    [c.campaignId],
  );
  expect(rows).toEqual(Array(taken).fill({ state: 'smtp_started', accepted: true }));
  // Their copies are still pending (never confirmed): only the recorded acceptance proves them.
  const copies = await sentCopiesFor(c.tag);
  expect(copies).toHaveLength(taken);
  expect(copies.every((copy) => copy.flags.includes(PENDING_KEYWORD))).toBe(true);

  now = new Date(now.getTime() + RECONCILE_AFTER_MS + MINUTE);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    reconciled: taken,
    resent: 0,
    uncertain: 0,
    sent: 5 - taken,
  });
  const perRecipient = new Map<string, number>();
  for (const message of capturedFor(c.tag))
    perRecipient.set(message.to[0], (perRecipient.get(message.to[0]) ?? 0) + 1);
  expect([...perRecipient.values()]).toEqual([1, 1, 1, 1, 1]);
  expect(await statesOf(c.campaignId)).toEqual(Array(5).fill('sent/1'));
  const [counter] = await db().query(`SELECT sent FROM campaign_counter WHERE campaign_id = $1`, [
    c.campaignId,
  ]);
  expect(counter.sent).toBe(5);
});

it('renews the lease of a long burst between messages', async () => {
  const c = await campaign(6);
  let renewals = 0;
  const result = await t.services.dispatch.dispatchOnce(
    c.mailboxId,
    new Date('2026-04-01T10:00Z'),
    {
      keepAlive: async () => {
        renewals += 1;
      },
      keepAliveEveryMs: 200,
    },
  );
  expect(result.sent).toBe(6);
  // Six messages at 150 ms or more each: renewed every other message or so.
  expect(renewals).toBeGreaterThanOrEqual(3);
});

it('a message whose end of data cannot be recorded is cut before its last byte: the server keeps nothing, and it goes once later', async () => {
  const c = await campaign(1);
  const ledger = t.services.dispatch.ledger;
  const markDataEnding = ledger.markDataEnding;
  ledger.markDataEnding = () => Promise.reject(new Error('database unavailable'));
  let now = new Date('2026-04-01T10:00:00Z');
  try {
    expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
      sent: 0,
      retrying: 1,
    });
  } finally {
    ledger.markDataEnding = markDataEnding;
  }
  expect(capturedFor(c.tag)).toHaveLength(0);
  expect(await sentCopiesFor(c.tag)).toHaveLength(0);

  now = new Date(now.getTime() + 2 * MINUTE);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({ sent: 1 });
  expect(capturedFor(c.tag)).toHaveLength(1);
  expect(await statesOf(c.campaignId)).toEqual(['sent/2']);
});

/** Leaves the campaign's first send as a crash would: on the wire, with a pending Sent copy. */
async function interruptedWithPendingCopy(
  c: Awaited<ReturnType<typeof campaign>>,
  now: Date,
  dataEnded: boolean,
): Promise<void> {
  const startedAt = new Date(now.getTime() - RECONCILE_AFTER_MS - MINUTE);
  const [{ id }] = await db().query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, attempts, smtp_started_at, data_ending_at)
     SELECT c.workspace_id, c.id, s.id, r.id, c.mail_account_id, 1,
            '<' || gen_random_uuid() || '@sender.test>', 'smtp_started', 1, $2,
            CASE WHEN $3 THEN $2::timestamptz END
       FROM campaign c JOIN step s ON s.campaign_id = c.id AND s.position = 1
       JOIN campaign_recipient r ON r.campaign_id = c.id
      WHERE c.id = $1
     RETURNING id`,
    [c.campaignId, startedAt, dataEnded],
  );
  const [{ message_id: messageId }] = await db().query(
    `SELECT message_id FROM send WHERE id = $1`,
    [id],
  );
  const raw = [
    `Message-ID: ${messageId}`,
    `From: ${SENDER.email}`,
    `To: ${c.recipients[0].email}`,
    'Subject: Hello',
    '',
    'Hello',
    '',
  ].join('\r\n');
  await sandbox.append(SENDER.email, 'Sent', raw, ['\\Seen', PENDING_KEYWORD]);
}

it('an interrupted send cut before the end of its data is sent again, its stray pending copy removed', async () => {
  const c = await campaign(1);
  const now = new Date('2026-04-01T10:00:00Z');
  await interruptedWithPendingCopy(c, now, false);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    resent: 1,
    uncertain: 0,
    sent: 1,
  });
  expect(capturedFor(c.tag)).toHaveLength(1);
  const copies = await sentCopiesFor(c.tag);
  expect(copies).toHaveLength(1);
  expect(copies[0].flags).not.toContain(PENDING_KEYWORD);
  expect(await statesOf(c.campaignId)).toEqual(['sent/2']);
});

it('an interrupted send whose data may have ended, with only its pending copy, is uncertain: never sent again', async () => {
  const c = await campaign(1);
  const now = new Date('2026-04-01T10:00:00Z');
  await interruptedWithPendingCopy(c, now, true);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
    resent: 0,
    uncertain: 1,
    sent: 0,
  });
  expect(capturedFor(c.tag)).toHaveLength(0);
  expect(await statesOf(c.campaignId)).toEqual(['uncertain/1']);
});
