import crypto from 'node:crypto';
import { eventually } from '../../../../test/eventually';
import { startTestServer, type TestServer } from '../../../../test/server';
import { readComposeServices } from '../../../__tests__/compose-services';
import { ServerProcesses } from '../../../__tests__/server-processes';
import { campaignFor, createWebhook } from './webhook-fixtures';
import { WebhookReceiver } from './webhook-receiver';

/**
 * A worker process of docker-compose.yml killed (SIGKILL) while it delivers: a restarted worker
 * delivers every event, in order per recipient; a delivery the dead worker had made may come
 * again, with the same event id and body. Leases of 2 s stand for the production minute.
 */
const SECRET = crypto.randomBytes(32).toString('hex');
const RECIPIENTS = 15;
let t: TestServer;
let receiver: WebhookReceiver;
const processes = new ServerProcesses();

beforeAll(async () => {
  t = await startTestServer({ ALLOW_PRIVATE_WEBHOOK_URLS: 'true', OUTBOUND_SECRET: SECRET });
  receiver = await WebhookReceiver.start();
  // Slow enough that the kill lands on deliveries in flight.
  receiver.answer = () => ({ status: 200, delayMs: 100 });
});
afterAll(async () => {
  await processes.killAll();
  await receiver?.close();
  await t?.close();
});

it('delivers every event after a worker is killed mid-delivery, duplicates only with the same event id', async () => {
  const { user, token } = await t.signIn();
  await createWebhook(t, token, receiver.url, ['sent', 'open', 'click']);
  const names = Array.from({ length: RECIPIENTS }, (_, i) => `k${String(i).padStart(2, '0')}`);
  const { recipients, firstStepId } = await campaignFor(t, user.workspaceId, names);
  for (const type of ['sent', 'open', 'click'] as const)
    for (const recipient of recipients)
      await t.services.events.record({ type, recipientId: recipient.id, stepId: firstStepId });
  const queued: { event_id: string }[] = await t.database.db.query(
    `SELECT event_id FROM webhook_outbox ORDER BY id`,
  );
  expect(queued).toHaveLength(RECIPIENTS * 3);

  const compose = readComposeServices({ OUTBOUND_SECRET: SECRET });
  const place = {
    DATABASE_URL: t.database.url,
    OUTBOUND_DATA_DIR: t.config.dataDir,
    NODE_ENV: 'production',
    ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    WEBHOOK_CONCURRENCY: '4',
    WEBHOOK_LEASE_SECONDS: '2',
    WEBHOOK_RETRY_SECONDS: '1',
  };
  const first = await processes.start('worker 1', compose.worker, place);
  await eventually(() => (receiver.received.length >= 8 ? true : undefined), {
    timeoutMs: 30_000,
    what: 'the first deliveries',
  });
  await processes.kill(first);
  const atKill = receiver.received.length;
  expect(atKill).toBeLessThan(RECIPIENTS * 3);

  await processes.start('worker 2', compose.worker, place);
  await eventually(
    async () => {
      const [{ pending }] = await t.database.db.query(
        `SELECT count(*)::int AS pending FROM webhook_outbox WHERE state <> 'delivered'`,
      );
      return pending === 0 ? true : undefined;
    },
    { timeoutMs: 60_000, what: 'every delivery' },
  );
  const ids = receiver.eventIds();
  expect(new Set(ids)).toEqual(new Set(queued.map((row) => row.event_id)));
  // A duplicate is the same event: same id, same body.
  const bodies = new Map<string, string>();
  for (const received of receiver.received) {
    expect(received.payload.id).toBe(received.eventId);
    expect(bodies.get(received.eventId) ?? received.body).toBe(received.body);
    bodies.set(received.eventId, received.body);
  }
  for (const recipient of recipients) {
    const types = receiver.received
      .filter((received) => received.body.includes(recipient.id))
      .map((received) => received.payload.type);
    expect([...new Set(types)]).toEqual(['sent', 'open', 'click']);
  }
  console.log(
    `webhook kill: ${atKill} received when killed; ${ids.length} deliveries of ` +
      `${queued.length} events after the restart (${ids.length - queued.length} duplicates)`,
  );
}, 120_000);
