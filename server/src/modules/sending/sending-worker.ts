import type { Logger } from 'pino';
import { staleLocksOf } from '../../jobs/stale-locks';
import type { Services } from '../../services';
import { DispatchScheduler } from './dispatch-scheduler';
import { startProviderRefresher } from './providers/provider-refresher';

/**
 * The sending side of a worker: its dispatch scheduler (`dispatch-scheduler.ts`), running up to
 * DISPATCH_CONCURRENCY mailbox runs at once, and the lookups of provider matching
 * (`providers/provider-refresher.ts`). In the single-process role on its own embedded
 * Postgres, the leases left by a dead process are released first (as its job locks are).
 */
export async function startSendingWorker(
  services: Services,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  const scheduler = new DispatchScheduler(
    services.db,
    services.dispatch,
    logger.child({ module: 'sending' }),
    {
      concurrency: services.config.dispatchConcurrency,
      releaseAllLeasesAtStart: staleLocksOf(services.config) === 'all',
    },
  );
  await scheduler.start();
  const providers = startProviderRefresher(services.db, logger.child({ module: 'sending' }));
  return {
    async stop() {
      await providers.stop();
      await scheduler.stop();
      services.dispatch.closeConnections();
    },
  };
}
