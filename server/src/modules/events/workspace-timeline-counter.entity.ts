import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';

/**
 * The dashboard's figures per quarter of an hour (UTC), counted like CampaignCounter (a recipient
 * once per type), plus `messages`: messages sent (a recipient once per message). A quarter
 * hour is split in shards: its figures are the sum of its rows.
 */
@Entity('workspace_timeline_counter')
export class WorkspaceTimelineCounter {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'workspace_timeline_counter_workspace_id_fkey',
  })
  workspace?: Workspace;

  @PrimaryColumn({ type: 'timestamptz' })
  bucket: Date;

  /** One of WORKSPACE_SHARDS rows of the quarter hour, by campaign (`report-tally.ts`). */
  @PrimaryColumn({ type: 'integer', default: 0 })
  shard: number;

  @Column({ type: 'integer', default: 0 })
  messages: number;

  @Column({ type: 'integer', default: 0 })
  sent: number;

  @Column({ type: 'integer', default: 0 })
  open: number;

  @Column({ type: 'integer', default: 0 })
  click: number;

  @Column({ type: 'integer', default: 0 })
  reply: number;

  @Column({ type: 'integer', default: 0 })
  bounce: number;

  @Column({ type: 'integer', default: 0 })
  unsubscribe: number;

  @Column({ type: 'integer', default: 0 })
  lead: number;
}
