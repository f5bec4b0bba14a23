import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { Workspace } from '../../auth/workspace.entity';
import { ContactList } from '../../contact/contact-list.entity';
import { Campaign } from '../campaign.entity';

/**
 * A contact list linked to a campaign, with its mapping: variable name → the list's column
 * (null: each variable is the column of the same name).
 */
@Entity('campaign_list')
export class CampaignList {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'campaign_list_campaign_id_fkey' })
  campaign?: Campaign;

  @Index('campaign_list_list_idx')
  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId: string;

  @ManyToOne(() => ContactList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'campaign_list_list_id_fkey' })
  list?: ContactList;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'campaign_list_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'jsonb', nullable: true })
  mapping: Record<string, string> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
