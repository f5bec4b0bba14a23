import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { Workspace } from '../auth/workspace.entity';

/**
 * An address or a whole domain of a workspace's do-not-contact list (migration 0060): never
 * enrolled, never claimed (`do-not-contact.service.ts`). One row per lower-cased value.
 */
@Entity('do_not_contact')
@Check('do_not_contact_kind_check', `kind IN ('address', 'domain')`)
export class DoNotContact {
  @PrimaryColumn({
    name: 'workspace_id',
    type: 'uuid',
    primaryKeyConstraintName: 'do_not_contact_pkey',
  })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'do_not_contact_workspace_id_fkey',
  })
  workspace?: Workspace;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'do_not_contact_pkey' })
  value: string;

  @Column({ type: 'text' })
  kind: 'address' | 'domain';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
