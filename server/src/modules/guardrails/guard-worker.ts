import type { Logger } from 'pino';
import type { Services } from '../../services';

/** How often a worker weighs again the mailboxes and campaigns with recent bounces. */
export const GUARD_SWEEP_MS = 2 * 60_000;

/**
 * The guard's side of a worker: a sweep at start and every 2 minutes (`GuardrailsService.sweep`),
 * so a pause a failed weighing missed comes within 2 minutes. Sweeps of several workers at once
 * are harmless: the mailboxes are locked while weighed and a pause is written once.
 */
export async function startGuardWorker(
  services: Services,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  const log = logger.child({ module: 'guardrails' });
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = services.guardrails
      .sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'guardrail sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, GUARD_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
