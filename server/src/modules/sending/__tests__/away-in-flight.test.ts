import { MailSandbox } from '../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

/**
 * An out-of-office read while the recipient's message is on its way (inbox README, "Out of
 * office"): recording that send must not set its next step due before the pause ends.
 */
const SENDER = { email: 'away-flight@sender.test', password: 'sender-secret' };
const DAY = 24 * 3_600_000;

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

it('a send recorded after its recipient was paused leaves the next step due at the resume', async () => {
  const db = t.database.db;
  const pref = sendingPreference({ allDay: true, burst: 10, gap: 1 });
  const c = await buildSendingCampaign(t, sandbox, { sender: SENDER, rows: 2, steps: 2, pref });
  await db.query(`UPDATE step SET delay_days = 1 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
  ]);
  const now = new Date();
  const resumesAt = new Date(now.getTime() + 10 * DAY);
  // The first recipient's out-of-office was read while its first message was being sent.
  await db.query(
    `INSERT INTO recipient_away (recipient_id, workspace_id, until, date_found, resumes_on, resumes_at)
     VALUES ($1, $2, $3::date, true, $4::date, $5)`,
    [c.recipients[0].id, c.workspaceId, new Date(now.getTime() + 9 * DAY), resumesAt, resumesAt],
  );
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, now)).sent).toBe(2);
  const rows: { id: string; next_send_at: Date }[] = await db.query(
    `SELECT id, next_send_at FROM campaign_recipient WHERE campaign_id = $1`,
    [c.campaignId],
  );
  const due = new Map(rows.map((row) => [row.id, row.next_send_at.getTime()]));
  expect(due.get(c.recipients[0].id)).toBe(resumesAt.getTime());
  // The other one is due a day after its send, as before.
  expect(due.get(c.recipients[1].id)).toBeLessThan(now.getTime() + 2 * DAY);
  expect(due.get(c.recipients[1].id)).toBeGreaterThan(now.getTime() + DAY / 2);
}, 120_000);
