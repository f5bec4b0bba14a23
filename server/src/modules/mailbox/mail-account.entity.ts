import type { SendingPreference } from '@outbound/common';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Workspace } from '../auth/workspace.entity';

type MailAccountType = 'google' | 'smtp';
/** `active`: sends; `inactive`: disabled by a user; `stopped`: logins keep failing, needs reconnecting. */
export type MailAccountStatus = 'active' | 'inactive' | 'stopped';

/** A mailbox connected by a user; campaigns send from it and read its replies. */
@Entity('mail_account')
@Unique('mail_account_workspace_id_email_key', ['workspaceId', 'email'])
@Check('mail_account_type_check', `type IN ('google', 'smtp')`)
@Check('mail_account_status_check', `status IN ('active', 'inactive', 'stopped')`)
@Check('mail_account_tracking_domain_check', `char_length(tracking_domain) <= 253`)
export class MailAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'mail_account_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ type: 'text' })
  type: MailAccountType;

  /** Unique per workspace, case-insensitively. */
  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  signature: string;

  @Column({ type: 'text', default: 'active' })
  status: MailAccountStatus;

  @Column({ name: 'has_smtp', type: 'boolean', default: false })
  hasSmtp: boolean;

  /** AES-256-GCM sealed JSON of the SMTP/IMAP logins (see CredentialsVault). */
  @Column({ type: 'text' })
  credentials: string;

  /** Non-secret connection settings shown in edit forms: server, port, username per side. */
  @Column({ name: 'connection', type: 'jsonb', default: {} })
  connection: { smtp?: ServerSettings; imap?: ServerSettings };

  @Column({ name: 'sending_preference', type: 'jsonb' })
  sendingPreference: SendingPreference;

  /**
   * An SMTP mailbox's receiving server (its authserv-id and `Received … by` name): its own
   * `Authentication-Results` prove the senders of received mail (`inbox/sender-proof.ts`).
   */
  @Column({ name: 'trusted_auth_host', type: 'text', nullable: true })
  trustedAuthHost: string | null;

  /**
   * The mailbox's own host for links and the open pixel (`track.acme.com`, a CNAME to the public
   * host; migration 0058); null: the public host.
   */
  @Column({ name: 'tracking_domain', type: 'text', nullable: true })
  trackingDomain: string | null;

  /** Refused SMTP logins (and Google token refreshes) in a row. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures: number;

  /** Refused IMAP logins in a row, counted apart: one protocol's success says nothing of the other. */
  @Column({ name: 'imap_login_failures', type: 'integer', default: 0 })
  imapLoginFailures: number;

  /** When the deliverability guard paused it (its bounce rate; `guardrails/`); null: not paused. */
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /** Why the guard paused it, as shown ("4 of 37 messages bounced in 7 days (10.8 %)"). */
  @Column({ name: 'pause_reason', type: 'text', nullable: true })
  pauseReason: string | null;

  /** The guard counts the sends made since then (set by a resume). */
  @Column({ name: 'guard_since', type: 'timestamptz', nullable: true })
  guardSince: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export interface ServerSettings {
  server: string;
  port: number;
  username: string;
}
