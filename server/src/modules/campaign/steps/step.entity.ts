import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Workspace } from '../../auth/workspace.entity';
import { Campaign } from '../campaign.entity';
import { StepContent } from './step-content.entity';

/**
 * One message of a campaign's sequence, sent `delay_days` after the previous one. Positions are
 * unique per campaign at commit (deferred), so a reorder may swap them within a transaction.
 * `content_id` names the current version of its subject and body (`step_content`).
 */
@Entity('step')
@Unique('step_campaign_id_position_key', ['campaignId', 'position'], {
  deferrable: 'INITIALLY DEFERRED',
})
@Unique('step_content_id_key', ['contentId'])
@Check('step_position_check', 'position >= 1')
@Check('step_delay_days_check', 'delay_days >= 0')
@Check('step_status_check', `status IN ('active', 'pause')`)
@Check(
  'step_variants_check',
  `jsonb_typeof(variants) = 'array' AND jsonb_array_length(variants) <= 4`,
)
export class Step {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'step_campaign_id_fkey' })
  campaign?: Campaign;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'step_workspace_id_fkey' })
  workspace?: Workspace;

  /** 1 for the first message. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  /** Variants B to E (`{subject, body}`); its own subject and body are variant A (migration 0065). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: { subject: string; body: string }[];

  /** The current version of its content: made by the step's triggers as it is written. */
  @Column({ name: 'content_id', type: 'uuid' })
  contentId: string;

  @ManyToOne(() => StepContent, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'content_id', foreignKeyConstraintName: 'step_content_id_fkey' })
  content?: Relation<StepContent>;

  @Column({ name: 'delay_days', type: 'integer', default: 0 })
  delayDays: number;

  @Column({ type: 'text', default: 'active' })
  status: 'active' | 'pause';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
