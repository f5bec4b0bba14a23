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
  UpdateDateColumn,
} from 'typeorm';
import { Workspace } from './workspace.entity';

/** `invited`: asked to join, no password yet; `active`: can sign in. */
export type UserStatus = 'invited' | 'active';

/** Someone who signs in to a workspace. */
@Entity('user')
@Unique('user_email_key', ['email'])
@Check('user_status_check', `status IN ('invited', 'active')`)
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
