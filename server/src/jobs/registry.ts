import type { Agenda } from 'agenda';
import type { Logger } from 'pino';
import type { Services } from '../services';

/** Every job the worker runs. Jobs carry ids only; business state lives in Postgres. */
export function registerJobs(agenda: Agenda, services: Services, logger: Logger): void {
  agenda.define('housekeeping.purge', async () => {
    const purged = await services.auth.purgeExpired();
    logger.child({ job: 'housekeeping.purge' }).info(purged, 'purged expired sessions and links');
  });
}
