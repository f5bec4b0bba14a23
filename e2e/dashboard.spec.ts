import { expect, test } from '@playwright/test';
import { withDatabase } from './database';
import { OWNER } from './env';
import { signIn } from './session';

/** A unique marker so this run's rows are told apart from earlier runs' on the same server. */
const RUN = Date.now().toString(36);

/**
 * What no screen creates here: a mailbox whose logins kept failing, and sends of the current
 * quarter of an hour in the workspace's counters (the event recorder keeps them when mail goes).
 */
async function seedOwnerWorkspace(mailbox: string): Promise<void> {
  await withDatabase(async (client) => {
    const { rows } = await client.query(`SELECT workspace_id FROM "user" WHERE email = $1`, [
      OWNER.email,
    ]);
    const workspaceId = rows[0].workspace_id as string;
    await client.query(
      `INSERT INTO mail_account (workspace_id, type, email, name, status, has_smtp, credentials,
                                 sending_preference)
       VALUES ($1, 'smtp', $2, 'Stopped mailbox', 'stopped', true, 'v1:placeholder',
               (SELECT coalesce((SELECT sending_preference FROM mail_account
                                  WHERE workspace_id = $1 ORDER BY created_at LIMIT 1),
                                '{"work_days":[0,6],"work_time":{"from_time":540,"to_time":1020,"time_zone":"UTC"},"work_load_capacity":{"strategy":"send_as_fast_as_possible","max_job_in_single_day":50,"minimum_time_between_job_bursts":10,"max_job_in_single_burst":1}}'::jsonb)))`,
      [workspaceId, mailbox],
    );
    await client.query(
      `INSERT INTO workspace_timeline_counter (workspace_id, bucket, messages, sent, open)
       VALUES ($1, date_bin('15 minutes', now(), TIMESTAMPTZ '2000-01-01 00:00:00+00'), 12, 10, 4)
       ON CONFLICT (workspace_id, bucket, shard) DO UPDATE
         SET messages = workspace_timeline_counter.messages + 12,
             sent = workspace_timeline_counter.sent + 10,
             open = workspace_timeline_counter.open + 4`,
      [workspaceId],
    );
  });
}

test('the home page shows the 30 days and sends a stopped mailbox to where it is fixed', async ({
  page,
}) => {
  const mailbox = `stopped-${RUN}@sender.test`;
  await seedOwnerWorkspace(mailbox);
  await signIn(page, OWNER.email, OWNER.password);

  const days = page.getByRole('region', { name: 'Last 30 days' });
  await expect(days.getByText(/^Days in /)).toBeVisible();
  await expect(days.getByRole('img', { name: /Per day: sent, opens/ })).toBeVisible();
  await expect(days.locator('path[data-series]')).toHaveCount(6);
  const sent = Number(await days.getByTestId('total-messages').locator('dd').first().innerText());
  expect(sent).toBeGreaterThanOrEqual(12);

  const attention = page.getByRole('region', { name: 'Mailboxes that need attention' });
  await expect(attention).toContainText(`${mailbox} — Sending stopped: logins kept failing`);
  await attention.getByRole('link', { name: `Edit connection: ${mailbox}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/mail-accounts/smtp/edit/${encodeURIComponent(mailbox)}$`),
  );
});
