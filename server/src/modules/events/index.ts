import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { EventRecorder } from './event-recorder';
import { EVENTS_ENTITIES } from './events.entities';

/** Recording of sends, opens, clicks, replies and bounces; its services are used by other modules. */
export const eventsModule: ServerModule = { name: 'events', entities: EVENTS_ENTITIES };

/** Builds the event recorder. */
export function buildEventsServices({
  db,
  webhookOutbox,
}: Pick<ServiceDeps, 'db' | 'webhookOutbox'>): Pick<Services, 'events'> {
  return { events: new EventRecorder(db, webhookOutbox) };
}
