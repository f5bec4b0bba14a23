import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { Campaign } from '../campaign/campaign.entity';
import { Step } from '../campaign/steps/step.entity';

/** One step's totals (the campaign's per-message figures), kept like CampaignCounter. */
@Entity('step_counter')
export class StepCounter {
  @PrimaryColumn({ name: 'step_id', type: 'uuid' })
  stepId: string;

  @ManyToOne(() => Step, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'step_id', foreignKeyConstraintName: 'step_counter_step_id_fkey' })
  step?: Step;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'step_counter_campaign_id_fkey' })
  campaign?: Campaign;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'step_counter_workspace_id_fkey' })
  workspace?: Workspace;

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
