import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { MailAccount } from '../mailbox/mail-account.entity';

/**
 * The sending schedule (migration 0034): when a mailbox's next dispatch run is due and which
 * worker holds it until when (`dispatch-scheduler.ts`, `queries/dispatch-schedule.ts`).
 */
@Entity('mailbox_dispatch')
@Index('mailbox_dispatch_due_idx', ['dueAt'])
export class MailboxDispatch {
  @PrimaryColumn({
    name: 'mail_account_id',
    type: 'uuid',
    primaryKeyConstraintName: 'mailbox_dispatch_pkey',
  })
  mailAccountId: string;

  @OneToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'mailbox_dispatch_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  @Column({ name: 'due_at', type: 'timestamptz', default: () => 'now()' })
  dueAt: Date;

  @Column({ name: 'leased_by', type: 'text', nullable: true })
  leasedBy: string | null;

  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;
}
