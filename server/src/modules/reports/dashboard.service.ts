import type { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { SendingCalendarService } from '../sending/sending-calendar.service';
import { attentionOf, BOUNCE_RATE_DAYS } from './dashboard-attention';
import { dashboardZone, fillDays, lastDays, ratesOf, totalOf } from './dashboard-days';
import type { Dashboard, DashboardRecentEvent } from './dashboard.types';
import {
  selectRecentRepliesAndLeads,
  selectWorkspaceSetup,
  sumMailboxBounces,
  sumWorkspaceDays,
  type RecentEventRow,
} from './queries/dashboard';

/** How many replies, and how many leads, the dashboard lists. */
export const RECENT_EVENTS = 5;

const DAY_MS = 86_400_000;

/** The UTC date `days` days before `now`'s, as `yyyy-MM-dd`. */
function utcDateBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

function recentEvent(row: RecentEventRow): DashboardRecentEvent {
  return {
    id: row.id,
    email: row.email,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    at: row.created_at,
  };
}

/**
 * The home page of a workspace, from the counters the event recorder keeps (the same as the
 * campaign pages'), never from events: the last 30 days in the owner's zone, today per mailbox
 * (the sending calendar's forecast), mailboxes needing attention, the latest replies and leads.
 */
export class DashboardService {
  constructor(
    private readonly db: DataSource,
    private readonly mailbox: MailboxService,
    private readonly sendingCalendar: SendingCalendarService,
  ) {}

  /**
   * The caller's workspace's dashboard. Days are local to the workspace owner's zone: the data
   * model has no user zone, so the zone of the workspace's earliest mailbox stands for it (UTC
   * without a mailbox).
   */
  async get(caller: Caller, now: Date = new Date()): Promise<Dashboard> {
    const workspaceId = caller.workspaceId;
    const accounts = await this.mailbox.listAccounts(caller);
    const timeZone = dashboardZone(accounts[0]?.sendingPreference?.work_time?.time_zone);
    const range = lastDays(timeZone, now);
    const [dayRows, bounces, recent, setup, today] = await Promise.all([
      sumWorkspaceDays(this.db, workspaceId, timeZone, range.from, range.to),
      accounts.length === 0
        ? Promise.resolve([])
        : sumMailboxBounces(
            this.db,
            workspaceId,
            accounts.map((a) => a.id),
            utcDateBefore(now, BOUNCE_RATE_DAYS - 1),
          ),
      selectRecentRepliesAndLeads(this.db, workspaceId, RECENT_EVENTS),
      selectWorkspaceSetup(this.db, workspaceId),
      this.sendingCalendar.todayOfMailboxes(caller, now),
    ]);

    const days = fillDays(range.dates, dayRows);
    const totals = totalOf(days);
    const weekOf = new Map(bounces.map((row) => [row.mail_account_id, row]));
    const todayOf = new Map(today.map((day) => [day.mailboxId, day]));
    return {
      timeZone,
      days,
      totals,
      rates: ratesOf(totals),
      mailboxesToday: accounts.flatMap((a) => {
        const day = todayOf.get(a.id);
        if (!day) return [];
        const { email, name, status } = a;
        return [{ email, name, status, ...day }];
      }),
      attention: accounts.flatMap((a) => attentionOf(a, weekOf.get(a.id))),
      recentReplies: recent.filter((row) => row.type === 'reply').map(recentEvent),
      recentLeads: recent.filter((row) => row.type === 'lead').map(recentEvent),
      setup: {
        hasMailbox: accounts.length > 0,
        hasContacts: setup.has_contacts,
        hasCampaign: setup.has_campaign,
      },
    };
  }
}
