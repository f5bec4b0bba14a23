import { RECIPIENT_MESSAGES, RECIPIENT_SENDER_MESSAGES } from '@outbound/common';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';

/**
 * A mailbox leaves a pool: its recipients wait with the reason shown, and "Move to another
 * mailbox of the pool" moves them on, their next message opening a new thread from the new
 * mailbox, each step sent once.
 */
const A = { email: 'move-a@sender.test', password: 'sender-secret' };
const B = { email: 'move-b@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [A, B] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const pref = sendingPreference({ allDay: true, perDay: 100, gap: 1, burst: 1 });

/** A started campaign of `rows` recipients and `steps` steps over a pool of A and B. */
async function pooled(rows: number, steps: number) {
  const c = await buildSendingCampaign(t, sandbox, { sender: A, rows, steps, pref });
  const b = await addPoolMailbox(t, sandbox, c, { sender: B, pref, name: 'Sender Two' });
  return { ...c, a: c.mailboxId, b };
}

async function runAll(mailboxes: string[], at: Date): Promise<number[]> {
  const sent: number[] = [];
  for (const id of mailboxes) sent.push((await t.services.dispatch.dispatchOnce(id, at)).sent);
  return sent;
}

type SendRow = {
  recipient_id: string;
  position: number;
  mail_account_id: string;
  state: string;
  subject: string;
  in_reply_to: string | null;
  message_id: string;
};
const sendsOf = (campaignId: string): Promise<SendRow[]> =>
  db().query(
    `SELECT recipient_id, position, mail_account_id, state, subject, in_reply_to, message_id
       FROM send WHERE campaign_id = $1 ORDER BY position, recipient_id`,
    [campaignId],
  );

const tab = async (c: { campaignId: string; token: string }) =>
  (
    await t.rest<{
      contacts: {
        email: string;
        mail_account_id: string | null;
        mail_account_email: string | null;
        waiting_reason: string | null;
      }[];
    }>('POST', '/v1/campaign/recipients/list', {
      token: c.token,
      body: { campaignID: c.campaignId },
    })
  ).body.contacts;

const move = (
  c: { campaignId: string; token: string },
  body: Record<string, unknown>,
  token = c.token,
) =>
  t.rest('POST', '/v1/campaign/recipients/moveSender', {
    token,
    body: { campaign_id: c.campaignId, ...body },
  });

it('a mailbox taken out of the pool: its recipients wait with the reason, then move on in a new thread, each step once', async () => {
  const c = await pooled(4, 3);
  const monday = new Date('2026-11-23T10:00:00Z');
  for (let round = 0; round < 2; round++)
    await runAll([c.a, c.b], new Date(monday.getTime() + round * MINUTE));
  const firsts = await sendsOf(c.campaignId);
  expect(firsts.map((send) => send.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
  const ofA = new Set(firsts.filter((s) => s.mail_account_id === c.a).map((s) => s.recipient_id));
  expect(ofA.size).toBe(2);
  const emailsOfA = c.recipients.filter((r) => ofA.has(r.id)).map((r) => r.email);

  // The tab shows each sender; nobody waits while both send.
  let rows = await tab(c);
  expect(rows.map((row) => row.waiting_reason)).toEqual([null, null, null, null]);
  for (const row of rows)
    expect(row.mail_account_email).toBe(emailsOfA.includes(row.email) ? A.email : B.email);

  // A leaves the pool: its recipients' follow-ups wait, with the reason.
  expect(
    await t.rest('POST', `/v1/campaign/${c.campaignId}/mailAccounts/update`, {
      token: c.token,
      body: { mail_account_ids: [c.b] },
    }),
  ).toMatchObject({ status: 200 });
  rows = await tab(c);
  for (const row of rows)
    expect(row.waiting_reason).toBe(
      emailsOfA.includes(row.email) ? RECIPIENT_SENDER_MESSAGES.waitingLeftPool : null,
    );
  const thursday = new Date(monday.getTime() + 3 * DAY + 5 * MINUTE);
  for (let round = 0; round < 4; round++)
    await runAll([c.a, c.b], new Date(thursday.getTime() + round * MINUTE));
  let second = (await sendsOf(c.campaignId)).filter((send) => send.position === 2);
  expect(second).toHaveLength(2);
  expect(second.every((send) => send.mail_account_id === c.b && !ofA.has(send.recipient_id))).toBe(
    true,
  );
  // B's follow-ups thread on B's first messages.
  for (const send of second) {
    const first = firsts.find((f) => f.recipient_id === send.recipient_id);
    expect(send.in_reply_to).toBe(first?.message_id);
    expect(send.subject.startsWith('Re: ')).toBe(true);
  }

  // Move A's recipients to B: their next message is a new thread from B.
  const moved = await move(c, { email_list: emailsOfA, mail_account_id: c.b });
  expect(moved).toEqual({
    status: 200,
    body: { message: RECIPIENT_SENDER_MESSAGES.moved, updated_count: 2 },
  });
  rows = await tab(c);
  expect(rows.map((row) => [row.mail_account_email, row.waiting_reason])).toEqual(
    rows.map(() => [B.email, null]),
  );
  // Moving them again is nothing to do.
  expect(await move(c, { email_list: emailsOfA, mail_account_id: c.b })).toEqual({
    status: 409,
    body: { message: RECIPIENT_SENDER_MESSAGES.moveNothing },
  });
  for (let round = 0; round < 4; round++)
    await runAll([c.a, c.b], new Date(thursday.getTime() + (10 + round) * MINUTE));
  second = (await sendsOf(c.campaignId)).filter((send) => send.position === 2);
  expect(second).toHaveLength(4);
  const firstSubject = (recipientId: string) =>
    firsts.find((f) => f.recipient_id === recipientId)?.subject;
  for (const send of second.filter((s) => ofA.has(s.recipient_id))) {
    expect(send.mail_account_id).toBe(c.b);
    expect(send.in_reply_to).toBeNull();
    expect(send.subject).toBe(firstSubject(send.recipient_id));
  }

  // Three days later the third step threads on the new thread only, from B, once each.
  const sunday = new Date(thursday.getTime() + 3 * DAY + 20 * MINUTE);
  for (let round = 0; round < 5; round++)
    await runAll([c.a, c.b], new Date(sunday.getTime() + round * MINUTE));
  const all = await sendsOf(c.campaignId);
  const third = all.filter((send) => send.position === 3);
  expect(third).toHaveLength(4);
  for (const send of third) {
    const previous = all.find((s) => s.position === 2 && s.recipient_id === send.recipient_id);
    expect(send.mail_account_id).toBe(c.b);
    expect(send.in_reply_to).toBe(previous?.message_id);
    expect(send.subject).toBe(`Re: ${firstSubject(send.recipient_id)}`);
  }
  const seen = new Set(all.map((s) => `${s.recipient_id}:${s.position}`));
  expect(seen.size).toBe(all.length);
  // B's Sent folder holds the new thread's first message without In-Reply-To.
  const sentByB = await sandbox.fetchInbox(B.email, 'Sent');
  const movedFirst = second.find((s) => ofA.has(s.recipient_id));
  const copy = sentByB.find((m) => m.raw.includes(movedFirst?.message_id ?? '-'));
  expect(copy).toBeDefined();
  expect(copy?.raw).not.toMatch(/^In-Reply-To:/im);
}, 180_000);

it('refuses a mailbox outside the pool, an unknown address and bad input, moving nobody', async () => {
  const c = await pooled(2, 2);
  const other = await buildSendingCampaign(t, sandbox, { sender: A, rows: 1, steps: 1, pref });
  const email = c.recipients[0].email;
  const cases: [Record<string, unknown>, number, string][] = [
    [
      { email_list: [email], mail_account_id: other.mailboxId },
      400,
      RECIPIENT_SENDER_MESSAGES.moveNotInPool,
    ],
    [
      { email_list: [email], mail_account_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
      400,
      RECIPIENT_SENDER_MESSAGES.moveNotInPool,
    ],
    [
      { email_list: [email], mail_account_id: 'not-an-id' },
      400,
      RECIPIENT_SENDER_MESSAGES.moveNotInPool,
    ],
    [{ email_list: [email] }, 400, RECIPIENT_SENDER_MESSAGES.moveTargetRequired],
    [{ email_list: [], mail_account_id: c.b }, 400, RECIPIENT_MESSAGES.selectRecipient],
    [{ email_list: 'x', mail_account_id: c.b }, 400, RECIPIENT_MESSAGES.selectRecipient],
    [
      { email_list: [email, 'nobody@example.test'], mail_account_id: c.b },
      404,
      RECIPIENT_MESSAGES.notFound,
    ],
    [
      {
        email_list: Array.from({ length: 1001 }, (_, i) => `x${i}@example.test`),
        mail_account_id: c.b,
      },
      400,
      RECIPIENT_SENDER_MESSAGES.moveTooMany,
    ],
  ];
  for (const [body, status, error] of cases)
    expect(await move(c, body)).toMatchObject({ status, body: { message: error } });
  // Another workspace's campaign answers like a missing one.
  const missing = await t.rest('POST', '/v1/campaign/recipients/moveSender', {
    token: other.token,
    body: { campaign_id: c.campaignId, email_list: [email], mail_account_id: c.b },
  });
  expect(missing.status).toBe(404);
  const senders = await db().query(
    `SELECT count(*)::int AS n FROM campaign_recipient WHERE campaign_id = $1 AND mail_account_id IS NOT NULL`,
    [c.campaignId],
  );
  expect(senders[0].n).toBe(0);
});

it('a recipient with its message on the wire stays; an unsent claim of the old sender is dropped', async () => {
  const c = await pooled(2, 2);
  const [r1, r2] = c.recipients;
  // Claims of A as a burst leaves them: r1's on the wire, r2's claimed only.
  await db().query(
    `UPDATE campaign_recipient SET mail_account_id = $2 WHERE id = ANY($1::uuid[])`,
    [[r1.id, r2.id], c.a],
  );
  const stepId = (
    await db().query(`SELECT id FROM step WHERE campaign_id = $1 AND position = 1`, [c.campaignId])
  )[0].id;
  for (const [r, state] of [
    [r1, 'smtp_started'],
    [r2, 'claimed'],
  ] as const)
    await db().query(
      `INSERT INTO send (campaign_id, recipient_id, step_id, workspace_id, mail_account_id, position,
                         state, message_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7, now())`,
      [c.campaignId, r.id, stepId, c.workspaceId, c.a, state, `<${r.id}@test>`],
    );
  const moved = await move(c, { email_list: [r1.email, r2.email], mail_account_id: c.b });
  expect(moved).toMatchObject({ status: 200, body: { updated_count: 1 } });
  const rows = await db().query(
    `SELECT r.id, r.mail_account_id, (SELECT count(*)::int FROM send s WHERE s.recipient_id = r.id) AS sends
       FROM campaign_recipient r WHERE r.campaign_id = $1 ORDER BY r.created_at`,
    [c.campaignId],
  );
  expect(rows).toEqual([
    { id: r1.id, mail_account_id: c.a, sends: 1 },
    { id: r2.id, mail_account_id: c.b, sends: 0 },
  ]);
});

it('says why a recipient waits: its mailbox disabled, stopped after failed logins, or deleted', async () => {
  const c = await pooled(2, 2);
  const monday = new Date('2026-11-23T10:00:00Z');
  await runAll([c.a, c.b], monday);
  const reasons = async () => (await tab(c)).map((row) => row.waiting_reason);
  expect(await reasons()).toEqual([null, null]);
  const setStatus = (id: string, status: string) =>
    db().query(`UPDATE mail_account SET status = $2 WHERE id = $1`, [id, status]);
  await setStatus(c.a, 'inactive');
  await setStatus(c.b, 'stopped');
  expect((await reasons()).sort()).toEqual(
    [RECIPIENT_SENDER_MESSAGES.waitingDisabled, RECIPIENT_SENDER_MESSAGES.waitingStopped].sort(),
  );
  await db().query(`DELETE FROM mail_account WHERE id = $1`, [c.b]);
  expect((await reasons()).sort()).toEqual(
    [RECIPIENT_SENDER_MESSAGES.waitingDisabled, RECIPIENT_SENDER_MESSAGES.waitingDeleted].sort(),
  );
});

it("deleting a pool's first mailbox: the campaign goes on from the rest, whose first becomes its mailbox; a pool of one pauses", async () => {
  const c = await pooled(4, 3);
  const monday = new Date('2026-11-23T10:00:00Z');
  for (let round = 0; round < 2; round++)
    await runAll([c.a, c.b], new Date(monday.getTime() + round * MINUTE));
  const deleted = await t.rest('POST', '/v1/mailAccount/delete', {
    token: c.token,
    body: { email: A.email },
  });
  expect(deleted.status).toBe(200);
  const [campaign] = await db().query(
    `SELECT status, mail_account_id FROM campaign WHERE id = $1`,
    [c.campaignId],
  );
  expect(campaign).toEqual({ status: 'started', mail_account_id: c.b });
  const pool: { mail_account_id: string }[] = await db().query(
    `SELECT mail_account_id FROM campaign_mail_account WHERE campaign_id = $1`,
    [c.campaignId],
  );
  expect(pool.map((row) => row.mail_account_id)).toEqual([c.b]);
  const reasons = (await tab(c)).map((row) => row.waiting_reason);
  expect(reasons.filter((r) => r === RECIPIENT_SENDER_MESSAGES.waitingDeleted)).toHaveLength(2);
  expect(reasons.filter((r) => r === null)).toHaveLength(2);
  // B sends its own recipients' follow-ups; A's wait for a move, then go from B.
  const thursday = new Date(monday.getTime() + 3 * DAY + 5 * MINUTE);
  for (let round = 0; round < 3; round++)
    await runAll([c.b], new Date(thursday.getTime() + round * MINUTE));
  expect((await sendsOf(c.campaignId)).filter((s) => s.position === 2)).toHaveLength(2);
  const waiting = (await tab(c))
    .filter((row) => row.waiting_reason === RECIPIENT_SENDER_MESSAGES.waitingDeleted)
    .map((row) => row.email);
  expect(await move(c, { email_list: waiting, mail_account_id: c.b })).toMatchObject({
    status: 200,
    body: { updated_count: 2 },
  });
  for (let round = 0; round < 3; round++)
    await runAll([c.b], new Date(thursday.getTime() + (5 + round) * MINUTE));
  const second = (await sendsOf(c.campaignId)).filter((s) => s.position === 2);
  expect(second).toHaveLength(4);
  expect(second.every((s) => s.mail_account_id === c.b)).toBe(true);

  // Deleting the last mailbox of the pool pauses the campaign.
  expect(
    (await t.rest('POST', '/v1/mailAccount/delete', { token: c.token, body: { email: B.email } }))
      .status,
  ).toBe(200);
  const [after] = await db().query(`SELECT status, mail_account_id FROM campaign WHERE id = $1`, [
    c.campaignId,
  ]);
  expect(after).toEqual({ status: 'paused', mail_account_id: null });
}, 120_000);
