import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
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

const LIST = `query List($input: InboxConversationsInput!) {
  inboxConversations(input: $input) {
    totalCount
    conversations { id peerEmail peerName subject snippet unreadCount messageCount campaignName
                    mailboxEmail leadStatus recipientPaused }
  }
}`;
const THREAD = `query Thread($id: ID!, $showImages: Boolean) {
  inboxConversation(conversationId: $id, showImages: $showImages) {
    id peerEmail unreadCount
    messages { id direction subject text html truncated unread stepPosition state imagesHidden
               attachments { id filename contentType size downloadable url } }
  }
}`;

interface ThreadView {
  id: string;
  messages: {
    id: string;
    direction: string;
    attachments: { id: string; url: string; [field: string]: unknown }[];
    [field: string]: unknown;
  }[];
}

/** Ada's reply to step 1, with a PDF attached, read by the mailbox's inbox sync. */
async function adaReplies(
  ctx: InboxWorkspace,
  extra: Partial<Parameters<typeof replyMessage>[0]> = {},
) {
  const send = await insertSend(t, ctx, ctx.ada, 1);
  const reply = replyMessage({
    from: ctx.ada.email,
    to: ctx.sender.email,
    inReplyTo: send.messageId,
    attachment: {
      filename: 'terms.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 the terms'),
    },
    ...extra,
  });
  await sandbox.inject(reply.raw, { to: ctx.sender.email });
  await t.services.inbox.syncOnce(ctx.accountId);
  return { send, reply };
}

async function list(ctx: { token: string }, input: Record<string, unknown> = {}) {
  const answer = await t.gql<{
    inboxConversations: {
      totalCount: number;
      conversations: Record<string, unknown>[];
    };
  }>(LIST, { input }, { token: ctx.token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.inboxConversations;
}

async function thread(ctx: { token: string }, id: string, showImages = false) {
  const answer = await t.gql<{ inboxConversation: ThreadView }>(
    THREAD,
    { id, showImages },
    { token: ctx.token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.inboxConversation;
}

it('shows a reply that arrived, with its body, its attachment and the step it answers', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx);

  const page = await list(ctx);
  expect(page.totalCount).toBe(1);
  expect(page.conversations[0]).toMatchObject({
    peerEmail: ctx.ada.email,
    peerName: 'Ada Lovelace',
    subject: 'Re: Hello',
    snippet: 'Sounds good, tell me more.',
    unreadCount: 1,
    messageCount: 1,
    mailboxEmail: ctx.sender.email,
    leadStatus: 'open',
    recipientPaused: false,
  });

  const conversation = await thread(ctx, page.conversations[0].id as string);
  const [sent, received] = conversation.messages;
  expect(conversation.messages).toHaveLength(2);
  expect(sent).toMatchObject({
    direction: 'sent',
    stepPosition: 1,
    state: 'sent',
    subject: 'Hello',
  });
  expect(received).toMatchObject({
    direction: 'received',
    subject: 'Re: Hello',
    text: 'Sounds good, tell me more.',
    html: '<p>Sounds <b>good</b>, tell me more.</p>',
    unread: true,
    truncated: false,
  });
  expect(received.attachments).toEqual([
    expect.objectContaining({
      filename: 'terms.pdf',
      contentType: 'application/pdf',
      size: 18,
      downloadable: true,
    }),
  ]);

  const download = await t.app.inject({
    method: 'GET',
    url: `/v1/inbox/attachments/${received.attachments[0].id}`,
    headers: { authorization: `Bearer ${ctx.token}` },
  });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.toString()).toBe('%PDF-1.4 the terms');
  expect(download.headers['content-disposition']).toMatch(/^attachment; filename="terms.pdf"/);
  expect(download.headers['x-content-type-options']).toBe('nosniff');
  expect(download.headers['content-security-policy']).toContain("default-src 'none'");
  expect(download.headers['content-type']).toBe('application/octet-stream');

  // The signed link works without a token; a forged one does not.
  const signed = new URL(received.attachments[0].url);
  const byLink = await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
  expect(byLink.statusCode).toBe(200);
  const forged = await t.app.inject({
    method: 'GET',
    url: `${signed.pathname}?expires=${signed.searchParams.get('expires')}&signature=forged`,
  });
  expect(forged.statusCode).toBe(404);
});

it('stores a message once, even when the inbox is read again', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx);
  await t.database.db.query(`DELETE FROM inbox_cursor WHERE mail_account_id = $1`, [ctx.accountId]);
  await t.services.inbox.syncOnce(ctx.accountId);
  const page = await list(ctx);
  expect(page.conversations[0]).toMatchObject({ messageCount: 1, unreadCount: 1 });
});

it('counts unread conversations and marks them read or unread', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx);
  const count = async () =>
    (await t.gql<{ inboxUnreadCount: number }>(`{ inboxUnreadCount }`, {}, { token: ctx.token }))
      .data!.inboxUnreadCount;
  expect(await count()).toBe(1);
  const [conversation] = (await list(ctx)).conversations;
  const mark = (read: boolean) =>
    t.gql(
      `mutation($id: ID!, $read: Boolean!) {
         markInboxConversationRead(conversationId: $id, read: $read) { unreadCount }
       }`,
      { id: conversation.id, read },
      { token: ctx.token },
    );
  expect((await mark(true)).data).toEqual({ markInboxConversationRead: { unreadCount: 0 } });
  expect(await count()).toBe(0);
  expect((await list(ctx, { unread: true })).totalCount).toBe(0);
  expect((await mark(false)).data).toEqual({ markInboxConversationRead: { unreadCount: 1 } });
  expect(await count()).toBe(1);
  const rest = await t.rest('POST', '/v1/inbox/unreadCount', { token: ctx.token });
  expect(rest.body).toEqual({ unread_count: 1 });
});

it('filters by mailbox, campaign, lead status and unread, and searches address, name and subject', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx);
  const found = async (input: Record<string, unknown>) => (await list(ctx, input)).totalCount;
  expect(await found({ mailboxId: ctx.accountId })).toBe(1);
  expect(await found({ campaignId: ctx.campaignId })).toBe(1);
  expect(await found({ campaignId: '00000000-0000-4000-8000-000000000000' })).toBe(0);
  expect(await found({ leadStatus: 'open' })).toBe(1);
  expect(await found({ leadStatus: 'won' })).toBe(0);
  expect(await found({ unread: true })).toBe(1);
  expect(await found({ searchText: ctx.ada.email.slice(0, 8).toUpperCase() })).toBe(1);
  expect(await found({ searchText: 'lovelace' })).toBe(1);
  expect(await found({ searchText: 're: hel' })).toBe(1);
  expect(await found({ searchText: 'nobody-like-this' })).toBe(0);
  expect(await found({ searchText: '%_' })).toBe(0);
  const tooLong = await t.gql(
    LIST,
    { input: { searchText: 'x'.repeat(201) } },
    { token: ctx.token },
  );
  expect(tooLong.errors?.[0].message).toBe('The search text must be at most 200 characters.');
});

it('marks the lead won, reassigns it and pauses the recipient from the conversation', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx);
  const [conversation] = (await list(ctx)).conversations;
  const won = await t.gql(
    `mutation($id: ID!) { setInboxLeadStatus(conversationId: $id, status: won) { leadStatus } }`,
    { id: conversation.id },
    { token: ctx.token },
  );
  expect(won.data).toEqual({ setInboxLeadStatus: { leadStatus: 'won' } });
  expect((await list(ctx, { leadStatus: 'won' })).totalCount).toBe(1);

  const reopened = await t.rest('POST', '/v1/inbox/leadStatus', {
    token: ctx.token,
    body: { conversationID: conversation.id, status: 'open' },
  });
  expect(reopened.body).toMatchObject({ conversation: { lead_status: 'open' } });
  // Moved on the Leads page: the inbox's lead status filter follows.
  const [lead] = await t.database.db.query(`SELECT id FROM lead WHERE recipient_id = $1`, [
    ctx.ada.id,
  ]);
  const lost = await t.rest('POST', '/v1/lead/update', {
    token: ctx.token,
    body: { leadID: [lead.id], status: 'lost' },
  });
  expect(lost.status).toBe(200);
  expect((await list(ctx, { leadStatus: 'lost' })).totalCount).toBe(1);
  expect((await list(ctx, { leadStatus: 'open' })).totalCount).toBe(0);
  await t.rest('POST', '/v1/lead/update', {
    token: ctx.token,
    body: { leadID: [lead.id], status: 'open' },
  });
  const assigned = await t.gql(
    `mutation($id: ID!, $email: String!) {
       assignInboxLead(conversationId: $id, assignedToEmail: $email) { assignedToEmail }
     }`,
    { id: conversation.id, email: ctx.user.email },
    { token: ctx.token },
  );
  expect(assigned.data).toEqual({ assignInboxLead: { assignedToEmail: ctx.user.email } });

  const paused = await t.gql(
    `mutation($id: ID!) { setInboxRecipientPaused(conversationId: $id, paused: true) { recipientPaused } }`,
    { id: conversation.id },
    { token: ctx.token },
  );
  expect(paused.data).toEqual({ setInboxRecipientPaused: { recipientPaused: true } });
  const [row] = await t.database.db.query(`SELECT paused FROM campaign_recipient WHERE id = $1`, [
    ctx.ada.id,
  ]);
  expect(row.paused).toBe(true);
});

it('refuses to mark a recipient who is not a lead, saying why', async () => {
  const ctx = await inboxWorkspace(t, sandbox, { leadOnReply: false });
  await adaReplies(ctx);
  const [conversation] = (await list(ctx)).conversations;
  const refused = await t.rest('POST', '/v1/inbox/leadStatus', {
    token: ctx.token,
    body: { conversationID: conversation.id, status: 'won' },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/not a lead yet/);
});

it("answers another workspace's conversation, message and attachment like missing ones", async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx);
  const [conversation] = (await list(ctx)).conversations;
  const detail = await thread(ctx, conversation.id as string);
  const received = detail.messages.find((m) => m.direction === 'received')!;
  const stranger = await t.signIn();
  const other = { token: stranger.token };

  expect((await list(other)).totalCount).toBe(0);
  expect((await list(other, { campaignId: ctx.campaignId })).totalCount).toBe(0);
  const hidden = await t.gql(THREAD, { id: conversation.id }, { token: stranger.token });
  expect(hidden.errors?.[0].message).toBe('This conversation does not exist.');
  for (const [url, body] of [
    ['/v1/inbox/conversation', { conversationID: conversation.id }],
    ['/v1/inbox/read', { conversationID: conversation.id, read: true }],
    ['/v1/inbox/pause', { conversationID: conversation.id, paused: true }],
    ['/v1/inbox/leadStatus', { conversationID: conversation.id, status: 'won' }],
  ] as const) {
    const answer = await t.rest('POST', url, { token: stranger.token, body });
    expect([url, answer.status, answer.body.message]).toEqual([
      url,
      404,
      'This conversation does not exist.',
    ]);
  }
  const answer = await t.rest('POST', '/v1/inbox/answer', {
    token: stranger.token,
    body: { messageID: received.id, body: 'Hi', requestKey: crypto.randomUUID() },
  });
  expect([answer.status, answer.body.message]).toEqual([404, 'This message does not exist.']);
  const download = await t.app.inject({
    method: 'GET',
    url: `/v1/inbox/attachments/${received.attachments[0].id}`,
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(download.statusCode).toBe(404);
  const [after] = await t.database.db.query(
    `SELECT unread_count FROM inbox_conversation WHERE id = $1`,
    [conversation.id],
  );
  expect(after.unread_count).toBe(1);
});

it('shows a hostile HTML reply inert, remote images only when asked, cid: images from the message', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx, {
    html: [
      '<style>p { background: url(https://tracker.test/css.gif) }</style>',
      '<p onmouseover="alert(1)">Hello<script>alert(2)</script></p>',
      '<a href="javascript:alert(3)">click</a>',
      '<div style="background:url(https://tracker.test/bg.gif)">bg</div>',
      '<img src="https://tracker.test/pixel.gif" srcset="https://tracker.test/2x.gif 2x">',
      '<svg><image href="https://tracker.test/svg.gif"/></svg>',
      '<img src="cid:logo@ada.test" alt="Logo">',
    ].join(''),
    attachment: {
      filename: 'logo.png',
      contentType: 'image/png',
      content: Buffer.from('89504e470d0a1a0a', 'hex'),
      cid: 'logo@ada.test',
    },
  });
  const [conversation] = (await list(ctx)).conversations;
  const received = (await thread(ctx, conversation.id as string)).messages[1];
  const html = String(received.html);
  for (const needle of [
    'script',
    'alert',
    'javascript',
    'url(',
    '<style',
    'srcset',
    '<svg',
    'tracker.test',
  ])
    expect([needle, html.includes(needle)]).toEqual([needle, false]);
  expect(received.imagesHidden).toBe(true);
  const logo = received.attachments.find((a) => a.filename === 'logo.png')!;
  expect(html).toContain(`<img src="${logo.url.replace(/&/g, '&amp;')}" alt="Logo" />`);

  const image = await t.app.inject({
    method: 'GET',
    url: new URL(logo.url).pathname + new URL(logo.url).search,
  });
  expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
  expect(image.headers['x-content-type-options']).toBe('nosniff');

  const shown = (await thread(ctx, conversation.id as string, true)).messages[1];
  expect(shown.html).toContain('<img src="https://tracker.test/pixel.gif" />');
  expect(shown.imagesHidden).toBe(false);
});

it('stores a message over the caps cut, says so, and lists a large attachment without its content', async () => {
  const ctx = await inboxWorkspace(t, sandbox);
  await adaReplies(ctx, {
    text: `${'Long answer. '.repeat(25_000)}END`,
    attachment: {
      filename: 'deck.pdf',
      contentType: 'application/pdf',
      content: Buffer.alloc(600 * 1024, 7),
    },
  });
  const [conversation] = (await list(ctx)).conversations;
  const received = (await thread(ctx, conversation.id as string)).messages[1];
  expect(received.truncated).toBe(true);
  expect(String(received.text).length).toBeLessThanOrEqual(256 * 1024);
  expect(received.text).not.toContain('END');
  expect(received.attachments).toEqual([
    expect.objectContaining({ filename: 'deck.pdf', downloadable: false, url: null }),
  ]);
  const download = await t.rest('GET', `/v1/inbox/attachments/${received.attachments[0].id}`, {
    token: ctx.token,
  });
  expect([download.status, download.body.message]).toEqual([
    404,
    'This attachment was too large to keep: open it in the mailbox itself.',
  ]);
});
