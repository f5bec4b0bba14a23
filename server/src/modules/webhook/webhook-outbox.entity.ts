import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * One event to deliver to one endpoint (migration 0039), written with the event; its payload is
 * the event as it was then. It keeps the outcome of its last attempt (the page's last deliveries).
 */
@Entity('webhook_outbox')
@Check('webhook_outbox_state_check', `state IN ('pending', 'delivered', 'failed')`)
// (due_at, id) WHERE state = 'pending': the claim, in due order.
@Index('webhook_outbox_due_idx', { synchronize: false })
// (endpoint_id, recipient_id, id) WHERE state = 'pending': an earlier undelivered row?
@Index('webhook_outbox_order_idx', { synchronize: false })
@Index('webhook_outbox_endpoint_idx', ['endpointId', 'id'])
export class WebhookOutbox {
  @PrimaryGeneratedColumn('increment', {
    type: 'bigint',
    primaryKeyConstraintName: 'webhook_outbox_pkey',
  })
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'webhook_outbox_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id', foreignKeyConstraintName: 'webhook_outbox_endpoint_id_fkey' })
  endpoint?: WebhookEndpoint;

  /** `X-Outbound-Event-Id`: the same on every attempt, so a receiver can drop duplicates. */
  @Column({ name: 'event_id', type: 'text' })
  eventId: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  /** Deliveries of one endpoint and recipient go in order; null (test events): no order. */
  @Column({ name: 'recipient_id', type: 'uuid', nullable: true })
  recipientId: string | null;

  /** The body posted, as written (`json`, not `jsonb`: migration 0045). */
  @Column({ type: 'json' })
  payload: Record<string, unknown>;

  @Column({ type: 'text', default: 'pending' })
  state: 'pending' | 'delivered' | 'failed';

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'due_at', type: 'timestamptz', default: () => 'now()' })
  dueAt: Date;

  @Column({ name: 'leased_by', type: 'text', nullable: true })
  leasedBy: string | null;

  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'attempted_at', type: 'timestamptz', nullable: true })
  attemptedAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** The receiver's HTTP status at the last attempt (null: no answer). */
  @Column({ name: 'answer_status', type: 'integer', nullable: true })
  answerStatus: number | null;

  /** The first bytes of its answer (WEBHOOK_ANSWER_CAP). */
  @Column({ name: 'answer_body', type: 'text', nullable: true })
  answerBody: string | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
