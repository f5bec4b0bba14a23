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
import { Workspace } from '../../auth/workspace.entity';
import { ContactList } from '../../contact/contact-list.entity';
import { Contact } from '../../contact/contact.entity';
import { MailAccount } from '../../mailbox/mail-account.entity';
import { Campaign } from '../campaign.entity';

type CampaignRecipientState =
  'active' | 'suppressed' | 'replied' | 'lead' | 'bounced' | 'unsubscribed' | 'complete';

/**
 * A contact in a campaign (once, whichever linked list brought it): where it is in the sequence
 * and when its next message is due. Its variables stay in its list row.
 */
@Entity('campaign_recipient')
@Check('campaign_recipient_variant_check', `variant IN ('A', 'B', 'C', 'D', 'E')`)
@Unique('campaign_recipient_campaign_id_contact_id_key', ['campaignId', 'contactId'])
@Check(
  'campaign_recipient_state_check',
  `state IN ('active', 'suppressed', 'replied', 'lead', 'bounced', 'unsubscribed', 'complete')`,
)
@Check(
  'campaign_recipient_check_status_check',
  `check_status IN ('undeliverable', 'role', 'disposable', 'do_not_contact')`,
)
// The campaign's recipients, and a list's, in the order they were added, with the address the
// tab's search tests (migrations 0027, 0029): (campaign_id, created_at, id) INCLUDE (email) and
// (campaign_id, list_id, created_at, id) INCLUDE (email).
@Index('campaign_recipient_list_order_idx', { synchronize: false })
@Index('campaign_recipient_order_idx', { synchronize: false })
// A campaign's follow-ups in due order (migration 0025): (campaign_id, next_send_at, created_at,
// id) INCLUDE (next_position) WHERE state = 'active' AND NOT paused AND next_position > 1.
@Index('campaign_recipient_follow_up_idx', { synchronize: false })
// A campaign's first messages waiting (migration 0025): (campaign_id) WHERE state = 'active'
// AND NOT paused AND next_position = 1.
@Index('campaign_recipient_first_idx', { synchronize: false })
// Recipients who stopped, by position (migration 0030), for a message's Pending:
// (campaign_id, next_position) INCLUDE (list_id) WHERE state NOT IN ('active', 'complete').
@Index('campaign_recipient_stopped_idx', { synchronize: false })
// A mailbox's recipients by campaign in due order (migrations 0052, 0061): (mail_account_id,
// campaign_id, next_send_at) WHERE mail_account_id IS NOT NULL AND state = 'active'.
@Index('campaign_recipient_sender_idx', { synchronize: false })
// A campaign's first messages bound to no mailbox, in the order added (migration 0061):
// (campaign_id, created_at, id) WHERE mail_account_id IS NULL AND next_position = 1 AND state =
// 'active' AND NOT paused.
@Index('campaign_recipient_unbound_first_idx', { synchronize: false })
// A campaign's recipient zones (migration 0055): (campaign_id, time_zone) WHERE time_zone IS NOT
// NULL AND state = 'active'.
@Index('campaign_recipient_zone_idx', { synchronize: false })
// A campaign's held recipients (migration 0060): (campaign_id) WHERE hold_reason IS NOT NULL.
@Index('campaign_recipient_held_idx', { synchronize: false })
// The recipients an undeliverable domain stopped, by domain (migration 0062):
// (split_part(email, '@', 2)) WHERE check_status = 'undeliverable' AND state = 'suppressed'.
@Index('campaign_recipient_undeliverable_idx', { synchronize: false })
// The colleagues a reply stopped (stop for company, migration 0064): (stopped_by) WHERE stopped_by
// IS NOT NULL.
@Index('campaign_recipient_stopped_by_idx', { synchronize: false })
export class CampaignRecipient {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'campaign_recipient_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'campaign_recipient_campaign_id_fkey',
  })
  campaign?: Campaign;

  @Index('campaign_recipient_contact_idx')
  @Column({ name: 'contact_id', type: 'uuid' })
  contactId: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'contact_id',
    foreignKeyConstraintName: 'campaign_recipient_contact_id_fkey',
  })
  contact?: Contact;

  @Column({ name: 'list_id', type: 'uuid' })
  listId: string;

  /**
   * The contact's address in lower case, for the Recipients tab's search: written by the inserts
   * that link a list, otherwise by a trigger from the contact (migration 0029).
   */
  @Column({ type: 'text' })
  email: string;

  @ManyToOne(() => ContactList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'campaign_recipient_list_id_fkey' })
  list?: ContactList;

  @Column({ type: 'text', default: 'active' })
  state: CampaignRecipientState;

  @Column({ type: 'boolean', default: false })
  paused: boolean;

  /** The variant letter given at its first message, kept at every step (migration 0065). */
  @Column({ type: 'text', nullable: true })
  variant: string | null;

  /** The colleague whose reply stopped it (campaign setting stop for company, migration 0064). */
  @Column({ name: 'stopped_by', type: 'uuid', nullable: true })
  stoppedBy: string | null;

  @ManyToOne(() => CampaignRecipient, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'stopped_by',
    foreignKeyConstraintName: 'campaign_recipient_stopped_by_fkey',
  })
  stoppedByRecipient?: CampaignRecipient;

  /** Why sending holds it (paused with it: "Missing First Name"); null otherwise (migration 0060). */
  @Column({ name: 'hold_reason', type: 'text', nullable: true })
  holdReason: string | null;

  /** Which address check stopped it (undeliverable, role, disposable, do_not_contact); migration 0060. */
  @Column({ name: 'check_status', type: 'text', nullable: true })
  checkStatus: string | null;

  /** The position of the step to send next. */
  @Column({ name: 'next_position', type: 'integer', default: 1 })
  nextPosition: number;

  @Column({ name: 'next_send_at', type: 'timestamptz', nullable: true })
  nextSendAt: Date | null;

  @Column({ name: 'last_sent_at', type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;

  /**
   * The step position its current thread starts at (migration 0054): 1 until it is moved to
   * another mailbox of the pool, then the step it was waiting for, which opens a new thread.
   */
  @Column({ name: 'thread_from', type: 'integer', default: 1 })
  threadFrom: number;

  /**
   * The recipient's sender (migration 0052): the pool mailbox its first message was claimed by;
   * every follow-up goes from it. NULL before the first message, or once that mailbox is deleted.
   */
  @Column({ name: 'mail_account_id', type: 'uuid', nullable: true })
  mailAccountId: string | null;

  @ManyToOne(() => MailAccount, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'campaign_recipient_mail_account_id_fkey',
  })
  mailAccount?: MailAccount | null;

  /**
   * The recipient's IANA time zone (migration 0055), copied from its list row when it is linked;
   * NULL when unknown (its mailbox's zone is used).
   */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
