import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MailAccount } from '../mailbox/mail-account.entity';

/**
 * A message already handled from a mailbox's inbox, known by its Message-ID (or a digest), so
 * that it is handled once even when UIDVALIDITY changes and it comes back under a new UID.
 */
@Entity('inbox_message')
@Check(
  'inbox_message_category_check',
  `category IN ('reply', 'out_of_office', 'auto_reply', 'unsubscribe_request', 'bounce', 'other')`,
)
export class InboxMessage {
  @PrimaryColumn({ name: 'mail_account_id', type: 'uuid' })
  mailAccountId: string;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'inbox_message_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  @PrimaryColumn({ name: 'message_key', type: 'text' })
  messageKey: string;

  /** What the message was classified as (reply, auto_reply, bounce, other). */
  @Column({ type: 'text' })
  kind: string;

  /** What it is (`reply-category.ts`); NULL for messages read before migration 0064. */
  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
