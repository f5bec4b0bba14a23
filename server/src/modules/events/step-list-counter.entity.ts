import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { Campaign } from '../campaign/campaign.entity';
import { Step } from '../campaign/steps/step.entity';
import { ContactList } from '../contact/contact-list.entity';

/** One message's totals per list, kept like StepCounter. */
@Entity('step_list_counter')
@Index('step_list_counter_campaign_idx', ['campaignId', 'listId'])
export class StepListCounter {
  @PrimaryColumn({ name: 'step_id', type: 'uuid' })
  stepId: string;

  @ManyToOne(() => Step, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'step_id', foreignKeyConstraintName: 'step_list_counter_step_id_fkey' })
  step?: Step;

  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId: string;

  @ManyToOne(() => ContactList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'step_list_counter_list_id_fkey' })
  list?: ContactList;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'step_list_counter_campaign_id_fkey',
  })
  campaign?: Campaign;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'step_list_counter_workspace_id_fkey',
  })
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
