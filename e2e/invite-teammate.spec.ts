import { expect, test } from '@playwright/test';
import { MESSAGES } from '../common/src/messages';
import { BASE_URL, OWNER, uniqueEmail } from './env';
import { outboxSnapshot, waitForEmail } from './outbox';
import { setPasswordFromLink, signIn } from './session';

test('the owner invites a teammate who sets a password and signs in', async ({ page, browser }) => {
  const email = uniqueEmail('teammate');
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto('/team/teammates');
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();

  const before = await outboxSnapshot();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(MESSAGES.invite.sent)).toBeVisible();

  const { link } = await waitForEmail(email, { ignore: before });

  // the teammate opens the link in their own browser
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const teammate = await context.newPage();
    await setPasswordFromLink(teammate, link, 'teammate-password-1');
    await signIn(teammate, email, 'teammate-password-1');
  } finally {
    await context.close();
  }
});
