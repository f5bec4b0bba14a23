import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Workspace } from '../auth/workspace.entity';

/** A workspace's webhook receiver (migration 0039): its URL, the events it wants, its secret. */
@Entity('webhook_endpoint')
@Index('webhook_endpoint_workspace_idx', ['workspaceId'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'webhook_endpoint_pkey' })
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'webhook_endpoint_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ type: 'text' })
  url: string;

  /** The event types it receives (`WEBHOOK_EVENT_TYPES`). */
  @Column({ type: 'text', array: true })
  events: string[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** The signing secret, sealed by the credentials vault; never answered after creation. */
  @Column({ type: 'text' })
  secret: string;

  /** Why deliveries stopped (a day of failures), shown on the page; null when enabled by hand. */
  @Column({ name: 'disabled_reason', type: 'text', nullable: true })
  disabledReason: string | null;

  /** The first failure since the last success; a day of it disables the endpoint. */
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
