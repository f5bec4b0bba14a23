import { expect, test } from '@playwright/test';
import { MESSAGES } from '../common/src/messages';
import { OWNER } from './env';
import { signIn, submitLogin } from './session';

test('the owner signs in, reaches Teammates from the sidebar and signs out', async ({ page }) => {
  await submitLogin(page, OWNER.email, 'not-the-password');
  await expect(page.getByText(MESSAGES.global.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, OWNER.email, OWNER.password);

  const teammates = page.getByRole('link', { name: 'Teammates' });
  if (!(await teammates.isVisible()))
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await teammates.click();
  await expect(page).toHaveURL(/\/team\/teammates$/);
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  await expect(page.getByRole('cell', { name: OWNER.email })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('outbound.user'))).toBeNull();
});
