import { randomUUID } from 'node:crypto';
import { INBOX_MESSAGES } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { PENDING_KEYWORD } from '../../sending/sent-folder';
import {
  inboxWorkspace,
  insertSend,
  replyMessage,
  type InboxWorkspace,
} from './unified-inbox-fixture';

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

const ANSWER = `mutation Answer($input: InboxAnswerInput!) {
  answerInboxMessage(input: $input) { id conversationId subject state lastError }
}`;

/** Ada replied to step 1 (References naming an earlier message too); her reply, as stored. */
async function adaReplied(ctx: InboxWorkspace) {
  const send = await insertSend(t, ctx, ctx.ada, 1);
  const reply = replyMessage({
    from: ctx.ada.email,
    to: ctx.sender.email,
    inReplyTo: send.messageId,
  });
  await sandbox.inject(reply.raw, { to: ctx.sender.email });
  await t.services.inbox.syncOnce(ctx.accountId);
  const [mail] = await t.database.db.query(
    `SELECT id, conversation_id FROM inbox_mail WHERE message_id = $1`,
    [reply.messageId],
  );
  return { send, reply, mailId: mail.id as string, conversationId: mail.conversation_id as string };
}

const answersAt = (messageId: string) =>
  sandbox.captured.filter((message) => message.messageId === messageId);

it('sends an answer from the mailbox that received the reply, threaded, and files it in Sent', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  const { send, reply, mailId, conversationId } = await adaReplied(ctx);
  await t.database.db.query(`UPDATE campaign SET from_name = 'Sam at Outbound' WHERE id = $1`, [
    ctx.campaignId,
  ]);

  const answer = await t.gql<{ answerInboxMessage: Record<string, unknown> }>(
    ANSWER,
    {
      input: {
        messageId: mailId,
        body: '<p>Great, <b>Ada</b>! <script>alert(1)</script></p>',
        format: 'html',
        requestKey: randomUUID(),
      },
    },
    { token: ctx.token },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.answerInboxMessage).toMatchObject({
    conversationId,
    subject: 'Re: Hello',
    state: 'sent',
    lastError: null,
  });

  const [row] = await t.database.db.query(`SELECT message_id FROM inbox_answer WHERE id = $1`, [
    answer.data!.answerInboxMessage.id,
  ]);
  const received = await sandbox.waitForInbox(
    ctx.ada.email,
    (m) => m.mail.messageId === row.message_id,
  );
  expect(received.mail.from?.value[0]).toEqual({
    address: ctx.sender.email,
    name: 'Sam at Outbound',
  });
  expect(received.mail.subject).toBe('Re: Hello');
  expect(received.mail.inReplyTo).toBe(reply.messageId);
  expect(received.mail.references).toEqual([send.messageId, reply.messageId]);
  expect(received.mail.html).toContain('Great, <b>Ada</b>!');
  expect(received.mail.html).not.toContain('script');
  expect(received.mail.text).toContain('Great, Ada!');
  expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@example\.test>$/);

  const sent = await sandbox.fetchInbox(ctx.sender.email, 'Sent');
  const copies = sent.filter((m) => m.mail.messageId === row.message_id);
  expect(copies).toHaveLength(1);
  expect(copies[0].flags).not.toContain(PENDING_KEYWORD);

  const thread = await t.gql<{
    inboxConversation: { messages: { direction: string; state: string | null; subject: string }[] };
  }>(
    `query($id: ID!) { inboxConversation(conversationId: $id) { messages { direction state subject } } }`,
    { id: conversationId },
    { token: ctx.token },
  );
  expect(thread.data!.inboxConversation.messages.map((m) => m.direction)).toEqual([
    'sent',
    'received',
    'answer',
  ]);
  expect(thread.data!.inboxConversation.messages[2]).toMatchObject({
    state: 'sent',
    subject: 'Re: Hello',
  });
});

it('sends a retried answer once, and one of five concurrent requests with the same key', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  const { mailId } = await adaReplied(ctx);
  const requestKey = randomUUID();
  const call = () =>
    t.rest<{ answer: { _id: string; state: string } }>('POST', '/v1/inbox/answer', {
      token: ctx.token,
      body: { messageID: mailId, body: 'Plain answer', format: 'text', requestKey },
    });
  const first = await call();
  expect(first.status).toBe(200);
  expect(first.body.answer.state).toBe('sent');
  const retried = await call();
  expect(retried.body.answer).toEqual(first.body.answer);
  const [row] = await t.database.db.query(`SELECT message_id FROM inbox_answer WHERE id = $1`, [
    first.body.answer._id,
  ]);
  expect(answersAt(row.message_id)).toHaveLength(1);

  const concurrentKey = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      t.rest<{ answer: { _id: string } }>('POST', '/v1/inbox/answer', {
        token: ctx.token,
        body: { messageID: mailId, body: 'Once', format: 'text', requestKey: concurrentKey },
      }),
    ),
  );
  expect(new Set(answers.map((a) => a.body.answer._id)).size).toBe(1);
  const [twin] = await t.database.db.query(`SELECT message_id FROM inbox_answer WHERE id = $1`, [
    answers[0].body.answer._id,
  ]);
  await sandbox.waitForInbox(ctx.ada.email, (m) => m.mail.messageId === twin.message_id);
  expect(answersAt(twin.message_id)).toHaveLength(1);
  const [{ n }] = await t.database.db.query(
    `SELECT count(*)::int AS n FROM inbox_answer WHERE request_key = $1`,
    [concurrentKey],
  );
  expect(n).toBe(1);
});

it('records a refused answer as failed, withdraws its Sent copy and never sends it again', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  const { mailId } = await adaReplied(ctx);
  sandbox.failNext(554, 'Refused by policy');
  const requestKey = randomUUID();
  const call = () =>
    t.rest<{ answer: { state: string; last_error: string } }>('POST', '/v1/inbox/answer', {
      token: ctx.token,
      body: { messageID: mailId, body: 'Hi', format: 'text', requestKey },
    });
  const refused = await call();
  expect(refused.body.answer.state).toBe('failed');
  expect(refused.body.answer.last_error).toMatch(/refused/i);
  expect((await call()).body.answer.state).toBe('failed');
  const sent = await sandbox.fetchInbox(ctx.sender.email, 'Sent');
  expect(sent).toHaveLength(0);
});

it('refuses bad answers with a message', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  const { mailId } = await adaReplied(ctx);
  const call = (body: Record<string, unknown>) =>
    t.rest('POST', '/v1/inbox/answer', { token: ctx.token, body });
  expect((await call({ messageID: mailId, body: 'Hi', requestKey: 'twice' })).body).toMatchObject({
    message: 'The request key must be a UUID generated by the client.',
  });
  expect(
    (await call({ messageID: mailId, body: '  ', requestKey: randomUUID() })).body,
  ).toMatchObject({
    message: 'Write the answer first.',
  });
  const unknown = await call({ messageID: randomUUID(), body: 'Hi', requestKey: randomUUID() });
  expect([unknown.status, unknown.body.message]).toEqual([404, 'This message does not exist.']);
});

it('refuses to answer a message whose sender address could not be read, before claiming anything', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  const send = await insertSend(t, ctx, ctx.ada, 1);
  const reply = replyMessage({
    from: ctx.ada.email,
    to: ctx.sender.email,
    inReplyTo: send.messageId,
  });
  // A group with no member: there is no address to answer to.
  const raw = reply.raw.replace(/^From: .*$/m, 'From: undisclosed-recipients:;');
  await sandbox.inject(raw, { to: ctx.sender.email });
  await t.services.inbox.syncOnce(ctx.accountId);
  const [mail] = await t.database.db.query(
    `SELECT id, from_email FROM inbox_mail WHERE message_id = $1`,
    [reply.messageId],
  );
  expect(mail.from_email).toBe('');
  const captured = sandbox.captured.length;

  const viaGql = await t.gql(
    ANSWER,
    { input: { messageId: mail.id, body: 'Hi', format: 'text', requestKey: randomUUID() } },
    { token: ctx.token },
  );
  expect(viaGql.errors?.[0]).toMatchObject({
    message: INBOX_MESSAGES.senderUnreadable,
    extensions: { code: 'BAD_REQUEST' },
  });
  const viaRest = await t.rest('POST', '/v1/inbox/answer', {
    token: ctx.token,
    body: { messageID: mail.id, body: 'Hi', format: 'text', requestKey: randomUUID() },
  });
  expect([viaRest.status, viaRest.body.message]).toEqual([400, INBOX_MESSAGES.senderUnreadable]);

  const [{ count }] = await t.database.db.query(
    `SELECT count(*)::int AS count FROM inbox_answer WHERE mail_id = $1`,
    [mail.id],
  );
  expect(count).toBe(0);
  expect(sandbox.captured.length).toBe(captured);
}, 30_000);

it('settles answers interrupted during SMTP from the Sent folder, never sending them again', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  const { mailId, conversationId } = await adaReplied(ctx);
  const interrupted = async (minutesAgo: number) => {
    const messageId = `<${randomUUID()}@example.test>`;
    const [row] = await t.database.db.query(
      `INSERT INTO inbox_answer (workspace_id, request_key, conversation_id, mail_id,
                                 mail_account_id, message_id, to_email, subject, text_body, state,
                                 smtp_started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'Re: Hello', 'Hi', 'smtp_started',
               now() - make_interval(mins => $8))
       RETURNING id`,
      [
        ctx.workspaceId,
        randomUUID(),
        conversationId,
        mailId,
        ctx.accountId,
        messageId,
        ctx.ada.email,
        minutesAgo,
      ],
    );
    return { id: row.id as string, messageId };
  };
  const filed = await interrupted(10);
  const pending = await interrupted(10);
  const absent = await interrupted(10);
  const live = await interrupted(1);
  const unstarted = await interrupted(10);
  await t.database.db.query(
    `UPDATE inbox_answer SET state = 'claimed', smtp_started_at = NULL,
                             created_at = now() - interval '10 minutes' WHERE id = $1`,
    [unstarted.id],
  );
  const copy = (messageId: string) =>
    `Message-ID: ${messageId}\r\nSubject: Re: Hello\r\n\r\nHi\r\n`;
  await sandbox.append(ctx.sender.email, 'Sent', copy(filed.messageId), ['\\Seen']);
  await sandbox.append(ctx.sender.email, 'Sent', copy(pending.messageId), [
    '\\Seen',
    PENDING_KEYWORD,
  ]);
  await sandbox.append(ctx.sender.email, 'Sent', copy(unstarted.messageId), [
    '\\Seen',
    PENDING_KEYWORD,
  ]);

  await t.services.inbox.syncOnce(ctx.accountId);

  const states = await t.database.db.query(
    `SELECT id, state, last_error FROM inbox_answer WHERE conversation_id = $1`,
    [conversationId],
  );
  const stateOf = (id: string) => states.find((row: { id: string }) => row.id === id);
  expect(stateOf(filed.id)).toMatchObject({ state: 'sent', last_error: null });
  expect(stateOf(pending.id)).toMatchObject({ state: 'uncertain' });
  expect(stateOf(pending.id).last_error).toMatch(/Not sent again/);
  expect(stateOf(absent.id)).toMatchObject({ state: 'failed' });
  expect(stateOf(live.id)).toMatchObject({ state: 'smtp_started' });
  expect(stateOf(unstarted.id)).toMatchObject({ state: 'failed' });
  const sent = await sandbox.fetchInbox(ctx.sender.email, 'Sent');
  expect(sent.map((m) => m.mail.messageId).sort()).toEqual(
    [filed.messageId, pending.messageId].sort(),
  );
  for (const { messageId } of [filed, pending, absent, live, unstarted])
    expect(answersAt(messageId)).toEqual([]);
});
