import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';
import type { InboxSync } from './inbox-sync.service';

/** One recurring job per active mailbox reads its inbox. */
export const INBOX_SYNC_JOB = 'mailbox.inbox-sync';
const INBOX_SYNC_EVERY = '3 minutes';
/** Keeps the per-mailbox jobs in line with the active mailboxes. */
export const INBOX_SCHEDULE_JOB = 'inbox.schedule';
export const INBOX_SCHEDULE_EVERY = '5 minutes';

interface InboxSyncData {
  mailAccountId: string;
}

/**
 * Registers the inbox jobs. A sync renews its lock after each batch of messages, so a long first
 * read is not taken over by another worker; a worker that died leaves the job to be picked up
 * again after the lock lifetime (and inbox_message keeps that from handling anything twice).
 */
export function registerInboxJobs(agenda: Agenda, inbox: InboxSync, logger: Logger): void {
  const log = logger.child({ job: INBOX_SYNC_JOB });
  agenda.define(
    INBOX_SYNC_JOB,
    async (job: Job<InboxSyncData>) => {
      const { mailAccountId } = job.attrs.data;
      try {
        await inbox.syncOnce(mailAccountId, { touch: () => job.touch() });
      } catch (error) {
        log.warn({ err: error, mailAccountId }, 'inbox could not be read');
        throw error;
      }
    },
    { lockLifetime: 5 * 60_000, concurrency: 4 },
  );
  agenda.define(INBOX_SCHEDULE_JOB, async () => {
    await scheduleInboxSyncs(agenda, await inbox.activeMailboxIds());
  });
}

/**
 * One `mailbox.inbox-sync` job per active mailbox (unique by mailbox, an existing one keeps its
 * next run), none for the others.
 */
export async function scheduleInboxSyncs(agenda: Agenda, activeIds: string[]): Promise<void> {
  const { jobs } = await agenda.queryJobs({ name: INBOX_SYNC_JOB });
  const scheduled = new Set(jobs.map((job) => (job.data as InboxSyncData).mailAccountId));
  const active = new Set(activeIds);
  for (const mailAccountId of active) {
    if (scheduled.has(mailAccountId)) continue;
    await agenda
      .create<InboxSyncData>(INBOX_SYNC_JOB, { mailAccountId })
      .unique({ 'data.mailAccountId': mailAccountId }, { insertOnly: true })
      .repeatEvery(INBOX_SYNC_EVERY)
      .save();
  }
  for (const mailAccountId of scheduled) {
    if (!active.has(mailAccountId))
      await agenda.cancel({ name: INBOX_SYNC_JOB, data: { mailAccountId } });
  }
}
