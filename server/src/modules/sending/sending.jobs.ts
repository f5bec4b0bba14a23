import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';
import type { DispatchService } from './dispatch.service';

/** One recurring job per mailbox with something to send: `DispatchService.dispatchOnce`. */
export const DISPATCH_JOB = 'mailbox.dispatch';
/** Keeps the per-mailbox dispatch jobs in line with the mailboxes that have something to send. */
export const SENDING_SCHEDULE_JOB = 'sending.schedule';
/**
 * How often each mailbox's dispatcher looks for a due burst (the planner applies the gap), and how
 * often `sending.schedule` starts due campaigns and gives their mailboxes a dispatch job.
 */
export const DISPATCH_EVERY = '1 minute';
/**
 * How long a dispatch job's lock lives without renewal: a run renews it at least every
 * LEASE_RENEW_MS (20 s) while it works, so a job whose worker died (SIGKILL, power loss) is taken up
 * again at most this long after its last renewal, well within 2 minutes of a restart (and at once
 * in the single-process role, which releases every earlier lock when it starts: `jobs/agenda.ts`).
 */
const DISPATCH_LOCK_MS = 90_000;

interface DispatchData {
  mailboxId: string;
}

/**
 * `mailbox.dispatch`: one recurring job per mailbox (unique on its id) running `dispatchOnce`.
 * `sending.schedule`: every minute, gives every mailbox with a started or scheduled campaign its
 * dispatch job (and starts scheduled campaigns whose time has come), and cancels the job of a
 * mailbox left with nothing to send (see `scheduleDispatches`).
 */
export function registerSendingJobs(
  agenda: Agenda,
  dispatch: DispatchService,
  logger: Logger,
): void {
  const log = logger.child({ module: 'sending' });
  agenda.define(
    DISPATCH_JOB,
    async (job: Job<DispatchData>) => {
      const result = await dispatch.dispatchOnce(job.attrs.data.mailboxId, new Date(), {
        keepAlive: () => job.touch(),
      });
      await job.touch();
      const { sent, failed, retrying, interrupted, reconciled, resent, uncertain } = result;
      if (sent || failed || retrying || interrupted || reconciled || resent || uncertain)
        log.info({ mailboxId: job.attrs.data.mailboxId, ...result }, 'dispatched a burst');
    },
    { lockLifetime: DISPATCH_LOCK_MS, concurrency: 4 },
  );
  agenda.define(SENDING_SCHEDULE_JOB, async () => {
    await scheduleDispatches(agenda, dispatch);
  });
}

/**
 * One `mailbox.dispatch` job per mailbox with a started or scheduled campaign (unique by mailbox,
 * an existing one keeps its next run). The job of a mailbox with nothing left to send (no such
 * campaign, no send to reconcile: `idleMailboxes`) is cancelled, unless it is running: the next
 * schedule cancels it.
 */
export async function scheduleDispatches(agenda: Agenda, dispatch: DispatchService): Promise<void> {
  const active = new Set(await dispatch.mailboxesToDispatch());
  for (const mailboxId of active) {
    await agenda
      .create<DispatchData>(DISPATCH_JOB, { mailboxId })
      .unique({ 'data.mailboxId': mailboxId }, { insertOnly: true })
      .repeatEvery(DISPATCH_EVERY, { skipImmediate: false })
      .save();
  }
  const { jobs } = await agenda.queryJobs({ name: DISPATCH_JOB });
  const others = jobs
    .filter((job) => !job.lockedAt)
    .map((job) => (job.data as DispatchData).mailboxId)
    .filter((mailboxId) => !active.has(mailboxId));
  for (const mailboxId of await dispatch.idleMailboxes(others))
    await agenda.cancel({ name: DISPATCH_JOB, data: { mailboxId } });
}
