import type { Agenda, Job } from 'agenda';
import type { DataSource } from 'typeorm';
import { sharedDns } from '../../dns/resolver';
import type { ContactImportService } from './contact-import.service';
import { checkListDomains, checkPendingDomains } from './domain-checks';

const CONTACT_IMPORT_JOB = 'contact.import';
/** The recipient address checks of an imported list's domains (`domain-checks.ts`). */
const DOMAIN_CHECKS_JOB = 'contact.domainChecks';
/** Every minute: the domains still pending (queued by an enrolment whose own job was lost). */
export const DOMAIN_SWEEP_JOB = 'contact.domainSweep';

/**
 * Registers the import job and hands the service its queue. Runs in a worker; the API only
 * enqueues. The lock is renewed while the import runs, so an import whose worker died is taken up
 * again about a minute later (the import itself is idempotent).
 */
export function registerContactJobs(
  agenda: Agenda,
  contactImport: ContactImportService,
  db: DataSource,
): void {
  agenda.define(
    CONTACT_IMPORT_JOB,
    async (job: Job<{ importId: string }>) => {
      await contactImport.run(job.attrs.data.importId, { touch: () => job.touch() });
      await agenda.now(DOMAIN_CHECKS_JOB, { importId: job.attrs.data.importId });
    },
    { lockLifetime: 60_000, concurrency: 2 },
  );
  agenda.define(
    DOMAIN_CHECKS_JOB,
    async (job: Job<{ importId: string }>) => {
      await checkListDomains(db, sharedDns(), job.attrs.data.importId);
    },
    { lockLifetime: 60_000, concurrency: 1 },
  );
  agenda.define(
    DOMAIN_SWEEP_JOB,
    async () => {
      await checkPendingDomains(db, sharedDns());
    },
    { lockLifetime: 60_000, concurrency: 1 },
  );
  contactImport.useQueue(async (importId) => {
    await agenda.now(CONTACT_IMPORT_JOB, { importId });
  });
}
