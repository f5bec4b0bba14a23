import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { Caller } from '../../auth/caller';
import type { SendingCalendar } from '../sending-calendar.service';

/**
 * The sending calendar of campaigns sending in each recipient's zone
 * (`send_in_recipient_timezone`): the forecast plans each recipient when the mailbox's window
 * (09:00–17:00) is open in its zone, as the dispatcher sends it, not in the mailbox's own hours.
 */
const A = { email: 'zf-a@sender.test', password: 'sender-secret' };
const B = { email: 'zf-b@sender.test', password: 'sender-secret' };
const C = { email: 'zf-c@sender.test', password: 'sender-secret' };
// Monday 23 November 2026, 14:00 UTC (09:00 in New York, 23:00 in Tokyo).
const MONDAY = new Date('2026-11-23T14:00:00Z');

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [A, B, C] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;

/** A started zoned campaign from `sender`, a follow-up a day later, recipients in `zones`. */
async function zonedCampaign(
  sender: { email: string; password: string },
  mailboxZone: string,
  zones: (string | null)[],
) {
  const pref = sendingPreference({ zone: mailboxZone, gap: 1, burst: 10 });
  const c = await buildSendingCampaign(t, sandbox, { sender, rows: zones.length, steps: 2, pref });
  await db().query(`UPDATE campaign SET send_in_recipient_timezone = true WHERE id = $1`, [
    c.campaignId,
  ]);
  await db().query(`UPDATE step SET delay_days = 1 WHERE campaign_id = $1 AND position = 2`, [
    c.campaignId,
  ]);
  for (const [i, zone] of zones.entries())
    await db().query(`UPDATE campaign_recipient SET time_zone = $2 WHERE id = $1`, [
      c.recipients[i].id,
      zone,
    ]);
  const caller: Caller = {
    userId: c.userId,
    workspaceId: c.workspaceId,
    sessionId: 'test',
    role: 'admin',
  };
  return { ...c, caller };
}

/** The planned slots of a week: `<instant> <step> <count>`. */
function planned(calendar: SendingCalendar): string[] {
  return calendar.days.flatMap((day) =>
    day.slots.flatMap((slot) =>
      slot.status !== 'planned'
        ? []
        : slot.steps.map(
            (step) => `${slot.startTime.toISOString()} ${step.name} ${step.totalSend}`,
          ),
    ),
  );
}

const run = async (mailboxId: string, at: string) =>
  (await t.services.dispatch.dispatchOnce(mailboxId, new Date(at))).sent;

it("plans each recipient in its own zone's hours, and the dispatcher sends exactly that", async () => {
  // A mailbox in New York; recipients in New York, Tokyo, none (the mailbox's zone), Tokyo.
  const c = await zonedCampaign(A, 'America/New_York', [
    'America/New_York',
    'Asia/Tokyo',
    null,
    'Asia/Tokyo',
  ]);
  const week = await t.services.sendingCalendar.week(c.caller, { email: A.email }, MONDAY);
  expect(planned(week)).toEqual([
    // New York's 09:00: its recipient and the one without a zone.
    '2026-11-23T14:00:00.000Z Initial email 2',
    // Tokyo's 09:00 (New York's 19:00, its window closed): the two in Tokyo.
    '2026-11-24T00:00:00.000Z Initial email 2',
    // A day later at the same New York wall-clock time, inside each one's window.
    '2026-11-24T14:00:00.000Z Follow-up 1 2',
    '2026-11-25T00:00:00.000Z Follow-up 1 2',
  ]);
  // The dispatcher at those instants, and between them: the same sends, each once.
  expect(await run(c.mailboxId, '2026-11-23T14:00:00Z')).toBe(2);
  expect(await run(c.mailboxId, '2026-11-23T23:59:00Z')).toBe(0);
  expect(await run(c.mailboxId, '2026-11-24T00:00:00Z')).toBe(2);
  expect(await run(c.mailboxId, '2026-11-24T13:59:00Z')).toBe(0);
  expect(await run(c.mailboxId, '2026-11-24T14:00:00Z')).toBe(2);
  expect(await run(c.mailboxId, '2026-11-24T23:59:00Z')).toBe(0);
  expect(await run(c.mailboxId, '2026-11-25T00:00:00Z')).toBe(2);
  const sends: { n: number }[] = await db().query(
    `SELECT count(*)::int AS n FROM send WHERE campaign_id = $1 AND state = 'sent'`,
    [c.campaignId],
  );
  expect(sends[0].n).toBe(8);
}, 120_000);

it("plans a pool's first messages by its mailboxes' windows in the recipients' zone", async () => {
  // B in New York and C in Tokyo, both closed at home at 10:00 UTC, open then in London's hours:
  // the balance shares London's recipients between them from London's 09:00.
  const c = await zonedCampaign(B, 'America/New_York', Array(4).fill('Europe/London'));
  const other = await addPoolMailbox(t, sandbox, c, {
    sender: C,
    pref: sendingPreference({ zone: 'Asia/Tokyo', gap: 60, burst: 1 }),
    name: 'Sender C',
  });
  await db().query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    c.mailboxId,
    sendingPreference({ zone: 'America/New_York', gap: 60, burst: 1 }),
  ]);
  const early = new Date('2026-11-23T08:00:00Z');
  const calendars = await Promise.all(
    [B, C].map((mailbox) =>
      t.services.sendingCalendar.week(c.caller, { email: mailbox.email }, early),
    ),
  );
  const firsts = calendars.map((calendar) =>
    planned(calendar).filter((line) => line.includes('Initial email')),
  );
  // An hour apart each, taking turns: B, then C (equal room), from 09:00 in London.
  expect(firsts[0]).toEqual([
    '2026-11-23T09:00:00.000Z Initial email 1',
    '2026-11-23T10:00:00.000Z Initial email 1',
  ]);
  expect(firsts[1]).toEqual([
    '2026-11-23T09:00:00.000Z Initial email 1',
    '2026-11-23T10:00:00.000Z Initial email 1',
  ]);
  // The dispatcher at those instants (a mailbox before 09:00 in London finds nothing).
  expect(await run(c.mailboxId, '2026-11-23T08:59:00Z')).toBe(0);
  for (const at of ['2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z']) {
    expect(await run(c.mailboxId, at)).toBe(1);
    expect(await run(other, at)).toBe(1);
  }
}, 120_000);
