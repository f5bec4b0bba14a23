import { expect, test, type Page } from '@playwright/test';
import { INBOX_MESSAGES } from '../common/src/validation/inbox';
import { MailSandbox } from '../server/test/mail-sandbox';
import { BASE_URL, OWNER } from './env';
import { connectSandboxMailbox, startCampaign } from './sandbox-campaign';
import { signIn } from './session';

const RUN = Date.now().toString(36);
const SENDER = { email: `inbox-${RUN}@example.test`, password: 'inbox-mailbox-pass' };
const REPLIER = { email: `answerer-${RUN}@example.test`, password: 'answerer-mailbox-pass' };
const SUBJECT = `Inbox ${RUN}`;

let sandbox: MailSandbox;
test.beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, REPLIER] });
});
test.afterAll(async () => {
  await sandbox.stop();
});

/** Rita's answer as a mail client sends it: text and HTML, the HTML carrying a script. */
function htmlReply(messageId: string, replyId: string): string {
  const boundary = `b-${RUN}`;
  return [
    `From: Rita Reply <${REPLIER.email}>`,
    `To: ${SENDER.email}`,
    `Subject: Re: ${SUBJECT}`,
    `Message-ID: ${replyId}`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    // A Date header has whole seconds: a second ahead, it never reads earlier than the step.
    `Date: ${new Date(Date.now() + 1000).toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Yes, Tuesday works for me.',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Yes, <b>Tuesday</b> works for me.</p><script>top.document.title = "owned"</script>',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** The workspace's conversations with unread mail, as the API counts them (other journeys share it). */
async function unreadConversations(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('outbound.token'));
  const answer = await page.request.post(`${BASE_URL}/v1/inbox/unreadCount`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { unread_count: number }).unread_count;
}

/** What the sidebar's Inbox entry says for `count` conversations with unread mail. */
function sidebarUnread(count: number): RegExp {
  return count === 0
    ? /Inbox(?!\d)(?!.*unread)/
    : new RegExp(`Inbox${count} \\(${count} unread\\)`);
}

test('a recipient replies, the inbox shows it, the answer reaches them threaded, and the lead is marked Won', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, OWNER.email, OWNER.password);
  await connectSandboxMailbox(page, sandbox, SENDER, 'Inbox Sender');
  await startCampaign(page, {
    name: `Inbox ${RUN}`,
    from: `Inbox Sender <${SENDER.email}>`,
    subject: SUBJECT,
    body: 'Hi {{first_name}}, could we talk next week?',
    listName: `Inbox list ${RUN}`,
    csv: `email,first_name\n${REPLIER.email},Rita\n`,
  });

  // The campaign's first email reaches Rita; she answers it.
  const sent = await sandbox.waitForInbox(
    REPLIER.email,
    (message) => message.mail.subject === SUBJECT,
    { timeoutMs: 180_000 },
  );
  const replyId = `<reply-${RUN}@example.test>`;
  const unreadBefore = await unreadConversations(page);
  await sandbox.inject(htmlReply(sent.mail.messageId as string, replyId), { to: SENDER.email });

  // The inbox shows her reply once the mailbox is read, unread, with its snippet, under the address
  // it came from (the display name "Rita Reply" is hers to choose, so the list does not show it).
  await page.goto('/inbox');
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link', {
    name: new RegExp(REPLIER.email),
  });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
  await expect(row).toContainText(`Re: ${SUBJECT}`);
  await expect(row).toContainText('Unread');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toHaveText(sidebarUnread(unreadBefore + 1));

  // Opened: read, the thread in order, her HTML inert in its sandbox.
  await row.click();
  const thread = page.getByRole('list', { name: 'Thread' });
  await expect(thread.getByRole('article')).toHaveCount(2);
  await expect(thread.getByRole('article').first()).toHaveAttribute('aria-label', 'Step 1');
  const frame = page.locator('iframe[title^="Reply from"]');
  // Nothing in the frame runs; its links may only open a new tab on a click.
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(frame.contentFrame().locator('b')).toHaveText('Tuesday');
  expect(await frame.getAttribute('srcdoc')).not.toMatch(/<script/i);
  await expect(page).not.toHaveTitle('owned');
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(sidebar).toHaveText(sidebarUnread(unreadBefore));

  // The answer, from the editor: sent once, shown in the thread.
  await page.getByRole('textbox', { name: 'Answer body' }).click();
  await page.keyboard.type('Great, Tuesday at 10 then.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(INBOX_MESSAGES.answerSent)).toBeVisible();
  const answer = thread.getByRole('article', { name: 'Our answer' });
  await expect(answer).toContainText('sent');
  await expect(answer.locator('iframe').contentFrame().locator('body')).toContainText(
    'Great, Tuesday at 10 then.',
  );

  // It reaches Rita threaded on her reply, and is filed in the mailbox's Sent folder.
  const received = await sandbox.waitForInbox(
    REPLIER.email,
    (message) => message.mail.subject === `Re: ${SUBJECT}`,
    { timeoutMs: 30_000 },
  );
  expect(received.mail.inReplyTo).toBe(replyId);
  expect([received.mail.references ?? []].flat()).toEqual(
    expect.arrayContaining([sent.mail.messageId, replyId]),
  );
  expect(received.mail.text).toContain('Great, Tuesday at 10 then.');
  const filed = await sandbox.waitForInbox(
    SENDER.email,
    (message) => message.mail.messageId === received.mail.messageId,
    { folder: 'Sent', timeoutMs: 10_000 },
  );
  expect(filed.mail.inReplyTo).toBe(replyId);
  expect(
    (await sandbox.fetchInbox(REPLIER.email)).filter((m) => m.mail.subject === `Re: ${SUBJECT}`),
  ).toHaveLength(1);

  // The lead is marked Won from the conversation, and the Leads page agrees.
  await page.getByRole('button', { name: 'Mark as Won' }).click();
  await expect(page.getByText(INBOX_MESSAGES.marked)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Won' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/campaign/leads');
  await page.getByLabel('Lead status').selectOption('won');
  await expect(page.getByRole('row', { name: new RegExp(REPLIER.email) })).toBeVisible();
});
