import pino from 'pino';
import { buildStartedCampaign } from '../../../../test/factories';
import type { TestServer } from '../../../../test/server';
import type { AttemptOutcome, LeasedDelivery } from '../queries/delivery';
import { WebhookAttempts } from '../webhook-attempt';
import {
  DEFAULT_DELIVERY_TIMING,
  WebhookDeliverer,
  type DeliveryTiming,
} from '../webhook-deliverer';

/** Retries in milliseconds rather than minutes, so that a test waits seconds. */
export const QUICK_TIMING: DeliveryTiming = {
  ...DEFAULT_DELIVERY_TIMING,
  concurrency: 8,
  leaseMs: 2000,
  retryBaseMs: 40,
  retryMaxMs: 200,
  pollMs: 20,
};

/** A deliverer of the test server's outbox, as a worker runs it. */
export async function startDeliverer(
  t: TestServer,
  options: {
    timing?: Partial<DeliveryTiming>;
    allowPrivateUrls?: boolean;
    timeoutMs?: number;
  } = {},
): Promise<WebhookDeliverer> {
  const attempts = new WebhookAttempts(t.services.webhookSecrets, {
    allowPrivateUrls: options.allowPrivateUrls ?? true,
    timeoutMs: options.timeoutMs,
  });
  const deliverer = new WebhookDeliverer(t.database.db, attempts, pino({ level: 'silent' }), {
    ...QUICK_TIMING,
    ...options.timing,
  });
  await deliverer.start();
  return deliverer;
}

export const CREATE = `mutation ($input: WebhookCreateInput!) {
  createWebhook(input: $input) { secret webhook { id url events enabled } } }`;

/** A signed-in user's new endpoint for `events` at `url`: its id and secret. */
export async function createWebhook(
  t: TestServer,
  token: string,
  url: string,
  events: string[],
): Promise<{ id: string; secret: string }> {
  const answer = await t.gql<{ createWebhook: { secret: string; webhook: { id: string } } }>(
    CREATE,
    { input: { url, events } },
    { token },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return { id: answer.data.createWebhook.webhook.id, secret: answer.data.createWebhook.secret };
}

/**
 * A started campaign of `names.length` recipients in the workspace whose every reply makes a
 * lead; its recipients in `names` order.
 */
export async function campaignFor(t: TestServer, workspaceId: string, names: string[]) {
  const built = await buildStartedCampaign(t.database.db, { workspaceId, names, steps: 2 });
  await t.database.db.query(`UPDATE campaign SET lead_settings = $2 WHERE id = $1`, [
    built.campaignId,
    { clause: 'or', conditions: [{ type: 'reply', event_count: 1 }] },
  ]);
  return built;
}

/** The outcome of a delivered attempt of `row` (recorded as its deliverer would). */
export function deliveredOutcome(row: LeasedDelivery): AttemptOutcome {
  return {
    id: row.id,
    leaseId: row.lease_id,
    endpointId: row.endpoint_id,
    delivered: true,
    state: 'delivered',
    dueAt: new Date(),
    answerStatus: 200,
    answerBody: 'ok',
    durationMs: 1,
    error: null,
  };
}
