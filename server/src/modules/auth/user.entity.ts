import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Role } from '@outbound/common';
import { Workspace } from './workspace.entity';

/**
 * `invited`: asked to join, no password yet; `active`: can sign in; `removed`: taken off the team
 * (the row stays for what they created; the address may be invited again).
 */
export type UserStatus = 'invited' | 'active' | 'removed';

/** Someone who signs in to a workspace. */
@Entity('user')
// An address signs in to one account: unique among users who are not removed.
@Index('user_email_key', ['email'], { unique: true, where: `status <> 'removed'` })
@Index('user_workspace_owner_key', ['workspaceId'], { unique: true, where: `role = 'owner'` })
@Check('user_status_check', `status IN ('invited', 'active', 'removed')`)
@Check('user_role_check', `role IN ('owner', 'admin', 'member', 'viewer')`)
// Team page, newest first: (workspace_id, created_at DESC, id).
@Index('user_workspace_created_idx', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'user_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'text' })
  name: string;

  /** Unique across the installation, case-insensitively (citext). */
  @Column({ type: 'citext' })
  email: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'text', default: 'active' })
  status: UserStatus;

  /** What the user may do (`@outbound/common` ROLES); the workspace's first user is its owner. */
  @Column({ type: 'text', default: 'member' })
  role: Role;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
