import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../auth/user.entity';
import { Workspace } from '../auth/workspace.entity';
import { MailAccount } from '../mailbox/mail-account.entity';
import { InboxConversation } from './inbox-conversation.entity';
import { InboxMail } from './inbox-mail.entity';

/** `claimed → smtp_started → sent | failed | uncertain`, as the send ledger's. */
export type InboxAnswerState = 'claimed' | 'smtp_started' | 'sent' | 'failed' | 'uncertain';

/**
 * An answer written in the app (migration 0040), one per (workspace, request key): a retried
 * request finds it instead of sending again. Its Message-ID is fixed before SMTP starts.
 */
@Entity('inbox_answer')
@Unique('inbox_answer_workspace_id_request_key_key', ['workspaceId', 'requestKey'])
@Unique('inbox_answer_message_id_key', ['messageId'])
@Check(
  'inbox_answer_state_check',
  `state IN ('claimed', 'smtp_started', 'sent', 'failed', 'uncertain')`,
)
@Index('inbox_answer_conversation_idx', ['conversationId', 'createdAt'])
@Index('inbox_answer_mailbox_idx', ['mailAccountId', 'state'])
export class InboxAnswer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'inbox_answer_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ name: 'request_key', type: 'uuid' })
  requestKey: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => InboxConversation, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'conversation_id',
    foreignKeyConstraintName: 'inbox_answer_conversation_id_fkey',
  })
  conversation?: InboxConversation;

  /** The message answered. */
  @Column({ name: 'mail_id', type: 'uuid' })
  mailId: string;

  @ManyToOne(() => InboxMail, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mail_id', foreignKeyConstraintName: 'inbox_answer_mail_id_fkey' })
  mail?: InboxMail;

  /** The mailbox it goes from: the one that received the message answered. */
  @Column({ name: 'mail_account_id', type: 'uuid' })
  mailAccountId: string;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'inbox_answer_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'inbox_answer_author_id_fkey' })
  author?: User;

  @Column({ name: 'message_id', type: 'text' })
  messageId: string;

  @Column({ name: 'to_email', type: 'text' })
  toEmail: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'in_reply_to', type: 'text', nullable: true })
  inReplyTo: string | null;

  @Column({ name: 'reference_ids', type: 'text', array: true, default: () => "'{}'" })
  referenceIds: string[];

  /** The sanitised HTML body (HTML answers only). */
  @Column({ name: 'html_body', type: 'text', nullable: true })
  htmlBody: string | null;

  @Column({ name: 'text_body', type: 'text' })
  textBody: string;

  @Column({ type: 'text', default: 'claimed' })
  state: InboxAnswerState;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'smtp_started_at', type: 'timestamptz', nullable: true })
  smtpStartedAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
