import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../../auth/workspace.entity';
import { Campaign } from '../campaign.entity';
import { Label } from './label.entity';

/** A label put on a campaign. */
@Entity('campaign_label')
export class CampaignLabel {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'campaign_label_campaign_id_fkey' })
  campaign?: Campaign;

  @Index('campaign_label_label_idx')
  @PrimaryColumn({ name: 'label_id', type: 'uuid' })
  labelId: string;

  @ManyToOne(() => Label, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'label_id', foreignKeyConstraintName: 'campaign_label_label_id_fkey' })
  label?: Label;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'campaign_label_workspace_id_fkey',
  })
  workspace?: Workspace;
}
