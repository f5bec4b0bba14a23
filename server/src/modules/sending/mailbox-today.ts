/**
 * Today of many mailboxes at once (the dashboard): per mailbox, the sends handed over since its
 * local midnight and the sends the forecast plans until the next one. The same replay as the
 * sending calendar (`forecastPoolSends` from the mailboxes' state), but read with one statement per
 * kind of state for all mailboxes together, so fifty mailboxes cost what one does.
 */
import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import type { MailboxPace } from '../mailbox/pacing';
import { readMailboxPace } from './queries/pace';
import {
  localDateOf,
  localDayBounds,
  nextSendAt,
  sendsLeftToday,
  type IsoDate,
} from '../mailbox/sending-window';
import { forecastPoolSends } from './pool-forecast';
import { readPoolForecast } from './pool-forecast-state';
import { readSendStatesOfMailboxes } from './queries/calendar';
import { selectPoolCampaignsOfMailboxes } from './queries/pool-forecast';

/** A mailbox's local day: what it sent so far and what it is planned to send until midnight. */
export interface MailboxToday {
  mailboxId: string;
  /** The mailbox's local date, in its sending preference's zone. */
  date: IsoDate;
  timeZone: string;
  /** Sends handed to the mail server since the local midnight. */
  made: number;
  /**
   * Sends the forecast plans from now until the local midnight (none for a mailbox not active,
   * nor for one the deliverability guard paused).
   */
  planned: number;
  /** The deliverability guard paused it (`guardrails/`): it sends nothing until resumed. */
  paused: boolean;
}

/** What the replay needs of a mailbox. */
export interface MailboxForToday {
  id: string;
  status: string;
  sendingPreference: SendingPreference;
  /** When the deliverability guard paused it; null or absent: not paused. */
  pausedAt?: Date | null;
}

/**
 * Today of each mailbox of `accounts` (all of one workspace): its send state in one statement for
 * all; then, for the active mailboxes that can still send before their local midnight (inside a
 * window, under the day's cap), the forecast's state in five more, whatever their number.
 */
export async function forecastTodayOfMailboxes(
  db: DataSource,
  workspaceId: string,
  accounts: MailboxForToday[],
  now: Date,
): Promise<MailboxToday[]> {
  if (accounts.length === 0) return [];
  const days = new Map(
    accounts.map((a) => [a.id, { mailboxId: a.id, ...localDayBounds(a.sendingPreference, now) }]),
  );
  const [states, paces] = await Promise.all([
    readSendStatesOfMailboxes(db, [...days.values()]),
    readPaces(db, accounts, days, now),
  ]);
  const stateOf = new Map(states.map((s) => [s.mail_account_id, s]));
  const sending = accounts.filter((a) => {
    const state = stateOf.get(a.id);
    const next = nextSendAt(a.sendingPreference, {
      now,
      lastSentAt: state?.last_sent_at ?? null,
      sentToday: state?.sent_today ?? 0,
      pace: paces.get(a.id),
    });
    return (
      a.status === 'active' && !a.pausedAt && next !== null && next < (days.get(a.id)?.end ?? now)
    );
  });
  const planned = await plannedToday(db, workspaceId, sending, days, stateOf, paces, now);
  return accounts.map((a) => ({
    mailboxId: a.id,
    date: localDateOf(a.sendingPreference, now),
    timeZone: a.sendingPreference.work_time.time_zone,
    made: stateOf.get(a.id)?.sent_today ?? 0,
    planned: planned.get(a.id) ?? 0,
    paused: Boolean(a.pausedAt),
  }));
}

/**
 * Per mailbox of `sending` (active, with a burst possible before its local midnight), the
 * forecast's sends from `now` until that midnight: the mailboxes replayed together, so that each
 * pool's first messages are shared among them as the dispatcher shares them.
 */
async function plannedToday(
  db: DataSource,
  workspaceId: string,
  sending: MailboxForToday[],
  days: Map<string, { start: Date; end: Date }>,
  stateOf: Map<string, { sent_today: number; last_sent_at: Date | null }>,
  paces: Map<string, MailboxPace>,
  now: Date,
): Promise<Map<string, number>> {
  const planned = new Map<string, number>();
  if (sending.length === 0) return planned;
  const campaigns = await selectPoolCampaignsOfMailboxes(
    db,
    workspaceId,
    sending.map((a) => a.id),
  );
  if (campaigns.length === 0) return planned;
  // No mailbox sends more than what is left of its day's cap before its midnight, and a pool's
  // first messages no more than its mailboxes together: reading more recipients is useless.
  const left = new Map(
    sending.map((a) => [
      a.id,
      sendsLeftToday(a.sendingPreference, stateOf.get(a.id)?.sent_today ?? 0, paces.get(a.id)),
    ]),
  );
  const most = [...left.values()].reduce((sum, n) => sum + n, 0);
  const input = await readPoolForecast(db, {
    workspaceId,
    now,
    mailboxes: sending.map((a) => ({
      id: a.id,
      sendingPreference: a.sendingPreference,
      until: days.get(a.id)?.end ?? now,
      most: left.get(a.id),
    })),
    campaigns,
    most,
    estimate: true,
    known: { states: stateOf, paces },
  });
  for (const [mailboxId, sends] of forecastPoolSends(input))
    planned.set(
      mailboxId,
      sends.reduce((sum, send) => sum + send.count, 0),
    );
  return planned;
}

/**
 * The pacing state of each mailbox (`mailbox/pacing.ts`): read for those whose preference has an
 * hourly cap or a ramp-up (one statement each: they are few), the others only seed their gaps.
 */
async function readPaces(
  db: DataSource,
  accounts: MailboxForToday[],
  days: Map<string, { start: Date }>,
  now: Date,
): Promise<Map<string, MailboxPace>> {
  return new Map(
    await Promise.all(
      accounts.map(async (a): Promise<[string, MailboxPace]> => {
        const pref = a.sendingPreference;
        const start = days.get(a.id)?.start ?? now;
        return [a.id, await readMailboxPace(db, a.id, pref, now, start)];
      }),
    ),
  );
}
