import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { Workspace } from '../../auth/workspace.entity';
import { MailAccount } from '../../mailbox/mail-account.entity';
import { Campaign } from '../campaign.entity';

/**
 * A mailbox of a campaign's sending pool (migration 0052), in the order the pool was picked:
 * `position` 0 is the pool's first mailbox, the one `campaign.mail_account_id` names.
 */
@Entity('campaign_mail_account')
@Index('campaign_mail_account_mailbox_idx', ['mailAccountId', 'campaignId'])
export class CampaignMailAccount {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'campaign_id',
    foreignKeyConstraintName: 'campaign_mail_account_campaign_id_fkey',
  })
  campaign?: Campaign;

  @PrimaryColumn({ name: 'mail_account_id', type: 'uuid' })
  mailAccountId: string;

  @ManyToOne(() => MailAccount, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'campaign_mail_account_mail_account_id_fkey',
  })
  mailAccount?: MailAccount;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'workspace_id',
    foreignKeyConstraintName: 'campaign_mail_account_workspace_id_fkey',
  })
  workspace?: Workspace;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
