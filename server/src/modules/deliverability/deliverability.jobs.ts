import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';
import type { DeliverabilityService } from './deliverability.service';

/** Re-checks the mailboxes whose last check is a day old (scheduled hourly by the worker). */
export const DELIVERABILITY_RECHECK_JOB = 'deliverability.recheck';

/** Mailboxes re-checked per run; the rest are still due at the next run. */
const PER_RUN = 100;

export function registerDeliverabilityJobs(
  agenda: Agenda,
  deliverability: DeliverabilityService,
  logger: Logger,
): void {
  const log = logger.child({ job: DELIVERABILITY_RECHECK_JOB });
  agenda.define(
    DELIVERABILITY_RECHECK_JOB,
    async (job: Job) => {
      const checked = await deliverability.recheckDue(PER_RUN, () => job.touch());
      if (checked > 0) log.info({ checked }, 'deliverability re-checked');
    },
    { lockLifetime: 2 * 60_000, concurrency: 1 },
  );
}
