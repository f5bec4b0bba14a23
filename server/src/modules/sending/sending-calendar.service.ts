import { CALENDAR_MESSAGES, CALENDAR_WEEKS_AHEAD, type SendingPreference } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';
import { localDateOf, localWeek, type IsoDate } from '../mailbox/sending-window';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { ForecastSend } from './send-forecast';
import { forecastTodayOfMailboxes, type MailboxToday } from './mailbox-today';
import { forecastPoolSends } from './pool-forecast';
import { readPoolForecast } from './pool-forecast-state';
import { countHandedOverByMinute, selectCampaignSteps } from './queries/calendar';
import { selectPoolCampaignsReaching } from './queries/pool-forecast';
import { nextDueOfRecipients, type RecipientNextDue } from './recipient-next-due';

/** A step of a campaign as the calendar names it. */
interface CalendarStep {
  /** "Initial email", "Follow-up 1", … */
  name: string;
  /** When the step goes: "First email" or "3 days after email 1". */
  rule: string;
  totalSend: number;
}

/** The sends of one campaign in one burst (one dispatch run). */
interface CalendarSlot {
  /** The instant the burst goes (at the earliest: runs happen once a minute). */
  startTime: Date;
  totalSend: number;
  /** One of the calendar's `campaigns`. */
  campaignId: string;
  /** `sent`: already handed to the mail server; `planned`: still to go. */
  status: 'sent' | 'planned';
  steps: CalendarStep[];
}

interface CalendarDay {
  date: IsoDate;
  totalCount: number;
  /** By start time. */
  slots: CalendarSlot[];
}

/** A campaign with sends in the week, and the overview page its legend links to. */
interface CalendarCampaign {
  id: string;
  name: string;
  url: string;
}

/** Spec 02 §3 "Calendar data", for one mailbox and one week (Sunday to Saturday, local dates). */
export interface SendingCalendar {
  email: string;
  timeZone: string;
  /** The week's Sunday and Saturday. */
  fromDate: IsoDate;
  toDate: IsoDate;
  /** Oldest first. */
  campaigns: CalendarCampaign[];
  /** Every date of the week, in order. */
  days: CalendarDay[];
}

/** Which calendar: a mailbox by its address, and a date of the week (default: today). */
export interface CalendarWeekCommand {
  email: string;
  /** YYYY-MM-DD, or an ISO date-time whose date part is taken; empty or null for today. */
  date?: string | null;
}

/** A date, or an ISO date-time whose date part is taken as it is written. */
const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A valid calendar date, or null. */
function parseDate(value: string): IsoDate | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? match[0].slice(0, 10) : null;
}

/** A group of sends as the calendar shows them: one campaign's step, at one instant. */
interface SendGroup {
  at: Date;
  campaignId: string;
  position: number;
  count: number;
  status: CalendarSlot['status'];
}

function stepName(position: number): string {
  return position === 1 ? 'Initial email' : `Follow-up ${position - 1}`;
}

function stepRule(position: number, delayDays: number | undefined): string {
  if (position === 1) return 'First email';
  const days = delayDays ?? 0;
  return `${days} ${days === 1 ? 'day' : 'days'} after email ${position - 1}`;
}

/**
 * The sending calendar: for one mailbox and one local week, what was handed to its mail server
 * (from the ledger) and what is planned (the dispatcher's rules replayed by `forecastSends`).
 */
export class SendingCalendarService {
  constructor(
    private readonly db: DataSource,
    private readonly mailbox: MailboxService,
  ) {}

  /**
   * When each waiting recipient of `ids` is next due, in its zone or its mailbox's
   * (`recipient-next-due.ts`); recipients of another workspace, or not waiting, are absent.
   */
  async nextDueOf(
    caller: Caller,
    ids: readonly string[],
    now: Date = new Date(),
  ): Promise<Map<string, RecipientNextDue>> {
    return nextDueOfRecipients(this.db, caller.workspaceId, ids, now);
  }

  /**
   * The week (Sunday to Saturday, in the mailbox's time zone) containing the command's date
   * (default today): sends made until `now`, planned sends after it.
   */
  async week(
    caller: Caller,
    command: CalendarWeekCommand,
    now: Date = new Date(),
  ): Promise<SendingCalendar> {
    const account = await this.mailbox.getAccount(caller, command.email);
    const pref = account.sendingPreference;
    let date = localDateOf(pref, now);
    const wanted: unknown = command.date;
    if (wanted !== undefined && wanted !== null && wanted !== '') {
      // A /v1 body's to_date may be anything.
      const parsed = typeof wanted === 'string' ? parseDate(wanted) : null;
      if (!parsed) throw AppError.badRequest(CALENDAR_MESSAGES.badDate);
      date = parsed;
    }
    const week = localWeek(pref, date);
    const horizon = now.getTime() + CALENDAR_WEEKS_AHEAD * 7 * 24 * 3_600_000;
    if (week.start.getTime() > horizon) throw AppError.badRequest(CALENDAR_MESSAGES.tooFar);

    const groups: SendGroup[] = [];
    if (week.start < now) groups.push(...(await this.handedOver(account.id, week.start, week.end)));
    // A mailbox the deliverability guard paused sends nothing until it is resumed.
    if (week.end > now && account.status === 'active' && !account.pausedAt) {
      const planned = await this.forecast(caller, account.id, now, week.end);
      for (const send of planned)
        if (send.at >= week.start) groups.push({ ...send, status: 'planned' });
    }
    return this.describe(caller, account.email, pref, week, groups);
  }

  /**
   * Today of every mailbox of the caller's workspace, oldest mailbox first: sends made since its
   * local midnight and sends planned until the next one (the dashboard). One statement per kind
   * of state for all mailboxes, not a calendar per mailbox.
   */
  async todayOfMailboxes(caller: Caller, now: Date = new Date()): Promise<MailboxToday[]> {
    const accounts = await this.mailbox.listAccounts(caller);
    return forecastTodayOfMailboxes(this.db, caller.workspaceId, accounts, now);
  }

  /** Sends handed to the mail server between `from` and `to`, by minute, campaign and step. */
  private async handedOver(mailboxId: string, from: Date, to: Date): Promise<SendGroup[]> {
    const rows = await countHandedOverByMinute(this.db, mailboxId, from, to);
    return rows.map((row) => ({
      at: row.at,
      campaignId: row.campaign_id,
      position: row.position,
      count: row.count,
      status: 'sent',
    }));
  }

  /**
   * The dispatcher's sends from `now` until `until`, replayed from the mailbox's state together
   * with the mailboxes it shares pools with: who sends a pool's first messages depends on the
   * room each has left across all its campaigns.
   */
  private async forecast(
    caller: Caller,
    mailboxId: string,
    now: Date,
    until: Date,
  ): Promise<ForecastSend[]> {
    const campaigns = await selectPoolCampaignsReaching(this.db, caller.workspaceId, mailboxId);
    if (campaigns.length === 0) return [];
    const members = new Set(campaigns.flatMap((c) => c.pool));
    const accounts = (await this.mailbox.listAccounts(caller)).filter(
      (a) => members.has(a.id) && a.status === 'active' && !a.pausedAt,
    );
    const days = Math.ceil((until.getTime() - now.getTime()) / 86_400_000) + 1;
    // No more than this many sends fit before `until`: reading more of a campaign is useless.
    const most = accounts.reduce(
      (sum, a) => sum + a.sendingPreference.work_load_capacity.max_job_in_single_day * days,
      0,
    );
    const input = await readPoolForecast(this.db, {
      workspaceId: caller.workspaceId,
      now,
      mailboxes: accounts.map((a) => ({ id: a.id, sendingPreference: a.sendingPreference, until })),
      campaigns,
      most,
      estimate: false,
    });
    return forecastPoolSends(input).get(mailboxId) ?? [];
  }

  /** The calendar: every date of the week, its slots by time, and the campaigns they belong to. */
  private async describe(
    caller: Caller,
    email: string,
    pref: SendingPreference,
    week: { dates: IsoDate[] },
    groups: SendGroup[],
  ): Promise<SendingCalendar> {
    const campaignIds = [...new Set(groups.map((group) => group.campaignId))];
    const rows =
      campaignIds.length === 0
        ? []
        : await selectCampaignSteps(this.db, caller.workspaceId, campaignIds);
    const campaigns = new Map<string, CalendarCampaign>();
    const delays = new Map<string, number>();
    for (const row of rows) {
      campaigns.set(row.id, { id: row.id, name: row.name, url: `/campaign/${row.id}/overview` });
      if (row.position !== null) delays.set(`${row.id}:${row.position}`, row.delay_days ?? 0);
    }

    const days = week.dates.map((date): CalendarDay => ({ date, totalCount: 0, slots: [] }));
    const dayOf = new Map(days.map((day) => [day.date, day]));
    const slots = new Map<string, CalendarSlot>();
    const ordered = [...groups].sort(
      (a, b) => a.at.getTime() - b.at.getTime() || a.position - b.position,
    );
    for (const group of ordered) {
      const day = dayOf.get(localDateOf(pref, group.at));
      if (!day || !campaigns.has(group.campaignId)) continue;
      const key = `${group.at.toISOString()}|${group.campaignId}|${group.status}`;
      let slot = slots.get(key);
      if (!slot) {
        slot = {
          startTime: group.at,
          totalSend: 0,
          campaignId: group.campaignId,
          status: group.status,
          steps: [],
        };
        slots.set(key, slot);
        day.slots.push(slot);
      }
      slot.totalSend += group.count;
      day.totalCount += group.count;
      const name = stepName(group.position);
      const step = slot.steps.find((s) => s.name === name);
      if (step) step.totalSend += group.count;
      else
        slot.steps.push({
          name,
          rule: stepRule(group.position, delays.get(`${group.campaignId}:${group.position}`)),
          totalSend: group.count,
        });
    }
    return {
      email,
      timeZone: pref.work_time.time_zone,
      fromDate: week.dates[0],
      toDate: week.dates[6],
      campaigns: [...campaigns.values()],
      days,
    };
  }
}
