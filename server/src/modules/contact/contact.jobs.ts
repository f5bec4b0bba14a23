import type { Agenda, Job } from 'agenda';
import type { ContactImportService } from './contact-import.service';

const CONTACT_IMPORT_JOB = 'contact.import';

/**
 * Registers the import job and hands the service its queue. Runs in a worker; the API only
 * enqueues. The lock is renewed while the import runs, so an import whose worker died is taken up
 * again about a minute later (the import itself is idempotent).
 */
export function registerContactJobs(agenda: Agenda, contactImport: ContactImportService): void {
  agenda.define(
    CONTACT_IMPORT_JOB,
    async (job: Job<{ importId: string }>) => {
      await contactImport.run(job.attrs.data.importId, { touch: () => job.touch() });
    },
    { lockLifetime: 60_000, concurrency: 2 },
  );
  contactImport.useQueue(async (importId) => {
    await agenda.now(CONTACT_IMPORT_JOB, { importId });
  });
}
