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
import { User } from '../auth/user.entity';
import { Workspace } from '../auth/workspace.entity';
import type { RowError } from './csv-reader';

/**
 * One uploaded file being imported as a job, with its progress and outcome. `list_id` is chosen
 * when the file is accepted; the list row appears only when the import commits, hence no foreign
 * key.
 */
@Entity('contact_import')
@Unique('contact_import_list_id_key', ['listId'])
@Check('contact_import_status_check', `status IN ('queued', 'running', 'done', 'failed')`)
// Imports, newest first: (workspace_id, created_at DESC).
@Index('contact_import_workspace_idx', { synchronize: false })
export class ContactImport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'contact_import_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ name: 'list_id', type: 'uuid' })
  listId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'file_path', type: 'text' })
  filePath: string;

  /** bigint: pg returns it as a string. */
  @Column({ name: 'bytes_total', type: 'bigint', default: 0 })
  bytesTotal: string;

  @Column({ name: 'bytes_read', type: 'bigint', default: 0 })
  bytesRead: string;

  @Column({ name: 'rows_read', type: 'integer', default: 0 })
  rowsRead: number;

  @Column({ type: 'text', default: 'queued' })
  status: 'queued' | 'running' | 'done' | 'failed';

  @Column({ type: 'integer', default: 0 })
  imported: number;

  @Column({ type: 'integer', default: 0 })
  duplicates: number;

  @Column({ type: 'integer', default: 0 })
  invalid: number;

  /** The first refused rows, by line. */
  @Column({ type: 'jsonb', default: [] })
  errors: RowError[];

  /** Rows whose zone or place column gave no time zone (migration 0055). */
  @Column({ name: 'zones_unreadable', type: 'integer', default: 0 })
  zonesUnreadable: number;

  /** The first of those rows' lines. */
  @Column({ name: 'zones_unreadable_lines', type: 'integer', array: true, default: '{}' })
  zonesUnreadableLines: number[];

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'contact_import_created_by_fkey' })
  creator?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
