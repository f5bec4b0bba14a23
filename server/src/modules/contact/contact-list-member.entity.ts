import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Contact } from './contact.entity';
import { ContactList } from './contact-list.entity';

/**
 * A contact's row in a list: its line in the imported file and the values of that row. The
 * workspace is the list's; `workspace_id` has no foreign key (see migration 0004).
 */
@Entity('contact_list_member')
export class ContactListMember {
  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId: string;

  @ManyToOne(() => ContactList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'contact_list_member_list_id_fkey' })
  list?: ContactList;

  @Index('contact_list_member_contact_idx')
  @PrimaryColumn({ name: 'contact_id', type: 'uuid' })
  contactId: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'contact_id',
    foreignKeyConstraintName: 'contact_list_member_contact_id_fkey',
  })
  contact?: Contact;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ type: 'integer' })
  line: number;

  /** The row's values by data key. */
  @Column({ type: 'jsonb', default: {} })
  data: Record<string, string>;
}
