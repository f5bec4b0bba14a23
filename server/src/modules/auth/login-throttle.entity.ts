import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-in attempts per key (`account:<email>` or `ip:<address>`). Kept in Postgres so that
 * every API process shares the count.
 */
@Entity('login_throttle')
export class LoginThrottle {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ name: 'blocked_until', type: 'timestamptz', nullable: true })
  blockedUntil: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
