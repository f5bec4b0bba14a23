import {
  CONTACT_MESSAGES,
  CONTACT_TOTAL_CAP,
  contactDisplayStatus,
  contactSearchSchema,
  MIN_SEARCH_LENGTH,
  type ContactFilterValue,
  type ContactSearchCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { ContactList } from './contact-list.entity';
import {
  isCommonText,
  planTextSearch,
  TEXT_SAMPLE_SIZE,
  type TextSearch,
} from './contact-search-text';
import { sampleAddresses } from './queries/contact-search-sample';
import { contactStats } from './queries/contact-stats';
import {
  contactRows,
  contactsPage,
  countContactsUpTo,
  findWorkspaceUserId,
  searchMatches,
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
    return this.read(async (db) => {
      const found = searching ? await this.textSearch(db, caller, text) : undefined;
      const scope: ContactScope = {
        workspaceId: caller.workspaceId,
        createdBy: userId,
        listId: query.listId || undefined,
        text: found?.plan,
        filter: query.filter as ContactFilterValue | undefined,
      };
      // A text with few matches (rare, or narrowed by a filter): one statement counts them and
      // picks the page among them. A list or a user's lists may hold most contacts: a common text
      // there has more matches than the cap, which would be gathered in vain.
      if (found && (!found.common || scope.filter)) return this.pageAmongMatches(db, scope, query);
      const n = await countContactsUpTo(db, scope, CONTACT_TOTAL_CAP);
      if (found && n <= CONTACT_TOTAL_CAP) return this.pageAmongMatches(db, scope, query);
      // An exact count at or below the offset leaves nothing to fetch.
      const rows =
        n <= CONTACT_TOTAL_CAP && query.offset >= n ? [] : await contactsPage(db, scope, query);
      return page(rows, n);
    });
  }

  /**
   * A search's page chosen among all its matches (found through the trigram index, then sorted),
   * up to the cap; past it, matches are common enough that walking the contacts newest first
   * meets a page of them quickly.
   */
  private async pageAmongMatches(
    db: EntityManager,
    scope: ContactScope,
    query: { limit: number; offset: number },
  ): Promise<ContactPage> {
    const found = await searchMatches(db, scope, CONTACT_TOTAL_CAP, query);
    if (found.n > CONTACT_TOTAL_CAP) return page(await contactsPage(db, scope, query), found.n);
    return page(await contactRows(db, found.ids), found.n);
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
    const row = await this.read((db) => contactStats(db, caller.workspaceId, createdBy));
    return {
      total: row.total,
      inCampaign: row.in_campaign,
      engaged: row.engaged,
      leads: row.leads,
      bounced: row.bounced,
      unsubscribed: row.unsubscribed,
    };
  }

  /**
   * Runs the statements of a page or of the tiles in one transaction that keeps each of them in
   * this backend: they read a few thousand rows at most, and on a loaded machine starting
   * parallel workers for them (the planner's choice for a count through the trigram index)
   * costs more than it saves (p95 31 ms against 14 ms for "company5" at 1,000,000 contacts).
   */
  private read<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (manager) => {
      await manager.query('SET LOCAL max_parallel_workers_per_gather = 0');
      return work(manager);
    });
  }

  /** How to find the addresses holding `text`, and whether many do, as a sample shows. */
  private async textSearch(
    db: EntityManager,
    caller: Caller,
    text: string,
  ): Promise<{ plan: TextSearch; common: boolean }> {
    const sample = await sampleAddresses(db, caller.workspaceId, TEXT_SAMPLE_SIZE);
    return { plan: planTextSearch(text, sample), common: isCommonText(text, sample) };
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

/** The answer of a search: its page, and its count exact up to the cap. */
function page(rows: ContactPageRow[], n: number): ContactPage {
  return {
    rows: rows.map(toRow),
    total: Math.min(n, CONTACT_TOTAL_CAP),
    totalCapped: n > CONTACT_TOTAL_CAP,
  };
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
