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
import { Campaign } from '../campaign/campaign.entity';
import { CampaignRecipient } from '../campaign/recipients/campaign-recipient.entity';
import { MailAccount } from '../mailbox/mail-account.entity';

/**
 * A row of the unified inbox: a campaign recipient who answered (migration 0040). Kept up to date
 * in the transaction that stores each of their messages, so the list reads one index range.
 */
@Entity('inbox_conversation')
@Check(
  'inbox_conversation_category_check',
  `category IN ('reply', 'out_of_office', 'auto_reply', 'unsubscribe_request', 'bounce', 'other')`,
)
@Unique('inbox_conversation_recipient_id_key', ['recipientId'])
// (workspace_id, last_message_at DESC, id DESC): the list, newest first.
@Index('inbox_conversation_latest_idx', { synchronize: false })
// The same, WHERE unread_count > 0: the unread filter and the sidebar's count.
@Index('inbox_conversation_unread_idx', { synchronize: false })
// (mail_account_id, last_message_at DESC, id DESC) INCLUDE (workspace_id): the mailbox filter.
@Index('inbox_conversation_mailbox_idx', { synchronize: false })
// (campaign_id, last_message_at DESC, id DESC) INCLUDE (workspace_id): the campaign filter.
@Index('inbox_conversation_campaign_idx', { synchronize: false })
// (workspace_id, lead_status, last_message_at DESC, id DESC): the lead status filter.
@Index('inbox_conversation_lead_idx', { synchronize: false })
// USING gin (search_text gin_trgm_ops): the search by address, name or subject.
// (workspace_id, category, last_message_at DESC, id DESC): the category filter (migration 0064).
@Index('inbox_conversation_category_idx', { synchronize: false })
@Index('inbox_conversation_search_idx', { synchronize: false })
export class InboxConversation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'inbox_conversation_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId: string;

  @ManyToOne(() => CampaignRecipient, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'recipient_id',
    foreignKeyConstraintName: 'inbox_conversation_recipient_id_fkey',
  })
  recipient?: CampaignRecipient;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'inbox_conversation_campaign_id_fkey',
  })
  campaign?: Campaign;

  /** The mailbox of the latest message. */
  @Column({ name: 'mail_account_id', type: 'uuid' })
  mailAccountId: string;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'inbox_conversation_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  /** The recipient's address (lower case). */
  @Column({ name: 'peer_email', type: 'text' })
  peerEmail: string;

  /** The display name of their latest message's From. */
  @Column({ name: 'peer_name', type: 'text', default: '' })
  peerName: string;

  /** The From address of their latest message (shown in the list, not the name they chose). */
  @Column({ name: 'last_from_email', type: 'text', default: '' })
  lastFromEmail: string;

  /** Bytes its messages keep (bodies, attachments), checked against `CONVERSATION_BYTES_CAP`. */
  @Column({ name: 'stored_bytes', type: 'bigint', default: 0 })
  storedBytes: string;

  /** The subject of the latest message. */
  @Column({ type: 'text', default: '' })
  subject: string;

  /** The first lines of the latest message (`reply-snippet.ts`). */
  @Column({ type: 'text', default: '' })
  snippet: string;

  /** Address, name and subject in lower case, for the trigram search. */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText: string;

  @Column({ name: 'last_message_at', type: 'timestamptz' })
  lastMessageAt: Date;

  @Column({ name: 'message_count', type: 'integer', default: 0 })
  messageCount: number;

  @Column({ name: 'unread_count', type: 'integer', default: 0 })
  unreadCount: number;

  /** The latest received message's category (migration 0064); NULL before it. */
  @Column({ type: 'text', nullable: true })
  category: string | null;

  /** The recipient's lead status (NULL: not a lead), kept by a trigger on `lead` (0040). */
  @Column({ name: 'lead_status', type: 'text', nullable: true })
  leadStatus: string | null;
}
