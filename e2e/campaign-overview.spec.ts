import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MailSandbox } from '../server/test/mail-sandbox';
import { OWNER } from './env';
import { connectSandboxMailbox, refreshUntil, replyTo, startCampaign } from './sandbox-campaign';
import { signIn } from './session';

const RUN = Date.now().toString(36);
const SENDER = { email: `overview-${RUN}@example.test`, password: 'overview-mailbox-pass' };
const REPLIER = { email: `replier-${RUN}@example.test`, password: 'replier-mailbox-pass' };
const QUIET = { email: `quiet-${RUN}@example.test`, password: 'quiet-mailbox-pass' };
const SUBJECT = `Overview ${RUN}`;

let sandbox: MailSandbox;
test.beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, REPLIER, QUIET] });
});
test.afterAll(async () => {
  await sandbox.stop();
});

function figure(page: Page, column: string, term: string) {
  return page
    .getByRole('region', { name: column, exact: true })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');
}

test('a campaign sends, a recipient replies and becomes a lead, and the overview and export show it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, OWNER.email, OWNER.password);
  await connectSandboxMailbox(page, sandbox, SENDER, 'Overview Sender');
  const name = `Overview ${RUN}`;
  const campaignId = await startCampaign(page, {
    name,
    from: `Overview Sender <${SENDER.email}>`,
    subject: SUBJECT,
    body: 'Hi {{first_name}}, are you free next week?',
    listName: `Overview list ${RUN}`,
    csv: `email,first_name\n${REPLIER.email},Rita\n${QUIET.email},Quinn\n`,
  });

  // The dispatcher sends both first emails through the sandbox; Rita answers hers.
  const sent = await sandbox.waitForInbox(
    REPLIER.email,
    (message) => message.mail.subject === SUBJECT,
    { timeoutMs: 180_000 },
  );
  expect(sent.mail.text).toContain('Hi Rita, are you free next week?');
  const reply = replyTo(sent.mail.messageId as string, {
    from: `Rita <${REPLIER.email}>`,
    to: SENDER.email,
    subject: SUBJECT,
    text: 'Yes, Tuesday works for me.',
  });
  await sandbox.inject(reply, { to: SENDER.email });

  // Summary: two sent, one reply, one lead.
  await page.goto(`/campaign/${campaignId}/overview`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await refreshUntil(page, async () => {
    await expect(figure(page, 'Email', 'Sent')).toHaveText('2', { timeout: 1_000 });
    await expect(figure(page, 'Email', 'Replied')).toHaveText(/^1\b/, { timeout: 1_000 });
    await expect(page.getByRole('region', { name: 'Leads by status' })).toContainText('Total1', {
      timeout: 1_000,
    });
  });
  await expect(figure(page, 'Total', 'Recipients')).toHaveText('2');

  // Activity: the sends, the reply and the lead, newest first.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const feed = page.getByRole('list', { name: 'Activities' });
  await expect(feed).toContainText(`${REPLIER.email} replied to Email`);
  await expect(feed).toContainText(`${REPLIER.email} became a lead`);
  await expect(feed).toContainText(`Email was sent to ${QUIET.email}`);
  await page.getByLabel('Show').selectOption('Ignore sends');
  await expect(feed).not.toContainText('was sent to');
  await expect(feed).toContainText(`${REPLIER.email} replied to Email`);

  // Timeline: this week, with today's contacts added and first emails.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('img', { name: /^Per date/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Running totals/ })).toBeVisible();
  const lists = page.getByRole('table', { name: 'Lists' });
  await expect(lists).toContainText(`Overview list ${RUN}`);
  await expect(lists).toContainText('2');
  const today = page.getByRole('table', { name: 'Per date' }).getByRole('row', {
    name: new RegExp(`^${new Date().toISOString().slice(0, 10)}`),
  });
  await expect(today.getByRole('cell')).toHaveText(['2', '2']);

  // Export: one row per recipient.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}_.*\\.csv$`));
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\n');
  expect(lines[0]).toBe('"Email","Last Sent On","Opens","Clicks","Replies","Is Bounced","Is Lead"');
  expect(lines).toHaveLength(3);
  const rowOf = (email: string) => lines.find((line) => line.startsWith(`"${email}",`));
  expect(rowOf(QUIET.email)).toMatch(/^"[^"]+","[^"]+",\d+,0,0,"No","No"$/);
  expect(rowOf(REPLIER.email)).toMatch(/^"[^"]+","[^"]+",\d+,0,1,"No","Yes"$/);
});
