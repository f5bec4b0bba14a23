import type { CampaignStatus, WizardTab } from '@outbound/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../auth/user.entity';
import { Workspace } from '../auth/workspace.entity';
import { MailAccount } from '../mailbox/mail-account.entity';

/** The lead rules as stored (snake_case keys; the event recorder reads this shape). */
interface StoredCampaignLeadSettings {
  assigned_to: string | null;
  clause: 'and' | 'or';
  conditions: { type: string; event_count: number }[];
}

/**
 * A campaign: the wizard's state, the mailbox it sends from and its settings. Deleting one only
 * sets `deleted_at` (and status `deleted`).
 */
@Entity('campaign')
@Check('campaign_out_of_office_days_check', `out_of_office_days BETWEEN 1 AND 60`)
@Check('campaign_variant_pick_check', `variant_pick IN ('A', 'B', 'C', 'D', 'E')`)
@Check(
  'campaign_status_check',
  `status IN ('draft', 'scheduled', 'started', 'paused', 'complete', 'deleted')`,
)
@Check('campaign_message_mime_type_check', `message_mime_type IN ('text/html', 'text/plain')`)
// The campaign list, newest first:
// (workspace_id, created_at DESC, id) WHERE deleted_at IS NULL.
@Index('campaign_workspace_idx', { synchronize: false })
@Index('campaign_mail_account_idx', ['mailAccountId'])
export class Campaign {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'campaign_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: 'draft' })
  status: CampaignStatus;

  @Column({ name: 'current_tab', type: 'text', default: 'add-recipients' })
  currentTab: WizardTab;

  @Column({ name: 'completed_tabs', type: 'text', array: true, default: () => "'{start}'" })
  completedTabs: WizardTab[];

  @Column({ name: 'mail_account_id', type: 'uuid', nullable: true })
  mailAccountId: string | null;

  @ManyToOne(() => MailAccount, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'mail_account_id',
    foreignKeyConstraintName: 'campaign_mail_account_id_fkey',
  })
  mailAccount?: MailAccount | null;

  /** The name its messages go out under; null: the mailbox's name. */
  @Column({ name: 'from_name', type: 'text', nullable: true })
  fromName: string | null;

  @Column({ name: 'use_smtp', type: 'boolean', default: false })
  useSmtp: boolean;

  @Column({ name: 'message_mime_type', type: 'text', default: 'text/html' })
  messageMimeType: 'text/html' | 'text/plain';

  @Column({ name: 'track_open', type: 'boolean', default: true })
  trackOpen: boolean;

  @Column({ name: 'track_clicks', type: 'boolean', default: true })
  trackClicks: boolean;

  /** Skip role addresses (info@, sales@…) and disposable domains (migration 0060). */
  @Column({ name: 'skip_role_addresses', type: 'boolean', default: false })
  skipRoleAddresses: boolean;

  @Column({ name: 'skip_disposable', type: 'boolean', default: false })
  skipDisposable: boolean;

  /** A person's reply stops its colleagues at the same company domain (migration 0064). */
  @Column({ name: 'stop_for_company', type: 'boolean', default: false })
  stopForCompany: boolean;

  /** Days an out-of-office that gives no date pauses its recipient (migration 0064). */
  @Column({ name: 'out_of_office_days', type: 'integer', default: 7 })
  outOfOfficeDays: number;

  @Column({ name: 'pertinent_laws', type: 'boolean', default: false })
  pertinentLaws: boolean;

  /** Prefer a pool mailbox hosted by the recipient's provider (Google, Microsoft; by its MX). */
  @Column({ name: 'match_recipient_provider', type: 'boolean', default: false })
  matchRecipientProvider: boolean;

  /** The sending window applies in each recipient's own time zone (the mailbox's when unknown). */
  @Column({ name: 'send_in_recipient_timezone', type: 'boolean', default: false })
  sendInRecipientTimezone: boolean;

  @Column({ name: 'start_time', type: 'timestamptz', nullable: true })
  startTime: Date | null;

  @Column({ name: 'start_time_zone', type: 'text', nullable: true })
  startTimeZone: string | null;

  @Column({ name: 'time_offset', type: 'integer', nullable: true })
  timeOffset: number | null;

  /** The variables the messages use, from the linked lists' columns. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  variables: string[];

  @Column({
    name: 'lead_settings',
    type: 'jsonb',
    default: {
      assigned_to: null,
      clause: 'or',
      conditions: [{ type: 'reply', event_count: 1 }],
    },
  })
  leadSettings: StoredCampaignLeadSettings;

  /** Why the deliverability guard paused it (its bounce rate; `guardrails/`); null otherwise. */
  @Column({ name: 'pause_reason', type: 'text', nullable: true })
  pauseReason: string | null;

  /** The guard counts the campaign's sends made since then (set when it starts again). */
  @Column({ name: 'guard_since', type: 'timestamptz', nullable: true })
  guardSince: Date | null;

  /** Once a variant wins, new recipients get only it (campaign README "Experiments"). */
  @Column({ name: 'variant_auto_pick', type: 'boolean', default: false })
  variantAutoPick: boolean;

  /** The winner auto-pick gives new recipients, written once when first significant. */
  @Column({ name: 'variant_pick', type: 'text', nullable: true })
  variantPick: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'campaign_created_by_fkey' })
  creator?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
