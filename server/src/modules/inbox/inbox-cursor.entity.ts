import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MailAccount } from '../mailbox/mail-account.entity';

/**
 * Where a mailbox's folder was read up to: the last UID seen under the folder's UIDVALIDITY (a new
 * UIDVALIDITY means the UIDs start over).
 */
@Entity('inbox_cursor')
export class InboxCursor {
  @PrimaryColumn({ name: 'mail_account_id', type: 'uuid' })
  mailAccountId: string;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'inbox_cursor_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  @PrimaryColumn({ type: 'text' })
  folder: string;

  /** bigint: pg returns it as a string. */
  @Column({ name: 'uid_validity', type: 'bigint' })
  uidValidity: string;

  @Column({ name: 'last_uid', type: 'bigint', default: 0 })
  lastUid: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
