import type { ServerModule } from '../server-module';

/** Recording of sends, opens, clicks, replies and bounces; its services are used by other modules. */
export const eventsModule: ServerModule = { name: 'events' };
