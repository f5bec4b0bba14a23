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

/**
 * A single-use link to set a password. Only the SHA-256 of the token is stored. A reset link is
 * mailed after the answer, by a job (`password-reset-mail.ts`).
 */
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

  /** Null for a reset link whose mail has not been sent yet: its job makes the token. */
  @Column({ name: 'token_hash', type: 'text', nullable: true })
  tokenHash: string | null;

  @Column({ type: 'text' })
  purpose: PasswordResetPurpose;

  @Index('password_reset_expires_idx')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** A reset link's mail is being sent since then (a claim older than 2 minutes has lapsed). */
  @Column({ name: 'mail_claimed_at', type: 'timestamptz', nullable: true })
  mailClaimedAt: Date | null;

  /** When a reset link's mail was sent; null until then (and for invites, mailed by the team). */
  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt: Date | null;

  @Index('password_reset_unmailed_idx', { where: `purpose = 'reset' AND mailed_at IS NULL` })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
