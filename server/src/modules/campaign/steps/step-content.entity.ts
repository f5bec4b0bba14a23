import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Workspace } from '../../auth/workspace.entity';
import { Step } from './step.entity';

/**
 * One version of a step's content, never changed once written (migration 0041): what a send
 * claimed while it was current was rendered from. Made by the triggers of `step` as a step is
 * inserted (before the step row exists: its foreign key is checked at commit) or its subject or
 * body changes, and by an edit changing the campaign's mime type (`addChangedStepContents`).
 */
@Entity('step_content')
@Check('step_content_mime_type_check', `mime_type IN ('text/html', 'text/plain')`)
@Index('step_content_step_id_idx', ['stepId', 'createdAt'])
export class StepContent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'step_content_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ name: 'step_id', type: 'uuid' })
  stepId: string;

  @ManyToOne(() => Step, { onDelete: 'CASCADE', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'step_id', foreignKeyConstraintName: 'step_content_step_id_fkey' })
  step?: Relation<Step>;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  /** Variants B to E of the version (migration 0065). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: { subject: string; body: string }[];

  /** The campaign's message mime type when the version was made. */
  @Column({ name: 'mime_type', type: 'text' })
  mimeType: 'text/html' | 'text/plain';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
