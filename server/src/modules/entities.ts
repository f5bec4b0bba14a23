import { IdempotencyRecord } from '../http/idempotency/idempotency-record.entity';
import { AUDIT_ENTITIES } from './audit/audit.entities';
import { AUTH_ENTITIES } from './auth/auth.entities';
import { CAMPAIGN_ENTITIES } from './campaign/campaign.entities';
import { CONTACT_ENTITIES } from './contact/contact.entities';
import { DELIVERABILITY_ENTITIES } from './deliverability/deliverability.entities';
import { EVENTS_ENTITIES } from './events/events.entities';
import { GUARDRAILS_ENTITIES } from './guardrails/guardrails.entities';
import { INBOX_ENTITIES } from './inbox/inbox.entities';
import { LEAD_ENTITIES } from './lead/lead.entities';
import { MAILBOX_ENTITIES } from './mailbox/mailbox.entities';
import { SENDING_ENTITIES } from './sending/sending.entities';
import { TRACKING_ENTITIES } from './tracking/tracking.entities';
import { WEBHOOK_ENTITIES } from './webhook/webhook.entities';

/**
 * Every module's entities, for the data source. Each module declares its own list in
 * `<module>.entities.ts` (its index exposes the same list); this file imports nothing else, so
 * loading the data source does not load the whole module graph.
 */
export const ENTITIES = [
  ...AUTH_ENTITIES,
  ...MAILBOX_ENTITIES,
  ...CONTACT_ENTITIES,
  ...CAMPAIGN_ENTITIES,
  ...LEAD_ENTITIES,
  ...SENDING_ENTITIES,
  ...INBOX_ENTITIES,
  ...EVENTS_ENTITIES,
  ...TRACKING_ENTITIES,
  ...WEBHOOK_ENTITIES,
  ...AUDIT_ENTITIES,
  ...DELIVERABILITY_ENTITIES,
  ...GUARDRAILS_ENTITIES,
  IdempotencyRecord,
];
