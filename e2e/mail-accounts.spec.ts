import { expect, test } from '@playwright/test';
import { MAIL_ACCOUNT_MESSAGES } from '../common/src/validation/mail-account';
import { MESSAGES } from '../common/src/messages';
import { MailSandbox } from '../server/test/mail-sandbox';
import { OWNER } from './env';
import { signIn } from './session';

const MAILBOX = { email: 'e2e-sender@example.test', password: 'e2e-mailbox-pass' };

let sandbox: MailSandbox;
test.beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [MAILBOX] });
});
test.afterAll(async () => {
  await sandbox.stop();
});

test('connects an SMTP/IMAP mailbox, edits its sending preferences, disables and enables it', async ({
  page,
}) => {
  await signIn(page, OWNER.email, OWNER.password);
  const link = page.getByRole('link', { name: 'Mail Accounts' });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await link.click();
  await expect(page).toHaveURL(/\/mail-accounts\/all$/);

  await page.getByRole('link', { name: 'Add SMTP Account' }).click();
  await page.getByLabel('Name', { exact: true }).fill('E2E Sender');
  await page.getByLabel('Email', { exact: true }).fill(MAILBOX.email);
  for (const [side, endpoint] of [
    ['SMTP', sandbox.smtp],
    ['IMAP', sandbox.imap],
  ] as const) {
    await page.getByLabel(`${side} Server`).fill('127.0.0.1');
    await page.getByLabel(`${side} Port`).fill(String(endpoint.port));
    await page.getByLabel(`${side} Username`).fill(MAILBOX.email);
    await page.getByLabel(`${side} Password`).fill(MAILBOX.password);
  }
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByText(MAIL_ACCOUNT_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(/\/mail-accounts\/all$/);
  await expect(page.getByText(MAILBOX.email)).toBeVisible();

  const menu = page.getByRole('button', { name: `Actions for ${MAILBOX.email}` });
  await menu.click();
  await page.getByRole('link', { name: 'Sending preferences' }).click();
  // The list's "Edit profile of …" buttons also match "Edit" until the page has changed.
  await expect(page.getByRole('heading', { name: 'Sending preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Max emails per day').fill('120');
  await page.getByLabel('Start time').fill('08:30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(MESSAGES.sendingPreference.updated)).toBeVisible();
  await expect(page.getByText('120', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('08:30').first()).toBeVisible();

  await page.goto('/mail-accounts/all');
  await menu.click();
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(MAIL_ACCOUNT_MESSAGES.disabled)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await menu.click();
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText(MAIL_ACCOUNT_MESSAGES.enabled)).toBeVisible();
  await expect(page.getByText('Disabled', { exact: true })).toHaveCount(0);
});
