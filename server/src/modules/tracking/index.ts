import type { ServerModule } from '../server-module';
import { trackingLinkRoutes, unsubscribeRoutes } from './tracking.rest';

/**
 * Open pixel, click redirect and the unsubscribe page. Tracking links are also answered ahead of
 * Fastify's routing (`trackingLinksFirst`, installed by the HTTP app).
 */
export const trackingModule: ServerModule = {
  name: 'tracking',
  routes: [trackingLinkRoutes, unsubscribeRoutes],
};
