import type { LeadStatus } from '@outbound/common';
import {
  Check,
  CreateDateColumn,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../auth/user.entity';
import { Workspace } from '../auth/workspace.entity';
import { CampaignRecipient } from '../campaign/recipients/campaign-recipient.entity';
import { Campaign } from '../campaign/campaign.entity';
import { Contact } from '../contact/contact.entity';

/** A recipient the campaign's lead rules picked out (at most one lead per recipient). */
@Entity('lead')
@Unique('lead_recipient_id_key', ['recipientId'])
@Check('lead_status_check', `status IN ('open', 'won', 'lost', 'ignore')`)
// The Leads page, by status and newest first (migration 0028; INCLUDE columns: the filters'):
// (workspace_id, status, created_at DESC, id DESC) INCLUDE (campaign_id, contact_id, assigned_to),
@Index('lead_workspace_idx', { synchronize: false })
// (workspace_id, status, campaign_id, created_at DESC, id DESC) INCLUDE (contact_id, assigned_to),
@Index('lead_status_campaign_idx', { synchronize: false })
// (workspace_id, status, assigned_to, created_at DESC, id DESC) INCLUDE (campaign_id, contact_id).
@Index('lead_assignee_idx', { synchronize: false })
// Search by part of the address: USING gin (email gin_trgm_ops).
@Index('lead_email_trgm_idx', { synchronize: false })
// A campaign's leads by status (the Overview's leads box; migration 0024).
@Index('lead_campaign_idx', ['campaignId', 'status'])
export class Lead {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'lead_workspace_id_fkey' })
  workspace?: Workspace;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => Campaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'lead_campaign_id_fkey' })
  campaign?: Campaign;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId: string;

  @ManyToOne(() => CampaignRecipient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id', foreignKeyConstraintName: 'lead_recipient_id_fkey' })
  recipient?: CampaignRecipient;

  @Column({ name: 'contact_id', type: 'uuid' })
  contactId: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id', foreignKeyConstraintName: 'lead_contact_id_fkey' })
  contact?: Contact;

  /** The contact's address in lower case, for the Leads page's search (a trigger sets it: 0028). */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: 'open' })
  status: LeadStatus;

  /** The user the lead is assigned to. */
  @Column({ name: 'assigned_to', type: 'uuid', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to', foreignKeyConstraintName: 'lead_assigned_to_fkey' })
  assignee?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
