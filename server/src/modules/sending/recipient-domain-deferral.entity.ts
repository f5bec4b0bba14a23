import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';

/**
 * Deferrals per recipient domain (migration 0059, `domain-deferrals.ts`): the 4xx replies in a
 * row for a domain in a workspace, and until when sending to it is held.
 */
@Entity('recipient_domain_deferral')
export class RecipientDomainDeferral {
  @PrimaryColumn({
    name: 'workspace_id',
    type: 'uuid',
    primaryKeyConstraintName: 'recipient_domain_deferral_pkey',
  })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'recipient_domain_deferral_workspace_id_fkey',
  })
  workspace?: Workspace;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'recipient_domain_deferral_pkey' })
  domain: string;

  @Column({ type: 'integer' })
  deferrals: number;

  @Column({ name: 'last_deferred_at', type: 'timestamptz' })
  lastDeferredAt: Date;

  @Column({ name: 'held_until', type: 'timestamptz', nullable: true })
  heldUntil: Date | null;

  @Column({ name: 'last_reply', type: 'text', nullable: true })
  lastReply: string | null;
}
