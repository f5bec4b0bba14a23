import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookOutbox } from './webhook-outbox.entity';

/** The TypeORM entities of the tables the webhook module owns (see auth.entities.ts for why apart). */
export const WEBHOOK_ENTITIES = [WebhookEndpoint, WebhookOutbox];
