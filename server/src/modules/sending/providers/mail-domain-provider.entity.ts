import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** Google, Microsoft, or any other host of a mail domain. */
export type MailProvider = 'google' | 'microsoft' | 'other';

/**
 * Which provider hosts a mail domain, from its MX records (migration 0056): kept for provider
 * matching, so the send path reads a row and never waits for the DNS (`mail-providers.ts`).
 */
@Entity('mail_domain_provider')
@Check('mail_domain_provider_provider_check', `provider IN ('google', 'microsoft', 'other')`)
export class MailDomainProvider {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'mail_domain_provider_pkey' })
  domain: string;

  @Column({ type: 'text' })
  provider: MailProvider;

  /** When the domain is looked up again. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
