import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Lines of a tracking spool segment already recorded (migration 0032): written with the events in
 * their transaction, read when a restart drains a dead process's spool.
 */
@Entity('tracking_spool')
export class TrackingSpoolSegment {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'tracking_spool_pkey' })
  segment: string;

  @Column({ type: 'integer' })
  lines: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
