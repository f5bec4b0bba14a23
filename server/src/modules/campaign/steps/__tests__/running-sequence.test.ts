/**
 * Editing the sequence of a started campaign: real sends through the mail sandbox, then the edit
 * through /v1, then the next dispatch runs.
 */
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { MailSandbox } from '../../../../../test/mail-sandbox';
import {
  buildSendingCampaign,
  sendingPreference,
  type SendingCampaign,
} from '../../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../../test/server';

let sandbox: MailSandbox;
let t: TestServer;
let senders = 0;
beforeAll(async () => {
  sandbox = await MailSandbox.start();
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const db = () => t.database.db;
const MONDAY = new Date('2026-04-06T10:00:00Z');
const DAY = 24 * 3_600_000;

interface StepJson {
  step_id: string;
  position: number;
  subject: string;
  body: string;
  minimum_delay_after_last_send: number;
}

/** A started campaign of `steps` messages to four recipients; the first run sends two first messages. */
async function startedCampaign(steps: number): Promise<SendingCampaign> {
  senders += 1;
  const sender = { email: `seq${senders}@sender.test`, password: `secret-${senders}` };
  await sandbox.addUser(sender.email, sender.password);
  const c = await buildSendingCampaign(t, sandbox, {
    sender,
    rows: 4,
    steps,
    pref: sendingPreference({ allDay: true, burst: 2, gap: 10 }),
    mime: 'text/plain',
  });
  await db().query(`UPDATE campaign SET variables = '{email,first_name}' WHERE id = $1`, [
    c.campaignId,
  ]);
  expect((await t.services.dispatch.dispatchOnce(c.mailboxId, MONDAY)).sent).toBe(2);
  return c;
}

const post = (c: SendingCampaign, url: string, body: Record<string, unknown>) =>
  t.rest<Record<string, unknown>>('POST', url, { token: c.token, body });

async function stepsOf(c: SendingCampaign): Promise<StepJson[]> {
  const all = await post(c, '/v1/campaign/steps/all', { campaignID: c.campaignId });
  return (all.body.data as { steps: StepJson[] }).steps;
}

const asOld = (step: StepJson, changes: Partial<StepJson> = {}) => ({
  step_id: step.step_id,
  subject: step.subject,
  body: step.body,
  minimum_delay_after_last_send: step.minimum_delay_after_last_send,
  ...changes,
});

/** What must not change when a running sequence is edited: the ledger and the counters. */
async function history(c: SendingCampaign) {
  const ledger = await db().query(
    `SELECT id, recipient_id, step_id, position, state, message_id FROM send
      WHERE campaign_id = $1 ORDER BY id`,
    [c.campaignId],
  );
  const counters = await db().query(
    `SELECT step_id, sent FROM step_counter WHERE campaign_id = $1 ORDER BY step_id`,
    [c.campaignId],
  );
  return { ledger, counters };
}

async function positions(c: SendingCampaign) {
  const rows: { email: string; next_position: number; state: string }[] = await db().query(
    `SELECT ct.email::text AS email, r.next_position, r.state FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY r.created_at`,
    [c.campaignId],
  );
  return rows.map((row) => `${row.next_position}:${row.state}`);
}

/** Per recipient, the subjects of the messages the sandbox received for them, in order. */
function received(c: SendingCampaign): string[][] {
  return c.recipients.map((recipient) =>
    sandbox.captured
      .filter((message) => message.to.includes(recipient.email))
      .map((message) => /^Subject: (.*)$/m.exec(message.raw.toString())?.[1] ?? ''),
  );
}

describe('editing the sequence of a started campaign', () => {
  it('edits a follow-up in place and appends one: nobody gets the first message again, history kept', async () => {
    const c = await startedCampaign(2);
    const [first, second] = await stepsOf(c);
    const before = await history(c);
    expect(await positions(c)).toEqual(['2:active', '2:active', '1:active', '1:active']);

    const saved = await post(c, '/v1/campaign/steps/update', {
      campaign_id: c.campaignId,
      message_mime_type: 'text/plain',
      old_steps: [asOld(first), asOld(second, { body: 'Second, reworded {{first_name}}' })],
      new_steps: [
        { new_step_id: 'n1', subject: 'x', body: 'A third one', minimum_delay_after_last_send: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    const after = await stepsOf(c);
    expect(after.map((step) => step.step_id).slice(0, 2)).toEqual([first.step_id, second.step_id]);
    expect(after.map((step) => step.body)).toEqual([
      first.body,
      'Second, reworded {{first_name}}',
      'A third one',
    ]);
    expect(await history(c)).toEqual({
      ledger: before.ledger,
      counters: expect.arrayContaining(before.counters),
    });
    expect(await positions(c)).toEqual(['2:active', '2:active', '1:active', '1:active']);

    // The next run sends the first message to the two waiting for it, and only to them.
    expect(
      (
        await t.services.dispatch.dispatchOnce(
          c.mailboxId,
          new Date(MONDAY.getTime() + 15 * 60_000),
        )
      ).sent,
    ).toBe(2);
    // Three days later the first two get the reworded follow-up; two days after that the third
    // (bursts of two: the other two's follow-up, due earlier, goes first).
    for (const minutes of [3 * 1440 + 1, 5 * 1440 + 2, 5 * 1440 + 20])
      await t.services.dispatch.dispatchOnce(
        c.mailboxId,
        new Date(MONDAY.getTime() + minutes * 60_000),
      );
    const subjects = received(c);
    expect(subjects.map((list) => list.length)).toEqual([3, 3, 2, 2]);
    for (const list of subjects) expect(list.filter((s) => !s.startsWith('Re: '))).toHaveLength(1);
    const bodies = sandbox.captured
      .filter((message) => message.to.includes(c.recipients[0].email))
      .map((message) => message.raw.toString());
    expect(bodies[1]).toContain('Second, reworded Person 1');
    expect(bodies[2]).toContain('A third one');
    expect(await positions(c)).toEqual(['4:complete', '4:complete', '3:active', '3:active']);
  });

  it('/v1/campaign/steps/add with the whole sequence edits it by position instead of starting over', async () => {
    const c = await startedCampaign(2);
    const [first, second] = await stepsOf(c);
    const before = await history(c);
    const saved = await post(c, '/v1/campaign/steps/add', {
      campaign_id: c.campaignId,
      message_mime_type: 'text/plain',
      current_tab: 'compose',
      completed_tabs: ['start', 'add-recipients'],
      new_steps: [
        { new_step_id: 'a', subject: first.subject, body: 'First, edited {{first_name}}' },
        { new_step_id: 'b', subject: 'x', body: second.body, minimum_delay_after_last_send: 3 },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await stepsOf(c)).map((step) => step.step_id)).toEqual([first.step_id, second.step_id]);
    expect((await history(c)).ledger).toEqual(before.ledger);
    expect(await positions(c)).toEqual(['2:active', '2:active', '1:active', '1:active']);
    await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(MONDAY.getTime() + 15 * 60_000));
    expect(received(c).map((list) => list.length)).toEqual([1, 1, 1, 1]);
  });

  it('refuses with a 409 to remove or move a message in use, changing nothing; an unused one may go', async () => {
    const c = await startedCampaign(3);
    const [first, second, third] = await stepsOf(c);
    const before = await history(c);
    const update = (oldSteps: unknown[]) =>
      post(c, '/v1/campaign/steps/update', {
        campaign_id: c.campaignId,
        message_mime_type: 'text/plain',
        old_steps: oldSteps,
        new_steps: [],
      });

    const removed = await update([asOld(first), asOld(third, { body: 'Changed' })]);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(CAMPAIGN_MESSAGES.stepInUseRemoved);
    const moved = await update([asOld(first), asOld(third), asOld(second)]);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(CAMPAIGN_MESSAGES.stepInUseMoved);
    const deleted = await post(c, '/v1/campaign/steps/delete', {
      campaignID: c.campaignId,
      stepID: second.step_id,
    });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(CAMPAIGN_MESSAGES.stepInUseRemoved);
    expect((await stepsOf(c)).map((step) => [step.step_id, step.body])).toEqual(
      [first, second, third].map((step) => [step.step_id, step.body]),
    );
    const overGraphql = await t.gql(
      `mutation ($id: ID!, $steps: [StepInput!]!) {
         saveCampaignSteps(campaignId: $id, messageMimeType: "text/plain", steps: $steps) { id }
       }`,
      {
        id: c.campaignId,
        steps: [{ id: first.step_id, subject: first.subject, body: first.body }],
      },
      { token: c.token },
    );
    expect(overGraphql.errors?.[0]).toMatchObject({
      message: CAMPAIGN_MESSAGES.stepInUseRemoved,
      extensions: { code: 'CONFLICT' },
    });
    expect(await history(c)).toEqual(before);

    // Nobody has reached the third message yet: it may be removed.
    expect((await update([asOld(first), asOld(second)])).status).toBe(200);
    expect((await stepsOf(c)).map((step) => step.step_id)).toEqual([first.step_id, second.step_id]);
  });

  it('recipients who completed the sequence stay complete when a follow-up is appended', async () => {
    const c = await startedCampaign(1);
    expect(await positions(c)).toEqual(['2:complete', '2:complete', '1:active', '1:active']);
    const [first] = await stepsOf(c);
    const saved = await post(c, '/v1/campaign/steps/update', {
      campaign_id: c.campaignId,
      message_mime_type: 'text/plain',
      old_steps: [asOld(first)],
      new_steps: [
        { new_step_id: 'n', subject: 'x', body: 'Later', minimum_delay_after_last_send: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(MONDAY.getTime() + 15 * 60_000));
    await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(MONDAY.getTime() + 2 * DAY));
    expect(received(c).map((list) => list.length)).toEqual([1, 1, 2, 2]);
    expect(await positions(c)).toEqual(['2:complete', '2:complete', '3:complete', '3:complete']);
  });

  it('a changed delay applies to the recipients already waiting for that follow-up', async () => {
    const c = await startedCampaign(2);
    const [first, second] = await stepsOf(c);
    const saved = await post(c, '/v1/campaign/steps/update', {
      campaign_id: c.campaignId,
      message_mime_type: 'text/plain',
      old_steps: [asOld(first), asOld(second, { minimum_delay_after_last_send: 5 })],
      new_steps: [],
    });
    expect(saved.status).toBe(200);
    const due: { next_send_at: Date }[] = await db().query(
      `SELECT next_send_at FROM campaign_recipient
        WHERE campaign_id = $1 AND next_position = 2 ORDER BY created_at`,
      [c.campaignId],
    );
    expect(due.map((row) => row.next_send_at.getTime() - MONDAY.getTime())).toEqual([
      5 * DAY,
      5 * DAY,
    ]);
  });
});
