import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../user.entity';
import { Workspace } from '../workspace.entity';

/**
 * A workspace's API key (migration 0066). The key itself (`ob_<lookup>_<secret>`) is shown once;
 * only its SHA-256 is kept, with the lookup part that finds the row.
 */
@Entity('api_key')
@Unique('api_key_lookup_key', ['lookup'])
@Index('api_key_workspace_idx', ['workspaceId'])
export class ApiKey {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'api_key_pkey' })
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'api_key_workspace_id_fkey' })
  workspace?: Workspace;

  /** The admin who made it: the key acts as them, with its scope's role at most. */
  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'api_key_created_by_fkey' })
  creator?: User;

  @Column({ type: 'text' })
  name: string;

  /** The key's public lookup part (hex), shown as its prefix `ob_<lookup>`. */
  @Column({ type: 'text' })
  lookup: string;

  /** SHA-256 (hex) of the whole key. */
  @Column({ name: 'secret_hash', type: 'text' })
  secretHash: string;

  /** `read` and/or `write` (`API_KEY_SCOPES`). */
  @Column({ type: 'text', array: true })
  scopes: string[];

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** Written at most once a minute per key. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
