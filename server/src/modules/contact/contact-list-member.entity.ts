import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A contact's row in a list: its line in the imported file and the values of that row. The
 * workspace is the list's. No foreign keys: the import, the only writer of members, points them
 * at the list and the contacts it has just added or found, and triggers remove the members of a
 * deleted list or contact (migrations 0004 and 0037).
 */
@Entity('contact_list_member')
export class ContactListMember {
  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId: string;

  @Index('contact_list_member_contact_idx')
  @PrimaryColumn({ name: 'contact_id', type: 'uuid' })
  contactId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ type: 'integer' })
  line: number;

  /**
   * The contact's address in lower case, carried in the primary key for the count of a list's
   * contacts by part of their address (migration 0043). Written by the import; a trigger fills it
   * from the contact for any other insert.
   */
  @Column({ name: 'email_key', type: 'text', collation: 'C', nullable: true })
  emailKey: string | null;

  /**
   * The member's IANA time zone, read at import from its zone or place columns
   * (`recipient-time-zone.ts`, migration 0055); NULL when unknown.
   */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone: string | null;

  /** The row's values by data key. */
  @Column({ type: 'jsonb', default: {} })
  data: Record<string, string>;
}
