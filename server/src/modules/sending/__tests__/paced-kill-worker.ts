/**
 * A worker for the paced kill test (run with `node -r @swc-node/register`): builds the services
 * against the test database and runs the dispatch scheduler on the real clock, as a worker does,
 * with short leases (a killed worker's mailboxes are free again within seconds) and a paced run's
 * horizon of PACED_KILL_HORIZON_MS, until it is killed.
 */
import 'reflect-metadata';
import { DispatchScheduler } from '../dispatch-scheduler';
import { killWorkerServices } from './kill-services';

async function main(): Promise<void> {
  const { db, logger, services } = await killWorkerServices(4);
  const scheduler = new DispatchScheduler(db, services.dispatch, logger, {
    concurrency: 4,
    pollMs: 50,
    scheduleEveryMs: 500,
    leaseMs: 3_000,
    paceHorizonMs: Number(process.env.PACED_KILL_HORIZON_MS),
  });
  await scheduler.start();
  process.stdout.write('ready\n');
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
