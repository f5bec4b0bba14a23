import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../auth/user.entity';
import { Workspace } from '../auth/workspace.entity';

/** A list of contacts made by one import, with the columns (data keys) its file had. */
@Entity('contact_list')
// Lists, newest first: (workspace_id, created_at DESC).
@Index('contact_list_workspace_idx', { synchronize: false })
@Index('contact_list_created_by_idx', ['workspaceId', 'createdBy'])
export class ContactList {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'contact_list_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'text' })
  name: string;

  /** The file's column names, in order; each member's `data` has these keys. */
  @Column({ name: 'data_keys', type: 'text', array: true, default: () => "'{}'" })
  dataKeys: string[];

  @Column({ name: 'contacts_count', type: 'integer', default: 0 })
  contactsCount: number;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'contact_list_created_by_fkey' })
  creator?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
