import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Unsettled sign-in attempts per key (`account:<email>|ip:<address>`, `ip:<address>`, or
 * `account:<email>` across addresses): charged before the password check, settled by a success.
 * Kept in Postgres so that every API process shares the count.
 */
@Entity('login_throttle')
export class LoginThrottle {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ name: 'blocked_until', type: 'timestamptz', nullable: true })
  blockedUntil: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
