import { CONTACT_MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';

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
    const rows = await this.db.query(
      `SELECT id, name, contacts_count, data_keys, created_at FROM contact_list
        WHERE workspace_id = $1 ORDER BY created_at DESC, id`,
      [caller.workspaceId],
    );
    return rows.map(toSummary);
  }

  /** Another workspace's list answers exactly like a missing one. */
  async getList(caller: Caller, id: string): Promise<ContactListSummary> {
    if (!isUuid(id)) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    const [row] = await this.db.query(
      `SELECT id, name, contacts_count, data_keys, created_at FROM contact_list
        WHERE workspace_id = $1 AND id = $2`,
      [caller.workspaceId, id],
    );
    if (!row) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    return toSummary(row);
  }
}

function toSummary(row: {
  id: string;
  name: string;
  contacts_count: number;
  data_keys: string[];
  created_at: Date;
}): ContactListSummary {
  return {
    id: row.id,
    name: row.name,
    contactsCount: row.contacts_count,
    dataKeys: row.data_keys,
    createdAt: row.created_at,
  };
}
