import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '../common/src/messages';

/** Fills and submits the login form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in and waits for the home page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page.getByText('Welcome to Outbound')).toBeVisible();
}

/** Sets a password on the page a reset or invite link opens, and waits for the way back to /login. */
export async function setPasswordFromLink(
  page: Page,
  link: string,
  password: string,
): Promise<void> {
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(MESSAGES.resetPassword.done)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}
