/**
 * The services of a kill test's worker process (`kill-worker.ts`, `paced-kill-worker.ts`): built
 * against the test database named by KILL_DATABASE_URL, with the sandbox's mail settings.
 */
import pino from 'pino';
import { loadConfig } from '../../../config';
import { createDataSource } from '../../../db/data-source';
import { createServices } from '../../../services';

export async function killWorkerServices(poolSize: number) {
  const env = process.env;
  const db = createDataSource(env.KILL_DATABASE_URL!, { poolSize });
  await db.initialize();
  const config = loadConfig({
    PUBLIC_URL: 'http://outbound.test',
    OUTBOUND_DATA_DIR: env.KILL_DATA_DIR,
    LOG_LEVEL: 'silent',
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    // The sandbox offers no STARTTLS.
    ALLOW_PLAINTEXT_MAIL_AUTH: 'true',
  });
  const logger = pino({ level: 'silent' });
  return { db, logger, services: createServices(db, config, logger) };
}
