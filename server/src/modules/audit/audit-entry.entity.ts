import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../auth/user.entity';
import { Workspace } from '../auth/workspace.entity';

/** One line of a workspace's audit log (migration 0051): who did what, to what, when, from where. */
@Entity('audit_entry')
// The admins' page, newest first: (workspace_id, created_at DESC, id).
@Index('audit_entry_page_idx', { synchronize: false })
// The year's retention: the housekeeping job deletes by created_at.
@Index('audit_entry_created_idx', ['createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'audit_entry_pkey' })
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'audit_entry_workspace_id_fkey' })
  workspace?: Workspace;

  /** The actor; null once their user row is gone (the email below still names them). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'audit_entry_user_id_fkey' })
  user?: User;

  /** The actor's address as it was when they acted. */
  @Column({ name: 'actor_email', type: 'text' })
  actorEmail: string;

  /** A stable code such as `mailbox.deleted` (`AUDIT_ACTIONS`). */
  @Column({ type: 'text' })
  action: string;

  @Column({ name: 'target_type', type: 'text', nullable: true })
  targetType: string | null;

  @Column({ name: 'target_id', type: 'text', nullable: true })
  targetId: string | null;

  /** What the target was called then (a mailbox's address, a webhook's URL), capped. */
  @Column({ name: 'target_label', type: 'text', nullable: true })
  targetLabel: string | null;

  /** The client address of the request (after TRUST_PROXY). */
  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  /** Details of the action (how many rows an export had, which fields changed), capped. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  meta: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
