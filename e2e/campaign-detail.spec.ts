import { expect, test, type Page } from '@playwright/test';
import { MailSandbox, type FetchedMessage } from '../server/test/mail-sandbox';
import { withDatabase } from './database';
import { OWNER } from './env';
import { connectSandboxMailbox, refreshUntil, replyTo, startCampaign } from './sandbox-campaign';
import { signIn } from './session';

const RUN = Date.now().toString(36);
const SENDER = { email: `detail-${RUN}@example.test`, password: 'detail-mailbox-pass' };
const RITA = { email: `rita-${RUN}@example.test`, password: 'rita-mailbox-pass' };
const PAULA = { email: `paula-${RUN}@example.test`, password: 'paula-mailbox-pass' };
const SAM = { email: `sam-${RUN}@example.test`, password: 'sam-mailbox-pass' };
const SUBJECT = `Detail ${RUN}`;
const NAME = `Detail ${RUN}`;
const FROM_NAME = `Dana of Detail ${RUN}`;

let sandbox: MailSandbox;
test.beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, RITA, PAULA, SAM] });
});
test.afterAll(async () => {
  await sandbox.stop();
});

/** The campaign's messages in a recipient's inbox. */
async function messagesTo(email: string): Promise<FetchedMessage[]> {
  return (await sandbox.fetchInbox(email)).filter((message) =>
    (message.mail.subject ?? '').endsWith(SUBJECT),
  );
}

function firstMessageTo(email: string): Promise<FetchedMessage> {
  return sandbox.waitForInbox(email, (message) => message.mail.subject === SUBJECT, {
    timeoutMs: 180_000,
  });
}

/** A step's figure on the Sequence tab (the step expanded). */
function stepFigure(page: Page, step: string, figure: string) {
  return page.getByRole('region', { name: new RegExp(`^${step}`) }).getByLabel(figure, {
    exact: true,
  });
}

/** Opens a step of the Sequence tab unless it is open. */
async function expandStep(page: Page, step: string): Promise<void> {
  const button = page.getByRole('button', { name: new RegExp(`^${step}`) });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/** Selects a lead on the Leads page and waits for the action bar. */
async function selectLead(page: Page, email: string): Promise<void> {
  await page.getByRole('checkbox', { name: `Select ${email}` }).check();
}

test('a reply becomes a lead that is won and reopened, a paused recipient gets no follow-up, and a new From name reaches the wire', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page, OWNER.email, OWNER.password);
  await connectSandboxMailbox(page, sandbox, SENDER, 'Detail Sender');
  const campaignId = await startCampaign(page, {
    name: NAME,
    from: `Detail Sender <${SENDER.email}>`,
    subject: SUBJECT,
    body: 'Hi {{first_name}}, shall we talk next week?',
    followUp: 'Just checking in, {{first_name}}.',
    listName: `Detail list ${RUN}`,
    csv: `email,first_name\n${RITA.email},Rita\n${PAULA.email},Paula\n${SAM.email},Sam\n`,
  });

  // The first emails go out from the mailbox's name; Rita answers hers.
  const [toRita, , toSam] = await Promise.all([
    firstMessageTo(RITA.email),
    firstMessageTo(PAULA.email),
    firstMessageTo(SAM.email),
  ]);
  expect(toSam.mail.from?.value[0]).toMatchObject({ name: 'Detail Sender', address: SENDER.email });
  const reply = replyTo(toRita.mail.messageId as string, {
    from: `Rita <${RITA.email}>`,
    to: SENDER.email,
    subject: SUBJECT,
    text: 'Yes, Tuesday works for me.',
  });
  await sandbox.inject(reply, { to: SENDER.email });

  // The Sequence tab counts the sends and the reply.
  await page.goto(`/campaign/${campaignId}/sequence`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Sequence' })).toBeVisible();
  await refreshUntil(page, async () => {
    await expandStep(page, 'Email 1');
    await expect(stepFigure(page, 'Email 1', 'Sent')).toHaveText(/^3\b/, { timeout: 1_000 });
    await expect(stepFigure(page, 'Email 1', 'Reply')).toHaveText(/^1\b/, { timeout: 1_000 });
  });

  // The Leads page shows Rita's lead with her reply; won, then reopened.
  await page.goto('/campaign/leads');
  const ritaRow = page.getByRole('row', { name: new RegExp(RITA.email) });
  await expect(async () => {
    await page.reload();
    await expect(ritaRow).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(ritaRow).toContainText(NAME);
  await expect(ritaRow).toContainText('Tuesday works');
  await selectLead(page, RITA.email);
  const updated = page.getByText('Lead status updated successfully.');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Won' });
  await expect(updated).toBeVisible();
  await expect(ritaRow).toBeHidden({ timeout: 10_000 });
  await expect(updated).toBeHidden();
  await page.getByLabel('Lead status').selectOption({ label: 'Won' });
  await expect(ritaRow).toBeVisible();
  await selectLead(page, RITA.email);
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(updated).toBeVisible();
  await expect(ritaRow).toBeHidden({ timeout: 10_000 });
  await page.getByLabel('Lead status').selectOption({ label: 'Open' });
  await expect(ritaRow).toBeVisible();
  await ritaRow.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${campaignId}/overview$`));

  // The Recipients tab pauses Paula.
  await page.goto(`/campaign/${campaignId}/recipients`);
  await page.getByRole('button', { name: `Pause ${PAULA.email}` }).click();
  await expect(page.getByRole('button', { name: `Play ${PAULA.email}` })).toBeVisible();

  // The Settings tab gives the campaign its own From name.
  await page.goto(`/campaign/${campaignId}/settings`);
  const account = page.getByRole('region', { name: 'Sending account' });
  await expect(account.getByLabel('From name')).toHaveValue('Detail Sender');
  await account.getByLabel('From name').fill(FROM_NAME);
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(async () => {
    await page.reload();
    await expect(account.getByLabel('From name')).toHaveValue(FROM_NAME, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // A week later (the follow-ups made due now): only Sam gets one, from the new name, threaded.
  await withDatabase((db) =>
    db.query(
      `UPDATE campaign_recipient SET next_send_at = now()
        WHERE campaign_id = $1 AND next_position = 2 AND state = 'active'`,
      [campaignId],
    ),
  );
  const followUp = await sandbox.waitForInbox(
    SAM.email,
    (message) => message.mail.subject === `Re: ${SUBJECT}`,
    { timeoutMs: 180_000 },
  );
  expect(followUp.mail.from?.value[0]).toMatchObject({ name: FROM_NAME, address: SENDER.email });
  expect(followUp.mail.inReplyTo).toBe(toSam.mail.messageId);
  expect(followUp.mail.text).toContain('Just checking in, Sam.');
  // Paula's follow-up was due in the same burst: had it gone, it would be there by now.
  await page.waitForTimeout(5_000);
  expect(await messagesTo(PAULA.email)).toHaveLength(1);
  expect(await messagesTo(RITA.email)).toHaveLength(1);

  // The Sequence tab counts the follow-up; only paused Paula may still get it (Rita replied).
  await page.goto(`/campaign/${campaignId}/sequence`);
  await refreshUntil(page, async () => {
    await expandStep(page, 'Follow-up 1');
    await expect(stepFigure(page, 'Follow-up 1', 'Sent')).toHaveText(/^1\b/, { timeout: 1_000 });
  });
  await expect(stepFigure(page, 'Follow-up 1', 'Pending')).toHaveText(/^1\b/);
});
