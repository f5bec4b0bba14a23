import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

/**
 * The campaign setting `send_in_recipient_timezone` on the real sandbox, with the dispatcher run
 * at chosen instants: the mailbox's window (09:00–17:00) is applied in each recipient's zone.
 */
const A = { email: 'tz-a@sender.test', password: 'sender-secret' };
const B = { email: 'tz-b@sender.test', password: 'sender-secret' };
const C = { email: 'tz-c@sender.test', password: 'sender-secret' };
const D = { email: 'tz-d@sender.test', password: 'sender-secret' };

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [A, B, C, D] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;

/** A started campaign of three recipients: zones `zones[i]` (null: none), setting `on`. */
async function zonedCampaign(
  sender: { email: string; password: string },
  mailboxZone: string,
  zones: (string | null)[],
  on: boolean,
) {
  const pref = sendingPreference({ zone: mailboxZone, gap: 1, burst: 10 });
  const c = await buildSendingCampaign(t, sandbox, { sender, rows: zones.length, steps: 1, pref });
  await db().query(`UPDATE campaign SET send_in_recipient_timezone = $2 WHERE id = $1`, [
    c.campaignId,
    on,
  ]);
  for (const [i, zone] of zones.entries()) {
    await db().query(`UPDATE campaign_recipient SET time_zone = $2 WHERE id = $1`, [
      c.recipients[i].id,
      zone,
    ]);
  }
  return c;
}

/** The recipients (by index in `c.recipients`) that have a send, and how many sends each. */
async function sentTo(c: { campaignId: string; recipients: { id: string }[] }) {
  const rows: { recipient_id: string; n: number }[] = await db().query(
    `SELECT recipient_id, count(*)::int AS n FROM send
      WHERE campaign_id = $1 AND state = 'sent' GROUP BY recipient_id`,
    [c.campaignId],
  );
  const index = new Map(c.recipients.map((r, i) => [r.id, i]));
  return rows.map((row) => [index.get(row.recipient_id), row.n]).sort();
}

const run = (mailboxId: string, at: string) =>
  t.services.dispatch.dispatchOnce(mailboxId, new Date(at));

it('holds a recipient at night in its zone until its morning, and sends it exactly once', async () => {
  // New York (the mailbox's zone), Tokyo, and no zone.
  const c = await zonedCampaign(
    A,
    'America/New_York',
    ['America/New_York', 'Asia/Tokyo', null],
    true,
  );
  // Monday 10:00 in New York is Tuesday 00:00 in Tokyo: New York and the zone-less one go.
  expect((await run(c.mailboxId, '2026-11-23T15:00:00Z')).sent).toBe(2);
  expect(await sentTo(c)).toEqual([
    [0, 1],
    [2, 1],
  ]);
  // New York's window closed at 17:00 (22:00Z): the next run is Tokyo's 09:00 (00:00Z).
  const evening = await run(c.mailboxId, '2026-11-23T22:30:00Z');
  expect(evening.sent).toBe(0);
  expect(evening.nextAt?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
  // A minute before Tokyo's morning: still held.
  expect((await run(c.mailboxId, '2026-11-23T23:59:00Z')).sent).toBe(0);
  // Tokyo's 09:00, with New York at 19:00: only the Tokyo recipient goes.
  expect((await run(c.mailboxId, '2026-11-24T00:00:00Z')).sent).toBe(1);
  expect((await run(c.mailboxId, '2026-11-24T00:05:00Z')).sent).toBe(0);
  expect(await sentTo(c)).toEqual([
    [0, 1],
    [1, 1],
    [2, 1],
  ]);
  expect(sandbox.captured.filter((m) => m.to.some((to) => to.includes(`-${c.tag}@`)))).toHaveLength(
    3,
  );
  await run(c.mailboxId, '2026-11-24T00:10:00Z');
  const campaign: { status: string }[] = await db().query(
    `SELECT status FROM campaign WHERE id = $1`,
    [c.campaignId],
  );
  expect(campaign[0].status).toBe('complete');
}, 120_000);

it("opens a recipient's window by its own offset on the day its zone leaves daylight saving", async () => {
  // The mailbox is in Tokyo (closed at these hours); one recipient in New York, whose clocks went
  // back on Sunday 2026-11-01 at 06:00Z: 09:00 that day is 14:00Z, not 13:00Z as the day before.
  // The other has no zone: it waits for the mailbox's own window, Tokyo's 09:00 (00:00Z).
  const c = await zonedCampaign(B, 'Asia/Tokyo', ['America/New_York', null], true);
  const early = await run(c.mailboxId, '2026-11-01T13:30:00Z');
  expect(early.sent).toBe(0);
  expect(early.nextAt?.toISOString()).toBe('2026-11-01T14:00:00.000Z');
  expect((await run(c.mailboxId, '2026-11-01T13:59:00Z')).sent).toBe(0);
  expect((await run(c.mailboxId, '2026-11-01T14:00:00Z')).sent).toBe(1);
  expect(await sentTo(c)).toEqual([[0, 1]]);
  const late = await run(c.mailboxId, '2026-11-01T22:00:00Z');
  expect(late.sent).toBe(0);
  expect(late.nextAt?.toISOString()).toBe('2026-11-02T00:00:00.000Z');
  expect((await run(c.mailboxId, '2026-11-02T00:00:00Z')).sent).toBe(1);
  expect(await sentTo(c)).toEqual([
    [0, 1],
    [1, 1],
  ]);
}, 120_000);

it('with the setting off, sends every recipient in the mailbox window, as before', async () => {
  const c = await zonedCampaign(
    C,
    'America/New_York',
    ['America/New_York', 'Asia/Tokyo', null],
    false,
  );
  // Tokyo's 09:00 with New York at 19:00: the mailbox's window is closed, nobody goes.
  const closed = await run(c.mailboxId, '2026-11-24T00:00:00Z');
  expect(closed.sent).toBe(0);
  expect(closed.nextAt?.toISOString()).toBe('2026-11-24T14:00:00.000Z');
  // New York's 09:00: all three, the Tokyo one at 23:00 its time.
  expect((await run(c.mailboxId, '2026-11-24T14:00:00Z')).sent).toBe(3);
  expect(await sentTo(c)).toEqual([
    [0, 1],
    [1, 1],
    [2, 1],
  ]);
}, 120_000);

it("the claim's re-check refuses a recipient whose zone is not open, whatever found it", async () => {
  const c = await zonedCampaign(A, 'America/New_York', ['Asia/Tokyo', null], true);
  const [step]: { id: string }[] = await db().query(
    `SELECT id FROM step WHERE campaign_id = $1 AND position = 1`,
    [c.campaignId],
  );
  const candidates = c.recipients.map((r) => ({ recipientId: r.id, stepId: step.id, position: 1 }));
  const at = new Date('2026-11-23T15:00:00Z');
  const ledger = t.services.dispatch.ledger;
  const newYorkOnly = { open: ['America/New_York'], mailboxZone: 'America/New_York' };
  const claimed = await ledger.claimMany(candidates, c.mailboxId, at, 2, newYorkOnly);
  expect(claimed.map((send) => send.recipientId)).toEqual([c.recipients[1].id]);
  const tokyoOnly = { open: ['Asia/Tokyo'], mailboxZone: 'America/New_York' };
  const later = await ledger.claimMany(candidates, c.mailboxId, at, 2, tokyoOnly);
  expect(later.map((send) => send.recipientId)).toEqual([c.recipients[0].id]);
}, 60_000);

it("the Recipients tab shows when a waiting recipient is next due, in its window's zone", async () => {
  const c = await zonedCampaign(B, 'America/New_York', ['Asia/Tokyo', null], true);
  const other = await zonedCampaign(C, 'Europe/Paris', ['Asia/Tokyo'], false);
  const query = `query ($input: CampaignRecipientsInput!) {
    campaignRecipients(input: $input) {
      recipients { email nextDue { timeZone windowZone at } }
    }
  }`;
  const page = async (campaign: typeof c) => {
    const answer = await t.gql<{
      campaignRecipients: {
        recipients: {
          email: string;
          nextDue: { timeZone: string | null; windowZone: string; at: string | null } | null;
        }[];
      };
    }>(query, { input: { campaignId: campaign.campaignId } }, { token: campaign.token });
    expect(answer.errors).toBeUndefined();
    return new Map(answer.data!.campaignRecipients.recipients.map((r) => [r.email, r.nextDue]));
  };
  const before = Date.now();
  const due = await page(c);
  const tokyo = due.get(c.recipients[0].email);
  expect(tokyo).toMatchObject({ timeZone: 'Asia/Tokyo', windowZone: 'Asia/Tokyo' });
  const hourInTokyo = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(tokyo!.at!)),
  );
  expect(hourInTokyo).toBeGreaterThanOrEqual(9);
  expect(hourInTokyo).toBeLessThan(17);
  expect(new Date(tokyo!.at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(due.get(c.recipients[1].email)).toMatchObject({
    timeZone: null,
    windowZone: 'America/New_York',
  });
  // Setting off: the mailbox's window, whatever the recipient's zone.
  const off = await page(other);
  expect(off.get(other.recipients[0].email)).toMatchObject({
    timeZone: 'Asia/Tokyo',
    windowZone: 'Europe/Paris',
  });
  // Paused: not waiting. Another workspace's view of the recipient: nothing.
  await db().query(`UPDATE campaign_recipient SET paused = true WHERE id = $1`, [
    c.recipients[1].id,
  ]);
  expect((await page(c)).get(c.recipients[1].email)).toBeNull();
  const foreign = await t.services.sendingCalendar.nextDueOf(
    { workspaceId: other.workspaceId } as never,
    [c.recipients[0].id],
  );
  expect(foreign.size).toBe(0);
}, 60_000);

it("the pool's balance weighs a mailbox by its window in the recipients' zones, not only its own", async () => {
  // Two mailboxes in New York (09:00-17:00), the first with far more room; recipients in Tokyo.
  const c = await zonedCampaign(C, 'America/New_York', ['Asia/Tokyo', 'Asia/Tokyo'], true);
  const small = await addPoolMailbox(t, sandbox, c, {
    sender: D,
    pref: sendingPreference({ zone: 'America/New_York', gap: 1, burst: 10, perDay: 10 }),
  });
  // Tuesday 10:00 in Tokyo is Monday 20:00 in New York: both mailboxes' windows are closed in
  // their own zone and open in Tokyo's. The first has the most room: the first messages are its.
  const at = '2026-11-24T01:00:00Z';
  expect((await run(small, at)).sent).toBe(0);
  expect((await run(c.mailboxId, at)).sent).toBe(2);
  const senders: { mail_account_id: string }[] = await db().query(
    `SELECT DISTINCT mail_account_id FROM send WHERE campaign_id = $1`,
    [c.campaignId],
  );
  expect(senders).toEqual([{ mail_account_id: c.mailboxId }]);
}, 120_000);
