import type { Agenda, Job } from 'agenda';
import type { Logger } from 'pino';
import type { InboxSync } from './inbox-sync.service';
import { inboxRead } from '../../metrics/process-metrics';

/** One recurring job per active mailbox reads its inbox. */
export const INBOX_SYNC_JOB = 'mailbox.inbox-sync';
/** Keeps the per-mailbox jobs in line with the active mailboxes. */
export const INBOX_SCHEDULE_JOB = 'inbox.schedule';

/** An Agenda interval: whole minutes as minutes ('3 minutes'), else seconds. */
const interval = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;

/**
 * How often the per-mailbox jobs are brought in line: every 5 minutes, or as often as inboxes are
 * read when that is more often (a new mailbox is then read that soon).
 */
export const inboxScheduleEvery = (syncSeconds: number) => interval(Math.min(syncSeconds, 300));

interface InboxSyncData {
  mailAccountId: string;
}

/**
 * Registers the inbox jobs. A sync renews its lock after each batch of messages, so a long first
 * read is not taken over by another worker; a worker that died leaves the job to be picked up
 * again after the lock lifetime (and inbox_message keeps that from handling anything twice).
 */
export function registerInboxJobs(
  agenda: Agenda,
  inbox: InboxSync,
  logger: Logger,
  syncSeconds = 180,
): void {
  const log = logger.child({ job: INBOX_SYNC_JOB });
  agenda.define(
    INBOX_SYNC_JOB,
    async (job: Job<InboxSyncData>) => {
      const { mailAccountId } = job.attrs.data;
      try {
        await inbox.syncOnce(mailAccountId, { touch: () => job.touch() });
        inboxRead(mailAccountId);
      } catch (error) {
        log.warn({ err: error, mailAccountId }, 'inbox could not be read');
        throw error;
      }
    },
    { lockLifetime: 5 * 60_000, concurrency: 4 },
  );
  agenda.define(INBOX_SCHEDULE_JOB, async () => {
    await scheduleInboxSyncs(agenda, await inbox.activeMailboxIds(), syncSeconds);
  });
}

/**
 * One `mailbox.inbox-sync` job per active mailbox (unique by mailbox, an existing one keeps its
 * next run), none for the others.
 */
export async function scheduleInboxSyncs(
  agenda: Agenda,
  activeIds: string[],
  syncSeconds = 180,
): Promise<void> {
  const { jobs } = await agenda.queryJobs({ name: INBOX_SYNC_JOB });
  const scheduled = new Set(jobs.map((job) => (job.data as InboxSyncData).mailAccountId));
  const active = new Set(activeIds);
  for (const mailAccountId of active) {
    if (scheduled.has(mailAccountId)) continue;
    await agenda
      .create<InboxSyncData>(INBOX_SYNC_JOB, { mailAccountId })
      .unique({ 'data.mailAccountId': mailAccountId }, { insertOnly: true })
      .repeatEvery(interval(syncSeconds))
      .save();
  }
  for (const mailAccountId of scheduled) {
    if (!active.has(mailAccountId))
      await agenda.cancel({ name: INBOX_SYNC_JOB, data: { mailAccountId } });
  }
}
