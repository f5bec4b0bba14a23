import { WEBHOOK_MESSAGES } from '@outbound/common';
import { eventually } from '../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../test/server';
import { WebhookAttempts } from '../webhook-attempt';
import { WEBHOOK_ANSWER_CAP, WEBHOOK_TIMEOUT_MS } from '../webhook-post';
import type { WebhookDeliverer } from '../webhook-deliverer';
import { campaignFor, CREATE, createWebhook, startDeliverer } from './webhook-fixtures';
import { signatureIsValid, WebhookReceiver } from './webhook-receiver';

let t: TestServer;
let strict: TestServer;
let receiver: WebhookReceiver;
let deliverer: WebhookDeliverer | undefined;
beforeAll(async () => {
  t = await startTestServer({ ALLOW_PRIVATE_WEBHOOK_URLS: 'true' });
  strict = await startTestServer();
  receiver = await WebhookReceiver.start();
});
beforeEach(() => {
  receiver.answer = () => ({ status: 200, body: 'ok' });
});
afterEach(async () => {
  await deliverer?.stop();
  deliverer = undefined;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  await strict.close();
});

const TEST = `mutation ($id: ID!) { sendWebhookTest(webhookId: $id) {
  eventId eventType state attempts answerStatus answerBody durationMs error } }`;
type TestAnswer = {
  sendWebhookTest: {
    eventId: string;
    state: string;
    answerStatus: number | null;
    answerBody: string | null;
    error: string | null;
  };
};

it('refuses private, loopback and metadata URLs unless the operator allows them', async () => {
  const { token } = await strict.signIn();
  const create = (url: string) =>
    strict.gql(CREATE, { input: { url, events: ['sent'] } }, { token });
  for (const url of [
    'http://127.0.0.1:9/hook',
    'http://localhost/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://10.1.2.3/hook',
    'http://[::1]/hook',
    'http://[64:ff9b::7f00:1]/hook', // NAT64 of 127.0.0.1
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data', // NAT64 of 169.254.169.254
    'http://[64:ff9b:1::a01:203]/hook', // local-use NAT64 of 10.1.2.3
  ])
    expect((await create(url)).errors?.[0].message).toBe(WEBHOOK_MESSAGES.urlForbidden);
  expect((await create('ftp://example.com/x')).errors?.[0].message).toBe(
    WEBHOOK_MESSAGES.urlInvalid,
  );
  expect((await create('https://user:pw@example.com/x')).errors?.[0].message).toBe(
    WEBHOOK_MESSAGES.urlCredentials,
  );
  expect((await create(`https://example.com/${'a'.repeat(2000)}`)).errors?.[0].message).toBe(
    WEBHOOK_MESSAGES.urlTooLong,
  );
  const rest = await strict.rest('POST', '/v1/webhooks/create', {
    token,
    body: { url: 'http://127.0.0.1/hook', events: ['sent'] },
  });
  expect(rest).toEqual({ status: 400, body: { message: WEBHOOK_MESSAGES.urlForbidden } });
  // Allowed by the operator.
  expect(
    (
      await t.gql(
        CREATE,
        { input: { url: receiver.url, events: ['sent'] } },
        {
          token: (await t.signIn()).token,
        },
      )
    ).errors,
  ).toBeUndefined();
});

it('checks the URL again at delivery: a private address is not posted to', async () => {
  const { user, token } = await t.signIn();
  const { id } = await createWebhook(t, token, receiver.url, ['sent']);
  const { recipients } = await campaignFor(t, user.workspaceId, ['pat']);
  await t.services.events.record({ type: 'sent', recipientId: recipients[0].id });
  const before = receiver.received.length;
  deliverer = await startDeliverer(t, { allowPrivateUrls: false });
  const [row] = await eventually(async () => {
    const rows = await t.database.db.query(
      `SELECT state, attempts, error FROM webhook_outbox WHERE endpoint_id = $1 AND attempts > 0`,
      [id],
    );
    return rows.length > 0 ? rows : undefined;
  });
  expect(row).toMatchObject({ state: 'pending', error: WEBHOOK_MESSAGES.urlForbidden });
  expect(receiver.received.length).toBe(before);
  await t.gql(`mutation ($id: ID!) { deleteWebhook(webhookId: $id) }`, { id }, { token });
});

it('checks the URL again at delivery: a NAT64 address of a private one is not posted to', async () => {
  const { user, token } = await t.signIn();
  const url = `http://[64:ff9b::7f00:1]:${new URL(receiver.url).port}/hook`;
  const { id } = await createWebhook(t, token, url, ['sent']);
  const { recipients } = await campaignFor(t, user.workspaceId, ['nat']);
  await t.services.events.record({ type: 'sent', recipientId: recipients[0].id });
  deliverer = await startDeliverer(t, { allowPrivateUrls: false });
  const [row] = await eventually(async () => {
    const rows = await t.database.db.query(
      `SELECT state, attempts, error FROM webhook_outbox WHERE endpoint_id = $1 AND attempts > 0`,
      [id],
    );
    return rows.length > 0 ? rows : undefined;
  });
  expect(row).toMatchObject({ state: 'pending', error: WEBHOOK_MESSAGES.urlForbidden });
  await t.gql(`mutation ($id: ID!) { deleteWebhook(webhookId: $id) }`, { id }, { token });
});

it('sends a test event at once, signed, and shows the answer, capped', async () => {
  const { token } = await t.signIn();
  const { id, secret } = await createWebhook(t, token, receiver.url, ['reply']);
  receiver.answer = () => ({ status: 200, body: 'x'.repeat(100_000) });
  const answer = await t.gql<TestAnswer>(TEST, { id }, { token });
  const delivery = answer.data!.sendWebhookTest;
  expect(delivery).toMatchObject({ state: 'delivered', answerStatus: 200, error: null });
  expect(delivery.answerBody).toHaveLength(WEBHOOK_ANSWER_CAP);
  const received = receiver.received.find((r) => r.eventId === delivery.eventId)!;
  expect(received.payload).toMatchObject({ type: 'test', webhook: { id } });
  expect(signatureIsValid(secret, received)).toBe(true);
  const listed = await t.gql<{ webhookDeliveries: { eventId: string }[] }>(
    `query ($id: ID!) { webhookDeliveries(webhookId: $id) { eventId } }`,
    { id },
    { token },
  );
  expect(listed.data!.webhookDeliveries).toEqual([{ eventId: delivery.eventId }]);
});

it('does not follow a redirect', async () => {
  const { token } = await t.signIn();
  const { id } = await createWebhook(t, token, receiver.url, ['sent']);
  receiver.answer = (received) =>
    received.payload.type === 'test'
      ? { status: 302, headers: { location: `${receiver.url}/elsewhere` } }
      : { status: 200 };
  const before = receiver.received.length;
  const answer = await t.gql<TestAnswer>(TEST, { id }, { token });
  expect(answer.data!.sendWebhookTest).toMatchObject({
    state: 'failed',
    answerStatus: 302,
    error: 'answered 302',
  });
  expect(receiver.received.length).toBe(before + 1);
});

it('gives up an attempt after its timeout (10 s in production)', async () => {
  expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
  const { token, user } = await t.signIn();
  const { id } = await createWebhook(t, token, receiver.url, ['sent']);
  receiver.answer = () => ({ status: 200, hang: true });
  const [endpoint] = await t.database.db.query(
    `SELECT url, secret FROM webhook_endpoint WHERE id = $1`,
    [id],
  );
  const attempts = new WebhookAttempts(t.services.webhookSecrets, {
    allowPrivateUrls: true,
    timeoutMs: 300,
  });
  const started = Date.now();
  const outcome = await attempts.attempt({
    id: '0',
    workspace_id: user.workspaceId,
    endpoint_id: id,
    event_id: 'evt_timeout',
    body: JSON.stringify({ id: 'evt_timeout', type: 'sent' }),
    attempts: 0,
    created_at: new Date(),
    ...endpoint,
  });
  attempts.close();
  expect(outcome).toMatchObject({
    delivered: false,
    status: null,
    error: 'timed out after 300 ms',
  });
  expect(Date.now() - started).toBeLessThan(2000);
});

it('disables an endpoint that fails for the whole window, says why, and enabling it clears that', async () => {
  const { user, token } = await t.signIn();
  const { id } = await createWebhook(t, token, receiver.url, ['sent', 'open']);
  const { recipients } = await campaignFor(t, user.workspaceId, ['fay']);
  receiver.answer = (received) =>
    received.body.includes(recipients[0].id) ? { status: 500, body: 'boom' } : { status: 200 };
  await t.services.events.record({ type: 'sent', recipientId: recipients[0].id });
  deliverer = await startDeliverer(t, { timing: { disableAfterMs: 300 } });
  const LIST = `{ webhooks { id enabled disabledReason failingSince } }`;
  type List = { webhooks: { id: string; enabled: boolean; disabledReason: string | null }[] };
  const disabled = await eventually(async () => {
    const { data } = await t.gql<List>(LIST, {}, { token });
    const webhook = data!.webhooks.find((w) => w.id === id)!;
    return webhook.enabled ? undefined : webhook;
  });
  expect(disabled.disabledReason).toMatch(
    /^Disabled after failing every delivery since \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
  );
  const [row] = await t.database.db.query(
    `SELECT answer_status, answer_body, error FROM webhook_outbox WHERE endpoint_id = $1`,
    [id],
  );
  expect(row).toEqual({ answer_status: 500, answer_body: 'boom', error: 'answered 500' });
  const enabled = await t.gql(
    `mutation ($id: ID!) { updateWebhook(webhookId: $id, input: { enabled: true }) { enabled disabledReason failingSince } }`,
    { id },
    { token },
  );
  expect(enabled.data).toEqual({
    updateWebhook: { enabled: true, disabledReason: null, failingSince: null },
  });
  await t.gql(`mutation ($id: ID!) { deleteWebhook(webhookId: $id) }`, { id }, { token });
});

it('shows the secret once; a rotated secret signs from then on', async () => {
  const { token } = await t.signIn();
  const { id, secret } = await createWebhook(t, token, receiver.url, ['sent']);
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  const [stored] = await t.database.db.query(`SELECT secret FROM webhook_endpoint WHERE id = $1`, [
    id,
  ]);
  expect(stored.secret).not.toContain(secret.slice(6));
  const listed = await t.rest('GET', '/v1/webhooks', { token });
  expect(JSON.stringify(listed.body)).not.toContain('whsec_');
  const rotated = await t.rest<{ data: { secret: string } }>('POST', '/v1/webhooks/rotateSecret', {
    token,
    body: { webhook_id: id },
  });
  expect(rotated.status).toBe(200);
  const fresh = rotated.body.data.secret;
  expect(fresh).not.toBe(secret);
  const test = await t.rest<{ data: { event_id: string } }>('POST', '/v1/webhooks/test', {
    token,
    body: { webhook_id: id },
  });
  const received = receiver.received.find((r) => r.eventId === test.body.data.event_id)!;
  expect(signatureIsValid(fresh, received)).toBe(true);
  expect(signatureIsValid(secret, received)).toBe(false);
});

it("answers another workspace's endpoint exactly like a missing one", async () => {
  const owner = await t.signIn();
  const { id } = await createWebhook(t, owner.token, receiver.url, ['sent']);
  const { token } = await t.signIn();
  const missing = '00000000-0000-4000-8000-000000000000';
  for (const mutation of ['deleteWebhook', 'rotateWebhookSecret', 'sendWebhookTest']) {
    const select =
      mutation === 'deleteWebhook' ? '' : mutation === 'sendWebhookTest' ? '{ id }' : '{ secret }';
    const call = (webhookId: string) =>
      t.gql(
        `mutation ($id: ID!) { ${mutation}(webhookId: $id) ${select} }`,
        { id: webhookId },
        { token },
      );
    const theirs = await call(id);
    expect(theirs.errors?.[0].message).toBe(WEBHOOK_MESSAGES.notFound);
    expect(theirs).toEqual(await call(missing));
  }
  for (const url of ['/v1/webhooks/update', '/v1/webhooks/deliveries', '/v1/webhooks/delete']) {
    const theirs = await t.rest('POST', url, { token, body: { webhook_id: id, enabled: false } });
    expect(theirs).toEqual({ status: 404, body: { message: WEBHOOK_MESSAGES.notFound } });
    expect(await t.rest('POST', url, { token, body: { webhook_id: missing } })).toEqual(theirs);
  }
  expect((await t.rest('GET', '/v1/webhooks', { token })).body).toEqual({ data: [] });
  const [row] = await t.database.db.query(`SELECT enabled FROM webhook_endpoint WHERE id = $1`, [
    id,
  ]);
  expect(row.enabled).toBe(true);
});
