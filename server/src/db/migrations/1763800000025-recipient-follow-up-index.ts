import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `campaign_recipient_follow_up_idx`: a campaign's recipients waiting for a follow-up, in due
 * order (active, not paused, past their first message). The dashboard's forecast of today reads
 * each campaign's earliest follow-ups on it and stops after the day's cap
 * (`earliestFollowUpsWaiting`), so a campaign of 100,000 recipients costs what its first few
 * dozen due ones cost.
 */
export class RecipientFollowUpIndex1763800000025 implements MigrationInterface {
  name = 'RecipientFollowUpIndex1763800000025';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX campaign_recipient_follow_up_idx ON campaign_recipient (campaign_id, next_send_at)
        WHERE state = 'active' AND NOT paused AND next_position > 1`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_follow_up_idx`);
  }
}
