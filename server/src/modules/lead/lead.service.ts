import {
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
import { isUuid, likePattern } from '../../db/sql';

/** A row of the Leads page (spec 02 §3 Lead). */
export interface Lead {
  id: string;
  email: string;
  campaignId: string;
  campaignName: string;
  status: LeadStatus;
  assignedToEmail: string | null;
  assignedToName: string | null;
  createdAt: Date;
}

const LEAD_SELECT = `
  SELECT l.id, ct.email::text AS email, c.id AS campaign_id, c.name AS campaign_name, l.status,
         u.email::text AS assigned_to_email, u.name AS assigned_to_name, l.created_at
    FROM lead l
    JOIN contact ct ON ct.id = l.contact_id
    JOIN campaign c ON c.id = l.campaign_id AND c.deleted_at IS NULL
    LEFT JOIN "user" u ON u.id = l.assigned_to`;

function toLead(row: Record<string, unknown>): Lead {
  return {
    id: row.id as string,
    email: row.email as string,
    campaignId: row.campaign_id as string,
    campaignName: row.campaign_name as string,
    status: row.status as LeadStatus,
    assignedToEmail: (row.assigned_to_email as string | null) ?? null,
    assignedToName: (row.assigned_to_name as string | null) ?? null,
    createdAt: row.created_at as Date,
  };
}

/**
 * Whether a lead may go from `from` to `to` (spec 02 §4): an open lead is won, lost or ignored; a
 * won, lost or ignored lead can only be reopened.
 */
export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return from === 'open' ? to !== 'open' : to === 'open';
}

/**
 * The Leads page: leads are created by the campaigns' lead rules (see the event recorder); here
 * they are found, moved between statuses and assigned to users of the workspace.
 */
export class LeadService {
  constructor(private readonly db: DataSource) {}

  /** One page of the leads of a status, newest first (index lead_workspace_idx). */
  async search(
    caller: Caller,
    command: LeadSearchCommand,
  ): Promise<{ leads: Lead[]; total: number }> {
    const query = await parse(leadSearchSchema, command);
    const params: unknown[] = [caller.workspaceId, query.status];
    const where = ['l.workspace_id = $1', 'l.status = $2'];
    if (query.searchText.length >= MIN_SEARCH_LENGTH) {
      params.push(likePattern(query.searchText));
      where.push(`ct.email::text ILIKE $${params.length}`);
    }
    if (query.campaignId) {
      params.push(query.campaignId);
      where.push(`l.campaign_id = $${params.length}`);
    }
    if (query.assignedTo.toLowerCase() === UNASSIGNED_FILTER) {
      where.push('l.assigned_to IS NULL');
    } else if (query.assignedTo) {
      params.push(query.assignedTo);
      where.push(`u.email = $${params.length}::citext`);
    }
    const filtered = `${LEAD_SELECT} WHERE ${where.join(' AND ')}`;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `${filtered} ORDER BY l.created_at DESC, l.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM (${filtered}) x`, params) as Promise<
        { total: number }[]
      >,
    ]);
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
      const leads: { id: string; status: LeadStatus }[] = await tx.query(
        `SELECT l.id, l.status FROM lead l
           JOIN campaign c ON c.id = l.campaign_id AND c.deleted_at IS NULL
          WHERE l.workspace_id = $1 AND l.id = ANY($2::uuid[])
          ORDER BY l.id
          FOR UPDATE OF l`,
        [caller.workspaceId, ids],
      );
      if (leads.length !== ids.length) throw AppError.notFound(LEAD_MESSAGES.notFound);
      if (values.status) {
        const to = values.status;
        const refused = leads.find((lead) => !canMoveLead(lead.status, to));
        if (refused) throw AppError.badRequest(LEAD_MESSAGES.transitionRefused(refused.status, to));
        await tx.query(
          `UPDATE lead SET status = $2, updated_at = now() WHERE id = ANY($1::uuid[])`,
          [ids, to],
        );
      } else {
        if (leads.some((lead) => lead.status !== 'open'))
          throw AppError.badRequest(LEAD_MESSAGES.onlyOpenReassigned);
        const assignee = await this.assignee(tx, caller, values.assignedToEmail ?? '');
        await tx.query(
          `UPDATE lead SET assigned_to = $2, updated_at = now() WHERE id = ANY($1::uuid[])`,
          [ids, assignee],
        );
      }
    });
    const rows = await this.db.query(
      `${LEAD_SELECT} WHERE l.workspace_id = $1 AND l.id = ANY($2::uuid[])
        ORDER BY l.created_at DESC, l.id DESC`,
      [caller.workspaceId, ids],
    );
    return rows.map(toLead);
  }

  /** The user id of an assignee address of the workspace; null for nobody. */
  private async assignee(tx: EntityManager, caller: Caller, email: string): Promise<string | null> {
    if (!email || email.toLowerCase() === UNASSIGNED_FILTER) return null;
    const [user] = await tx.query(
      `SELECT id FROM "user" WHERE workspace_id = $1 AND email = $2::citext`,
      [caller.workspaceId, email],
    );
    if (!user) throw AppError.badRequest(LEAD_MESSAGES.assigneeUnknown);
    return user.id;
  }
}
