import path from 'node:path';
import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { TrackingTokens } from './tokens';
import { TrackingService } from './tracking.service';
import { UnsubscribeLinkService } from './unsubscribe-link.service';
import { trackingLinkRoutes, unsubscribeRoutes } from './tracking.rest';

/**
 * Open pixel, click redirect and the unsubscribe page. Tracking links are also answered ahead of
 * Fastify's routing (`trackingLinksFirst`, installed by the HTTP app).
 */
export const trackingModule: ServerModule = {
  name: 'tracking',
  routes: [trackingLinkRoutes, unsubscribeRoutes],
};

/** Builds the link tokens and the tracking and unsubscribe-link services. */
export function buildTrackingServices({
  db,
  config,
  logger,
  secret,
  events,
}: Pick<ServiceDeps, 'db' | 'config' | 'logger' | 'secret' | 'events'>): Pick<
  Services,
  'trackingTokens' | 'tracking' | 'unsubscribeLinks'
> {
  const trackingTokens = new TrackingTokens(secret);
  return {
    trackingTokens,
    tracking: new TrackingService(
      db,
      events,
      trackingTokens,
      logger.child({ module: 'tracking' }),
      {
        spoolDir: path.join(config.dataDir, 'spool', 'tracking'),
      },
    ),
    unsubscribeLinks: new UnsubscribeLinkService(db, events, trackingTokens),
  };
}
