/**
 * A paced mailbox's run (sending README, "Paced runs"): the mailbox sends one email at a time
 * with a drawn gap after each, so a run that sent only one would make every send a whole run
 * (the mailbox, the reconcile check, the plan, the balance, the candidates, the claim, the
 * render). Instead the run claims and renders the sends of its next minute at once, then sends
 * each at its own instant: it waits for it (the scheduler counts the run idle meanwhile), re-checks
 * and describes that one send right before it goes (a reply or an unsubscribe recorded during the
 * wait stops it), and sends it stamped with that instant; what the server accepted is recorded
 * before each wait. The instants are the planner's (`afterSendsAt`): the same gaps the calendar
 * draws. A send left when the run ends (its instant is past the run's horizon, the worker stops,
 * a failure ends the run) stays `claimed`, and the mailbox's next run sends it first, as it does
 * with the claims of a run that died.
 */
import type { ZoneGate } from '../campaign/recipients/recipient-zones';
import {
  closeBurst,
  openBurst,
  prepareSends,
  sendOne,
  type Burst,
  type BurstDeps,
} from './send-burst';

/**
 * A send that goes this little after its instant (a timer fires late, a re-check takes a moment)
 * is stamped with its instant, so that the gaps are the drawn ones; later than this, with when it
 * really went.
 */
const ON_TIME_MS = 1_000;

/** How a paced run times its sends. */
export interface Pacing {
  /** When the next send may go once the run handed sends over at these instants (planner's). */
  nextAfter(handedAt: readonly Date[]): Date | null;
  /** The zones open at an instant of the run (null: no campaign sends in the recipient's zone). */
  gateAt(at: Date): ZoneGate | null;
  /** No send goes whose instant is later than this (ms). */
  until: number;
  /** Waits `ms`; resolves early once the worker stops. */
  wait(ms: number): Promise<void>;
  /** The worker is stopping: the run sends no more. */
  stopping(): boolean;
  /** The clock the instants are read against (ms). */
  clock(): number;
}

/**
 * Sends `burst.burst` one at a time, the first at `burst.now`, each next one at the planner's
 * instant after those handed over. Answers the instants of the sends handed over (sent, or
 * interrupted after the whole message went), in order.
 */
export async function sendPaced(deps: BurstDeps, burst: Burst, pacing: Pacing): Promise<Date[]> {
  const { run, ready } = await openBurst(deps, burst);
  const handedAt: Date[] = [];
  let due = burst.now.getTime();
  try {
    for (const send of ready) {
      if (run.recorder.failed || pacing.stopping()) break;
      const wait = due - pacing.clock();
      if (wait > 0) {
        // What was accepted is recorded before the wait, not with the next message's start
        // seconds later: a crash meanwhile leaves it sent, not interrupted.
        await run.recorder.drain();
        if (!run.recorder.failed) run.accepted = null;
        await pacing.wait(wait);
      }
      if (pacing.stopping()) break;
      await burst.lease.renew();
      const late = pacing.clock() - due;
      const at = new Date(late > ON_TIME_MS ? due + late : due);
      const prepared = await prepareSends(deps, run, [send], pacing.gateAt(at));
      // Refused at its instant (stopped, out of its zone's hours): the next one goes instead.
      if (!prepared.has(send.id)) continue;
      const handed = run.result.sent + run.result.interrupted;
      const outcome = await sendOne(deps, run, send, at);
      if (run.result.sent + run.result.interrupted > handed) handedAt.push(at);
      if (outcome === 'stop') break;
      const next = pacing.nextAfter(handedAt);
      if (!next || next.getTime() > pacing.until) break;
      due = Math.max(due, next.getTime());
    }
  } finally {
    await closeBurst(deps, run);
  }
  return handedAt;
}

/**
 * How many sends a paced run claims: its first at `now`, then each at the planner's next instant,
 * as long as that falls by `until` (at most `most`).
 */
export function pacedRunSize(
  now: Date,
  until: number,
  most: number,
  nextAfter: (handedAt: readonly Date[]) => Date | null,
): number {
  const instants = [now];
  while (instants.length < most) {
    const next = nextAfter(instants);
    if (!next || next.getTime() > until) break;
    instants.push(next);
  }
  return instants.length;
}
