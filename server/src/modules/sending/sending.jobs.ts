import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';
import type { SendingService } from './dispatch.service';

/** How often each mailbox's dispatcher looks for a due burst (the planner applies the gap). */
export const DISPATCH_EVERY = '1 minute';
/** Longer than any burst (at most max_job_in_single_burst sends); renewed after each run. */
const DISPATCH_LOCK_MS = 10 * 60_000;

/**
 * `mailbox.dispatch`: one recurring job per mailbox (unique on its id) running `dispatchOnce`.
 * `sending.schedule`: every minute, gives every mailbox with a started or scheduled campaign its
 * dispatch job (and starts scheduled campaigns whose time has come).
 */
export function registerSendingJobs(agenda: Agenda, sending: SendingService, logger: Logger): void {
  const log = logger.child({ module: 'sending' });
  agenda.define(
    'mailbox.dispatch',
    async (job: Job<{ mailboxId: string }>) => {
      const result = await sending.dispatchOnce(job.attrs.data.mailboxId);
      await job.touch();
      const { sent, failed, retrying, interrupted, reconciled, resent, uncertain } = result;
      if (sent || failed || retrying || interrupted || reconciled || resent || uncertain)
        log.info({ mailboxId: job.attrs.data.mailboxId, ...result }, 'dispatched a burst');
    },
    { lockLifetime: DISPATCH_LOCK_MS, concurrency: 4 },
  );
  agenda.define('sending.schedule', async () => {
    for (const mailboxId of await sending.mailboxesToDispatch()) {
      await agenda
        .create('mailbox.dispatch', { mailboxId })
        .unique({ 'data.mailboxId': mailboxId }, { insertOnly: true })
        .repeatEvery(DISPATCH_EVERY, { skipImmediate: false })
        .save();
    }
  });
}
