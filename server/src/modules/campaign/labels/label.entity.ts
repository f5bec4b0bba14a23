import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Workspace } from '../../auth/workspace.entity';

/** A name to group campaigns by; a workspace's label names are unique case-insensitively. */
@Entity('label')
// Label names are unique per workspace, case-insensitively: UNIQUE (workspace_id, lower(name)).
@Index('label_name_idx', { synchronize: false })
export class Label {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'label_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'text' })
  name: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
