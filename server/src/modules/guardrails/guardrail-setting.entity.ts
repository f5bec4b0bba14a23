import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { MailAccount } from '../mailbox/mail-account.entity';

/**
 * Deliverability thresholds (migration 0059, README "Thresholds"): a workspace's row
 * (`mail_account_id` NULL) and a mailbox's overrides; a NULL field is not set at that level.
 */
@Entity('guardrail_setting')
@Check('guardrail_setting_bounce_percent_check', `bounce_percent > 0 AND bounce_percent <= 100`)
@Check(
  'guardrail_setting_complaint_percent_check',
  `complaint_percent > 0 AND complaint_percent <= 100`,
)
@Check('guardrail_setting_min_sends_check', `min_sends >= 1`)
@Check('guardrail_setting_window_days_check', `window_days BETWEEN 1 AND 90`)
// One row per workspace: (workspace_id) WHERE mail_account_id IS NULL.
@Index('guardrail_setting_workspace_key', { synchronize: false })
// One row per mailbox: (mail_account_id) WHERE mail_account_id IS NOT NULL.
@Index('guardrail_setting_mail_account_key', { synchronize: false })
export class GuardrailSetting {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'guardrail_setting_pkey' })
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'guardrail_setting_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'mail_account_id', type: 'uuid', nullable: true })
  mailAccountId: string | null;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'guardrail_setting_mail_account_id_fkey',
  })
  mailAccount?: MailAccount | null;

  @Column({ type: 'boolean', nullable: true })
  enabled: boolean | null;

  @Column({ name: 'bounce_percent', type: 'numeric', precision: 5, scale: 2, nullable: true })
  bouncePercent: string | null;

  @Column({ name: 'min_sends', type: 'integer', nullable: true })
  minSends: number | null;

  @Column({ name: 'window_days', type: 'integer', nullable: true })
  windowDays: number | null;

  @Column({ name: 'complaint_percent', type: 'numeric', precision: 5, scale: 2, nullable: true })
  complaintPercent: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
