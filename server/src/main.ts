import 'reflect-metadata';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/data-source';
import { ensureDatabase } from './db/database-url';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { poolErrorLogger } from './db/pool-errors';
import { buildApp } from './http/app';
import { startJobs, type Jobs } from './jobs/agenda';
import { ensureOwner, type FirstRunOwner } from './modules/auth/first-run';
import { startErrorReporting } from './error-reporting';
import { listenForScrapes } from './metrics/metrics-endpoint';
import { loadSecret } from './secret';
import { createServices, metricsSources } from './services';

function banner(
  config: Config,
  owner: FirstRunOwner | undefined,
  embedded?: EmbeddedPostgres,
): string {
  const lines = [''];
  if (config.role !== 'worker') lines.push(`  Outbound is running at ${config.publicUrl}`);
  else lines.push('  Outbound worker is running');
  lines.push(`  role: ${config.role}`);
  if (embedded) {
    lines.push(`  database: embedded Postgres, data in ${embedded.dataDir}`);
    if (embedded.relocatedFrom) {
      lines.push(
        `  (the postgres user cannot reach ${embedded.relocatedFrom}; set OUTBOUND_DATA_DIR to choose another place)`,
      );
    }
  } else {
    lines.push('  database: DATABASE_URL');
  }
  if (!config.systemSmtpUrl) {
    lines.push(
      `  system mail (resets, invites): written to ${path.join(config.dataDir, 'outbox')}`,
    );
  }
  if (owner) {
    lines.push(
      '',
      '  First run: sign in as the owner of the new workspace',
      `    email:    ${owner.email}`,
    );
    if (owner.generatedPassword) {
      lines.push(
        `    password: ${owner.generatedPassword}   (shown once; change it under Account)`,
      );
    } else {
      lines.push('    password: the value of OUTBOUND_ADMIN_PASSWORD');
    }
  }
  lines.push('');
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Outbound cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel, base: { role: config.role } });
  loadSecret(config);
  await startErrorReporting(config.sentry.dsn, config.role, logger);

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres') });
    databaseUrl = await ensureDatabase(embedded.url, 'outbound');
  }
  let stopping = false;
  const db = await openDatabase(
    databaseUrl,
    poolErrorLogger(logger, () => stopping),
    { poolSize: config.databasePoolSize, genericPlans: config.role === 'worker' },
  );
  const owner = await ensureOwner(db, config);
  const services = createServices(db, config, logger);

  const app = config.role === 'worker' ? undefined : await buildApp(services, logger);
  const jobs: Jobs = await startJobs(services, databaseUrl, {
    process: config.role !== 'api',
    logger: logger.child({ module: 'jobs' }),
  });
  if (app) await app.listen({ port: config.port, host: config.host });
  // A worker has no HTTP server: its metrics get a port of their own when one is set.
  const { token: metricsToken, port: metricsPort } = config.metrics;
  const scrapes =
    !app && metricsToken && metricsPort
      ? await listenForScrapes(metricsPort, metricsToken, metricsSources(services), logger)
      : undefined;

  console.log(banner(config, owner, embedded));
  logger.info({ ms: Date.now() - started, jobs: jobs.kind }, 'ready');

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app?.close().catch((err) => logger.error({ err }, 'http close failed'));
    scrapes?.close();
    await jobs.stop().catch((err) => logger.error({ err }, 'job queue stop failed'));
    services.mail.close();
    services.dispatch.closeConnections();
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`Outbound cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
