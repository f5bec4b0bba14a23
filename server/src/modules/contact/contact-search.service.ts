import {
  CONTACT_MESSAGES,
  CONTACT_TOTAL_CAP,
  contactDisplayStatus,
  contactSearchSchema,
  MIN_SEARCH_LENGTH,
  type ContactFilterValue,
  type ContactSearchCommand,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { ContactList } from './contact-list.entity';
import { planTextSearch, TEXT_SAMPLE_SIZE, type TextSearch } from './contact-search-text';
import {
  contactStats,
  contactsPage,
  countContactsUpTo,
  findWorkspaceUserId,
  sampleAddresses,
  type ContactPageRow,
  type ContactScope,
} from './queries/contact-search';

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

interface ContactPage {
  rows: ContactRow[];
  /** Exact up to CONTACT_TOTAL_CAP; past it, the cap (and `totalCapped`). */
  total: number;
  totalCapped: boolean;
}

interface ContactStats {
  total: number;
  inCampaign: number;
  engaged: number;
  leads: number;
  bounced: number;
  unsubscribed: number;
}

/**
 * All Contacts: the search (user, list, text, filter, paging) and the stat tiles. Campaign-derived
 * figures come from `contact_activity`, which the campaign and sending modules keep; a contact
 * without a row there has never been in a campaign.
 */
export class ContactSearchService {
  constructor(private readonly db: DataSource) {}

  async search(caller: Caller, command: ContactSearchCommand): Promise<ContactPage> {
    const query = await parse(contactSearchSchema, command);
    const userId = query.userEmail ? await this.userId(caller, query.userEmail) : undefined;
    if (userId === null) return { rows: [], total: 0, totalCapped: false };
    if (query.listId) await this.assertList(caller, query.listId);
    const text = query.searchText ?? '';
    const searching = text.length >= MIN_SEARCH_LENGTH;
    const scope: ContactScope = {
      workspaceId: caller.workspaceId,
      createdBy: userId,
      listId: query.listId || undefined,
      text: searching ? await this.textSearch(caller, text) : undefined,
      filter: query.filter as ContactFilterValue | undefined,
    };
    const n = await countContactsUpTo(this.db, scope, CONTACT_TOTAL_CAP);
    // Up to the cap, a search fetches its page from all its matches (trigram index, then a sort);
    // beyond, matches are common enough that the newest-first index meets a page of them quickly.
    // An exact count at or below the offset leaves nothing to fetch (a text without a match
    // would read every contact a second time).
    const rows =
      n <= CONTACT_TOTAL_CAP && query.offset >= n
        ? []
        : await contactsPage(this.db, scope, {
            limit: query.limit,
            offset: query.offset,
            fewMatches: searching && n <= CONTACT_TOTAL_CAP,
          });
    return {
      rows: rows.map(toRow),
      total: Math.min(n, CONTACT_TOTAL_CAP),
      totalCapped: n > CONTACT_TOTAL_CAP,
    };
  }

  /** The six tiles of All Contacts, for the workspace or one user's lists. */
  async stats(caller: Caller, userEmail?: string | null): Promise<ContactStats> {
    let createdBy: string | undefined;
    if (userEmail) {
      const userId = await this.userId(caller, userEmail.trim());
      if (userId === null)
        return { total: 0, inCampaign: 0, engaged: 0, leads: 0, bounced: 0, unsubscribed: 0 };
      createdBy = userId;
    }
    const row = await contactStats(this.db, caller.workspaceId, createdBy);
    return {
      total: row.total,
      inCampaign: row.in_campaign,
      engaged: row.engaged,
      leads: row.leads,
      bounced: row.bounced,
      unsubscribed: row.unsubscribed,
    };
  }

  /** How to find the addresses holding `text`, planned on a sample of the workspace's. */
  private async textSearch(caller: Caller, text: string): Promise<TextSearch> {
    const sample = await sampleAddresses(this.db, caller.workspaceId, TEXT_SAMPLE_SIZE);
    return planTextSearch(text, sample);
  }

  /** A user of the caller's workspace by email; null when there is none (another workspace's too). */
  private async userId(caller: Caller, email: string): Promise<string | null> {
    return (await findWorkspaceUserId(this.db, caller.workspaceId, email)) ?? null;
  }

  private async assertList(caller: Caller, listId: string): Promise<void> {
    if (!isUuid(listId)) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    const found = await this.db
      .getRepository(ContactList)
      .existsBy({ id: listId, workspaceId: caller.workspaceId });
    if (!found) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
  }
}

function toRow(row: ContactPageRow): ContactRow {
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
