import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Send } from '../sending/send.entity';

/**
 * The hits of one tracking link in one UTC minute (migration 0048): the row's creation records the
 * minute's one event, `hits` counts every raw hit. Written only by the tracking writer's batches.
 */
@Entity('tracking_hit')
export class TrackingHitCount {
  @PrimaryColumn({ name: 'send_id', type: 'uuid', primaryKeyConstraintName: 'tracking_hit_pkey' })
  sendId: string;

  @ManyToOne(() => Send, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'send_id', foreignKeyConstraintName: 'tracking_hit_send_id_fkey' })
  send?: Send;

  /** `open` or `click`. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'tracking_hit_pkey' })
  kind: string;

  /** The click's link index; 0 for opens. */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'tracking_hit_pkey' })
  link: number;

  @PrimaryColumn({ type: 'timestamptz', primaryKeyConstraintName: 'tracking_hit_pkey' })
  minute: Date;

  /** Why the hits looked automated (bot-filter.ts), '' for a person's: counted apart. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'tracking_hit_pkey' })
  automated: string;

  @Column({ type: 'integer' })
  hits: number;
}
