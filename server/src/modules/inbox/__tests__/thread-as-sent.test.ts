/**
 * A conversation's thread shows each step as it was sent (the content version its send was
 * rendered from), and in the order things happened: a reply never before the step it answers.
 * Real sends through the dispatcher and the mail sandbox, replies read by the inbox sync.
 */
import { randomUUID } from 'node:crypto';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { inboxWorkspace, insertSend, replyMessage } from './unified-inbox-fixture';

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
const MONDAY = new Date('2026-04-06T10:00:00Z');

const THREAD = `query Thread($id: ID!) {
  inboxConversation(conversationId: $id) {
    peerEmail
    messages { id direction at subject html text stepPosition }
  }
}`;

interface ThreadMessage {
  id: string;
  direction: string;
  at: string;
  subject: string;
  html: string | null;
  text: string | null;
  stepPosition: number | null;
}

/** Each conversation of the workspace's inbox with its thread, by the recipient's address. */
async function threads(token: string): Promise<Map<string, ThreadMessage[]>> {
  const list = await t.gql<{ inboxConversations: { conversations: { id: string }[] } }>(
    `query { inboxConversations(input: {}) { conversations { id } } }`,
    {},
    { token },
  );
  expect(list.errors).toBeUndefined();
  const found = new Map<string, ThreadMessage[]>();
  for (const { id } of list.data!.inboxConversations.conversations) {
    const answer = await t.gql<{
      inboxConversation: { peerEmail: string; messages: ThreadMessage[] };
    }>(THREAD, { id }, { token });
    expect(answer.errors).toBeUndefined();
    found.set(answer.data!.inboxConversation.peerEmail, answer.data!.inboxConversation.messages);
  }
  return found;
}

/** Saves the campaign's HTML sequence as its owner does in the wizard. */
async function saveSteps(
  c: { campaignId: string; token: string },
  steps: { id: string; subject: string; body: string; delay?: number }[],
) {
  const saved = await t.gql(
    `mutation ($id: ID!, $steps: [StepInput!]!) {
       saveCampaignSteps(campaignId: $id, messageMimeType: "text/html", steps: $steps) { id }
     }`,
    { id: c.campaignId, steps },
    { token: c.token },
  );
  expect(saved.errors).toBeUndefined();
}

/** A reply from `recipient` to its send of the first step, delivered to the sender's inbox. */
async function replyToFirstStep(recipient: { id: string; email: string }, sender: string) {
  const [send] = await db().query(
    `SELECT message_id FROM send WHERE recipient_id = $1 AND position = 1`,
    [recipient.id],
  );
  const reply = replyMessage({ from: recipient.email, to: sender, inReplyTo: send.message_id });
  await sandbox.inject(reply.raw, { to: sender });
}

it('shows a step edited after a send as it was sent, and as edited to one who got it later', async () => {
  const sender = { email: `as-sent-${randomUUID().slice(0, 6)}@sender.test`, password: 'pw' };
  await sandbox.addUser(sender.email, sender.password);
  const c = await buildSendingCampaign(t, sandbox, {
    sender,
    rows: 2,
    steps: 2,
    pref: sendingPreference({ allDay: true, burst: 10, gap: 10 }),
  });
  await db().query(`UPDATE campaign SET variables = '{email,first_name}' WHERE id = $1`, [
    c.campaignId,
  ]);
  const [first, second] = c.recipients;
  // The first recipient gets the first step as it is now; the second waits (paused).
  await db().query(`UPDATE campaign_recipient SET paused = true WHERE id = $1`, [second.id]);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, MONDAY)).sent).toBe(1);

  const steps: { id: string; subject: string; body: string; delay: number }[] = await db().query(
    `SELECT id, subject, body, delay_days AS delay FROM step WHERE campaign_id = $1
      ORDER BY position`,
    [c.campaignId],
  );
  await saveSteps(c, [
    { id: steps[0].id, subject: steps[0].subject, body: '<p>Reworded for {{first_name}}</p>' },
    { id: steps[1].id, subject: steps[1].subject, body: steps[1].body, delay: steps[1].delay },
  ]);
  await db().query(`UPDATE campaign_recipient SET paused = false WHERE id = $1`, [second.id]);
  const later = new Date(MONDAY.getTime() + 15 * 60_000);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, later)).sent).toBe(1);

  // What went on the wire: the old text to the first, the new one to the second.
  const wire = (to: string) => sandbox.captured.find((m) => m.to.includes(to))!.raw;
  expect(wire(first.email)).toContain('Hi Person 1, see');
  expect(wire(second.email)).toContain('Reworded for Person 2');

  for (const recipient of [first, second]) await replyToFirstStep(recipient, sender.email);
  await t.services.inbox.syncOnce(c.mailboxId);

  const byPeer = await threads(c.token);
  const sentStep = (email: string) =>
    byPeer.get(email)!.find((message) => message.direction === 'sent')!;
  expect(sentStep(first.email).html).toContain('Hi Person 1, see');
  expect(sentStep(first.email).html).not.toContain('Reworded');
  expect(sentStep(first.email).text).toContain('Hi Person 1, see');
  expect(sentStep(second.email).html).toContain('Reworded for Person 2');
  expect(sentStep(second.email).html).not.toContain('see');
  for (const email of [first.email, second.email])
    expect(byPeer.get(email)!.map((message) => message.direction)).toEqual(['sent', 'received']);
});

it('a send retried after a 4xx goes with the step as edited meanwhile, and its thread shows that', async () => {
  const sender = { email: `as-retried-${randomUUID().slice(0, 6)}@sender.test`, password: 'pw' };
  await sandbox.addUser(sender.email, sender.password);
  const c = await buildSendingCampaign(t, sandbox, {
    sender,
    rows: 1,
    steps: 1,
    pref: sendingPreference({ allDay: true, burst: 10, gap: 10 }),
  });
  await db().query(`UPDATE campaign SET variables = '{email,first_name}' WHERE id = $1`, [
    c.campaignId,
  ]);
  const [recipient] = c.recipients;
  sandbox.failNext(451, '4.3.0 Try again later');
  expect(await t.services.dispatch.dispatchOnce(c.mailboxId, MONDAY)).toMatchObject({
    sent: 0,
    retrying: 1,
  });
  const [step]: { id: string; subject: string }[] = await db().query(
    `SELECT id, subject FROM step WHERE campaign_id = $1`,
    [c.campaignId],
  );
  await saveSteps(c, [
    { id: step.id, subject: step.subject, body: '<p>Fixed typo for {{first_name}}</p>' },
  ]);
  const later = new Date(MONDAY.getTime() + 30 * 60_000);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, later)).sent).toBe(1);

  const wire = sandbox.captured.filter((m) => m.to.includes(recipient.email));
  expect(wire).toHaveLength(1);
  expect(wire[0].raw).toContain('Fixed typo for Person 1');
  await replyToFirstStep(recipient, sender.email);
  await t.services.inbox.syncOnce(c.mailboxId);
  const sent = (await threads(c.token))
    .get(recipient.email)!
    .find((message) => message.direction === 'sent')!;
  expect(sent.html).toContain('Fixed typo for Person 1');
});

it('puts a reply after the step it answers, even dated earlier and received in the same second', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  const send = await insertSend(t, ctx, ctx.ada, 1);
  // Our clock is ahead of the IMAP server's: the step went at what the server calls "in two
  // seconds", and the reply's Date header (the sender's clock) says a minute before that.
  await db().query(`UPDATE send SET sent_at = now() + interval '2 seconds' WHERE id = $1`, [
    send.id,
  ]);
  const [{ at }] = await db().query(`SELECT sent_at AS at FROM send WHERE id = $1`, [send.id]);
  const reply = replyMessage({
    from: ctx.ada.email,
    to: ctx.sender.email,
    inReplyTo: send.messageId,
  });
  const dated = reply.raw.replace(
    /^Date: .*$/m,
    `Date: ${new Date(new Date(at).getTime() - 60_000).toUTCString()}`,
  );
  await sandbox.inject(dated, { to: ctx.sender.email });
  await t.services.inbox.syncOnce(ctx.accountId);

  const [mail] = await db().query(
    `SELECT sent_at, received_at FROM inbox_mail WHERE send_id = $1`,
    [send.id],
  );
  // Both clocks say the reply came first: the server's arrival time and the sender's Date.
  expect(new Date(mail.received_at).getTime()).toBeLessThan(new Date(at).getTime());
  expect(new Date(mail.sent_at).getTime()).toBeLessThan(new Date(at).getTime());

  const messages = (await threads(ctx.token)).get(ctx.ada.email)!;
  expect(messages.map((message) => message.direction)).toEqual(['sent', 'received']);
  // Each keeps its own time: the reply shows when the server received it.
  expect(new Date(messages[1].at).getTime()).toBe(new Date(mail.received_at).getTime());
});
