import type { Agenda, AgendaBackend, NotificationChannel } from 'agenda';
import { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Services } from '../services';
import { RESET_MAIL_RESUME_JOB } from '../modules/auth/password-reset.jobs';
import { INBOX_SCHEDULE_JOB, inboxScheduleEvery } from '../modules/inbox/inbox.jobs';
import { DELIVERABILITY_RECHECK_JOB } from '../modules/deliverability/deliverability.jobs';
import { DOMAIN_SWEEP_JOB } from '../modules/contact/contact.jobs';
import { MODULES } from '../modules';
import { registerJobs } from './registry';
import { releaseStaleLocks, staleLocksOf } from './stale-locks';

type AgendaBackendKind = 'postgres' | 'mongo';

/** Agenda keeps its jobs in our Postgres, unless the operator points it at MongoDB. */
export function agendaBackendKind(config: Pick<Config, 'agendaMongoUrl'>): AgendaBackendKind {
  return config.agendaMongoUrl ? 'mongo' : 'postgres';
}

/** Builds the backend for the configured store. Both packages are ESM-only: loaded on demand. */
export async function createAgendaBackend(
  config: Pick<Config, 'agendaMongoUrl'>,
  databaseUrl: string,
  pool?: Pool,
): Promise<AgendaBackend> {
  if (agendaBackendKind(config) === 'mongo') {
    const { MongoBackend } = await import('@agendajs/mongo-backend');
    return new MongoBackend({
      address: config.agendaMongoUrl!,
      collection: 'agendaJobs',
      ensureIndex: true,
    });
  }
  const { PostgresBackend } = await import('@agendajs/postgres-backend');
  // Tables come from a migration: two workers creating them at once would race.
  return pool
    ? new PostgresBackend({ pool, ensureSchema: false })
    : new PostgresBackend({ connectionString: databaseUrl, ensureSchema: false });
}

export interface Jobs {
  agenda: Agenda;
  kind: AgendaBackendKind;
  stop(): Promise<void>;
}

/**
 * Starts Agenda. With `process: false` (the API role) it only enqueues: its notification channel is
 * connected by hand so that workers hear new jobs at once.
 */
export async function startJobs(
  services: Services,
  databaseUrl: string,
  options: { process: boolean; logger: Logger; processEvery?: string | number },
): Promise<Jobs> {
  const { Agenda } = await import('agenda');
  // Our own pool, so that a dropped idle connection is logged instead of crashing the process.
  const pool = new Pool({ connectionString: databaseUrl, max: 5 });
  pool.on('error', (err) => options.logger.warn({ err }, 'job queue connection dropped'));
  const backend = await createAgendaBackend(services.config, databaseUrl, pool);
  const agenda = new Agenda({
    backend,
    name: `outbound-${process.pid}`,
    processEvery: options.processEvery ?? '5 seconds',
    // Long jobs renew their lock (`job.touch()`); a dead worker's lock runs out after this.
    defaultLockLifetime: 10 * 60_000,
  });
  const channel: NotificationChannel | undefined = backend.notificationChannel;
  // A dropped LISTEN connection emits 'error'; unhandled, it would kill the process.
  channel?.on('error', (err) => options.logger.warn({ err }, 'job notification channel error'));
  agenda.on('error', (err: Error) => options.logger.error({ err }, 'job queue error'));
  registerJobs(agenda, services, options.logger);
  /** What the modules run in the worker besides Agenda (the dispatch scheduler). */
  const loops: { stop(): Promise<void> }[] = [];
  if (options.process) {
    if (agendaBackendKind(services.config) === 'postgres') {
      const lifetimes = Object.fromEntries(
        Object.entries(agenda.definitions).map(([name, definition]) => [
          name,
          definition.lockLifetime,
        ]),
      );
      const released = await releaseStaleLocks(pool, staleLocksOf(services.config), lifetimes);
      if (released > 0) options.logger.info({ released }, 'released job locks of stopped workers');
    }
    await agenda.start();
    await agenda.every('1 hour', 'housekeeping.purge', undefined, { skipImmediate: false });
    await agenda.every('1 minute', RESET_MAIL_RESUME_JOB, undefined, { skipImmediate: false });
    await agenda.every('1 minute', DOMAIN_SWEEP_JOB, undefined, { skipImmediate: false });
    const inboxSchedule = inboxScheduleEvery(services.config.inboxSyncSeconds);
    await agenda.every(inboxSchedule, INBOX_SCHEDULE_JOB, undefined, {
      skipImmediate: false,
    });
    await agenda.every('1 hour', DELIVERABILITY_RECHECK_JOB, undefined, { skipImmediate: false });
    for (const feature of MODULES)
      if (feature.startWorker) loops.push(await feature.startWorker(services, options.logger));
  } else {
    await agenda.ready;
    await channel?.connect();
  }
  return {
    agenda,
    kind: agendaBackendKind(services.config),
    async stop() {
      if (!options.process) await channel?.disconnect().catch(() => undefined);
      for (const loop of loops) await loop.stop();
      await agenda.stop();
      await pool.end();
    },
  };
}
