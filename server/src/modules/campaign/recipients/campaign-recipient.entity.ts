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
import { Campaign } from '../campaign.entity';

type CampaignRecipientState =
  'active' | 'suppressed' | 'replied' | 'lead' | 'bounced' | 'unsubscribed' | 'complete';

/**
 * A contact in a campaign (once, whichever linked list brought it): where it is in the sequence
 * and when its next message is due. Its variables stay in its list row.
 */
@Entity('campaign_recipient')
@Unique('campaign_recipient_campaign_id_contact_id_key', ['campaignId', 'contactId'])
@Check(
  'campaign_recipient_state_check',
  `state IN ('active', 'suppressed', 'replied', 'lead', 'bounced', 'unsubscribed', 'complete')`,
)
// A list's recipients in the order they were added (migration 0027).
@Index('campaign_recipient_list_order_idx', ['campaignId', 'listId', 'createdAt', 'id'])
@Index('campaign_recipient_order_idx', ['campaignId', 'createdAt', 'id'])
// A campaign's follow-ups in due order (migration 0025): (campaign_id, next_send_at, created_at,
// id) INCLUDE (next_position) WHERE state = 'active' AND NOT paused AND next_position > 1.
@Index('campaign_recipient_follow_up_idx', { synchronize: false })
// A campaign's first messages waiting (migration 0025): (campaign_id) WHERE state = 'active'
// AND NOT paused AND next_position = 1.
@Index('campaign_recipient_first_idx', { synchronize: false })
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

  @ManyToOne(() => ContactList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'campaign_recipient_list_id_fkey' })
  list?: ContactList;

  @Column({ type: 'text', default: 'active' })
  state: CampaignRecipientState;

  @Column({ type: 'boolean', default: false })
  paused: boolean;

  /** The position of the step to send next. */
  @Column({ name: 'next_position', type: 'integer', default: 1 })
  nextPosition: number;

  @Column({ name: 'next_send_at', type: 'timestamptz', nullable: true })
  nextSendAt: Date | null;

  @Column({ name: 'last_sent_at', type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
