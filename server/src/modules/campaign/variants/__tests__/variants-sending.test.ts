import { simpleParser } from 'mailparser';
import { MailSandbox } from '../../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../../test/server';
import { renderSend } from '../../../sending/send-message';
import { SentSteps } from '../../../inbox/sent-steps';

const SENDER = { email: 'ab@sender.test', password: 'sender-secret' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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

const db = () => t.database.db;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const FIRST = [
  { subject: 'Subj A {{RANDOM|p|q}}', body: 'A {{RANDOM|alpha|beta|gamma}} {{first_name}}' },
  { subject: 'Subj B', body: 'B {{RANDOM|one|two}}' },
  { subject: 'Subj C', body: 'C {{RANDOM|x|y|{{RANDOM|z1|z2}}}}' },
];
const SECOND = [
  { subject: '', body: 'Follow A {{RANDOM|m|n}}' },
  { subject: '', body: 'Follow B \\| {{RANDOM|r\\|s|t}}' },
];

async function wireOf(tag: string) {
  const messages = sandbox.captured.filter((message) => message.to[0]?.includes(tag));
  return Promise.all(
    messages.map(async (message) => {
      const mail = await simpleParser(message.raw);
      return { to: message.to[0], subject: mail.subject ?? '', text: (mail.text ?? '').trim() };
    }),
  );
}

async function preview(campaignId: string, token: string, email: string) {
  const answer = await t.rest<Json>('POST', '/v1/campaign/preview/messages', {
    token,
    body: { campaign_id: campaignId, email },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.steps as { subject: string; body: string; variant: string }[];
}

async function dispatchUntil(mailboxId: string, from: Date, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++)
    await t.services.dispatch.dispatchOnce(
      mailboxId,
      new Date(from.getTime() + round * 3 * MINUTE),
    );
}

it('splits recipients over the variants, keeps each one’s letter at every step, and the wire, the preview and a re-render agree', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows: 12,
    steps: 2,
    mime: 'text/plain',
    pref: sendingPreference({ allDay: true, burst: 10, gap: 1 }),
  });
  const listed = await t.rest<Json>('POST', '/v1/campaign/steps/all', {
    token: c.token,
    body: { campaignID: c.campaignId },
  });
  const [first, second] = listed.body.data.steps as { step_id: string }[];
  const saved = await t.rest<Json>('POST', '/v1/campaign/steps/update', {
    token: c.token,
    body: {
      campaign_id: c.campaignId,
      message_mime_type: 'text/plain',
      old_steps: [
        { step_id: first.step_id, variants: FIRST },
        { step_id: second.step_id, minimum_delay_after_last_send: 3, variants: SECOND },
      ],
    },
  });
  expect(saved.status).toBe(200);
  expect(saved.body.data.steps[0].variants.map((v: { letter: string }) => v.letter)).toEqual([
    'A',
    'B',
    'C',
  ]);
  expect(saved.body.data.steps[1].variants[1].subject).toBe('Re: Subj B');

  // The first message: one refused at DATA is rendered again for its retry.
  sandbox.failNext(451, '4.3.0 Try again later', 'data');
  const monday = new Date('2026-04-06T10:00:00Z');
  await dispatchUntil(c.mailboxId, monday, 6);
  const letters: { id: string; email: string; variant: string }[] = await db().query(
    `SELECT r.id, ct.email::text AS email, r.variant FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1`,
    [c.campaignId],
  );
  expect(letters.every((row) => ['A', 'B', 'C'].includes(row.variant))).toBe(true);
  expect(new Set(letters.map((row) => row.variant)).size).toBeGreaterThan(1);
  const firstWire = await wireOf(c.tag);
  expect(firstWire).toHaveLength(12);
  const letterOf = new Map(letters.map((row) => [row.email, row.variant]));
  for (const message of firstWire) {
    const letter = letterOf.get(message.to) as string;
    expect(message.subject.startsWith(`Subj ${letter}`)).toBe(true);
    expect(message.text.startsWith(`${letter} `)).toBe(true);
    expect(message.text).not.toContain('RANDOM');
    const [shown] = await preview(c.campaignId, c.token, message.to);
    expect(shown).toMatchObject({ variant: letter, subject: message.subject });
    expect(shown.body.trim()).toBe(message.text);
  }
  const sendLetters: { ok: boolean }[] = await db().query(
    `SELECT coalesce(s.variant, 'A') = r.variant AS ok
       FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
      WHERE s.campaign_id = $1`,
    [c.campaignId],
  );
  expect(sendLetters.every((row) => row.ok)).toBe(true);

  // An edit of the running campaign (a variant D added to the first message, auto-pick on)
  // changes nobody's letter and sends nothing again.
  const more = await t.rest('POST', '/v1/campaign/steps/update', {
    token: c.token,
    body: {
      campaign_id: c.campaignId,
      message_mime_type: 'text/plain',
      old_steps: [
        { step_id: first.step_id, variants: [...FIRST, { subject: 'Subj D', body: 'D body' }] },
        { step_id: second.step_id, minimum_delay_after_last_send: 3, variants: SECOND },
      ],
    },
  });
  expect(more.status).toBe(200);

  // Three days later: the follow-up in the recipient's letter where the step has it (A, B), else A;
  // its subject Re: the first one the recipient got.
  await dispatchUntil(c.mailboxId, new Date(monday.getTime() + 3 * DAY + MINUTE), 6);
  const after: { email: string; variant: string }[] = await db().query(
    `SELECT ct.email::text AS email, r.variant FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1`,
    [c.campaignId],
  );
  expect(new Map(after.map((row) => [row.email, row.variant]))).toEqual(letterOf);
  const wire = await wireOf(c.tag);
  expect(wire).toHaveLength(24);
  const firstSubject = new Map(firstWire.map((message) => [message.to, message.subject]));
  for (const message of wire.slice(12)) {
    const letter = letterOf.get(message.to) as string;
    const used = letter === 'B' ? 'B' : 'A';
    expect(message.subject).toBe(`Re: ${firstSubject.get(message.to)}`);
    expect(message.text.startsWith(`Follow ${used}`)).toBe(true);
    // Outside a choice a backslash is text; inside, \| is a literal |.
    if (used === 'B') expect(message.text).toMatch(/^Follow B \\\| (r\|s|t)$/);
    const shown = await preview(c.campaignId, c.token, message.to);
    expect(shown[1]).toMatchObject({ variant: used, subject: message.subject });
    expect(shown[1].body.trim()).toBe(message.text);
  }

  // What a worker restarted after a crash renders for each send is what went.
  const sends: { id: string; to: string; position: number }[] = await db().query(
    `SELECT s.id, ct.email::text AS to, s.position FROM send s
       JOIN campaign_recipient r ON r.id = s.recipient_id JOIN contact ct ON ct.id = r.contact_id
      WHERE s.campaign_id = $1`,
    [c.campaignId],
  );
  for (const send of sends) {
    const again = await renderSend(
      db(),
      t.services.trackingTokens,
      'http://outbound.test',
      send.id,
    );
    const went = wire.filter((message) => message.to === send.to)[send.position - 1];
    expect(again.message.subject).toBe(went.subject);
    expect(again.message.text.trim()).toBe(went.text);
  }

  // The unified inbox's thread shows each recipient what went: its letter, its spintax.
  const sentSteps = new SentSteps(db(), t.services.trackingTokens, 'http://outbound.test');
  for (const recipient of letters) {
    const shown = await sentSteps.messages(recipient.id, await sentSteps.rowsOf(recipient.id));
    const went = wire.filter((message) => message.to === recipient.email);
    expect(shown.map((message) => message.text?.trim())).toEqual(went.map((m) => m.text));
  }
}, 120_000);

it('recipients sent their first message before variants were added stay A at the follow-up', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows: 4,
    steps: 2,
    mime: 'text/plain',
    pref: sendingPreference({ allDay: true, burst: 10, gap: 1 }),
  });
  const monday = new Date('2026-04-06T10:00:00Z');
  await dispatchUntil(c.mailboxId, monday, 2);
  expect(await wireOf(c.tag)).toHaveLength(4);
  const listed = await t.rest<Json>('POST', '/v1/campaign/steps/all', {
    token: c.token,
    body: { campaignID: c.campaignId },
  });
  const [first, second] = listed.body.data.steps as { step_id: string; body: string }[];
  const saved = await t.rest<Json>('POST', '/v1/campaign/steps/update', {
    token: c.token,
    body: {
      campaign_id: c.campaignId,
      message_mime_type: 'text/plain',
      old_steps: [
        { step_id: first.step_id, variants: [{ subject: 'Same', body: first.body }, FIRST[1]] },
        { step_id: second.step_id, minimum_delay_after_last_send: 3, variants: SECOND },
      ],
    },
  });
  expect(saved.status).toBe(200);
  for (const recipient of c.recipients) {
    const shown = await preview(c.campaignId, c.token, recipient.email);
    expect(shown.map((message) => message.variant)).toEqual(['A', 'A']);
  }
  await dispatchUntil(c.mailboxId, new Date(monday.getTime() + 3 * DAY + MINUTE), 2);
  const followUps = (await wireOf(c.tag)).slice(4);
  expect(followUps).toHaveLength(4);
  for (const message of followUps) expect(message.text.startsWith('Follow A')).toBe(true);
  const letters: { variant: string }[] = await db().query(
    `SELECT variant FROM campaign_recipient WHERE campaign_id = $1`,
    [c.campaignId],
  );
  expect(letters.map((row) => row.variant)).toEqual(['A', 'A', 'A', 'A']);
}, 120_000);
