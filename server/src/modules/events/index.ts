import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { campaignHooks } from '../campaign/hooks';
import { EventRecorder, type BounceWatcher } from './event-recorder';
import { EVENTS_ENTITIES } from './events.entities';
import { recountLists, refreshListRecipients } from './report-counters';

/** Recording of sends, opens, clicks, replies and bounces; its services are used by other modules. */
export const eventsModule: ServerModule = { name: 'events', entities: EVENTS_ENTITIES };

/** Builds the event recorder, and supplies the campaign hooks that keep the report counters. */
export function buildEventsServices(
  { db, webhookOutbox }: Pick<ServiceDeps, 'db' | 'webhookOutbox'>,
  bounces?: BounceWatcher,
): Pick<Services, 'events'> {
  campaignHooks.supply({
    recipientsCounted: refreshListRecipients,
    recipientsMovedList: recountLists,
  });
  return { events: new EventRecorder(db, webhookOutbox, bounces) };
}
