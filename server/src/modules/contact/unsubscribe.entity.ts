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
import { Workspace } from '../auth/workspace.entity';

/** An address that unsubscribed from one sender domain: that domain never writes to it again. */
@Entity('unsubscribe')
@Unique('unsubscribe_workspace_id_email_domain_key', ['workspaceId', 'email', 'domain'])
// Unsubscribers, newest first: (workspace_id, created_at DESC).
@Index('unsubscribe_workspace_created_idx', { synchronize: false })
export class Unsubscribe {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'unsubscribe_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'citext' })
  domain: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
