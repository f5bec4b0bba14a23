import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SENDING_PREFERENCE } from '../common/src/validation/sending-preference';
import { MailSandbox } from '../server/test/mail-sandbox';
import { withDatabase } from './database';
import { BASE_URL, OWNER } from './env';
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

/**
 * Connects the sandbox mailbox over the API, sending at any hour of any day, a burst a minute:
 * the journey must not wait for a window.
 */
async function connectMailbox(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('outbound.token'));
  const login = (port: number) => ({
    server: '127.0.0.1',
    port,
    username: SENDER.email,
    password: SENDER.password,
  });
  const answer = await page.request.post(`${BASE_URL}/v1/mailAccount/create/smtp`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Overview Sender',
      email: SENDER.email,
      smtp: login(sandbox.smtp.port),
      imap: login(sandbox.imap.port),
    },
  });
  expect(answer.status()).toBe(200);
  const always = DEFAULT_SENDING_PREFERENCE('UTC');
  always.work_days = [];
  always.work_time.from_time = 0;
  always.work_time.to_time = 24 * 60;
  always.work_load_capacity.minimum_time_between_job_bursts = 1;
  always.work_load_capacity.max_job_in_single_burst = 10;
  await withDatabase((db) =>
    db.query(`UPDATE mail_account SET sending_preference = $2 WHERE email = $1`, [
      SENDER.email,
      JSON.stringify(always),
    ]),
  );
}

/** The wizard, shortest way: a list of two recipients, one message, started. Answers its id. */
async function startCampaign(page: Page, name: string): Promise<string> {
  await page.goto('/campaign/start');
  await page.getByLabel('Campaign Title').fill(name);
  await page.getByLabel('From').selectOption({ label: `Overview Sender <${SENDER.email}>` });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/campaign\/[0-9a-f-]+\/add-recipients$/, { timeout: 10_000 });
  const id = page.url().split('/').at(-2) as string;

  const upload = page.getByRole('form', { name: 'Upload a CSV file' });
  await upload.getByLabel('CSV file').setInputFiles({
    name: `overview-${RUN}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,first_name\n${REPLIER.email},Rita\n${QUIET.email},Quinn\n`),
  });
  await upload.getByLabel('List name (optional)').fill(`Overview list ${RUN}`);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('region', { name: 'Linked lists' })).toContainText(
    `Overview list ${RUN}`,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/compose$/);

  await page.getByLabel('Subject').first().fill(SUBJECT);
  await page.getByRole('textbox', { name: 'Email body' }).click();
  await page.keyboard.type('Hi {{first_name}}, are you free next week?');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/preview$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/options$/);
  await page.getByRole('checkbox', { name: /pertinent laws/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/send$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Start Campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/all$/, { timeout: 10_000 });
  return id;
}

/** A reply to `message` from its recipient, threaded on its Message-ID. */
function replyTo(messageId: string): string {
  return [
    `From: Rita <${REPLIER.email}>`,
    `To: ${SENDER.email}`,
    `Subject: Re: ${SUBJECT}`,
    `Message-ID: <reply-${RUN}@example.test>`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Yes, Tuesday works for me.',
    '',
  ].join('\r\n');
}

/** Refresh from the header menu until `check` holds (sends and replies arrive in the background). */
async function refreshUntil(page: Page, check: () => Promise<void>, timeout = 120_000) {
  await expect(async () => {
    await page.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await check();
  }).toPass({ timeout, intervals: [2_000, 5_000] });
}

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
  await connectMailbox(page);
  const name = `Overview ${RUN}`;
  const campaignId = await startCampaign(page, name);

  // The dispatcher sends both first emails through the sandbox; Rita answers hers.
  const sent = await sandbox.waitForInbox(
    REPLIER.email,
    (message) => message.mail.subject === SUBJECT,
    { timeoutMs: 180_000 },
  );
  expect(sent.mail.text).toContain('Hi Rita, are you free next week?');
  await sandbox.inject(replyTo(sent.mail.messageId as string), { to: SENDER.email });

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
