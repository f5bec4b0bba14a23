import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { sharedDns } from '../../../dns/resolver';
import { refreshProviders } from './mail-providers';

/** How often the worker looks up the providers provider matching is missing. */
const EVERY_MS = 60_000;

/**
 * The worker's provider lookups (`refreshProviders`), every minute, one at a time, beside the
 * dispatcher and never in its way: the send path only reads what they kept. Several workers may
 * look up the same domain at once; the answers are the same.
 */
export function startProviderRefresher(db: DataSource, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = refreshProviders(db, sharedDns())
      .then((looked) => {
        if (looked > 0) logger.debug({ looked }, 'looked up mail providers');
      })
      .catch((err: unknown) => logger.warn({ err }, 'mail provider lookups failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
