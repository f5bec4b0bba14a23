import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { Campaign } from '../campaign/campaign.entity';

/**
 * A campaign's totals, as the campaign list shows them: updated in the transaction that records
 * each event, never aggregated at read time.
 */
@Entity('campaign_counter')
export class CampaignCounter {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'campaign_counter_campaign_id_fkey',
  })
  campaign?: Campaign;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'campaign_counter_workspace_id_fkey',
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
}
