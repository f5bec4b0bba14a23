import { expect, test, type Page } from '@playwright/test';
import { CAMPAIGN_MESSAGES } from '../common/src/validation/campaign';
import { MailSandbox } from '../server/test/mail-sandbox';
import { BASE_URL, OWNER } from './env';
import { signIn } from './session';

const RUN = Date.now().toString(36);
const SENDER = { email: `wizard-${RUN}@example.test`, password: 'wizard-mailbox-pass' };
const TESTER = { email: `tester-${RUN}@example.test`, password: 'tester-mailbox-pass' };

let sandbox: MailSandbox;
test.beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, TESTER] });
});
test.afterAll(async () => {
  await sandbox.stop();
});

/** Connects the sandbox mailbox over the API with the signed-in browser's token. */
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
      name: 'Wizard Sender',
      email: SENDER.email,
      smtp: login(sandbox.smtp.port),
      imap: login(sandbox.imap.port),
    },
  });
  expect(answer.status()).toBe(200);
}

test('creates a campaign through the six steps, sends a test, schedules it and finds it by label', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER.email, OWNER.password);
  await connectMailbox(page);
  const name = `Wizard ${RUN}`;

  // Start
  await page.goto('/campaign/all');
  await page.getByRole('link', { name: 'New Campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/start$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.nameRequired)).toBeVisible();
  await page.getByLabel('Campaign Title').fill(name);
  await page.getByLabel('From').selectOption({ label: `Wizard Sender <${SENDER.email}>` });
  // "Add mailboxes" turns From into the pool's multi-select, the chosen mailbox ticked first.
  await page.getByRole('button', { name: 'Add mailboxes' }).click();
  const pool = page.getByRole('group', { name: 'Mail accounts' });
  await expect(
    pool.getByRole('checkbox', { name: `Wizard Sender <${SENDER.email}>` }),
  ).toBeChecked();
  await expect(pool.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/campaign\/[0-9a-f-]+\/add-recipients$/, { timeout: 10_000 });

  // Add recipients: Next needs a list, then a CSV upload links one.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.addList)).toBeVisible();
  const upload = page.getByRole('form', { name: 'Upload a CSV file' });
  await upload.getByLabel('CSV file').setInputFiles({
    name: `wizard-${RUN}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `email,first_name,company\n${TESTER.email},Tess,Acme\nsecond-${RUN}@example.test,Sam,Beta\n`,
    ),
  });
  await upload.getByLabel('List name (optional)').fill(`Wizard list ${RUN}`);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.listLinked)).toBeVisible();
  const linked = page.getByRole('region', { name: 'Linked lists' });
  await expect(linked).toContainText(`Wizard list ${RUN}`);
  await expect(linked).toContainText('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/compose$/);

  // Compose: first message with a variable, one follow-up, a real test send.
  await page.getByLabel('Subject').first().fill('Hello {{first_name}}');
  const firstBody = page.getByRole('textbox', { name: 'Email body' });
  await firstBody.click();
  await page.keyboard.type('Hi {{first_name}} from {{company}}, are you free next week?');
  await page.getByRole('button', { name: 'Add Follow-up' }).click();
  const followUp = page.getByRole('region', { name: /Follow-up 1/ });
  await expect(followUp.getByLabel('Subject')).toHaveValue('Re: Hello {{first_name}}');
  await followUp.getByRole('textbox', { name: 'Follow-up 1 body' }).click();
  await page.keyboard.type('Just checking in, {{first_name}}.');

  await page.getByRole('button', { name: 'Send Test' }).click();
  const testDialog = page.getByRole('dialog', { name: 'Send Test Email' });
  await testDialog.getByLabel('To').fill(TESTER.email);
  await testDialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.testSent)).toBeVisible({ timeout: 15_000 });
  const received = await sandbox.waitForInbox(
    TESTER.email,
    (message) => message.mail.subject === 'Hello Tess',
    { timeoutMs: 15_000 },
  );
  expect(received.mail.text).toContain('Hi Tess from Acme, are you free next week?');
  expect(received.mail.from?.value[0].address).toBe(SENDER.email);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.messagesUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/preview$/);

  // Preview: the first recipient's rendering, then the next one.
  await expect(page.getByText('1 of 2 Recipients')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Recipients' })
    .getByRole('button', { name: /Next/ })
    .click();
  await expect(page.getByText('2 of 2 Recipients')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/options$/);

  // Options → Send
  await page.getByRole('checkbox', { name: /pertinent laws/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/send$/, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Sending account' })).toContainText(SENDER.email);
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText('Re: Hello');

  // Schedule Later: both fields required, then tomorrow 09:00 in Tokyo.
  await page.getByRole('button', { name: 'Schedule Later' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Later' });
  await schedule.getByRole('button', { name: /Schedule/ }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.validateRequired)).toBeVisible();
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await schedule.getByLabel('Start date').fill(tomorrow);
  await schedule.getByLabel('Start time').selectOption('09:00');
  await schedule.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await schedule.getByRole('button', { name: /Schedule/ }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.scheduled)).toBeVisible();
  await expect(page).toHaveURL(/\/campaign\/all$/, { timeout: 10_000 });

  // The list: put a label on it and filter by that label.
  const label = `Wave ${RUN}`;
  await page.getByRole('button', { name: 'Create Label' }).click();
  const labelDialog = page.getByRole('dialog', { name: 'Create Label' });
  await labelDialog.getByLabel('Label Name').fill(label);
  await labelDialog.getByRole('button', { name: 'Create' }).click();
  await expect(labelDialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add Label' }).click();
  const addLabel = page.getByRole('dialog', { name: 'Add Label' });
  await addLabel.getByLabel('Label').selectOption({ label });
  await addLabel.getByRole('button', { name: 'Add Label' }).click();
  await expect(row).toContainText(label);
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // The sending calendar plans its first emails in the week they go (the mailbox's window may
  // move them past a weekend): the legend links to the campaign, the slots say Planned.
  const token = await page.evaluate(() => localStorage.getItem('outbound.token'));
  let week = tomorrow;
  for (let tries = 0; tries < 3; tries++) {
    const answer = await page.request.post(`${BASE_URL}/v1/mailAccount/calendar`, {
      headers: { authorization: `Bearer ${token}` },
      data: { email: SENDER.email, to_date: week },
    });
    expect(answer.status()).toBe(200);
    const days: { total_count: number }[] = Object.values((await answer.json()).data.data);
    if (days.some((day) => day.total_count > 0)) break;
    week = new Date(Date.parse(week) + 7 * 86_400_000).toISOString().slice(0, 10);
  }
  await page.goto(`/campaign/calendar/${encodeURIComponent(SENDER.email)}?date=${week}`);
  await expect(page.getByRole('heading', { name: 'Sending calendar' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Campaigns this week' }).getByRole('link', { name }),
  ).toHaveAttribute('href', /^\/campaign\/[0-9a-f-]+\/overview$/);
  await expect(page.getByText('Planned').first()).toBeVisible();
});
