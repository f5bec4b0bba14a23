import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A person who can be written to: one row per address and workspace, whatever lists hold it.
 * `workspace_id` has no foreign key: only imports add contacts, to the workspace whose list they
 * add (checked and locked by the list's key), and a trigger deletes a deleted workspace's
 * contacts (migration 0037).
 */
@Entity('contact')
@Unique('contact_workspace_id_email_key', ['workspaceId', 'email'])
@Check('contact_status_check', `status IN ('active', 'bounced', 'unsubscribed')`)
// Search by part of an address (ILIKE '%text%'): USING gin ((email::text) gin_trgm_ops).
@Index('contact_email_trgm_idx', { synchronize: false })
// All Contacts, newest first: (workspace_id, created_at DESC, id).
@Index('contact_workspace_created_idx', { synchronize: false })
// The few bounced and unsubscribed contacts, for the tiles and filters:
// (workspace_id, status, created_at DESC, id) INCLUDE (email) WHERE status <> 'active'.
@Index('contact_flagged_idx', { synchronize: false })
// Addresses not all ASCII, which a search by 2 characters tests apart (migration 0038):
// (workspace_id) WHERE octet_length(email::text) <> char_length(email::text).
@Index('contact_non_ascii_idx', { synchronize: false })
// A workspace's contacts by their address's domain (migration 0062), for an entry added to the
// do-not-contact list: (workspace_id, lower(split_part(email::text, '@', 2))).
@Index('contact_domain_idx', { synchronize: false })
export class Contact {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  /** Unique per workspace, case-insensitively. */
  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'text', default: 'active' })
  status: 'active' | 'bounced' | 'unsubscribed';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
