import type { Agenda } from 'agenda';
import type { Logger } from 'pino';
import { purgeExpiredKeys } from '../http/idempotency/queries';
import { MODULES } from '../modules';
import type { Services } from '../services';

/**
 * Every job the worker runs: the process-wide housekeeping, then each module's jobs. Jobs carry ids
 * only; business state lives in Postgres.
 */
export function registerJobs(agenda: Agenda, services: Services, logger: Logger): void {
  agenda.define('housekeeping.purge', async () => {
    const purged = await services.auth.purgeExpired();
    const imports = await services.contactImport.purgeStale();
    await services.audit.purgeExpired(); // a year of retention; logs what it deleted
    const idempotencyKeys = await purgeExpiredKeys(services.db); // kept 24 hours
    logger
      .child({ job: 'housekeeping.purge' })
      .info({ ...purged, imports, idempotencyKeys }, 'purged expired sessions, links and imports');
  });
  for (const feature of MODULES) feature.registerJobs?.(agenda, services, logger);
}
