import {
  CONTACT_MESSAGES,
  CONTACT_TOTAL_CAP,
  contactDisplayStatus,
  contactSearchSchema,
  MIN_SEARCH_LENGTH,
  type ContactFilterValue,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { isUuid, likePattern } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';

export interface ContactRow {
  id: string;
  email: string;
  createdAt: Date;
  /** active | bounced | unsubscribed */
  status: string;
  displayStatus: ReturnType<typeof contactDisplayStatus>;
  campaignCount: number;
  sentCount: number;
  engagedCount: number;
}

export interface ContactPage {
  rows: ContactRow[];
  /** Exact up to CONTACT_TOTAL_CAP; past it, the cap (and `totalCapped`). */
  total: number;
  totalCapped: boolean;
}

export interface ContactStats {
  total: number;
  inCampaign: number;
  engaged: number;
  leads: number;
  bounced: number;
  unsubscribed: number;
}

/**
 * Up to this many matches a search fetches its page from all of them (trigram index, then a sort);
 * beyond, matches are common enough that the newest-first index meets a page of them quickly.
 */
const FEW_MATCHES = 50_000;

/** Each filter of All Contacts as a condition on `c` (contact) and `a` (its activity, maybe null). */
const FILTER_SQL: Record<ContactFilterValue, string> = {
  in_campaign: 'a.campaign_count > 0',
  email_sent: 'a.sent_count > 0',
  has_opened: 'a.opened_count > 0',
  has_clicked: 'a.clicked_count > 0',
  has_replied: 'a.replied_count > 0',
  has_leads: 'a.lead_count > 0',
  engaged: 'a.engaged_count > 0',
  bounced: `c.status = 'bounced'`,
  unsubscribed: `c.status = 'unsubscribed'`,
};

/** A growing list of bind parameters: `add` returns the placeholder of the value. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * All Contacts: the search (user, list, text, filter, paging) and the stat tiles. Campaign-derived
 * figures come from `contact_activity`, which the campaign and sending modules keep; a contact
 * without a row there has never been in a campaign.
 */
export class ContactSearchService {
  constructor(private readonly db: DataSource) {}

  async search(caller: Caller, input: unknown): Promise<ContactPage> {
    const query = await parse(contactSearchSchema, input);
    const params = new Params();
    const where = [`c.workspace_id = ${params.add(caller.workspaceId)}`];

    const userId = query.userEmail ? await this.userId(caller, query.userEmail) : undefined;
    if (userId === null) return { rows: [], total: 0, totalCapped: false };
    if (userId) where.push(this.createdByCondition(params, caller, userId));

    if (query.listId) {
      await this.assertList(caller, query.listId);
      where.push(
        `EXISTS (SELECT 1 FROM contact_list_member m
                  WHERE m.list_id = ${params.add(query.listId)} AND m.contact_id = c.id)`,
      );
    }
    const text = query.searchText ?? '';
    const searching = text.length >= MIN_SEARCH_LENGTH;
    // The trigram index on email::text serves this.
    if (searching) where.push(`c.email::text ILIKE ${params.add(likePattern(text))}`);
    const filter = query.filter as ContactFilterValue | undefined;
    if (filter) where.push(FILTER_SQL[filter]);

    const from = `FROM contact c LEFT JOIN contact_activity a ON a.contact_id = c.id
                  WHERE ${where.join(' AND ')}`;
    // Counting stops past a bound (an exact count of a million matches is not worth its time). A
    // search counts a little further to choose how to fetch its page, below.
    const probe = searching ? FEW_MATCHES : CONTACT_TOTAL_CAP;
    const [{ n }]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${probe + 1}) s`,
      params.values,
    );
    const columns = `c.id, c.email, c.created_at, c.status,
                     coalesce(a.campaign_count, 0) AS campaign_count,
                     coalesce(a.sent_count, 0) AS sent_count,
                     coalesce(a.engaged_count, 0) AS engaged_count`;
    const limit = params.add(query.limit);
    const offset = params.add(query.offset);
    // Few matches of a search: take them all through the trigram index, then sort. Walking the
    // newest-first index instead would read most of the table when the matches are old ones.
    const sql =
      searching && n <= FEW_MATCHES
        ? `WITH matches AS MATERIALIZED (SELECT ${columns} ${from})
           SELECT * FROM matches ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`
        : `SELECT ${columns} ${from}
            ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`;
    const rows = await this.db.query(sql, params.values);
    return {
      rows: rows.map(toRow),
      total: Math.min(n, CONTACT_TOTAL_CAP),
      totalCapped: n > CONTACT_TOTAL_CAP,
    };
  }

  /** The six tiles of All Contacts, for the workspace or one user's lists. */
  async stats(caller: Caller, userEmail?: string | null): Promise<ContactStats> {
    const params = new Params();
    const workspace = params.add(caller.workspaceId);
    let scope = '';
    if (userEmail) {
      const userId = await this.userId(caller, userEmail.trim());
      if (userId === null)
        return { total: 0, inCampaign: 0, engaged: 0, leads: 0, bounced: 0, unsubscribed: 0 };
      scope = ` AND ${this.createdByCondition(params, caller, userId)}`;
    }
    // One pass over the (sparse) activity table for three tiles; the flagged ones use their index.
    const [row] = await this.db.query(
      `WITH activity AS (
         SELECT count(*) FILTER (WHERE a.campaign_count > 0) AS in_campaign,
                count(*) FILTER (WHERE a.engaged_count > 0) AS engaged,
                count(*) FILTER (WHERE a.lead_count > 0) AS leads
           FROM contact_activity a JOIN contact c ON c.id = a.contact_id
          WHERE a.workspace_id = ${workspace}${scope}),
       flagged AS (
         SELECT count(*) FILTER (WHERE c.status = 'bounced') AS bounced,
                count(*) FILTER (WHERE c.status = 'unsubscribed') AS unsubscribed
           FROM contact c WHERE c.workspace_id = ${workspace} AND c.status <> 'active'${scope})
       SELECT (SELECT count(*) FROM contact c WHERE c.workspace_id = ${workspace}${scope})::int AS total,
              in_campaign::int, engaged::int, leads::int, bounced::int, unsubscribed::int
         FROM activity, flagged`,
      params.values,
    );
    return {
      total: row.total,
      inCampaign: row.in_campaign,
      engaged: row.engaged,
      leads: row.leads,
      bounced: row.bounced,
      unsubscribed: row.unsubscribed,
    };
  }

  /** A user of the caller's workspace by email; null when there is none (another workspace's too). */
  private async userId(caller: Caller, email: string): Promise<string | null> {
    const [user] = await this.db.query(
      `SELECT id FROM "user" WHERE workspace_id = $1 AND lower(email) = lower($2)`,
      [caller.workspaceId, email],
    );
    return user?.id ?? null;
  }

  /** Contacts of the lists a user uploaded. */
  private createdByCondition(params: Params, caller: Caller, userId: string): string {
    return `EXISTS (SELECT 1 FROM contact_list_member m JOIN contact_list l ON l.id = m.list_id
                     WHERE m.contact_id = c.id AND l.workspace_id = ${params.add(caller.workspaceId)}
                       AND l.created_by = ${params.add(userId)})`;
  }

  private async assertList(caller: Caller, listId: string): Promise<void> {
    if (!isUuid(listId)) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    const [list] = await this.db.query(
      `SELECT 1 FROM contact_list WHERE workspace_id = $1 AND id = $2`,
      [caller.workspaceId, listId],
    );
    if (!list) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
  }
}

function toRow(row: {
  id: string;
  email: string;
  created_at: Date;
  status: string;
  campaign_count: number;
  sent_count: number;
  engaged_count: number;
}): ContactRow {
  const counts = {
    status: row.status,
    campaignCount: row.campaign_count,
    sentCount: row.sent_count,
    engagedCount: row.engaged_count,
  };
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    displayStatus: contactDisplayStatus(counts),
    ...counts,
  };
}
