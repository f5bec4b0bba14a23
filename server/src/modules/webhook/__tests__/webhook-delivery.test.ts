import { WEBHOOK_EVENT_TYPES } from '@outbound/common';
import { eventually } from '../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { WebhookDeliverer } from '../webhook-deliverer';
import { campaignFor, createWebhook, startDeliverer } from './webhook-fixtures';
import { signatureIsValid, WebhookReceiver } from './webhook-receiver';

let t: TestServer;
let receiver: WebhookReceiver;
let deliverer: WebhookDeliverer | undefined;
beforeAll(async () => {
  t = await startTestServer({ ALLOW_PRIVATE_WEBHOOK_URLS: 'true' });
  receiver = await WebhookReceiver.start();
});
afterEach(async () => {
  await deliverer?.stop();
  deliverer = undefined;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const db = () => t.database.db;
const outbox = (endpointId: string) =>
  db().query(
    `SELECT event_id, event_type, recipient_id, state, attempts, error
       FROM webhook_outbox WHERE endpoint_id = $1 ORDER BY id`,
    [endpointId],
  ) as Promise<
    {
      event_id: string;
      event_type: string;
      recipient_id: string;
      state: string;
      attempts: number;
      error: string | null;
    }[]
  >;

it('delivers every event type, signed, with the event as it was', async () => {
  const { user, token } = await t.signIn();
  const { secret, id } = await createWebhook(t, token, receiver.url, [...WEBHOOK_EVENT_TYPES]);
  const { recipients, firstStepId, account } = await campaignFor(t, user.workspaceId, ['ada']);
  const recipientId = recipients[0].id;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute));
  for (const [i, type] of (['sent', 'open', 'click'] as const).entries())
    await t.services.events.record({ type, recipientId, stepId: firstStepId, at: at(i) });
  await t.services.events.record({
    type: 'reply',
    recipientId,
    stepId: firstStepId,
    at: at(3),
    meta: { subject: 'Re: Hello', snippet: 'Sounds good, call me.' },
  });
  await t.services.events.record({ type: 'bounce', recipientId, at: at(4) });
  await t.services.events.record({ type: 'unsubscribe', recipientId, at: at(5) });
  // A bot open is stored but not delivered.
  await t.services.events.record({ type: 'open', recipientId, flagged: true, at: at(6) });
  const [lead] = await db().query(`SELECT id FROM lead WHERE recipient_id = $1`, [recipientId]);
  const moved = await t.gql(
    `mutation ($ids: [ID!]!) { updateLeads(ids: $ids, status: won) { id status } }`,
    { ids: [lead.id] },
    { token },
  );
  expect(moved.errors).toBeUndefined();

  deliverer = await startDeliverer(t);
  const mine = () => receiver.received.filter((r) => r.body.includes(recipientId));
  await eventually(() => (mine().length >= 8 ? true : undefined), { what: '8 deliveries' });
  const received = mine();
  // In the order the events happened (the lead follows the reply that made it).
  expect(received.map((r) => r.payload.type)).toEqual([
    'sent',
    'open',
    'click',
    'reply',
    'lead',
    'bounce',
    'unsubscribe',
    'lead_status',
  ]);
  for (const delivery of received) {
    expect(signatureIsValid(secret, delivery)).toBe(true);
    expect(delivery.eventId).toBe(delivery.payload.id);
    expect(Math.abs(Number(delivery.timestamp) - Date.now() / 1000)).toBeLessThan(60);
  }
  expect(signatureIsValid('whsec_other', received[0])).toBe(false);
  const reply = received[3].payload;
  expect(reply).toMatchObject({
    type: 'reply',
    created_at: at(3).toISOString(),
    campaign: { name: expect.any(String) },
    step: { id: firstStepId, number: 1 },
    recipient: { id: recipientId, email: recipients[0].email },
    contact: { email: recipients[0].email, fields: { email: recipients[0].email } },
    mailbox: { id: account.id, email: account.email },
    reply: { subject: 'Re: Hello', text: 'Sounds good, call me.' },
  });
  expect(received[7].payload).toMatchObject({
    lead: { id: lead.id, status: 'won', previous_status: 'open' },
    recipient: { id: recipientId },
  });
  await eventually(async () =>
    (await outbox(id)).every((row) => row.state === 'delivered') ? true : undefined,
  );
});

it('queues nothing for a workspace without endpoints, a disabled endpoint or an unwanted type', async () => {
  const { user, token } = await t.signIn();
  const { recipients } = await campaignFor(t, user.workspaceId, ['bo', 'cy']);
  await t.services.events.record({ type: 'sent', recipientId: recipients[0].id });
  const opens = await createWebhook(t, token, receiver.url, ['open']);
  const off = await createWebhook(t, token, receiver.url, ['sent', 'open']);
  const disabled = await t.gql(
    `mutation ($id: ID!) { updateWebhook(webhookId: $id, input: { enabled: false }) { enabled } }`,
    { id: off.id },
    { token },
  );
  expect(disabled).toEqual({ data: { updateWebhook: { enabled: false } } });
  await t.services.events.record({ type: 'sent', recipientId: recipients[1].id });
  await t.services.events.record({ type: 'open', recipientId: recipients[1].id });
  expect((await outbox(opens.id)).map((row) => row.event_type)).toEqual(['open']);
  expect(await outbox(off.id)).toEqual([]);
});

it('delivers what piled up while the receiver was down once it is back, in order per recipient, none lost', async () => {
  const down = await WebhookReceiver.start();
  const port = down.port;
  await down.close();
  const { user, token } = await t.signIn();
  const { id } = await createWebhook(t, token, down.url, ['sent', 'open', 'click', 'reply']);
  const { recipients, firstStepId } = await campaignFor(t, user.workspaceId, ['d1', 'd2', 'd3']);
  for (const type of ['sent', 'open', 'click', 'reply'] as const)
    for (const recipient of recipients)
      await t.services.events.record({ type, recipientId: recipient.id, stepId: firstStepId });
  deliverer = await startDeliverer(t);
  // Refused a few times, backing off…
  await eventually(
    async () => ((await outbox(id)).some((row) => row.attempts >= 2) ? true : undefined),
    { what: 'retries' },
  );
  const failing = await outbox(id);
  expect(failing.every((row) => row.state === 'pending')).toBe(true);
  expect(failing.find((row) => row.error)?.error).toMatch(/ECONNREFUSED/);
  // …then the receiver is back.
  await down.listen(port);
  try {
    await eventually(
      async () => ((await outbox(id)).every((row) => row.state === 'delivered') ? true : undefined),
      { what: 'every delivery', timeoutMs: 10_000 },
    );
    const queued = await outbox(id);
    const ids = down.eventIds();
    expect(new Set(ids)).toEqual(new Set(queued.map((row) => row.event_id)));
    for (const recipient of recipients) {
      const firsts = [
        ...new Set(
          down.received.filter((r) => r.body.includes(recipient.id)).map((r) => r.payload.type),
        ),
      ];
      expect(firsts).toEqual(['sent', 'open', 'click', 'reply']);
    }
  } finally {
    await down.close();
  }
});

it("delivers a recipient's next event as soon as the one before is recorded, not after an idle wait", async () => {
  const { user, token } = await t.signIn();
  const { id } = await createWebhook(t, token, receiver.url, ['sent', 'open', 'click']);
  const { recipients, firstStepId } = await campaignFor(t, user.workspaceId, ['q1']);
  for (const type of ['sent', 'open', 'click'] as const)
    await t.services.events.record({ type, recipientId: recipients[0].id, stepId: firstStepId });
  // Idle rounds every 5 s: waiting one per event would take 10 s.
  deliverer = await startDeliverer(t, { timing: { pollMs: 5000 } });
  await eventually(
    async () => ((await outbox(id)).every((row) => row.state === 'delivered') ? true : undefined),
    { timeoutMs: 3000, what: 'the three deliveries' },
  );
});

it('hands back rows queued behind a slow receiver before their lease runs out, and delivers each once', async () => {
  const slow = await WebhookReceiver.start();
  slow.answer = () => ({ status: 200, delayMs: 150 });
  try {
    const { user, token } = await t.signIn();
    const { id } = await createWebhook(t, token, slow.url, ['sent']);
    const names = ['s1', 's2', 's3', 's4', 's5', 's6'];
    const { recipients } = await campaignFor(t, user.workspaceId, names);
    for (const recipient of recipients)
      await t.services.events.record({ type: 'sent', recipientId: recipient.id });
    // One at a time, leases of 400 ms: without the hand-back, rows waiting in the queue would be
    // leased again while queued, and posted twice.
    deliverer = await startDeliverer(t, { timing: { concurrency: 1, leaseMs: 400 } });
    await eventually(
      async () => ((await outbox(id)).every((row) => row.state === 'delivered') ? true : undefined),
      { timeoutMs: 10_000, what: 'every delivery' },
    );
    expect(slow.eventIds()).toHaveLength(names.length);
    expect(new Set(slow.eventIds()).size).toBe(names.length);
  } finally {
    await slow.close();
  }
});

it('records answers Postgres text cannot hold as they are, or without their NUL characters, and failures with their back-off', async () => {
  const odd = await WebhookReceiver.start();
  odd.answer = (received) =>
    received.payload.type === 'sent'
      ? { status: 200, body: 'ok\u0000"quoted" \\ back\\slash {a,b} é' }
      : { status: 503, body: 'busy, "retry"\n\u0000later' };
  try {
    const { user, token } = await t.signIn();
    const { id } = await createWebhook(t, token, odd.url, ['sent', 'open']);
    const { recipients, firstStepId } = await campaignFor(t, user.workspaceId, ['n1']);
    for (const type of ['sent', 'open'] as const)
      await t.services.events.record({ type, recipientId: recipients[0].id, stepId: firstStepId });
    const started = Date.now();
    deliverer = await startDeliverer(t, { timing: { retryBaseMs: 30_000, retryMaxMs: 60_000 } });
    const rows = () =>
      db().query(
        `SELECT event_type, state, attempts, answer_status, answer_body, error,
                extract(epoch FROM due_at) * 1000 AS due_ms
           FROM webhook_outbox WHERE endpoint_id = $1 ORDER BY id`,
        [id],
      ) as Promise<Record<string, unknown>[]>;
    await eventually(async () => ((await rows())[1]?.attempts === 1 ? true : undefined), {
      timeoutMs: 5000,
      what: 'both attempts recorded',
    });
    const [sent, open] = await rows();
    expect(sent).toMatchObject({
      state: 'delivered',
      answer_status: 200,
      answer_body: 'ok"quoted" \\ back\\slash {a,b} é',
      error: null,
    });
    expect(open).toMatchObject({
      state: 'pending',
      answer_status: 503,
      answer_body: 'busy, "retry"\nlater',
      error: 'answered 503',
    });
    // The first retry waits retryBaseMs: the due time went through the record as it was meant.
    expect(Number(open.due_ms)).toBeGreaterThanOrEqual(started + 29_000);
  } finally {
    await odd.close();
  }
});
