import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { DateTime, IANAZone } from 'luxon';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import type { Caller } from '../auth/caller';
import type { Campaign, CampaignService } from '../campaign/campaign.service';
import { activityMessage } from './activity-message';
import type {
  CampaignActivityPage,
  CampaignOverview,
  CampaignTimeline,
  ContactExportPage,
  ContactExportRow,
  TimelineGraph,
} from './campaign-reports.types';
import { overviewOf } from './overview-figures';
import { selectActivityPage, selectFeedSize } from './queries/activities';
import {
  isCampaignStep,
  selectContactExportPage,
  type ContactExportRowData,
} from './queries/contact-export';
import { selectCampaignTotals, selectLeadsByStatus, selectStepTotals } from './queries/overview';
import { isListLinked, selectMailboxZone, selectTimelineLists } from './queries/timeline';
import {
  activityLimitOf,
  campaignIdOf,
  dateRangeOf,
  exportCursor,
  exportKeyOf,
  exportLimitOf,
  ignoreSendsOf,
  offsetOf,
  optionalIdOf,
  REPORT_MESSAGES,
} from './report-input';
import { timelineGraphOf } from './timeline-graph';

export interface OverviewQuery {
  campaignId: string;
  listId?: string | null;
}

export interface ActivitiesQuery extends OverviewQuery {
  ignoreSends?: boolean;
  offset?: number;
  limit?: number;
}

export interface TimelineGraphQuery extends OverviewQuery {
  startDate: string;
  endDate: string;
}

export interface ExportPageQuery {
  campaignId: string;
  stepId?: string | null;
  after?: string | null;
  limit?: number;
  /** The report of one message (`/v1/campaign/stage/export`): `stepId` is required. */
  oneStep?: boolean;
}

/** A campaign of the caller's and, when asked, one of its lists. */
interface Scope {
  campaign: Campaign;
  campaignId: string;
  workspaceId: string;
  listId: string | null;
}

function toExportRow(row: ContactExportRowData): ContactExportRow {
  return {
    email: row.email,
    lastSentOn: row.last_sent_on,
    opens: row.opens,
    clicks: row.clicks,
    replies: row.replies,
    bounced: row.bounced,
    lead: row.lead,
  };
}

/**
 * The read side of a campaign's pages (Summary, Activity, Timeline) and its per-contact report,
 * from the counters the event recorder keeps: no figure aggregates events at read time.
 */
export class CampaignReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
    private readonly audit: AuditService,
  ) {}

  /** The Summary tab: leads by status, a funnel per message and the Total column. */
  async overview(caller: Caller, query: OverviewQuery): Promise<CampaignOverview> {
    const scope = await this.scopeOf(caller, query);
    const [totals, steps, leads] = await Promise.all([
      selectCampaignTotals(this.db, scope),
      selectStepTotals(this.db, scope),
      selectLeadsByStatus(this.db, scope),
    ]);
    const { campaign } = scope;
    const tracked =
      campaign.messageMimeType === 'text/html' && (campaign.trackOpen || campaign.trackClicks);
    return overviewOf({ totals, steps, leads, tracked });
  }

  /** The Activity tab: a page of unflagged events, newest first, and the feed's size. */
  async activities(caller: Caller, query: ActivitiesQuery): Promise<CampaignActivityPage> {
    campaignIdOf(query.campaignId); // a missing campaign id is the first thing reported
    const ignoreSends = ignoreSendsOf(query.ignoreSends);
    const offset = offsetOf(query.offset);
    const limit = activityLimitOf(query.limit);
    const scope = await this.scopeOf(caller, query);
    const [rows, size] = await Promise.all([
      selectActivityPage(this.db, { ...scope, ignoreSends, offset, limit }),
      selectFeedSize(this.db, scope),
    ]);
    return {
      activities: rows.map((row) => ({
        id: String(row.id),
        type: row.type,
        createdAt: row.created_at,
        message: activityMessage(row),
        email: row.email ?? '',
        stepPosition: row.position,
      })),
      total: ignoreSends ? Math.max(size.events - size.sends, 0) : size.events,
    };
  }

  /** The Timeline tab: its zone, the dates it may show and the campaign's lists (or the one asked). */
  async timeline(caller: Caller, query: OverviewQuery): Promise<CampaignTimeline> {
    const scope = await this.scopeOf(caller, query);
    const timeZone = await this.zoneOf(scope);
    const linked = await selectTimelineLists(this.db, scope.campaignId, scope.workspaceId);
    // The list filter applies to the table too.
    const lists = scope.listId ? linked.filter((list) => list.id === scope.listId) : linked;
    return {
      timeZone,
      firstDate: DateTime.fromJSDate(scope.campaign.createdAt, { zone: timeZone }).toISODate()!,
      today: DateTime.now().setZone(timeZone).toISODate()!,
      lists: lists.map((list) => ({
        id: list.id,
        name: list.name,
        createdAt: list.linked_at,
        totalContacts: list.recipients,
      })),
    };
  }

  /** The Timeline's graph: per local date, contacts added and first sends per message. */
  async timelineGraph(caller: Caller, query: TimelineGraphQuery): Promise<TimelineGraph> {
    campaignIdOf(query.campaignId); // a missing campaign id is the first thing reported
    const range = dateRangeOf(query.startDate, query.endDate);
    const scope = await this.scopeOf(caller, query);
    return timelineGraphOf(this.db, { ...scope, zone: await this.zoneOf(scope) }, range);
  }

  /** A page of the per-contact report (of one message with `stepId`). */
  async exportPage(caller: Caller, query: ExportPageQuery): Promise<ContactExportPage> {
    const scope = await this.exportScopeOf(caller, query);
    const rows = await selectContactExportPage(this.db, scope);
    const last = rows.at(-1);
    await this.recordExport(caller, scope, { rows: rows.length, continued: scope.after !== null });
    return {
      rows: rows.map(toExportRow),
      next:
        last && rows.length === scope.limit
          ? exportCursor({ addedAt: last.added_at, id: last.id })
          : null,
    };
  }

  /**
   * The whole per-contact report, a page at a time: the query is checked before this answers
   * (so a bad one is an error, not a broken stream), then each page is read when the consumer asks
   * for it, so a report of any size holds one page in memory.
   */
  async exportRows(
    caller: Caller,
    query: Omit<ExportPageQuery, 'after'>,
  ): Promise<AsyncIterable<ContactExportRow[]>> {
    const scope = await this.exportScopeOf(caller, { ...query, after: null });
    const db = this.db;
    // Recorded when the stream ends, with the rows handed to it (a client that hangs up early: fewer).
    const recordEnd = (rows: number, complete: boolean) =>
      this.recordExport(caller, scope, { rows, complete });
    return (async function* pages() {
      let after = scope.after;
      let sent = 0;
      let complete = false;
      try {
        for (;;) {
          const rows = await selectContactExportPage(db, { ...scope, after });
          sent += rows.length;
          if (rows.length > 0) yield rows.map(toExportRow);
          if (rows.length < scope.limit) break;
          const last = rows[rows.length - 1];
          after = { addedAt: last.added_at, id: last.id };
        }
        complete = true;
      } finally {
        await recordEnd(sent, complete);
      }
    })();
  }

  /** Audits a per-contact export of the campaign (never failing it). */
  private recordExport(
    caller: Caller,
    scope: { campaignId: string; campaignName: string; stepId: string | null },
    meta: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(caller, {
      action: 'export.downloaded',
      target: { type: 'campaign', id: scope.campaignId, label: scope.campaignName },
      meta: { export: 'campaign_contacts', stepId: scope.stepId, ...meta },
    });
  }

  private async exportScopeOf(caller: Caller, query: ExportPageQuery) {
    const campaignId = campaignIdOf(query.campaignId);
    const stepId = optionalIdOf(query.stepId, REPORT_MESSAGES.stepIdInvalid);
    if (query.oneStep && !stepId) throw AppError.badRequest(CAMPAIGN_MESSAGES.stepIdMissing);
    const after = exportKeyOf(query.after);
    const limit = exportLimitOf(query.limit);
    const campaign = await this.campaigns.get(caller, campaignId);
    if (stepId && !(await isCampaignStep(this.db, campaign.id, stepId, caller.workspaceId)))
      throw AppError.notFound(CAMPAIGN_MESSAGES.stepNotFound);
    return {
      campaignId: campaign.id,
      campaignName: campaign.name,
      workspaceId: caller.workspaceId,
      stepId,
      after,
      limit,
    };
  }

  /**
   * The caller's campaign (404 like a missing one for another workspace's) and the list asked
   * for, which must be linked to it (404 like a list that is not).
   */
  private async scopeOf(caller: Caller, query: OverviewQuery): Promise<Scope> {
    const campaignId = campaignIdOf(query.campaignId);
    const listId = optionalIdOf(query.listId, REPORT_MESSAGES.listIdInvalid);
    const campaign = await this.campaigns.get(caller, campaignId);
    if (listId && !(await isListLinked(this.db, campaign.id, listId, caller.workspaceId)))
      throw AppError.notFound(CAMPAIGN_MESSAGES.listNotLinked);
    return { campaign, campaignId: campaign.id, workspaceId: caller.workspaceId, listId };
  }

  /** The zone of the campaign's mailbox (its sending window's); UTC without one. */
  private async zoneOf(scope: Scope): Promise<string> {
    const account = scope.campaign.mailAccount;
    if (!account) return 'UTC';
    const zone = await selectMailboxZone(this.db, account.id, scope.workspaceId);
    return zone && IANAZone.isValidZone(zone) ? zone : 'UTC';
  }
}
