import type { Logger } from 'pino';
import { staleLocksOf } from '../../jobs/stale-locks';
import type { Services } from '../../services';
import { WebhookAttempts } from './webhook-attempt';
import { DEFAULT_DELIVERY_TIMING, WebhookDeliverer } from './webhook-deliverer';

/**
 * The webhook side of a worker: its deliverer (`webhook-deliverer.ts`). In the single-process
 * role on its own embedded Postgres, the leases left by a dead process are released first.
 */
export async function startWebhookWorker(
  services: Services,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  const { webhooks } = services.config;
  const deliverer = new WebhookDeliverer(
    services.db,
    new WebhookAttempts(services.webhookSecrets, { allowPrivateUrls: webhooks.allowPrivateUrls }),
    logger.child({ module: 'webhook' }),
    {
      ...DEFAULT_DELIVERY_TIMING,
      concurrency: webhooks.concurrency,
      leaseMs: webhooks.leaseMs,
      retryBaseMs: webhooks.retryBaseMs,
    },
    staleLocksOf(services.config) === 'all',
  );
  await deliverer.start();
  return { stop: () => deliverer.stop() };
}
