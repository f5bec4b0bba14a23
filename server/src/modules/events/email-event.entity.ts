import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EventType } from './event-types';

/**
 * Something that happened to a message (sent, opened, clicked, replied…): every counter derives
 * from these. The ids are copies, without foreign keys (see migration 0010): code that deletes a
 * campaign, recipient or contact deletes their events too.
 */
@Entity('email_event')
@Check(
  'email_event_type_check',
  `type IN ('sent', 'open', 'click', 'reply', 'bounce', 'unsubscribe', 'lead', 'auto_reply')`,
)
// A campaign's events, newest first: (campaign_id, created_at DESC).
@Index('email_event_campaign_idx', { synchronize: false })
@Index('email_event_recipient_idx', ['recipientId', 'type', 'stepId'])
// The activity feed of one list: (campaign_id, list_id, created_at DESC, id DESC) WHERE NOT flagged.
@Index('email_event_feed_list_idx', { synchronize: false })
// The feed without sends: (campaign_id, created_at DESC, id DESC) WHERE NOT flagged AND type <> 'sent'.
@Index('email_event_feed_idx', { synchronize: false })
// A workspace's latest replies and leads: (workspace_id, type, created_at DESC, id DESC)
// WHERE NOT flagged AND type IN ('reply', 'lead').
@Index('email_event_latest_idx', { synchronize: false })
// The Recipients tab's event filters: (campaign_id, type, recipient_id) WHERE NOT flagged AND type
// IN ('lead', 'open', 'click', 'reply', 'bounce') (migration 0027).
@Index('email_event_recipient_type_idx', { synchronize: false })
// The deliverability guard's events by time: (workspace_id, created_at), partial (migration 0059).
@Index('email_event_guard_idx', { synchronize: false })
export class EmailEvent {
  /** bigserial: pg returns it as a string. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @Column({ name: 'step_id', type: 'uuid', nullable: true })
  stepId: string | null;

  @Column({ name: 'recipient_id', type: 'uuid', nullable: true })
  recipientId: string | null;

  /** The list that brought the recipient (moved with it when its list is unlinked). */
  @Column({ name: 'list_id', type: 'uuid', nullable: true })
  listId: string | null;

  @Column({ name: 'contact_id', type: 'uuid', nullable: true })
  contactId: string | null;

  @Column({ name: 'send_id', type: 'uuid', nullable: true })
  sendId: string | null;

  @Column({ type: 'text' })
  type: EventType;

  /** Recorded but not counted and without effect (bot opens, scanner clicks). */
  @Column({ type: 'boolean', default: false })
  flagged: boolean;

  @Column({ type: 'jsonb', default: {} })
  meta: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
