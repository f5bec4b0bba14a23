/**
 * A dispatch worker for the kill test (run with `node -r @swc-node/register`): builds the services
 * against the test database and runs `dispatchOnce` for each mailbox of KILL_MAILBOX_ID (ids separated
 * by commas: a pool) in turn, in a loop until it is killed.
 * Its clock runs KILL_CLOCK_SPEED times faster than real time from KILL_CLOCK_EPOCH (the same for
 * every worker of a run), so interrupted sends become old enough to reconcile within seconds.
 */
import 'reflect-metadata';
import { killWorkerServices } from './kill-services';

async function main(): Promise<void> {
  const env = process.env;
  const { services } = await killWorkerServices(3);
  const mailboxIds = env.KILL_MAILBOX_ID!.split(',');
  const start = Number(env.KILL_CLOCK_START);
  const epoch = Number(env.KILL_CLOCK_EPOCH);
  const speed = Number(env.KILL_CLOCK_SPEED);
  const now = () => new Date(start + (Date.now() - epoch) * speed);
  process.stdout.write('ready\n');
  for (;;) {
    let sent = 0;
    for (const mailboxId of mailboxIds)
      sent += (await services.dispatch.dispatchOnce(mailboxId, now())).sent;
    if (sent === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
