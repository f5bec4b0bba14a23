import { CONTACT_MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';
import { ContactList } from './contact-list.entity';

export interface ContactListSummary {
  id: string;
  name: string;
  contactsCount: number;
  dataKeys: string[];
  createdAt: Date;
}

/** The caller's contact lists, read through the `ContactList` repository, scoped by workspace. */
export class ContactListService {
  constructor(private readonly db: DataSource) {}

  /** Newest first (contact_list_workspace_idx), ties by id. */
  async listLists(caller: Caller): Promise<ContactListSummary[]> {
    const lists = await this.lists().find({
      where: { workspaceId: caller.workspaceId },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return lists.map(toSummary);
  }

  /** Another workspace's list answers exactly like a missing one. */
  async getList(caller: Caller, id: string): Promise<ContactListSummary> {
    if (!isUuid(id)) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    const list = await this.lists().findOneBy({ id, workspaceId: caller.workspaceId });
    if (!list) throw AppError.notFound(CONTACT_MESSAGES.listNotFound);
    return toSummary(list);
  }

  private lists() {
    return this.db.getRepository(ContactList);
  }
}

function toSummary(list: ContactList): ContactListSummary {
  return {
    id: list.id,
    name: list.name,
    contactsCount: list.contactsCount,
    dataKeys: list.dataKeys,
    createdAt: list.createdAt,
  };
}
