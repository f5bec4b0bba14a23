import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { CredentialsVault } from '../mailbox/credentials-vault';
import { WebhookAttempts } from './webhook-attempt';
import { WebhookOutbox } from './webhook-outbox';
import { WebhookSecrets } from './webhook-secrets';
import { startWebhookWorker } from './webhook-worker';
import { WEBHOOK_ENTITIES } from './webhook.entities';
import { WebhookResolver } from './webhook.resolver';
import { webhookRoutes } from './webhook.rest';
import { WebhookService } from './webhook.service';

/** Signed webhooks: endpoints, the durable outbox and its deliverer (see README.md). */
export const webhookModule: ServerModule = {
  name: 'webhook',
  resolvers: [WebhookResolver],
  routes: [webhookRoutes],
  entities: WEBHOOK_ENTITIES,
  startWorker: startWebhookWorker,
};

/** Builds the webhook services; the outbox writer is handed to the event recorder and the leads. */
export function buildWebhookServices({
  db,
  config,
  secret,
  audit,
}: Pick<ServiceDeps, 'db' | 'config' | 'secret' | 'audit'>): Pick<
  Services,
  'webhooks' | 'webhookOutbox' | 'webhookSecrets'
> {
  const { allowPrivateUrls } = config.webhooks;
  const webhookSecrets = new WebhookSecrets(new CredentialsVault(secret));
  const attempts = new WebhookAttempts(webhookSecrets, { allowPrivateUrls });
  return {
    webhooks: new WebhookService(db, webhookSecrets, attempts, allowPrivateUrls, audit),
    webhookOutbox: new WebhookOutbox(),
    webhookSecrets,
  };
}
