import { CONTACT_MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';
import { contactLists, findContactList, type ContactListRow } from './queries/contact-search';

export interface ContactListSummary {
  id: string;
  name: string;
  contactsCount: number;
  dataKeys: string[];
  createdAt: Date;
}

/** The caller's contact lists. */
export class ContactListService {
  constructor(private readonly db: DataSource) {}

  async listLists(caller: Caller): Promise<ContactListSummary[]> {
    const rows = await contactLists(this.db, caller.workspaceId);
    return rows.map(toSummary);
  }

  /** Another workspace's list answers exactly like a missing one. */
  async getList(caller: Caller, id: string): Promise<ContactListSummary> {
    if (!isUuid(id)) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    const row = await findContactList(this.db, caller.workspaceId, id);
    if (!row) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    return toSummary(row);
  }
}

function toSummary(row: ContactListRow): ContactListSummary {
  return {
    id: row.id,
    name: row.name,
    contactsCount: row.contacts_count,
    dataKeys: row.data_keys,
    createdAt: row.created_at,
  };
}
