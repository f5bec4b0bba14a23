import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The verdict of a recipient domain (migration 0060, `domain-checks.ts`), shared by every
 * workspace: `undeliverable` when it has no MX and no A/AAAA record; NULL while pending. Looked
 * up again at `recheck_at`.
 */
@Entity('email_domain_check')
@Check('email_domain_check_verdict_check', `verdict IN ('deliverable', 'undeliverable')`)
@Index('email_domain_check_pending_idx', { synchronize: false })
// The verdicts due for a re-check, oldest first (migration 0063): (recheck_at) WHERE recheck_at IS NOT NULL.
@Index('email_domain_check_recheck_idx', { synchronize: false })
export class EmailDomainCheck {
  @PrimaryColumn({ type: 'text' })
  domain: string;

  @Column({ type: 'boolean', default: false })
  disposable: boolean;

  @Column({ type: 'text', nullable: true })
  verdict: 'deliverable' | 'undeliverable' | null;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true })
  checkedAt: Date | null;

  /** When the verdict is looked up again (migration 0063); NULL while pending. */
  @Column({ name: 'recheck_at', type: 'timestamptz', nullable: true })
  recheckAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
