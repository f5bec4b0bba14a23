import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { CampaignRecipient } from '../campaign/recipients/campaign-recipient.entity';
import { InboxMail } from './inbox-mail.entity';

/**
 * A recipient paused by an out-of-office (migration 0064, README "Replies"): the return date read
 * (or the campaign's default), the day and instant it resumes, and its due time before the pause
 * (a correction puts it back). The ledger never sets a follow-up due before `resumes_at`.
 */
@Entity('recipient_away')
export class RecipientAway {
  @PrimaryColumn({ name: 'recipient_id', type: 'uuid' })
  recipientId: string;

  @ManyToOne(() => CampaignRecipient, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'recipient_id',
    foreignKeyConstraintName: 'recipient_away_recipient_id_fkey',
  })
  recipient?: CampaignRecipient;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'recipient_away_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ type: 'date' })
  until: string;

  /** Whether the date was read from the message (else the campaign's pause without one). */
  @Column({ name: 'date_found', type: 'boolean' })
  dateFound: boolean;

  @Column({ name: 'resumes_on', type: 'date' })
  resumesOn: string;

  @Column({ name: 'resumes_at', type: 'timestamptz' })
  resumesAt: Date;

  @Column({ name: 'due_before', type: 'timestamptz', nullable: true })
  dueBefore: Date | null;

  @Column({ name: 'mail_id', type: 'uuid', nullable: true })
  mailId: string | null;

  @ManyToOne(() => InboxMail, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mail_id', foreignKeyConstraintName: 'recipient_away_mail_id_fkey' })
  mail?: InboxMail;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
