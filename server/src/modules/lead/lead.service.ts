import {
  EMAIL_MAX_LENGTH,
  LEAD_MESSAGES,
  leadSearchSchema,
  leadUpdateSchema,
  MIN_SEARCH_LENGTH,
  UNASSIGNED_FILTER,
  type LeadSearchCommand,
  type LeadStatus,
  type LeadUpdateCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import type { WebhookOutbox } from '../webhook/webhook-outbox';
import { isUuid, likePattern } from '../../db/sql';
import {
  assignLeads,
  lockLeads,
  searchLeads,
  selectLeads,
  selectWorkspaceUser,
  setLeadStatus,
  type LeadRow,
} from './queries';

/** The contact's latest reply to the campaign: its subject, first lines and time. */
export interface LeadReply {
  subject: string | null;
  snippet: string | null;
  receivedAt: Date;
}

/** A row of the Leads page (spec 02 §3 Lead), with the contact's reply when there is one. */
export interface Lead {
  id: string;
  email: string;
  campaignId: string;
  campaignName: string;
  status: LeadStatus;
  assignedToEmail: string | null;
  assignedToName: string | null;
  createdAt: Date;
  reply: LeadReply | null;
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    email: row.email,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    status: row.status,
    assignedToEmail: row.assigned_to_email ?? null,
    assignedToName: row.assigned_to_name ?? null,
    createdAt: row.created_at,
    reply: row.reply_at
      ? { subject: row.reply_subject, snippet: row.reply_snippet, receivedAt: row.reply_at }
      : null,
  };
}

/**
 * Whether a lead may go from `from` to `to` (spec 02 §4): an open lead is won, lost or ignored; a
 * won, lost or ignored lead can only be reopened.
 */
function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return from === 'open' ? to !== 'open' : to === 'open';
}

/**
 * The Leads page: leads are created by the campaigns' lead rules (see the event recorder); here
 * they are found, moved between statuses and assigned to users of the workspace.
 */
export class LeadService {
  constructor(
    private readonly db: DataSource,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /** One page of the leads of a status, newest first (index lead_workspace_idx). */
  async search(
    caller: Caller,
    command: LeadSearchCommand,
  ): Promise<{ leads: Lead[]; total: number }> {
    const query = await parse(leadSearchSchema, command);
    // No address is longer than EMAIL_MAX_LENGTH: a longer text matches nothing (and is never
    // turned into a pattern).
    if (query.searchText.length > EMAIL_MAX_LENGTH) return { leads: [], total: 0 };
    const unassigned = query.assignedTo.toLowerCase() === UNASSIGNED_FILTER;
    const { rows, total } = await searchLeads(
      this.db,
      {
        workspaceId: caller.workspaceId,
        status: query.status,
        emailPattern:
          query.searchText.length >= MIN_SEARCH_LENGTH ? likePattern(query.searchText) : undefined,
        campaignId: query.campaignId || undefined,
        assignedTo: unassigned ? null : query.assignedTo || undefined,
      },
      { limit: query.limit, offset: query.offset },
    );
    return { leads: rows.map(toLead), total };
  }

  /**
   * Moves the selected leads to a status, or assigns them ('' or 'unassigned': to nobody). Every
   * lead must be the caller's (another workspace's id answers like a missing one) and the move
   * allowed for each (`canMoveLead`); only open leads are reassigned. All or nothing.
   */
  async update(caller: Caller, command: LeadUpdateCommand): Promise<Lead[]> {
    const values = await parse(leadUpdateSchema, command);
    const ids = [...new Set(values.leadIds)];
    if (!ids.every(isUuid)) throw AppError.notFound(LEAD_MESSAGES.notFound);
    await this.db.transaction(async (tx) => {
      const leads = await lockLeads(tx, caller.workspaceId, ids);
      if (leads.length !== ids.length) throw AppError.notFound(LEAD_MESSAGES.notFound);
      if (values.status) {
        const to = values.status;
        const refused = leads.find((lead) => !canMoveLead(lead.status, to));
        if (refused) throw AppError.badRequest(LEAD_MESSAGES.transitionRefused(refused.status, to));
        await setLeadStatus(tx, ids, to);
        // The `lead_status` webhooks, in the transaction of the move.
        const moved = leads.map((lead) => ({ id: lead.id, previous: lead.status }));
        await this.webhooks.queueLeadStatus(tx, caller.workspaceId, moved, to);
      } else {
        if (leads.some((lead) => lead.status !== 'open'))
          throw AppError.badRequest(LEAD_MESSAGES.onlyOpenReassigned);
        const assignee = await this.assignee(tx, caller, values.assignedToEmail ?? '');
        await assignLeads(tx, ids, assignee);
      }
    });
    return (await selectLeads(this.db, caller.workspaceId, ids)).map(toLead);
  }

  /** The user id of an assignee address of the workspace; null for nobody. */
  private async assignee(tx: EntityManager, caller: Caller, email: string): Promise<string | null> {
    if (!email || email.toLowerCase() === UNASSIGNED_FILTER) return null;
    const user = await selectWorkspaceUser(tx, caller.workspaceId, email);
    if (!user) throw AppError.badRequest(LEAD_MESSAGES.assigneeUnknown);
    return user.id;
  }
}
