import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';
import { registerInboxJobs } from '../modules/inbox/inbox.jobs';
import { registerSendingJobs } from '../modules/sending/sending.jobs';
import type { Services } from '../services';

/** Every job the worker runs. Jobs carry ids only; business state lives in Postgres. */
export function registerJobs(agenda: Agenda, services: Services, logger: Logger): void {
  agenda.define('housekeeping.purge', async () => {
    const purged = await services.auth.purgeExpired();
    const imports = await services.contactImport.purgeStale();
    logger
      .child({ job: 'housekeeping.purge' })
      .info({ ...purged, imports }, 'purged expired sessions, links and imports');
  });
  // Runs in a worker; the API only enqueues. The lock is renewed while the import runs, so an import
  // whose worker died is taken up again about a minute later (the import itself is idempotent).
  agenda.define(
    'contact.import',
    async (job: Job<{ importId: string }>) => {
      await services.contactImport.run(job.attrs.data.importId, { touch: () => job.touch() });
    },
    { lockLifetime: 60_000, concurrency: 2 },
  );
  registerInboxJobs(agenda, services.inbox, logger);
  services.contactImport.useQueue(async (importId) => {
    await agenda.now('contact.import', { importId });
  });
  registerSendingJobs(agenda, services.sending, logger);
}
