import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';
import type { SendingService } from './dispatch.service';

/** How often each mailbox's dispatcher looks for a due burst (the planner applies the gap). */
export const DISPATCH_EVERY = '1 minute';
/**
 * How long a dispatch job's lock lives without renewal: a run renews it at least every
 * LEASE_RENEW_MS (20 s) while it works, so a job whose worker died (SIGKILL, power loss) is taken up
 * again at most this long after its last renewal, well within 2 minutes of a restart (and at once
 * in the single-process role, which releases every earlier lock when it starts: `jobs/agenda.ts`).
 */
export const DISPATCH_LOCK_MS = 90_000;

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
      const result = await sending.dispatchOnce(job.attrs.data.mailboxId, new Date(), {
        keepAlive: () => job.touch(),
      });
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
