import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { Contact } from './contact.entity';

/**
 * What All Contacts shows of a contact's campaigns: counters kept by the campaign and sending
 * modules. A row exists only for contacts that were ever in a campaign.
 */
@Entity('contact_activity')
// All Contacts' campaign filters, in the page's order:
// (workspace_id, contact_created_at DESC, contact_id).
@Index('contact_activity_page_idx', { synchronize: false })
export class ContactActivity {
  @PrimaryColumn({ name: 'contact_id', type: 'uuid' })
  contactId: string;

  @OneToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id', foreignKeyConstraintName: 'contact_activity_contact_id_fkey' })
  contact?: Contact;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'contact_activity_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'campaign_count', type: 'integer', default: 0 })
  campaignCount: number;

  @Column({ name: 'sent_count', type: 'integer', default: 0 })
  sentCount: number;

  @Column({ name: 'opened_count', type: 'integer', default: 0 })
  openedCount: number;

  @Column({ name: 'clicked_count', type: 'integer', default: 0 })
  clickedCount: number;

  @Column({ name: 'replied_count', type: 'integer', default: 0 })
  repliedCount: number;

  @Column({ name: 'lead_count', type: 'integer', default: 0 })
  leadCount: number;

  /**
   * Opens, clicks and replies together, computed by Postgres. TypeORM compares a generated column's
   * expression with the copy it keeps in `typeorm_metadata`, recorded for this column by migration
   * 0023: the two strings must stay equal. Nullable in the schema, yet never NULL: its terms are
   * NOT NULL.
   */
  @Column({
    name: 'engaged_count',
    type: 'integer',
    nullable: true,
    generatedType: 'STORED',
    asExpression: 'opened_count + clicked_count + replied_count',
    insert: false,
    update: false,
  })
  engagedCount: number;

  /** The contact's creation date, the page's order (a trigger sets it on insert: 0031). */
  @Column({ name: 'contact_created_at', type: 'timestamptz', insert: false, update: false })
  contactCreatedAt: Date;

  /**
   * The lists of the contact (migration 0044): set from its members when the row is created (a
   * trigger), and by an import for the existing contacts it adds to a list. All Contacts reads it
   * for a list or a user's lists with a campaign filter, and for one user's tiles.
   */
  @Column({ name: 'list_ids', type: 'uuid', array: true, default: () => "'{}'", update: false })
  listIds: string[];

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
