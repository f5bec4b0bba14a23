import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { CampaignRecipient } from '../campaign/recipients/campaign-recipient.entity';
import { Campaign } from '../campaign/campaign.entity';
import { StepContent } from '../campaign/steps/step-content.entity';
import { Step } from '../campaign/steps/step.entity';
import { MailAccount } from '../mailbox/mail-account.entity';

/** `claimed → smtp_started → sent | failed | uncertain` (ARCHITECTURE §4). */
type SendState = 'claimed' | 'smtp_started' | 'sent' | 'failed' | 'uncertain';

/**
 * The ledger: one row per message sent (or being sent) to a recipient for a step, at most one per
 * recipient and step. A send is claimed before SMTP is touched.
 */
@Entity('send')
@Check('send_variant_check', `variant IN ('A', 'B', 'C', 'D', 'E')`)
@Unique('send_message_id_key', ['messageId'])
@Unique('send_recipient_id_step_id_key', ['recipientId', 'stepId'])
@Check('send_state_check', `state IN ('claimed', 'smtp_started', 'sent', 'failed', 'uncertain')`)
// A mailbox's sent messages, newest first: (mail_account_id, sent_at DESC) WHERE state = 'sent'.
@Index('send_mail_account_sent_idx', { synchronize: false })
// A mailbox's sends still open:
// (mail_account_id, state) WHERE state IN ('claimed', 'smtp_started').
@Index('send_open_idx', { synchronize: false })
// A campaign's sends, newest first: (campaign_id, sent_at DESC).
@Index('send_campaign_idx', { synchronize: false })
// Uncertain sends, counted by the campaign list: (campaign_id) WHERE state = 'uncertain'.
@Index('send_uncertain_idx', { synchronize: false })
// A mailbox's sends handed over, by instant (the planner's day count and last send, the calendar):
// (mail_account_id, coalesce(sent_at, smtp_started_at))
// WHERE state IN ('sent', 'smtp_started', 'uncertain').
@Index('send_handed_over_idx', { synchronize: false })
export class Send {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'send_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'send_campaign_id_fkey' })
  campaign?: Campaign;

  /** NULL once the step (message) is deleted. */
  @Column({ name: 'step_id', type: 'uuid', nullable: true })
  stepId: string | null;

  @ManyToOne(() => Step, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'step_id', foreignKeyConstraintName: 'send_step_id_fkey' })
  step?: Step | null;

  /**
   * The version of the step's content the send was claimed with and rendered from; NULL for sends
   * older than versions (migration 0041), or once the step is deleted.
   */
  @Column({ name: 'step_content_id', type: 'uuid', nullable: true })
  stepContentId: string | null;

  @ManyToOne(() => StepContent, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'step_content_id', foreignKeyConstraintName: 'send_step_content_id_fkey' })
  stepContent?: StepContent | null;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId: string;

  /** The variant letter it was rendered with (migration 0065; NULL before: all A). */
  @Column({ type: 'text', nullable: true })
  variant: string | null;

  @ManyToOne(() => CampaignRecipient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id', foreignKeyConstraintName: 'send_recipient_id_fkey' })
  recipient?: CampaignRecipient;

  @Column({ name: 'mail_account_id', type: 'uuid', nullable: true })
  mailAccountId: string | null;

  @ManyToOne(() => MailAccount, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mail_account_id', foreignKeyConstraintName: 'send_mail_account_id_fkey' })
  mailAccount?: MailAccount | null;

  /** The step's position when the send was claimed. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'message_id', type: 'text' })
  messageId: string;

  @Column({ type: 'text', default: 'claimed' })
  state: SendState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'text', nullable: true })
  subject: string | null;

  @Column({ name: 'in_reply_to', type: 'text', nullable: true })
  inReplyTo: string | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', default: () => 'now()' })
  claimedAt: Date;

  @Column({ name: 'smtp_started_at', type: 'timestamptz', nullable: true })
  smtpStartedAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** When the server answered 250 to a send still `smtp_started` (migration 0020). */
  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /** Committed right before the last byte of DATA is released (migration 0022). */
  @Column({ name: 'data_ending_at', type: 'timestamptz', nullable: true })
  dataEndingAt: Date | null;
}
