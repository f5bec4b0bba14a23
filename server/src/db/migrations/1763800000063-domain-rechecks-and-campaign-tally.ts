import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `email_domain_check.recheck_at`: when a domain's verdict is looked up again (deliverable 30
 *   days after, undeliverable 1 day after, an hour after a re-check the DNS did not answer;
 *   `contact/domain-checks.ts`); NULL while pending. The verdicts already stored get theirs from
 *   their `checked_at`. `email_domain_check_recheck_idx` finds those due, oldest first.
 * - `send_campaign_handed_over_idx`: a campaign's sends handed over, by instant, as
 *   `send_handed_over_idx` holds a mailbox's: the bounce guard counts a campaign's sends in its
 *   window from a range of it, and only as far as its threshold needs (`guardrails/queries.ts`),
 *   instead of reading every send of the campaign per bounce.
 */
export class DomainRechecksAndCampaignTally1763800000063 implements MigrationInterface {
  name = 'DomainRechecksAndCampaignTally1763800000063';

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
    await q.query(
      `CREATE INDEX send_campaign_handed_over_idx
          ON send (campaign_id, (coalesce(sent_at, smtp_started_at)))
       WHERE state IN ('sent', 'smtp_started', 'uncertain')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX send_campaign_handed_over_idx`);
    await q.query(`DROP INDEX email_domain_check_recheck_idx`);
    await q.query(`ALTER TABLE email_domain_check DROP COLUMN recheck_at`);
  }
}
