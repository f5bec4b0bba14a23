import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES, UNSUBSCRIBERS_MESSAGES } from '../common/src/validation/contact';
import { withDatabase } from './database';
import { OWNER } from './env';
import { signIn } from './session';

/** A unique marker so this run's contacts are told apart from earlier runs' on the same server. */
const RUN = Date.now().toString(36);

async function openFromSidebar(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await link.click();
}

test('uploads a CSV through the UI and finds its contacts in All Contacts', async ({ page }) => {
  await signIn(page, OWNER.email, OWNER.password);
  await openFromSidebar(page, 'Contacts');
  await expect(page).toHaveURL(/\/contact\/all$/);
  await expect(page.getByRole('heading', { name: 'All Contacts' })).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(CONTACT_MESSAGES.fileRequired)).toBeVisible();

  const csv = [
    'Email,First Name,Company',
    `ada-${RUN}@example.com,Ada,"Analytical, Ltd"`,
    `grace-${RUN}@example.com,Grace,Navy`,
    `GRACE-${RUN}@example.com,Grace again,Navy`,
    'not-an-email,Nobody,None',
    `linus-${RUN}@example.com,Linus,"Kernel ""Org"""`,
  ].join('\r\n');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: `pioneers-${RUN}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByLabel('List name (optional)').fill(`Pioneers ${RUN}`);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.uploaded)).toBeVisible();
  const result = dialog.getByRole('region', { name: 'Import result' });
  await expect(result).toContainText(`List Pioneers ${RUN} is ready.`);
  await expect(result.locator('dt:text("Imported") + dd')).toHaveText('3');
  await expect(result.locator('dt:text("Duplicates") + dd')).toHaveText('1');
  await expect(result.locator('dt:text("Invalid") + dd')).toHaveText('1');
  await expect(result.getByRole('list', { name: 'Rows not imported' })).toContainText(
    'Line 5: "not-an-email" is not a valid email address',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Contact list').selectOption({ label: `Pioneers ${RUN}` });
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4); // header + 3 contacts
  await expect(table).toContainText(`ada-${RUN}@example.com`);
  await expect(table).toContainText('CREATED');

  await page.getByPlaceholder('Type email').fill(`linus-${RUN}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`linus-${RUN}@example.com`);

  await page.getByPlaceholder('Type email').fill('');
  await page.getByLabel('Filter').selectOption({ label: 'Bounced' });
  await expect(page.getByText('There are no contacts to show right now.')).toBeVisible();
});

test('deletes an unsubscribe domain, exports and bulk-deletes unsubscribers', async ({ page }) => {
  const email = `unsub-${RUN}@example.com`;
  const other = `unsub2-${RUN}@example.com`;
  await withDatabase(async (db) => {
    const [{ workspace_id: workspaceId }] = (
      await db.query(`SELECT workspace_id FROM "user" WHERE email = $1`, [OWNER.email])
    ).rows;
    for (const [address, domain, minutesAgo] of [
      [email, 'sales.example', 30],
      [email, 'promo.example', 10],
      [other, 'sales.example', 20],
    ] as const) {
      await db.query(
        `INSERT INTO unsubscribe (workspace_id, email, domain, created_at)
         VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [workspaceId, address, domain, minutesAgo],
      );
    }
  });

  await signIn(page, OWNER.email, OWNER.password);
  await openFromSidebar(page, 'Unsubscribes');
  await expect(page).toHaveURL(/\/unsubscribers$/);
  await expect(page.getByRole('heading', { name: 'Unsubscribers' })).toBeVisible();
  await page.getByRole('searchbox').fill(`-${RUN}@`);
  const row = page.getByRole('row', { name: new RegExp(`unsub-${RUN}`) });
  await expect(row).toContainText('promo.example');
  await expect(row).toContainText('sales.example');

  await row.getByRole('button', { name: 'Delete' }).click();
  const domains = page.getByRole('dialog', { name: 'Delete Domain(s)' });
  await domains.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(UNSUBSCRIBERS_MESSAGES.noDomainSelected)).toBeVisible();
  await domains.getByRole('checkbox', { name: 'promo.example' }).check();
  await domains.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(UNSUBSCRIBERS_MESSAGES.domainsDeleted)).toBeVisible();
  await expect(row).not.toContainText('promo.example');
  await expect(row).toContainText('sales.example');

  // Export the two rows of this run.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^unsubscribers_.+\.csv$/);
  const content = readFileSync((await download.path()) as string, 'utf8');
  expect(content).toContain('Email');
  expect(content).toContain('Unsubscribe Date');
  expect(content).toContain(email);
  expect(content).toContain(other);

  await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
  const confirm = page.getByRole('dialog', { name: UNSUBSCRIBERS_MESSAGES.deleteDialogTitle });
  await expect(confirm).toContainText(UNSUBSCRIBERS_MESSAGES.deleteDialogMessage);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(UNSUBSCRIBERS_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText(UNSUBSCRIBERS_MESSAGES.empty)).toBeVisible();
});
