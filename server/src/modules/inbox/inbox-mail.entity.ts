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
import { MailAccount } from '../mailbox/mail-account.entity';
import { Send } from '../sending/send.entity';
import { InboxConversation } from './inbox-conversation.entity';

/**
 * A reply or auto-reply as it arrived (migration 0040): headers, the text and HTML bodies capped
 * at `BODY_CAP` (`truncated` when cut), read or not. Keyed like `inbox_message`.
 */
@Entity('inbox_mail')
@Check(
  'inbox_mail_category_check',
  `category IN ('reply', 'out_of_office', 'auto_reply', 'unsubscribe_request', 'bounce', 'other')`,
)
@Unique('inbox_mail_mail_account_id_message_key_key', ['mailAccountId', 'messageKey'])
@Check('inbox_mail_kind_check', `kind IN ('reply', 'auto_reply')`)
@Index('inbox_mail_conversation_idx', ['conversationId', 'receivedAt'])
@Index('inbox_mail_send_idx', ['sendId'])
// (conversation_id, thread_at DESC, id DESC): a thread's pages, newest first (migration 0046).
@Index('inbox_mail_thread_idx', { synchronize: false })
export class InboxMail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'inbox_mail_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => InboxConversation, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'conversation_id',
    foreignKeyConstraintName: 'inbox_mail_conversation_id_fkey',
  })
  conversation?: InboxConversation;

  @Column({ name: 'mail_account_id', type: 'uuid' })
  mailAccountId: string;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'inbox_mail_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  @Column({ name: 'message_key', type: 'text' })
  messageKey: string;

  /** The send it answers (NULL once that send is gone). */
  @Column({ name: 'send_id', type: 'uuid', nullable: true })
  sendId: string | null;

  @ManyToOne(() => Send, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'send_id', foreignKeyConstraintName: 'inbox_mail_send_id_fkey' })
  send?: Send;

  @Column({ type: 'text' })
  kind: string;

  /** What it is (`reply-category.ts`), as a person last set it (migration 0064). */
  @Column({ type: 'text', default: 'reply' })
  category: string;

  /** What the rules found, before any correction. */
  @Column({ name: 'detected_category', type: 'text', nullable: true })
  detectedCategory: string | null;

  @Column({ name: 'from_email', type: 'text' })
  fromEmail: string;

  @Column({ name: 'from_name', type: 'text', default: '' })
  fromName: string;

  @Column({ name: 'to_addresses', type: 'text', default: '' })
  toAddresses: string;

  @Column({ name: 'cc_addresses', type: 'text', default: '' })
  ccAddresses: string;

  @Column({ type: 'text', default: '' })
  subject: string;

  @Column({ name: 'message_id', type: 'text', nullable: true })
  messageId: string | null;

  @Column({ name: 'in_reply_to', type: 'text', nullable: true })
  inReplyTo: string | null;

  @Column({ name: 'reference_ids', type: 'text', array: true, default: () => "'{}'" })
  referenceIds: string[];

  /** Its Date header. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** When the server received it (INTERNALDATE), else when it was read. */
  @Column({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ name: 'text_body', type: 'text', nullable: true })
  textBody: string | null;

  /** As it arrived (capped), kept to make `safeHtml` again when the allow-list changes. */
  @Column({ name: 'html_body', type: 'text', nullable: true })
  htmlBody: string | null;

  /**
   * The HTML made safe when stored (`inbox-html.ts`), by the allow-list of `safeHtmlVersion`;
   * NULL with a version: it could not be made safe in time (the text is shown).
   */
  @Column({ name: 'safe_html', type: 'text', nullable: true })
  safeHtml: string | null;

  /** The allow-list version `safeHtml` was made with; NULL: not made yet (stored before 0046). */
  @Column({ name: 'safe_html_version', type: 'smallint', nullable: true })
  safeHtmlVersion: number | null;

  /** Its place in the thread: `receivedAt`, never before the send it answers. */
  @Column({ name: 'thread_at', type: 'timestamptz' })
  threadAt: Date;

  /** Its conversation had reached `CONVERSATION_BYTES_CAP`: only headers and first lines kept. */
  @Column({ name: 'body_dropped', type: 'boolean', default: false })
  bodyDropped: boolean;

  /** A body, or the message itself, was cut at its cap. */
  @Column({ type: 'boolean', default: false })
  truncated: boolean;

  /** False: matched by its sender's address alone, sender unproven; stored with no effect. */
  @Column({ name: 'sender_verified', type: 'boolean', default: true })
  senderVerified: boolean;

  @Column({ type: 'boolean', default: true })
  unread: boolean;
}
