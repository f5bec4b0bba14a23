import { AUTH_ENTITIES } from './auth/auth.entities';
import { CAMPAIGN_ENTITIES } from './campaign/campaign.entities';
import { CONTACT_ENTITIES } from './contact/contact.entities';
import { MAILBOX_ENTITIES } from './mailbox/mailbox.entities';

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
];
