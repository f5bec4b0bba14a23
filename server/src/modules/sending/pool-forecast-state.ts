/**
 * What the pooled forecast (`pool-forecast.ts`) starts from, read for a set of mailboxes and the
 * campaigns of their pools with one statement per kind of state (sends today, retries, steps,
 * recipients waiting per campaign and per sender), whatever the number of recipients; plus the
 * pace of each ramping or hourly-capped mailbox (`queries/pace.ts`).
 */
import type { SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import {
  countUnboundFirstMessagesWaiting,
  estimateSenderMessagesWaiting,
  estimateUnboundFirstMessagesWaiting,
  senderMessagesWaiting,
  type SenderMessagesWaiting,
  type UnboundFirstsWaiting,
} from '../campaign/recipients/recipient-progress';
import type { MailboxPace } from '../mailbox/pacing';
import { localDayBounds } from '../mailbox/sending-window';
import type { PoolForecastInput, PoolForecastMailbox } from './pool-forecast';
import type { ForecastCampaign } from './send-forecast';
import {
  readSendStatesOfMailboxes,
  selectForecastSteps,
  selectWaitingRetriesOfMailboxes,
} from './queries/calendar';
import { readMailboxPace } from './queries/pace';
import { holdBackHeldRecipients, readHeldRecipients } from './held-domain-forecast';
import type { PoolCampaignRow } from './queries/pool-forecast';

/** A mailbox to replay: active, with its preference and when its replay stops. */
export interface MailboxToReplay {
  id: string;
  sendingPreference: SendingPreference;
  until: Date;
  /** It sends no more than this before `until` (default: the read's `most`). */
  most?: number;
}

export interface PoolForecastRead {
  /** The workspace of the mailboxes: its recipient domains held by deferrals wait for the hold. */
  workspaceId: string;
  now: Date;
  mailboxes: MailboxToReplay[];
  campaigns: PoolCampaignRow[];
  /** No more than this is sent before `until`: reading more recipients is useless. */
  most: number;
  /** The dashboard's index-only estimates of the recipients waiting, instead of their checks. */
  estimate: boolean;
  /** Known already (the dashboard read them): each mailbox's sends today and pace. */
  known?: {
    states: Map<string, { sent_today: number; last_sent_at: Date | null }>;
    paces: Map<string, MailboxPace>;
  };
}

/** The replay's input: the mailboxes' state and the campaigns' steps and recipients waiting. */
export async function readPoolForecast(db: DataSource, read: PoolForecastRead) {
  const { now, mailboxes, campaigns, most } = read;
  const ids = campaigns.map((c) => c.id);
  const mailboxIds = mailboxes.map((m) => m.id);
  const latest = new Date(Math.max(...mailboxes.map((m) => m.until.getTime())));
  const [known, steps, firsts, waiting, retries, held] = await Promise.all([
    read.known ?? readMailboxStates(db, mailboxes, now),
    selectForecastSteps(db, ids),
    read.estimate
      ? estimateUnboundFirstMessagesWaiting(db, poolRooms(mailboxes, campaigns, most))
      : countUnboundFirstMessagesWaiting(db, ids, most),
    read.estimate
      ? estimateSenderMessagesWaiting(db, senderPairs(mailboxes, campaigns, most))
      : senderMessagesWaiting(db, ids, latest),
    selectWaitingRetriesOfMailboxes(db, mailboxIds, most),
    readHeldRecipients(db, read.workspaceId, ids, now, most),
  ]);
  const firstsOf = groupBy(firsts, (row) => row.campaign_id);
  const waitingOf = groupBy(waiting, (row) => row.mailboxId);
  const retriesOf = groupBy(retries, (row) => row.mailboxId);
  const forecastCampaigns = forecastCampaignsOf(campaigns, steps, firstsOf, now);
  const input = {
    now,
    campaigns: forecastCampaigns.map((c, i) => {
      if (!campaigns[i].send_in_recipient_timezone) return { ...c, pool: campaigns[i].pool };
      const firstZones = (firstsOf.get(c.id) ?? []).map(({ zone, count }) => ({ zone, count }));
      return { ...c, pool: campaigns[i].pool, zoned: true, firstZones };
    }),
    mailboxes: mailboxes.map((m): PoolForecastMailbox => ({
      id: m.id,
      pref: m.sendingPreference,
      until: m.until,
      sentToday: known.states.get(m.id)?.sent_today ?? 0,
      lastSentAt: known.states.get(m.id)?.last_sent_at ?? null,
      pace: known.paces.get(m.id),
      retries: retriesOf.get(m.id) ?? [],
      waiting: (waitingOf.get(m.id) ?? []).filter(
        (row: SenderMessagesWaiting) => row.dueAt === null || row.dueAt < m.until,
      ),
    })),
  } satisfies PoolForecastInput;
  return holdBackHeldRecipients(input, held);
}

/** Each campaign with what the replayed mailboxes of its pool can send together. */
function poolRooms(mailboxes: MailboxToReplay[], campaigns: PoolCampaignRow[], most: number) {
  const replayed = new Map(mailboxes.map((m) => [m.id, m]));
  return campaigns.map((c) => ({
    id: c.id,
    most: c.pool.reduce((sum, id) => {
      const mailbox = replayed.get(id);
      return mailbox ? sum + (mailbox.most ?? most) : sum;
    }, 0),
  }));
}

/** Each campaign with each mailbox of its pool that is replayed, until that mailbox's end. */
function senderPairs(mailboxes: MailboxToReplay[], campaigns: PoolCampaignRow[], most: number) {
  const replayed = new Map(mailboxes.map((m) => [m.id, m]));
  return campaigns.flatMap((c) =>
    c.pool.flatMap((mailboxId) => {
      const mailbox = replayed.get(mailboxId);
      if (!mailbox) return [];
      return [{ campaignId: c.id, mailboxId, until: mailbox.until, most: mailbox.most ?? most }];
    }),
  );
}

/** Sends of each mailbox's local day containing `now`, its last send, and its pace. */
async function readMailboxStates(db: DataSource, mailboxes: MailboxToReplay[], now: Date) {
  const days = mailboxes.map((m) => ({
    mailboxId: m.id,
    ...localDayBounds(m.sendingPreference, now),
  }));
  const [states, paces] = await Promise.all([
    readSendStatesOfMailboxes(db, days),
    Promise.all(
      days.map((day, i) =>
        readMailboxPace(db, day.mailboxId, mailboxes[i].sendingPreference, now, day.start),
      ),
    ),
  ]);
  return {
    states: new Map(states.map((state) => [state.mail_account_id, state])),
    paces: new Map(days.map((day, i) => [day.mailboxId, paces[i]])),
  };
}

type StepRow = { campaign_id: string; position: number; delay_days: number; status: string };

/** The forecast's view of campaigns: their start, steps and first messages waiting. */
function forecastCampaignsOf(
  campaigns: PoolCampaignRow[],
  steps: StepRow[],
  firstsWaiting: Map<string, UnboundFirstsWaiting[]>,
  now: Date,
): ForecastCampaign[] {
  const stepsOf = groupBy(steps, (step) => step.campaign_id);
  return campaigns.map((c) => ({
    id: c.id,
    startsAt: c.status === 'scheduled' ? (c.start_time ?? now) : null,
    steps: (stepsOf.get(c.id) ?? []).map((step) => ({
      position: step.position,
      delayDays: step.delay_days,
      active: step.status === 'active',
    })),
    firstsWaiting: (firstsWaiting.get(c.id) ?? []).reduce((sum, row) => sum + row.count, 0),
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
