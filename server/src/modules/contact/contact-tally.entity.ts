import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';

/**
 * How many contacts a statement added to a workspace (or removed: negative), written by triggers
 * on `contact` (migration 0031): the Total tile sums a workspace's rows instead of counting its
 * contacts.
 */
@Entity('contact_tally')
export class ContactTally {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('contact_tally_workspace_idx')
  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'contact_tally_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'integer' })
  contacts: number;
}
