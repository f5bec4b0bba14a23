import type { Agenda, Job } from 'agenda';
import type { PasswordResetMail } from './password-reset-mail';

/** Mails one reset link; its data is the link's id and nothing else. */
export const RESET_MAIL_JOB = 'auth.reset-mail';
/** Mails the reset links whose job was lost (a crash between the link and its job) or gave up. */
export const RESET_MAIL_RESUME_JOB = 'auth.reset-mail-resume';

/** Retries of a failed send: 30 s, 60 s, … for about half an hour; the link lives an hour. */
const retryAfter = ({ attempt }: { attempt: number }) => (attempt <= 7 ? attempt * 30_000 : null);

/**
 * Registers the reset-mail jobs and hands the mail its queue. Runs in a worker; the API only
 * enqueues. A worker that dies mid-send loses its lock after a minute and the job runs again (the
 * link's claim keeps two runs from both sending).
 */
export function registerPasswordResetJobs(agenda: Agenda, resetMail: PasswordResetMail): void {
  agenda.define(
    RESET_MAIL_JOB,
    async (job: Job<{ resetId: string }>) => {
      await resetMail.send(job.attrs.data.resetId);
    },
    { lockLifetime: 60_000, concurrency: 4, backoff: retryAfter, removeOnComplete: true },
  );
  agenda.define(RESET_MAIL_RESUME_JOB, async () => {
    await resetMail.resumeUnmailed();
  });
  resetMail.useQueue(async (resetId) => {
    await agenda.now(RESET_MAIL_JOB, { resetId });
  });
}
