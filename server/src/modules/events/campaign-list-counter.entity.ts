import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { Campaign } from '../campaign/campaign.entity';
import { ContactList } from '../contact/contact-list.entity';

/**
 * A campaign's totals per list (the overview's list filter), kept by the event recorder like
 * CampaignCounter: recipients once per type, and the sizes of the activity feed.
 */
@Entity('campaign_list_counter')
export class CampaignListCounter {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'campaign_list_counter_campaign_id_fkey',
  })
  campaign?: Campaign;

  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId: string;

  @ManyToOne(() => ContactList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'campaign_list_counter_list_id_fkey' })
  list?: ContactList;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'campaign_list_counter_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ type: 'integer', default: 0 })
  recipients: number;

  @Column({ type: 'integer', default: 0 })
  sent: number;

  @Column({ type: 'integer', default: 0 })
  open: number;

  @Column({ type: 'integer', default: 0 })
  click: number;

  @Column({ type: 'integer', default: 0 })
  reply: number;

  @Column({ type: 'integer', default: 0 })
  bounce: number;

  @Column({ type: 'integer', default: 0 })
  unsubscribe: number;

  @Column({ type: 'integer', default: 0 })
  lead: number;

  /** Unflagged events of every type: the activity feed's size. */
  @Column({ name: 'feed_events', type: 'integer', default: 0 })
  feedEvents: number;

  /** Unflagged `sent` events: what 'Ignore sends' leaves out. */
  @Column({ name: 'feed_sends', type: 'integer', default: 0 })
  feedSends: number;
}
