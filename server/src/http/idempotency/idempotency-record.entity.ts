import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../../modules/auth/workspace.entity';

/**
 * The first answer to a POST sent with an `Idempotency-Key` header (migration 0066), kept 24
 * hours. `status` is NULL while the first request runs.
 */
@Entity('idempotency_key')
@Index('idempotency_key_expires_idx', ['expiresAt'])
export class IdempotencyRecord {
  @PrimaryColumn({
    name: 'workspace_id',
    type: 'uuid',
    primaryKeyConstraintName: 'idempotency_key_pkey',
  })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'idempotency_key_workspace_id_fkey',
  })
  workspace?: Workspace;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'idempotency_key_pkey' })
  key: string;

  /** SHA-256 of the method, URL and body of the first request. */
  @Column({ name: 'request_hash', type: 'text' })
  requestHash: string;

  @Column({ type: 'integer', nullable: true })
  status: number | null;

  @Column({ name: 'content_type', type: 'text', nullable: true })
  contentType: string | null;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  /** When the request that holds the key started (a pending one is taken over after a minute). */
  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
