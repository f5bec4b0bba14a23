/**
 * The plan of a dispatch run for a mailbox whose pools hold a campaign sending in each
 * recipient's time zone (sending README, "Recipient time zones"). The mailbox's window is read
 * in every zone its recipients wait in, as well as its own: the run is due at the earliest
 * instant one of those windows is open, at least the gap after the last send and within the
 * day's cap, the hourly cap and ramp-up, all counted on the mailbox's own local day
 * (`sending-window.ts`'s rules, unchanged). The run's gate then says which zones are open now,
 * so that only recipients inside their hours are claimed. Work per distinct zone, none per
 * recipient.
 */
import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { zonesWaitingOnMailbox, type ZoneGate } from '../campaign/recipients/recipient-zones';
import { burstSize, nextSendAt, nextWindowStart } from '../mailbox/sending-window';
import type { MailboxPace } from '../mailbox/pacing';
import { alwaysOpen, inZone, openZones } from './recipient-zones';
import { mailboxSendState, planBurst, withSends, withSendsAt } from './send-planner';

/** When the window in `zone` next opens at or after `at`; null when never, or the zone is unknown. */
function windowStartIn(pref: SendingPreference, zone: string, at: Date): Date | null {
  try {
    return nextWindowStart(inZone(pref, zone), at);
  } catch {
    return null;
  }
}

/**
 * The earliest instant at or after `now` when the mailbox may send to a recipient of one of
 * `zones` (or of its own zone): the gap, the day's cap and the hourly cap as `nextSendAt` weighs
 * them in the mailbox's zone, then the first window of any of the zones from there. Null when no
 * window ever opens.
 */
export function nextSendAtInZones(
  pref: SendingPreference,
  state: { now: Date; lastSentAt: Date | null; sentToday: number; pace?: MailboxPace },
  zones: readonly string[],
): Date | null {
  const earliest = nextSendAt(alwaysOpen(pref), state);
  if (!earliest) return null;
  let next: Date | null = null;
  for (const zone of [pref.work_time.time_zone, ...zones]) {
    const start = windowStartIn(pref, zone, earliest);
    if (start && (!next || start < next)) next = start;
  }
  return next;
}

/** A run's plan: how many it may send now, when the next burst may start, the zones open now. */
export interface ZonePlan {
  size: number;
  nextAt: Date | null;
  gate: ZoneGate;
  /** When the next burst may start once this run handed `handedOver` sends over (`planBurst`). */
  after(handedOver: number): Date | null;
  /** When the next send may go once this run handed sends over at `instants` (`planBurst`). */
  afterSendsAt(instants: readonly Date[]): Date | null;
  /** The zones open at a later instant of the run (a paced run's sends: `paced-burst.ts`). */
  gateAt(at: Date): ZoneGate | null;
}

/** `planBurst` for a mailbox with recipients in other zones (`zones`: theirs, distinct). */
export async function planBurstInZones(
  db: DataSource,
  mailboxId: string,
  pref: SendingPreference,
  now: Date,
  zones: readonly string[],
): Promise<ZonePlan> {
  const state = await mailboxSendState(db, mailboxId, pref, now);
  const mailboxZone = pref.work_time.time_zone;
  const nextAt = nextSendAtInZones(pref, { now, ...state }, zones);
  const due = nextAt !== null && nextAt.getTime() <= now.getTime();
  const all = [...new Set([mailboxZone, ...zones])];
  return {
    size: due ? burstSize(pref, state.sentToday, state.pace, now) : 0,
    nextAt,
    gate: { open: due ? openZones(pref, all, now) : [], mailboxZone },
    after: (handedOver) =>
      handedOver > 0
        ? nextSendAtInZones(pref, { now, ...withSends(state, handedOver, now) }, zones)
        : nextAt,
    afterSendsAt: (instants) =>
      instants.length > 0
        ? nextSendAtInZones(
            pref,
            { now: instants[instants.length - 1], ...withSendsAt(state, instants) },
            zones,
          )
        : nextAt,
    gateAt: (at) => ({ open: openZones(pref, all, at), mailboxZone }),
  };
}

/** A run's plan: a `ZonePlan`, its gate null when no campaign sends in the recipient's zone. */
export type RunPlan = Omit<ZonePlan, 'gate'> & { gate: ZoneGate | null };

/**
 * The plan of a run: `planBurst` with no gate when none of the mailbox's started campaigns sends
 * in the recipient's zone (exactly as without the setting), else `planBurstInZones`.
 */
export async function planRun(
  db: DataSource,
  mailboxId: string,
  pref: SendingPreference,
  now: Date,
): Promise<RunPlan> {
  const zones = await zonesWaitingOnMailbox(db, mailboxId);
  if (zones === null)
    return { ...(await planBurst(db, mailboxId, pref, now)), gate: null, gateAt: () => null };
  return planBurstInZones(db, mailboxId, pref, now, zones);
}
