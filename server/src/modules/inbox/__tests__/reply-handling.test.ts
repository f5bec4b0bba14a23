/**
 * Replies that handle themselves (issue 28 §1), end to end: real sends through the mail sandbox,
 * answers injected into the mailbox over SMTP, the inbox read over IMAP, then the dispatcher run
 * at later instants (a faked clock) to see what is sent next.
 */
import { randomUUID } from 'node:crypto';
import { shortDay } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  buildSendingCampaign,
  recipientStatuses,
  sendAddresses,
  sendingPreference,
  type SendingCampaign,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { rescheduleWaiting } from '../../campaign/recipients/recipient-states';
import { addDays, dayOf, nextWorkingDay } from '../away-date';

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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const db = () => t.database.db;
let n = 0;

/**
 * A started two-step campaign (follow-up 3 days later, sending all day) to `locals` at the given
 * domains, each a sandbox user so that the messages are delivered; the first messages sent now.
 */
async function sentCampaign(addresses: string[]): Promise<SendingCampaign & { now: Date }> {
  n += 1;
  const sender = { email: `replies${n}@sender.test`, password: `secret-${n}` };
  await sandbox.addUser(sender.email, sender.password);
  const emails = addresses.map((address) => address.replace('@', `${n}@`));
  for (const email of emails) await sandbox.addUser(email, 'pw');
  const c = await buildSendingCampaign(t, sandbox, {
    sender,
    rows: emails.length,
    steps: 2,
    pref: sendingPreference({ allDay: true, burst: 20, gap: 1 }),
    mime: 'text/plain',
    emails,
  });
  await db().query(`UPDATE step SET delay_days = 3 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
  ]);
  const now = new Date();
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, now)).sent).toBe(emails.length);
  return { ...c, now };
}

/** An endpoint of the campaign's workspace wanting `events` (its deliveries are read from the outbox). */
async function webhookFor(c: SendingCampaign, events: string[]): Promise<string> {
  const [row] = await db().query(
    `INSERT INTO webhook_endpoint (workspace_id, url, events, secret)
     VALUES ($1, 'https://hooks.example.test/in', $2, 'sealed') RETURNING id`,
    [c.workspaceId, events],
  );
  return row.id;
}

async function payloads(endpointId: string): Promise<Record<string, unknown>[]> {
  const rows: { payload: Record<string, unknown> }[] = await db().query(
    `SELECT payload FROM webhook_outbox WHERE endpoint_id = $1 ORDER BY id`,
    [endpointId],
  );
  return rows.map((row) => row.payload);
}

/** "Why isn't it sending?" for one recipient (`/v1`). */
async function diagnosisOf(c: SendingCampaign, recipientId: string) {
  const answer = await t.rest<{ data: { state: string; reason: string } }>(
    'GET',
    `/v1/campaign/${c.campaignId}/recipients/${recipientId}/diagnosis`,
    { token: c.token },
  );
  return answer.body.data;
}

const emailOf = (c: SendingCampaign, local: string) =>
  c.recipients.find((r) => r.email.startsWith(local))!;

/** The Message-ID of the first message sent to a recipient. */
async function firstMessageId(recipientId: string): Promise<string> {
  const [row] = await db().query(
    `SELECT message_id FROM send WHERE recipient_id = $1 AND position = 1`,
    [recipientId],
  );
  const id = row.message_id as string;
  return id.startsWith('<') ? id : `<${id}>`;
}

/** Their answer to our first message, threaded under it, from their address. */
async function answer(
  c: SendingCampaign,
  local: string,
  body: string,
  headers: Record<string, string> = {},
) {
  const recipient = emailOf(c, local);
  const inReplyTo = await firstMessageId(recipient.id);
  const [mailbox] = await db().query(
    `SELECT email::text AS email FROM mail_account WHERE id = $1`,
    [c.mailboxId],
  );
  const all = {
    From: recipient.email,
    To: mailbox.email,
    Subject: 'Re: Hello',
    Date: new Date().toUTCString(),
    'Message-ID': `<${randomUUID()}@prospect.test>`,
    'In-Reply-To': inReplyTo,
    References: inReplyTo,
    ...headers,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
  };
  const raw = [...Object.entries(all).map(([k, v]) => `${k}: ${v}`), '', body, ''].join('\r\n');
  await sandbox.inject(raw, { to: mailbox.email, from: recipient.email });
}

async function recipientRow(id: string) {
  const [row] = await db().query(
    `SELECT state, next_send_at, stopped_by FROM campaign_recipient WHERE id = $1`,
    [id],
  );
  return row as { state: string; next_send_at: Date | null; stopped_by: string | null };
}

async function categories(c: SendingCampaign): Promise<string[]> {
  const rows: { category: string }[] = await db().query(
    `SELECT category FROM inbox_message WHERE mail_account_id = $1 ORDER BY processed_at`,
    [c.mailboxId],
  );
  return rows.map((row) => row.category);
}

/** Sends made by a dispatch run at `at`. */
const dispatchAt = async (c: SendingCampaign, at: Date) =>
  (await t.services.dispatch.dispatchOnce(c.mailboxId, at)).sent;

/** "Friday, 4 December" for the day `days` after `now` (UTC). */
function spelled(now: Date, days: number): string {
  const date = new Date(now.getTime() + days * DAY);
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const month = date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${weekday}, ${date.getUTCDate()} ${month}`;
}

describe('an out-of-office with a return date 4 days out', () => {
  it('pauses the recipient, resumes the next working day after it, and sends the follow-up once', async () => {
    const c = await sentCampaign(['ada@acme.test']);
    const ada = emailOf(c, 'ada');
    const hook = await webhookFor(c, ['auto_reply', 'reply']);
    await answer(
      c,
      'ada',
      `Thank you for your message. I am out of the office until ${spelled(c.now, 4)} with no access to email.`,
      { Subject: 'Automatic reply: Hello', 'Auto-Submitted': 'auto-replied' },
    );
    const synced = await t.services.inbox.syncOnce(c.mailboxId);
    expect(synced.processed.auto_reply).toBe(1);
    expect(await categories(c)).toEqual(['out_of_office']);

    const until = dayOf(new Date(c.now.getTime() + 4 * DAY));
    const back = nextWorkingDay(until);
    const resumesAt = new Date(`${back}T00:00:00Z`);
    const row = await recipientRow(ada.id);
    expect(row.state).toBe('active');
    expect(row.next_send_at).toEqual(resumesAt);
    const [event] = await db().query(
      `SELECT type, meta FROM email_event WHERE recipient_id = $1 AND type <> 'sent'`,
      [ada.id],
    );
    expect(event).toMatchObject({
      type: 'auto_reply',
      meta: { category: 'out_of_office', until, resumesOn: back },
    });
    // Not a reply, not a lead: the counters do not move.
    const [counter] = await db().query(
      `SELECT reply, lead FROM campaign_counter WHERE campaign_id = $1`,
      [c.campaignId],
    );
    expect(counter).toEqual({ reply: 0, lead: 0 });
    expect(await payloads(hook)).toEqual([
      expect.objectContaining({
        type: 'auto_reply',
        category: 'out_of_office',
        away: { until, resumes_on: back },
        recipient: { id: ada.id, email: ada.email },
      }),
    ]);

    // Read again (the cursor lost, as after a UIDVALIDITY change): handled once, nothing twice.
    await db().query(`DELETE FROM inbox_cursor WHERE mail_account_id = $1`, [c.mailboxId]);
    const again = await t.services.inbox.syncOnce(c.mailboxId);
    expect(again.fetched).toBeGreaterThan(0);
    expect(again.processed.auto_reply).toBe(0);
    expect(await payloads(hook)).toHaveLength(1);
    expect((await recipientRow(ada.id)).next_send_at).toEqual(resumesAt);

    // Shown on the Recipients tab and in the inbox.
    const note = `Out of office until ${shortDay(until)} — resumes ${shortDay(back)}`;
    expect((await recipientStatuses(t, c.token, c.campaignId))[ada.email]).toEqual([
      'waiting',
      note,
    ]);
    const listed = await t.rest<{ conversations: Record<string, unknown>[] }>(
      'POST',
      '/v1/inbox/conversations',
      { token: c.token, body: { category: 'out_of_office' } },
    );
    expect(listed.body.conversations).toEqual([
      expect.objectContaining({ email: ada.email, category: 'out_of_office', away_note: note }),
    ]);
    expect(await diagnosisOf(c, ada.id)).toMatchObject({ state: 'waiting', reason: `${note}.` });

    // The follow-up was due 3 days after the first message: it waits for the return.
    expect(await dispatchAt(c, new Date(c.now.getTime() + 3 * DAY + HOUR))).toBe(0);
    expect(await dispatchAt(c, new Date(resumesAt.getTime() - HOUR))).toBe(0);
    expect(await dispatchAt(c, new Date(resumesAt.getTime() + HOUR))).toBe(1);
    expect(await dispatchAt(c, new Date(resumesAt.getTime() + 2 * HOUR))).toBe(0);
    expect(await sendAddresses(t, c.campaignId)).toEqual([ada.email, ada.email]);
    expect((await recipientRow(ada.id)).state).toBe('complete');
  });

  it('a follow-up delay edited during the pause does not end it', async () => {
    const c = await sentCampaign(['abe@acme.test']);
    const abe = emailOf(c, 'abe');
    await answer(c, 'abe', `Out of the office until ${spelled(c.now, 4)}.`, {
      'Auto-Submitted': 'auto-replied',
    });
    await t.services.inbox.syncOnce(c.mailboxId);
    const paused = (await recipientRow(abe.id)).next_send_at;
    await db().transaction((tx) =>
      rescheduleWaiting(tx, c.campaignId, [{ position: 2, delayDays: 1 }]),
    );
    expect((await recipientRow(abe.id)).next_send_at).toEqual(paused);
    await db().transaction((tx) =>
      rescheduleWaiting(tx, c.campaignId, [{ position: 2, delayDays: 30 }]),
    );
    expect((await recipientRow(abe.id)).next_send_at!.getTime()).toBeGreaterThan(paused!.getTime());
  });

  it('without a date: paused for the campaign’s days', async () => {
    const c = await sentCampaign(['bo@acme.test']);
    const bo = emailOf(c, 'bo');
    await db().query(`UPDATE campaign SET out_of_office_days = 10 WHERE id = $1`, [c.campaignId]);
    await answer(c, 'bo', 'I am currently out of the office with limited access to email.', {
      Subject: 'Out of Office: Hello',
      'X-Autoreply': 'yes',
    });
    await t.services.inbox.syncOnce(c.mailboxId);
    const back = nextWorkingDay(addDays(dayOf(c.now), 9));
    expect((await recipientRow(bo.id)).next_send_at).toEqual(new Date(`${back}T00:00:00Z`));
  });
});

describe('automatic answers and requests', () => {
  it('an acknowledgement is an auto-reply: the sequence goes on', async () => {
    const c = await sentCampaign(['cy@acme.test']);
    const cy = emailOf(c, 'cy');
    await answer(
      c,
      'cy',
      'We have received your request (ticket #4711). A member of our team will get back to you.',
      { Subject: 'Re: Hello [Ticket #4711]', 'Auto-Submitted': 'auto-replied', Precedence: 'bulk' },
    );
    await t.services.inbox.syncOnce(c.mailboxId);
    expect(await categories(c)).toEqual(['auto_reply']);
    const row = await recipientRow(cy.id);
    expect(row.state).toBe('active');
    expect(await dispatchAt(c, new Date(c.now.getTime() + 3 * DAY + HOUR))).toBe(1);
  });

  it('"please remove me" unsubscribes the contact as the link would; not a reply, not a lead', async () => {
    const c = await sentCampaign(['dee@acme.test', 'eli@acme.test']);
    const dee = emailOf(c, 'dee');
    const eli = emailOf(c, 'eli');
    const hook = await webhookFor(c, ['reply', 'unsubscribe']);
    await answer(
      c,
      'dee',
      'Please remove me from your list.\r\n\r\nOn Mon, Sam wrote:\r\n> Hi\r\n> Unsubscribe: https://x.test/u',
    );
    // Our footer quoted under a real answer is not a request.
    await answer(
      c,
      'eli',
      'Sounds good, tell me more.\r\n\r\nOn Mon, Sam wrote:\r\n> Hi\r\n> Unsubscribe: https://x.test/u',
    );
    await t.services.inbox.syncOnce(c.mailboxId);
    expect((await categories(c)).sort()).toEqual(['reply', 'unsubscribe_request']);
    expect((await recipientRow(dee.id)).state).toBe('unsubscribed');
    expect((await recipientRow(eli.id)).state).toBe('lead'); // the default rule: a reply
    const [contact] = await db().query(`SELECT status FROM contact WHERE id = $1`, [
      dee.contact_id,
    ]);
    expect(contact.status).toBe('unsubscribed');
    const [event] = await db().query(
      `SELECT meta FROM email_event WHERE recipient_id = $1 AND type = 'unsubscribe'`,
      [dee.id],
    );
    expect(event.meta).toMatchObject({ via: 'reply', category: 'unsubscribe_request' });
    const [counter] = await db().query(
      `SELECT reply, unsubscribe, lead FROM campaign_counter WHERE campaign_id = $1`,
      [c.campaignId],
    );
    expect(counter).toEqual({ reply: 1, unsubscribe: 1, lead: 1 });
    const delivered = await payloads(hook);
    expect(delivered).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'unsubscribe', category: 'unsubscribe_request' }),
        expect.objectContaining({ type: 'reply', category: 'reply' }),
      ]),
    );
    expect(await dispatchAt(c, new Date(c.now.getTime() + 3 * DAY + HOUR))).toBe(0);
  });
});

describe('stop for company', () => {
  it('a reply stops the colleagues at the same company, not another company nor free mail', async () => {
    const c = await sentCampaign([
      'fay@acme.test',
      'gus@acme.test',
      'hal@other.test',
      'ivy@gmail.com',
      'jo@gmail.com',
    ]);
    const set = await t.rest('POST', '/v1/campaign/setting/update', {
      token: c.token,
      body: { campaign_id: c.campaignId, setting: { stop_for_company: true } },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ data: { setting: { stop_for_company: true } } });
    await answer(c, 'fay', 'Interested, call me.');
    await answer(c, 'ivy', 'Interested too.');
    await t.services.inbox.syncOnce(c.mailboxId);
    const fay = emailOf(c, 'fay');
    expect(await recipientRow(emailOf(c, 'gus').id)).toMatchObject({
      state: 'replied',
      stopped_by: fay.id,
    });
    expect((await recipientRow(emailOf(c, 'hal').id)).state).toBe('active');
    expect((await recipientRow(emailOf(c, 'jo').id)).state).toBe('active');
    const statuses = await recipientStatuses(t, c.token, c.campaignId);
    expect(statuses[emailOf(c, 'gus').email]).toEqual(['replied', 'a colleague replied']);
    expect(await diagnosisOf(c, emailOf(c, 'gus').id)).toMatchObject({
      reason: 'Stopped: a colleague at the same company replied (stop for company).',
    });
    expect(statuses[fay.email]).toEqual(['lead', null]);
    // One reply counted (fay's) per company; the colleague's stop is not a reply.
    const [counter] = await db().query(
      `SELECT reply FROM campaign_counter WHERE campaign_id = $1`,
      [c.campaignId],
    );
    expect(counter.reply).toBe(2);
    expect(await dispatchAt(c, new Date(c.now.getTime() + 3 * DAY + HOUR))).toBe(2);
    const followUps = (await sendAddresses(t, c.campaignId)).filter(
      (email, i, all) => all.indexOf(email) !== i,
    );
    expect(followUps.sort()).toEqual([emailOf(c, 'hal').email, emailOf(c, 'jo').email].sort());
  });
});

describe('a person corrects a category', () => {
  async function mailOf(recipientId: string): Promise<string> {
    const [row] = await db().query(
      `SELECT m.id FROM inbox_mail m JOIN inbox_conversation c ON c.id = m.conversation_id
        WHERE c.recipient_id = $1`,
      [recipientId],
    );
    return row.id;
  }
  const correct = (c: SendingCampaign, messageID: string, category: string) =>
    t.rest<Record<string, unknown>>('POST', '/v1/inbox/category', {
      token: c.token,
      body: { messageID, category },
    });

  it('undoes what the old category did and does what the new one does', async () => {
    const c = await sentCampaign(['kim@acme.test', 'lou@acme.test', 'max@acme.test']);
    await db().query(
      `UPDATE campaign SET stop_for_company = true, lead_settings = $2 WHERE id = $1`,
      [c.campaignId, JSON.stringify({ conditions: [] })],
    );
    const kim = emailOf(c, 'kim');
    const lou = emailOf(c, 'lou');
    const max = emailOf(c, 'max');
    await answer(c, 'kim', 'I am away, back soon.', {
      'Auto-Submitted': 'auto-replied',
      Subject: 'Out of office',
    });
    await answer(c, 'max', 'Please remove me.');
    await t.services.inbox.syncOnce(c.mailboxId);
    const kimMail = await mailOf(kim.id);
    expect((await recipientRow(kim.id)).next_send_at!.getTime()).toBeGreaterThan(Date.now());

    // Out of office → a person's reply: the pause ends, the sequence stops, colleagues too.
    const toReply = await correct(c, kimMail, 'reply');
    expect(toReply.status).toBe(200);
    expect(toReply.body).toMatchObject({ conversation: { category: 'reply', away_note: null } });
    expect(await recipientRow(kim.id)).toMatchObject({ state: 'replied', next_send_at: null });
    expect(await recipientRow(lou.id)).toMatchObject({ state: 'replied', stopped_by: kim.id });
    expect(
      await db().query(`SELECT 1 FROM recipient_away WHERE recipient_id = $1`, [kim.id]),
    ).toEqual([]);

    // Reply → auto-reply: kim and the colleague it stopped go on.
    expect((await correct(c, kimMail, 'auto_reply')).status).toBe(200);
    expect((await recipientRow(kim.id)).state).toBe('active');
    expect(await recipientRow(lou.id)).toMatchObject({ state: 'active', stopped_by: null });

    // Unsubscribe request → reply: the address leaves the list, the contact is active again.
    const maxMail = await mailOf(max.id);
    expect((await recipientRow(max.id)).state).toBe('unsubscribed');
    expect((await correct(c, maxMail, 'reply')).status).toBe(200);
    expect((await recipientRow(max.id)).state).toBe('replied');
    const [contact] = await db().query(`SELECT status FROM contact WHERE id = $1`, [
      max.contact_id,
    ]);
    expect(contact.status).toBe('active');
    expect(
      await db().query(`SELECT 1 FROM unsubscribe WHERE workspace_id = $1 AND email = $2`, [
        c.workspaceId,
        max.email,
      ]),
    ).toEqual([]);

    // The same category again changes nothing; bad input and another workspace's message.
    expect((await correct(c, maxMail, 'reply')).status).toBe(200);
    expect((await correct(c, maxMail, 'bounce')).status).toBe(400);
    const other = await sentCampaign(['ned@acme.test']);
    const missing = await correct(other, maxMail, 'reply');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'This message does not exist.' });
  });
});
