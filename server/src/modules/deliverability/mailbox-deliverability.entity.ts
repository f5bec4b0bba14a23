import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { Workspace } from '../auth/workspace.entity';
import { MailAccount } from '../mailbox/mail-account.entity';
import type { Check } from './checks/check';

/**
 * A mailbox's last deliverability check (migration 0058): the checks as answered, when, and the
 * checks that went from pass to fail (kept until they pass again).
 */
@Entity('mailbox_deliverability')
@Index('mailbox_deliverability_checked_at_idx', ['checkedAt'])
@Index('mailbox_deliverability_workspace_idx', ['workspaceId'])
export class MailboxDeliverability {
  @PrimaryColumn({
    name: 'mail_account_id',
    type: 'uuid',
    primaryKeyConstraintName: 'mailbox_deliverability_pkey',
  })
  mailAccountId: string;

  @OneToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'mailbox_deliverability_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'mailbox_deliverability_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ type: 'text' })
  domain: string;

  @Column({ name: 'checked_at', type: 'timestamptz' })
  checkedAt: Date;

  @Column({ type: 'jsonb' })
  checks: Check[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  regressed: string[];
}
