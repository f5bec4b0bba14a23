/**
 * A whole worker for the crash-recovery test (run with `node -r @swc-node/register`): the services
 * and Agenda as `main.ts` starts them in the single-process role `all` on its own Postgres (no
 * DATABASE_URL in its configuration: every job lock left in the database is a dead process's), on
 * the test database, with the real clock. Prints "ready" once Agenda runs.
 */
import 'reflect-metadata';
import pino from 'pino';
import { loadConfig } from '../../../config';
import { createDataSource } from '../../../db/data-source';
import { startJobs } from '../../../jobs/agenda';
import { createServices } from '../../../services';

async function main(): Promise<void> {
  const env = process.env;
  const db = createDataSource(env.WORKER_DATABASE_URL!, { poolSize: 5 });
  await db.initialize();
  const config = loadConfig({
    PUBLIC_URL: 'http://outbound.test',
    OUTBOUND_DATA_DIR: env.WORKER_DATA_DIR,
    OUTBOUND_ROLE: 'all',
    LOG_LEVEL: 'silent',
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    // The sandbox offers no STARTTLS.
    ALLOW_PLAINTEXT_MAIL_AUTH: 'true',
  });
  const logger = pino({ level: 'silent' });
  const services = createServices(db, config, logger);
  await startJobs(services, env.WORKER_DATABASE_URL!, { process: true, logger, processEvery: 250 });
  process.stdout.write('ready\n');
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
