/**
 * Today of many mailboxes at once (the dashboard): per mailbox, the sends handed over since its
 * local midnight and the sends the forecast plans until the next one. The same replay as the
 * sending calendar (`forecastSends` from the mailbox's state), but read with one statement per kind
 * of state for all mailboxes together, so fifty mailboxes cost what one does.
 */
import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import type { MailboxPace } from '../mailbox/pacing';
import { readMailboxPace } from './queries/pace';
import {
  estimateFirstMessagesWaiting,
  estimateFollowUpsWaiting,
} from '../campaign/recipients/recipient-progress';
import {
  localDateOf,
  localDayBounds,
  nextSendAt,
  sendsLeftToday,
  type IsoDate,
} from '../mailbox/sending-window';
import { forecastSends, type ForecastCampaign } from './send-forecast';
import {
  readSendStatesOfMailboxes,
  selectForecastCampaignsOfMailboxes,
  selectForecastSteps,
  selectWaitingRetriesOfMailboxes,
  type ForecastCampaignRow,
} from './queries/calendar';

/** A mailbox's local day: what it sent so far and what it is planned to send until midnight. */
export interface MailboxToday {
  mailboxId: string;
  /** The mailbox's local date, in its sending preference's zone. */
  date: IsoDate;
  timeZone: string;
  /** Sends handed to the mail server since the local midnight. */
  made: number;
  /** Sends the forecast plans from now until the local midnight (none for a mailbox not active). */
  planned: number;
}

/** What the replay needs of a mailbox. */
export interface MailboxForToday {
  id: string;
  status: string;
  sendingPreference: SendingPreference;
}

type StepRow = { campaign_id: string; position: number; delay_days: number; status: string };

/** The forecast's view of campaigns: their start, steps and first messages waiting. */
export function forecastCampaignsOf(
  campaigns: ForecastCampaignRow[],
  steps: StepRow[],
  firstsWaiting: Map<string, number>,
  now: Date,
): ForecastCampaign[] {
  return campaigns.map((c) => ({
    id: c.id,
    startsAt: c.status === 'scheduled' ? (c.start_time ?? now) : null,
    steps: steps
      .filter((step) => step.campaign_id === c.id)
      .map((step) => ({
        position: step.position,
        delayDays: step.delay_days,
        active: step.status === 'active',
      })),
    firstsWaiting: firstsWaiting.get(c.id) ?? 0,
  }));
}

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
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
    return a.status === 'active' && next !== null && next < (days.get(a.id)?.end ?? now);
  });
  const planned = await plannedToday(db, workspaceId, sending, days, stateOf, paces, now);
  return accounts.map((a) => ({
    mailboxId: a.id,
    date: localDateOf(a.sendingPreference, now),
    timeZone: a.sendingPreference.work_time.time_zone,
    made: stateOf.get(a.id)?.sent_today ?? 0,
    planned: planned.get(a.id) ?? 0,
  }));
}

/**
 * Per mailbox of `sending` (active, with a burst possible before its local midnight), the
 * forecast's sends from `now` until that midnight.
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
  const campaigns = await selectForecastCampaignsOfMailboxes(
    db,
    workspaceId,
    sending.map((a) => a.id),
  );
  if (campaigns.length === 0) return planned;
  const ids = campaigns.map((c) => c.id);
  // No mailbox sends more than what is left of its day's cap before its midnight: reading more
  // recipients of a campaign is useless.
  const most = Math.max(
    ...sending.map((a) =>
      sendsLeftToday(a.sendingPreference, stateOf.get(a.id)?.sent_today ?? 0, paces.get(a.id)),
    ),
  );
  const [steps, firsts, followUps, retries] = await Promise.all([
    selectForecastSteps(db, ids),
    estimateFirstMessagesWaiting(db, ids, most),
    estimateFollowUpsWaiting(
      db,
      campaigns.map((c) => ({
        id: c.id,
        mailboxId: c.mail_account_id,
        until: days.get(c.mail_account_id)?.end ?? now,
      })),
      most,
    ),
    selectWaitingRetriesOfMailboxes(
      db,
      sending.map((a) => a.id),
      most,
    ),
  ]);
  const firstsOf = new Map(firsts.map((row) => [row.campaign_id, row.count]));
  const campaignsOf = groupBy(campaigns, (c) => c.mail_account_id);
  const retriesOf = groupBy(retries, (r) => r.mailboxId);
  const mailboxOf = new Map(campaigns.map((c) => [c.id, c.mail_account_id]));
  // In the statement's due order, as the calendar of one mailbox reads them.
  const followUpsOf = groupBy(followUps, (f) => mailboxOf.get(f.campaignId) ?? '');
  for (const account of sending) {
    const own = campaignsOf.get(account.id);
    const day = days.get(account.id);
    if (!own || !day) continue;
    const state = stateOf.get(account.id);
    const sends = forecastSends({
      pref: account.sendingPreference,
      now,
      until: day.end,
      sentToday: state?.sent_today ?? 0,
      lastSentAt: state?.last_sent_at ?? null,
      pace: paces.get(account.id),
      retries: retriesOf.get(account.id) ?? [],
      followUps: followUpsOf.get(account.id) ?? [],
      campaigns: forecastCampaignsOf(own, steps, firstsOf, now),
    });
    planned.set(
      account.id,
      sends.reduce((sum, send) => sum + send.count, 0),
    );
  }
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
