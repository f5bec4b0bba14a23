import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `email_domain_check.recheck_at`: when a domain's verdict is looked up again (deliverable 30
 *   days after, undeliverable 1 day after, an hour after a re-check the DNS did not answer;
 *   `contact/domain-checks.ts`); NULL while pending. The verdicts already stored get theirs from
 *   their `checked_at`. `email_domain_check_recheck_idx` finds those due, oldest first.
 */
export class DomainRechecks1763800000063 implements MigrationInterface {
  name = 'DomainRechecks1763800000063';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_domain_check ADD COLUMN recheck_at timestamptz`);
    await q.query(
      `UPDATE email_domain_check
          SET recheck_at = checked_at + CASE WHEN verdict = 'deliverable' THEN interval '30 days'
                                             ELSE interval '1 day' END
        WHERE checked_at IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX email_domain_check_recheck_idx ON email_domain_check (recheck_at)
        WHERE recheck_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX email_domain_check_recheck_idx`);
    await q.query(`ALTER TABLE email_domain_check DROP COLUMN recheck_at`);
  }
}
