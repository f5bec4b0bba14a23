import {
  CONTACT_SEARCH_MESSAGES,
  deleteUnsubscribeDomainsSchema,
  deleteUnsubscribersSchema,
  MIN_SEARCH_LENGTH,
  UNSUBSCRIBERS_MESSAGES,
  unsubscriberSearchSchema,
  type UnsubscribeDomainsDeleteCommand,
  type UnsubscriberSearchCommand,
  type UnsubscribersDeleteCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { AuditEntryInput, AuditService } from '../audit/audit.service';
import type { Caller } from '../auth/caller';
import { likePattern } from '../../db/sql';
import {
  deleteUnsubscribeDomains,
  deleteUnsubscribes,
  flagContactUnsubscribed,
  hasUnsubscribe,
  insertUnsubscribe,
  knownUnsubscribers,
  reactivateContacts,
  unsubscribersPage,
} from './queries/unsubscribe';
import { assertRole } from '../../http/roles';

export interface Unsubscriber {
  /** The address, lower-cased: one row per address. */
  id: string;
  email: string;
  updatedAt: Date;
  /** Newest first. */
  unsubscribes: { domain: string; createTime: Date }[];
}

/**
 * Unsubscribes are per (address, sender domain): a recipient who unsubscribed from one sender's
 * campaigns can still get another sender's. A contact whose status is `unsubscribed` has at least
 * one entry (or unsubscribed from everything); deleting the last entry makes it active again.
 */
export class UnsubscribeService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Records an unsubscribe from a sender domain (idempotent) and flags the contact. */
  async record(
    workspaceId: string,
    email: string,
    domain: string,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await insertUnsubscribe(manager, workspaceId, email, domain);
    await flagContactUnsubscribed(manager, workspaceId, email);
  }

  /** Whether `email` unsubscribed from `domain` (the sending engine asks before every send). */
  async isUnsubscribed(workspaceId: string, email: string, domain: string): Promise<boolean> {
    return hasUnsubscribe(this.db, workspaceId, email, domain);
  }

  /** Addresses with unsubscribes (or an unsubscribed contact), most recent first. */
  async search(
    caller: Caller,
    command: UnsubscriberSearchCommand,
  ): Promise<{ rows: Unsubscriber[]; total: number }> {
    const query = await parse(unsubscriberSearchSchema, command);
    const text = query.searchText ?? '';
    const pattern = text.length >= MIN_SEARCH_LENGTH ? likePattern(text) : undefined;
    const { rows, total } = await unsubscribersPage(this.db, caller.workspaceId, pattern, {
      limit: query.limit,
      // A field borrowed from contactSearchSchema: yup types it loosely, it is a whole number.
      offset: query.offset as number,
    });
    return {
      rows: rows.map((row) => ({
        id: row.id,
        email: row.email,
        updatedAt: row.updated_at,
        unsubscribes: row.unsubscribes.map((entry) => ({
          domain: entry.domain,
          createTime: new Date(entry.createTime),
        })),
      })),
      total,
    };
  }

  /** Deletes some domains of one address: those senders may email it again. */
  async deleteDomains(caller: Caller, command: UnsubscribeDomainsDeleteCommand): Promise<string> {
    assertRole(caller, 'admin');
    const { email, domains } = await parse(deleteUnsubscribeDomainsSchema, command);
    await this.db.transaction(async (tx) => {
      await this.assertKnown(tx, caller, [email]);
      await deleteUnsubscribeDomains(tx, caller.workspaceId, email, domains);
      await reactivateContacts(tx, caller.workspaceId, [email], false);
      await this.audit.record(caller, suppressionEntry([email], { domains }), tx);
    });
    return UNSUBSCRIBERS_MESSAGES.domainsDeleted;
  }

  /** Deletes every unsubscribe of the addresses: they may be emailed again by every sender. */
  async deleteAll(caller: Caller, command: UnsubscribersDeleteCommand): Promise<string> {
    assertRole(caller, 'admin');
    const { emails } = await parse(deleteUnsubscribersSchema, command);
    await this.db.transaction(async (tx) => {
      await this.assertKnown(tx, caller, emails);
      await deleteUnsubscribes(tx, caller.workspaceId, emails);
      await reactivateContacts(tx, caller.workspaceId, emails, true);
      await this.audit.record(caller, suppressionEntry(emails, { allDomains: true }), tx);
    });
    return UNSUBSCRIBERS_MESSAGES.deleted;
  }

  /** Every address must be an unsubscriber of the caller's workspace; nothing changes otherwise. */
  private async assertKnown(tx: EntityManager, caller: Caller, emails: string[]): Promise<void> {
    const found = new Set(await knownUnsubscribers(tx, caller.workspaceId, emails));
    if (emails.some((email) => !found.has(email.toLowerCase())))
      throw AppError.notFound(CONTACT_SEARCH_MESSAGES.unsubscriberNotFound);
  }
}

/** The audit entry of unsubscribes deleted (the first addresses are kept, and how many). */
function suppressionEntry(emails: string[], meta: Record<string, unknown>): AuditEntryInput {
  const label = emails.length === 1 ? emails[0] : `${emails.length} addresses`;
  return {
    action: 'suppression.deleted',
    target: { type: 'unsubscriber', label },
    meta: { ...meta, count: emails.length, emails: emails.slice(0, 10) },
  };
}
