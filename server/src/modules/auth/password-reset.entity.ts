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
import { User } from './user.entity';
import { Workspace } from './workspace.entity';

/** `reset`: forgot-password link (1 h); `invite`: a teammate's first password (7 days). */
export type PasswordResetPurpose = 'reset' | 'invite';

/** A single-use link to set a password. Only the SHA-256 of the token is stored. */
@Entity('password_reset')
@Unique('password_reset_token_hash_key', ['tokenHash'])
@Check('password_reset_purpose_check', `purpose IN ('reset', 'invite')`)
export class PasswordReset {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'password_reset_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_reset_user_id_fkey' })
  user?: User;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ type: 'text' })
  purpose: PasswordResetPurpose;

  @Index('password_reset_expires_idx')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
