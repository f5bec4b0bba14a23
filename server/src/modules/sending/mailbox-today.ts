/**
 * Today of many mailboxes at once (the dashboard): per mailbox, the sends handed over since its
 * local midnight and the sends the forecast plans until the next one. The same replay as the
 * sending calendar (`forecastSends` from the mailbox's state), but read with one statement per kind
 * of state for all mailboxes together, so fifty mailboxes cost what one does.
 */
import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import {
  countFirstMessagesWaiting,
  followUpsWaiting,
} from '../campaign/recipients/recipient-progress';
import { localDateOf, localDayBounds, type IsoDate } from '../mailbox/sending-window';
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
 * Today of each mailbox of `accounts` (all of one workspace): two statements for every mailbox
 * without a running campaign, six when some have one, whatever their number.
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
  const active = accounts.filter((a) => a.status === 'active');
  const [states, campaigns] = await Promise.all([
    readSendStatesOfMailboxes(db, [...days.values()]),
    active.length === 0
      ? Promise.resolve([])
      : selectForecastCampaignsOfMailboxes(
          db,
          workspaceId,
          active.map((a) => a.id),
        ),
  ]);
  const stateOf = new Map(states.map((s) => [s.mail_account_id, s]));
  const planned = await plannedToday(db, active, campaigns, days, stateOf, now);
  return accounts.map((a) => ({
    mailboxId: a.id,
    date: localDateOf(a.sendingPreference, now),
    timeZone: a.sendingPreference.work_time.time_zone,
    made: stateOf.get(a.id)?.sent_today ?? 0,
    planned: planned.get(a.id) ?? 0,
  }));
}

/** Per active mailbox with campaigns, the forecast's sends from `now` until its local midnight. */
async function plannedToday(
  db: DataSource,
  active: MailboxForToday[],
  campaigns: (ForecastCampaignRow & { mail_account_id: string })[],
  days: Map<string, { start: Date; end: Date }>,
  stateOf: Map<string, { sent_today: number; last_sent_at: Date | null }>,
  now: Date,
): Promise<Map<string, number>> {
  const planned = new Map<string, number>();
  if (campaigns.length === 0) return planned;
  const ids = campaigns.map((c) => c.id);
  const until = new Date(Math.max(...[...days.values()].map((d) => d.end.getTime())));
  // No mailbox sends more than its daily cap before its midnight: reading more is useless.
  const most = Math.max(
    ...active.map((a) => a.sendingPreference.work_load_capacity.max_job_in_single_day),
  );
  const [steps, firsts, followUps, retries] = await Promise.all([
    selectForecastSteps(db, ids),
    countFirstMessagesWaiting(db, ids, most),
    followUpsWaiting(db, ids, until),
    selectWaitingRetriesOfMailboxes(
      db,
      active.map((a) => a.id),
      most,
    ),
  ]);
  const firstsOf = new Map(firsts.map((row) => [row.campaign_id, row.count]));
  const campaignsOf = groupBy(campaigns, (c) => c.mail_account_id);
  const retriesOf = groupBy(retries, (r) => r.mailboxId);
  for (const account of active) {
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
      retries: retriesOf.get(account.id) ?? [],
      // In the statement's due order, as the calendar of one mailbox reads them.
      followUps: followUps.filter((f) => own.some((c) => c.id === f.campaignId)),
      campaigns: forecastCampaignsOf(own, steps, firstsOf, now),
    });
    planned.set(
      account.id,
      sends.reduce((sum, send) => sum + send.count, 0),
    );
  }
  return planned;
}
