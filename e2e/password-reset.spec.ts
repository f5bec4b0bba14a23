import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '../common/src/messages';
import { OWNER, uniqueEmail } from './env';
import { outboxSnapshot, waitForEmail } from './outbox';
import { setPasswordFromLink, signIn } from './session';

/** An active teammate with a known password, made through the /v1 API (not the owner: other specs sign in as the owner). */
async function createTeammate(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/v1/user/login', { data: OWNER });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const before = await outboxSnapshot();
  const invite = await request.post('/v1/user/invite', {
    data: { email, name: 'Reset Tester' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(invite.ok()).toBe(true);
  const { link } = await waitForEmail(email, { ignore: before });
  const inviteToken = new URL(link).pathname.split('/').pop();
  const accepted = await request.post('/v1/user/resetPassword', {
    data: { token: inviteToken, password },
  });
  expect(accepted.ok()).toBe(true);
}

test('a user who forgot the password resets it from the emailed link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await createTeammate(request, email, 'first-password-1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const before = await outboxSnapshot();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(MESSAGES.forgotPassword.sent)).toBeVisible();

  const { link } = await waitForEmail(email, { ignore: before });
  expect(new URL(link).pathname).toMatch(/^\/reset-password\/[^/]+$/);
  await setPasswordFromLink(page, link, 'second-password-2');

  await signIn(page, email, 'second-password-2');
});
