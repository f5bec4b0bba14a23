import { expect, type Page } from '@playwright/test';
import { DEFAULT_SENDING_PREFERENCE } from '../common/src/validation/sending-preference';
import type { MailSandbox, SandboxUser } from '../server/test/mail-sandbox';
import { withDatabase } from './database';
import { BASE_URL } from './env';

/**
 * Connects a sandbox mailbox over the API, sending at any hour of any day, a burst a minute: a
 * journey must not wait for a window.
 */
export async function connectSandboxMailbox(
  page: Page,
  sandbox: MailSandbox,
  sender: SandboxUser,
  name: string,
): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('outbound.token'));
  const login = (port: number) => ({
    server: '127.0.0.1',
    port,
    username: sender.email,
    password: sender.password,
  });
  const answer = await page.request.post(`${BASE_URL}/v1/mailAccount/create/smtp`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      email: sender.email,
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
      sender.email,
      JSON.stringify(always),
    ]),
  );
}

/** What the wizard is given: the first message, an optional follow-up, the list as CSV. */
export interface SandboxCampaign {
  name: string;
  /** `Name <email>` as the From select shows the mailbox. */
  from: string;
  subject: string;
  body: string;
  followUp?: string;
  listName: string;
  csv: string;
}

/** The wizard, shortest way, to a started campaign. Answers its id. */
export async function startCampaign(page: Page, campaign: SandboxCampaign): Promise<string> {
  await page.goto('/campaign/start');
  await page.getByLabel('Campaign Title').fill(campaign.name);
  await page.getByLabel('From').selectOption({ label: campaign.from });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/campaign\/[0-9a-f-]+\/add-recipients$/, { timeout: 10_000 });
  const id = page.url().split('/').at(-2) as string;

  const upload = page.getByRole('form', { name: 'Upload a CSV file' });
  await upload.getByLabel('CSV file').setInputFiles({
    name: `${campaign.listName}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(campaign.csv),
  });
  await upload.getByLabel('List name (optional)').fill(campaign.listName);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('region', { name: 'Linked lists' })).toContainText(campaign.listName);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/compose$/);

  await page.getByLabel('Subject').first().fill(campaign.subject);
  await page.getByRole('textbox', { name: 'Email body' }).click();
  await page.keyboard.type(campaign.body);
  if (campaign.followUp) {
    await page.getByRole('button', { name: 'Add Follow-up' }).click();
    await page.getByRole('textbox', { name: 'Follow-up 1 body' }).click();
    await page.keyboard.type(campaign.followUp);
  }
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

/** A plain-text reply from `from` to `to`, threaded on `messageId`. */
export function replyTo(
  messageId: string,
  { from, to, subject, text }: { from: string; to: string; subject: string; text: string },
): string {
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: Re: ${subject}`,
    `Message-ID: <reply-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.test>`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');
}

/** Refresh from the header menu until `check` holds (sends and replies arrive in the background). */
export async function refreshUntil(page: Page, check: () => Promise<void>, timeout = 120_000) {
  await expect(async () => {
    await page.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await check();
  }).toPass({ timeout, intervals: [2_000, 5_000] });
}
