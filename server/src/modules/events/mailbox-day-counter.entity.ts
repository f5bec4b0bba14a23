import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { MailAccount } from '../mailbox/mail-account.entity';

/** Messages sent and recipients bounced per mailbox (the campaign's) and UTC day: bounce rates. */
@Entity('mailbox_day_counter')
export class MailboxDayCounter {
  @PrimaryColumn({ name: 'mail_account_id', type: 'uuid' })
  mailAccountId: string;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'mailbox_day_counter_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  /** 'yyyy-MM-dd' (UTC). */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'mailbox_day_counter_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ type: 'integer', default: 0 })
  messages: number;

  @Column({ type: 'integer', default: 0 })
  bounce: number;
}
