import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { Campaign } from '../campaign/campaign.entity';
import { ContactList } from '../contact/contact-list.entity';

/** `series` of the contacts added to a campaign (the other series are step ids). */
export const CONTACTS_ADDED_SERIES = '00000000-0000-0000-0000-000000000000';

/**
 * The Timeline's figures per list and quarter of an hour (UTC): contacts added, and recipients
 * sent each message for the first time. Every zone's offset is a multiple of 15 minutes, so a day
 * of any zone is a sum of whole quarters.
 */
@Entity('campaign_timeline_counter')
export class CampaignTimelineCounter {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'campaign_timeline_counter_campaign_id_fkey',
  })
  campaign?: Campaign;

  @PrimaryColumn({ type: 'timestamptz' })
  bucket: Date;

  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId: string;

  @ManyToOne(() => ContactList, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'list_id',
    foreignKeyConstraintName: 'campaign_timeline_counter_list_id_fkey',
  })
  list?: ContactList;

  /** CONTACTS_ADDED_SERIES, or the step whose first-time sends it counts (a copy, no key). */
  @PrimaryColumn({ type: 'uuid' })
  series: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'campaign_timeline_counter_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ type: 'integer', default: 0 })
  count: number;
}
