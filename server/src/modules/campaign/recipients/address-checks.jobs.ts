import type { Agenda, Job } from 'agenda';
import type { AddressChecksService, AddressCheckTarget } from './address-checks.service';

const ADDRESS_CHECKS_JOB = 'recipients.addressChecks';

/**
 * Registers the address checks' job and hands the service its queue. The lock is short and the
 * check idempotent: a check whose worker died runs again about a minute later.
 */
export function registerAddressCheckJobs(agenda: Agenda, checks: AddressChecksService): void {
  agenda.define(
    ADDRESS_CHECKS_JOB,
    async (job: Job<AddressCheckTarget>) => {
      await checks.run(job.attrs.data);
    },
    { lockLifetime: 60_000, concurrency: 2 },
  );
  checks.useQueue(async (target) => {
    await agenda.now(ADDRESS_CHECKS_JOB, target);
  });
}
