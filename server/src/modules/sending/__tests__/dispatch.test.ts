import type { SendingPreference } from '@outbound/common';
import { DateTime } from 'luxon';
import { simpleParser } from 'mailparser';
import { buildUnsubscribe } from '../../../../test/factories';
import { MailSandbox, headerValue, type SandboxMessage } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { CredentialsVault } from '../../mailbox/credentials-vault';
import { loadSecret } from '../../../secret';
import { followUpDueAt } from '../../mailbox/sending-window';
import { dueCandidates } from '../queries/dispatch';
import { RETRY_BASE_MS } from '../send-errors';

const SENDER = { email: 'sam@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;

const preference = sendingPreference;

/** A started campaign from the sandbox mailbox SENDER (follow-ups 3 days apart). */
const campaign = (options: {
  rows: number;
  steps: number;
  pref: SendingPreference;
  mime?: 'text/html' | 'text/plain';
}) => buildSendingCampaign(t, sandbox, { sender: SENDER, ...options });

interface LedgerRow {
  id: string;
  recipient_id: string;
  position: number;
  state: string;
  sent_at: Date | null;
  message_id: string;
  attempts: number;
}

const ledger = (campaignId: string): Promise<LedgerRow[]> =>
  db().query(
    `SELECT s.id, s.recipient_id, s.position, s.state, s.sent_at, s.message_id, s.attempts
       FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
      WHERE s.campaign_id = $1 ORDER BY s.sent_at NULLS LAST, s.position, r.created_at`,
    [campaignId],
  );

const capturedFor = (tag: string): SandboxMessage[] =>
  sandbox.captured.filter((message) => message.to.some((to) => to.includes(`-${tag}@`)));

/**
 * Runs the dispatcher with a clock from `from` to `until`: right after a burst the clock moves
 * to the next allowed burst; when nothing was sent it moves on by `idle`.
 */
async function drive(mailboxId: string, from: Date, until: Date, idle = 30 * MINUTE) {
  let now = from;
  while (now < until) {
    const result = await t.services.dispatch.dispatchOnce(mailboxId, now);
    const step = result.sent > 0 ? MINUTE : idle;
    const next = new Date(now.getTime() + step);
    now = result.nextAt && result.nextAt > now && result.sent > 0 ? result.nextAt : next;
  }
}

it('sends a 3-step campaign to 50 recipients exactly once per step, threaded, inside the window, cap and bursts, across a DST change', async () => {
  const zone = 'America/New_York';
  const pref = preference({ zone, blocked: [0, 6], perDay: 12, gap: 10, burst: 5 });
  const c = await campaign({ rows: 50, steps: 3, pref });
  // Monday 2 March 2026, 08:30 in New York; clocks go forward on Sunday 8 March.
  const start = DateTime.fromISO('2026-03-02T08:30', { zone }).toJSDate();
  await drive(c.mailboxId, start, new Date(start.getTime() + 23 * DAY));

  const rows = await ledger(c.campaignId);
  expect(rows).toHaveLength(150);
  expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  for (const recipient of c.recipients) {
    const own = rows.filter((row) => row.recipient_id === recipient.id);
    expect(own.map((row) => row.position).sort()).toEqual([1, 2, 3]);
    // Each follow-up no earlier than its delay (3 local days, same wall-clock time) allows.
    const at = (position: number) => own.find((row) => row.position === position)!.sent_at!;
    expect(at(2).getTime()).toBeGreaterThanOrEqual(followUpDueAt(pref, at(1), 3).getTime());
    expect(at(3).getTime()).toBeGreaterThanOrEqual(followUpDueAt(pref, at(2), 3).getTime());
  }

  // Window: weekdays, 09:00 to 17:00 New York time, on both sides of the DST change.
  const local = rows.map((row) => DateTime.fromJSDate(row.sent_at!, { zone }));
  for (const time of local) {
    expect(time.weekday).toBeLessThanOrEqual(5);
    expect(time.hour).toBeGreaterThanOrEqual(9);
    expect(time.hour).toBeLessThan(17);
  }
  expect(local.some((time) => time.isInDST)).toBe(true);
  expect(local.some((time) => !time.isInDST)).toBe(true);
  // Cap per local day; bursts (sends of one run share their instant) of at most 5, 10 min apart.
  const perDay = new Map<string, number>();
  const perBurst = new Map<number, LedgerRow[]>();
  for (const [index, row] of rows.entries()) {
    const day = local[index].toISODate()!;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    const burst = perBurst.get(row.sent_at!.getTime()) ?? [];
    burst.push(row);
    perBurst.set(row.sent_at!.getTime(), burst);
  }
  expect(Math.max(...perDay.values())).toBeLessThanOrEqual(12);
  expect(Math.max(...[...perBurst.values()].map((burst) => burst.length))).toBe(5);
  const instants = [...perBurst.keys()].sort((a, b) => a - b);
  for (let i = 1; i < instants.length; i++)
    expect(instants[i] - instants[i - 1]).toBeGreaterThanOrEqual(10 * MINUTE);

  // First messages go out in the order recipients were added (a burst's sends share an instant).
  const firsts = rows.filter((row) => row.position === 1).map((row) => row.recipient_id);
  expect(firsts).toEqual(c.recipients.map((recipient) => recipient.id));
  // Follow-ups due go before new first messages: no first message left while one was due.
  for (const [instant, burst] of perBurst) {
    if (!burst.some((row) => row.position === 1)) continue;
    for (const row of rows.filter((r) => r.position > 1)) {
      const previous = rows.find(
        (r) => r.recipient_id === row.recipient_id && r.position === row.position - 1,
      )!;
      const dueAt = followUpDueAt(pref, previous.sent_at!, 3).getTime();
      if (dueAt <= instant) expect(row.sent_at!.getTime()).toBeLessThanOrEqual(instant);
    }
  }

  // At the sink: 150 messages, one per ledger row, follow-ups threaded under the earlier ones.
  const sink = capturedFor(c.tag);
  expect(sink).toHaveLength(150);
  expect(new Set(sink.map((message) => message.messageId)).size).toBe(150);
  const byMessageId = new Map(rows.map((row) => [row.message_id, row]));
  for (const message of sink) {
    const row = byMessageId.get(message.messageId!)!;
    expect(row).toBeDefined();
    expect(message.messageId).toMatch(/^<[0-9a-f-]{36}@sender\.test>$/);
    const previous = rows.filter(
      (r) => r.recipient_id === row.recipient_id && r.position < row.position,
    );
    previous.sort((a, b) => a.position - b.position);
    if (row.position === 1) {
      expect(message.subject).toMatch(/^Hello r\d+-/);
      expect(headerValue(message.raw, 'in-reply-to')).toBeUndefined();
    } else {
      expect(message.subject).toMatch(/^Re: Hello r\d+-/);
      expect(headerValue(message.raw, 'in-reply-to')).toBe(
        previous[previous.length - 1].message_id,
      );
      expect(headerValue(message.raw, 'references')).toBe(
        previous.map((r) => r.message_id).join(' '),
      );
    }
  }
  const [{ status }] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(status).toBe('complete');
  const [counter] = await db().query(`SELECT sent FROM campaign_counter WHERE campaign_id = $1`, [
    c.campaignId,
  ]);
  expect(counter.sent).toBe(50);
  const states = await db().query(
    `SELECT DISTINCT state FROM campaign_recipient WHERE campaign_id = $1`,
    [c.campaignId],
  );
  expect(states).toEqual([{ state: 'complete' }]);
}, 120_000);

it('a burst takes the follow-ups due first and fills up with first messages', async () => {
  const c = await campaign({ rows: 6, steps: 2, pref: preference({ burst: 4 }) });
  await db().query(`UPDATE step SET delay_days = 1 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
  ]);
  const [r1, r2, r3, r4, r5, r6] = c.recipients.map((recipient) => recipient.id);
  const monday = new Date('2026-04-06T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, monday)).sent).toBe(4);
  await t.services.events.record({ type: 'reply', recipientId: r1 });
  // Tuesday: r2–r4's follow-ups are due (r1 replied), then the first messages waiting.
  const tuesday = new Date(monday.getTime() + DAY);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, tuesday)).sent).toBe(4);
  const burst: { recipient_id: string; position: number }[] = await db().query(
    `SELECT s.recipient_id, s.position FROM send s
       JOIN campaign_recipient r ON r.id = s.recipient_id
      WHERE s.campaign_id = $1 AND s.sent_at = $2 ORDER BY s.position DESC, r.created_at`,
    [c.campaignId, tuesday],
  );
  expect(burst.map((row) => [row.recipient_id, row.position])).toEqual([
    [r2, 2],
    [r3, 2],
    [r4, 2],
    [r5, 1],
  ]);
  const later = new Date(tuesday.getTime() + 10 * MINUTE);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, later)).sent).toBe(1);
  const [{ recipient_id }] = await db().query(
    `SELECT recipient_id FROM send WHERE campaign_id = $1 AND sent_at = $2`,
    [c.campaignId, later],
  );
  expect(recipient_id).toBe(r6);
});

it('pausing and resuming the campaign, then a step, resumes exactly where sending stopped', async () => {
  const c = await campaign({ rows: 4, steps: 3, pref: preference({ burst: 2, gap: 10 }) });
  const [stepTwo] = await db().query(
    `SELECT id FROM step WHERE campaign_id = $1 AND position = 2`,
    [c.campaignId],
  );
  const call = async (url: string, body: Record<string, unknown>) =>
    expect((await t.rest('POST', url, { token: c.token, body })).status).toBe(200);
  const run = async (at: Date) => (await t.services.dispatch.dispatchOnce(c.mailboxId, at)).sent;
  const monday = new Date('2026-04-06T10:00:00Z');
  const at = (minutes: number, days = 0) =>
    new Date(monday.getTime() + days * DAY + minutes * MINUTE);

  expect(await run(at(0))).toBe(2);
  await call('/v1/campaign/status/update', { campaigns_id: [c.campaignId], status: 'paused' });
  expect(await run(at(10))).toBe(0);
  expect(await run(at(20))).toBe(0);
  await call('/v1/campaign/status/update', { campaigns_id: [c.campaignId], status: 'started' });
  expect(await run(at(30))).toBe(2);
  expect(await run(at(40))).toBe(0);

  const ids = { campaignID: c.campaignId, stepID: stepTwo.id };
  await call('/v1/campaign/steps/pause', ids);
  expect(await run(at(30, 3))).toBe(0);
  await call('/v1/campaign/steps/enable', ids);
  expect(await run(at(40, 3))).toBe(2);
  expect(await run(at(50, 3))).toBe(2);
  expect(await run(at(50, 6))).toBe(2);
  expect(await run(at(60, 6))).toBe(2);
  expect(await run(at(70, 6))).toBe(0);

  const rows = await ledger(c.campaignId);
  expect(rows).toHaveLength(12);
  expect(new Set(rows.map((row) => `${row.recipient_id}:${row.position}`)).size).toBe(12);
  expect(capturedFor(c.tag)).toHaveLength(12);
  const [{ status }] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(status).toBe('complete');
});

it('renders variables, signature, tracked links, the open pixel and one-click List-Unsubscribe', async () => {
  const c = await campaign({ rows: 1, steps: 1, pref: preference({}) });
  await db().query(`UPDATE mail_account SET signature = 'Sam\nSender Co' WHERE id = $1`, [
    c.mailboxId,
  ]);
  const now = new Date('2026-04-01T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, now)).sent).toBe(1);
  const [row] = await ledger(c.campaignId);
  const message = capturedFor(c.tag)[0];
  const mail = await simpleParser(message.raw);
  const urls = t.services.trackingTokens.urls('http://outbound.test', row.id);
  expect(mail.html).toContain('Hi Person 1');
  expect(mail.html).toContain(`href="${urls.click(0)}"`);
  expect(mail.html).toContain(`href="${urls.unsubscribe}"`);
  expect(mail.html).toContain(`src="${urls.openPixel}"`);
  expect(mail.html).not.toContain('https://example.com/a');
  expect(mail.text).toContain('https://example.com/a?x=1&y=2');
  expect(mail.text).toContain('Sender Co');
  expect(headerValue(message.raw, 'list-unsubscribe')).toBe(
    `<${urls.unsubscribe}>, <mailto:sam@sender.test?subject=unsubscribe>`,
  );
  expect(headerValue(message.raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const links = await db().query(`SELECT index, url FROM send_link WHERE send_id = $1`, [row.id]);
  expect(links).toEqual([{ index: 0, url: 'https://example.com/a?x=1&y=2' }]);
});

it('sends plain-text campaigns as a text part only, without tracking', async () => {
  const c = await campaign({ rows: 1, steps: 1, pref: preference({}), mime: 'text/plain' });
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date('2026-04-01T10:00:00Z'));
  const message = capturedFor(c.tag)[0];
  expect(headerValue(message.raw, 'content-type')).toMatch(/^text\/plain/);
  const mail = await simpleParser(message.raw);
  expect(mail.html).toBe(false);
  expect(mail.text).toContain('Hi Person 1');
  expect(mail.text).not.toContain('/t/o/');
});

it('a reply stops the follow-up, also when it lands between planning and claiming', async () => {
  const c = await campaign({ rows: 3, steps: 2, pref: preference({}) });
  const monday = new Date('2026-04-06T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, monday)).sent).toBe(3);
  const [first, second, third] = c.recipients;
  await t.services.events.record({ type: 'reply', recipientId: first.id });
  const due = new Date(monday.getTime() + 3 * DAY + MINUTE);
  // The planner already picked the third recipient when its reply arrives: the claim refuses it.
  const candidates = await dueCandidates(db(), c.mailboxId, due, 10, {
    campaigns: [c.campaignId],
    matched: [],
  });
  expect(candidates.map((candidate) => candidate.recipientId)).toEqual([second.id, third.id]);
  await t.services.events.record({ type: 'reply', recipientId: third.id });
  expect(await t.services.dispatch.ledger.claim(candidates[1], c.mailboxId, due)).toBeNull();

  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, due)).sent).toBe(1);
  const followUps = (await ledger(c.campaignId)).filter((row) => row.position === 2);
  expect(followUps.map((row) => row.recipient_id)).toEqual([second.id]);
  expect(capturedFor(c.tag)).toHaveLength(4);
  const [{ status }] = await db().query(`SELECT status FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(status).toBe('complete');
});

it('skips unsubscribed, bounced and paused recipients; a paused one is sent once resumed', async () => {
  const c = await campaign({ rows: 4, steps: 1, pref: preference({}) });
  const [unsubscribed, bounced, paused, active] = c.recipients;
  await buildUnsubscribe(db(), {
    workspaceId: c.workspaceId,
    email: unsubscribed.email,
    domain: 'sender.test',
  });
  await db().query(`UPDATE contact SET status = 'bounced' WHERE id = $1`, [bounced.contact_id]);
  await db().query(`UPDATE campaign_recipient SET paused = true WHERE id = $1`, [paused.id]);
  const now = new Date('2026-04-01T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, now)).sent).toBe(1);
  expect(capturedFor(c.tag).map((message) => message.to[0])).toEqual([active.email]);
  const states = await db().query(
    `SELECT id, state FROM campaign_recipient WHERE campaign_id = $1 ORDER BY created_at`,
    [c.campaignId],
  );
  expect(states.map((row: { state: string }) => row.state)).toEqual([
    'suppressed',
    'suppressed',
    'active',
    'complete',
  ]);
  await db().query(`UPDATE campaign_recipient SET paused = false WHERE id = $1`, [paused.id]);
  const later = new Date(now.getTime() + 10 * MINUTE);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, later)).sent).toBe(1);
  expect(capturedFor(c.tag).map((message) => message.to[0])).toEqual([active.email, paused.email]);
});

it('a 4xx is retried after its back-off and sent exactly once; the burst does not grow', async () => {
  const c = await campaign({ rows: 3, steps: 1, pref: preference({ gap: 1, burst: 2 }) });
  const now = new Date('2026-04-01T10:00:00Z');
  sandbox.failNext(451, '4.3.0 Try again later');
  const first = await t.services.dispatch.dispatchOnce(c.mailboxId, now);
  expect(first).toMatchObject({ sent: 0, retrying: 1 });
  const [failed] = (await ledger(c.campaignId)).filter((row) => row.attempts === 1);
  expect(failed.state).toBe('claimed');
  // Before the back-off the failed send waits; the others go, two at most per burst.
  const soon = new Date(now.getTime() + RETRY_BASE_MS / 2);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, soon)).sent).toBe(2);
  const stillWaiting = (await ledger(c.campaignId)).find((row) => row.id === failed.id)!;
  expect(stillWaiting.state).toBe('claimed');
  const later = new Date(soon.getTime() + 2 * MINUTE);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, later)).sent).toBe(1);
  const rows = await ledger(c.campaignId);
  expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
  expect(rows.find((row) => row.id === failed.id)!.attempts).toBe(2);
  const sink = capturedFor(c.tag);
  expect(sink).toHaveLength(3);
  expect(new Set(sink.map((message) => message.to[0])).size).toBe(3);
});

it('a 5xx fails that send only; a 550 bounces the recipient', async () => {
  const c = await campaign({ rows: 3, steps: 2, pref: preference({ burst: 1, gap: 1 }) });
  const [bad, refused, fine] = c.recipients;
  const now = new Date('2026-04-01T10:00:00Z');
  sandbox.failNext(550, '5.1.1 No such user', 'rcpt');
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({ failed: 1 });
  sandbox.failNext(554, '5.7.1 Message refused', 'data');
  const next = new Date(now.getTime() + MINUTE);
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, next)).toMatchObject({ failed: 1 });
  const after = new Date(now.getTime() + 2 * MINUTE);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, after)).sent).toBe(1);

  const rows = await ledger(c.campaignId);
  const stateOf = (id: string) => rows.find((row) => row.recipient_id === id)!.state;
  expect([stateOf(bad.id), stateOf(refused.id), stateOf(fine.id)]).toEqual([
    'failed',
    'failed',
    'sent',
  ]);
  const recipients = await db().query(
    `SELECT r.state, ct.status FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 ORDER BY r.created_at`,
    [c.campaignId],
  );
  expect(recipients).toEqual([
    { state: 'bounced', status: 'bounced' },
    { state: 'suppressed', status: 'active' },
    { state: 'active', status: 'active' },
  ]);
  const bounces = await db().query(
    `SELECT recipient_id FROM email_event WHERE campaign_id = $1 AND type = 'bounce'`,
    [c.campaignId],
  );
  expect(bounces).toEqual([{ recipient_id: bad.id }]);
  expect(capturedFor(c.tag).map((message) => message.to[0])).toEqual([fine.email]);
});

it('starts a scheduled campaign when its time comes, and not before', async () => {
  const c = await campaign({ rows: 1, steps: 1, pref: preference({}) });
  const startAt = new Date('2026-04-01T12:00:00Z');
  await db().query(`UPDATE campaign SET status = 'scheduled', start_time = $2 WHERE id = $1`, [
    c.campaignId,
    startAt,
  ]);
  await t.services.dispatch.refreshSchedule(new Date('2026-04-01T11:00:00Z'));
  expect(await t.services.dispatch.scheduledMailboxes()).toContain(c.mailboxId);
  expect(
    (await t.services.dispatch.dispatchOnce(c.mailboxId, new Date('2026-04-01T11:59:00Z'))).sent,
  ).toBe(0);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, startAt)).sent).toBe(1);
});

it('two dispatchers running at once send each message once', async () => {
  const c = await campaign({ rows: 6, steps: 1, pref: preference({ burst: 6 }) });
  const now = new Date('2026-04-01T10:00:00Z');
  const results = await Promise.all([
    t.services.dispatch.dispatchOnce(c.mailboxId, now),
    t.services.dispatch.dispatchOnce(c.mailboxId, now),
    t.services.dispatch.dispatchOnce(c.mailboxId, now),
  ]);
  expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
  const sink = capturedFor(c.tag);
  expect(sink).toHaveLength(6);
  expect(new Set(sink.map((message) => message.to[0])).size).toBe(6);
  const rows = await ledger(c.campaignId);
  expect(rows.map((row) => `${row.state}/${row.attempts}`)).toEqual(Array(6).fill('sent/1'));
});

it('a refused login is retried and counted; three in a row stop the mailbox and its sending', async () => {
  const c = await campaign({ rows: 1, steps: 1, pref: preference({ gap: 1 }) });
  const vault = new CredentialsVault(loadSecret(t.config));
  const [account] = await db().query(`SELECT credentials FROM mail_account WHERE id = $1`, [
    c.mailboxId,
  ]);
  const credentials = vault.open(c.workspaceId, account.credentials);
  // Only the SMTP password is wrong: the IMAP logins that work meanwhile (the Sent copy filed
  // before the wire) must not reset the SMTP count.
  const wrong = { ...credentials, smtp: { ...credentials.smtp!, password: 'wrong-password' } };
  await db().query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
    c.mailboxId,
    vault.seal(c.workspaceId, wrong),
  ]);
  let now = new Date('2026-04-01T10:00:00Z');
  for (let attempt = 1; attempt <= 3; attempt++) {
    expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({
      sent: 0,
      retrying: 1,
    });
    now = new Date(now.getTime() + 2 * RETRY_BASE_MS * 2 ** attempt);
  }
  const [mailbox] = await db().query(
    `SELECT status, consecutive_failures FROM mail_account WHERE id = $1`,
    [c.mailboxId],
  );
  expect(mailbox).toEqual({ status: 'stopped', consecutive_failures: 3 });
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, now)).toMatchObject({ retrying: 0 });

  // Reconnected: the waiting send goes out once and the failure count is reset.
  await db().query(`UPDATE mail_account SET credentials = $2, status = 'active' WHERE id = $1`, [
    c.mailboxId,
    account.credentials,
  ]);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, now)).sent).toBe(1);
  const [after] = await db().query(`SELECT consecutive_failures FROM mail_account WHERE id = $1`, [
    c.mailboxId,
  ]);
  expect(after.consecutive_failures).toBe(0);
  expect(capturedFor(c.tag)).toHaveLength(1);
});

it("a mailbox's bursts reuse its SMTP connection (one login); a changed login opens a new one", async () => {
  const c = await campaign({ rows: 6, steps: 1, pref: preference({ gap: 1, burst: 2 }) });
  const logins = () => sandbox.logins.get(SENDER.email) ?? 0;
  const before = logins();
  let now = new Date('2026-04-01T10:00:00Z');
  for (let burst = 0; burst < 2; burst++) {
    expect((await t.services.dispatch.dispatchOnce(c.mailboxId, now)).sent).toBe(2);
    now = new Date(now.getTime() + 2 * MINUTE);
  }
  expect(logins() - before).toBe(1);

  // The same login sealed again is another stored login: the kept connection is not reused.
  const vault = new CredentialsVault(loadSecret(t.config));
  const [account] = await db().query(`SELECT credentials FROM mail_account WHERE id = $1`, [
    c.mailboxId,
  ]);
  await db().query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
    c.mailboxId,
    vault.seal(c.workspaceId, vault.open(c.workspaceId, account.credentials)),
  ]);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, now)).sent).toBe(2);
  expect(logins() - before).toBe(2);
  expect(capturedFor(c.tag)).toHaveLength(6);
});
