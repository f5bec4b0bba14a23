import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's forecast of today reads, per running campaign, only what a day's cap can use:
 * - `campaign_recipient_follow_up_idx`: recipients waiting for a follow-up (active, not paused,
 *   past their first message), keyed in the whole order the forecast reads them in and carrying
 *   their position, so a backlog is never sorted nor its rows read;
 * - `campaign_recipient_first_idx`: recipients waiting for their first message, counted up to the
 *   cap on the index alone.
 * (`estimateFollowUpsWaiting`, `estimateFirstMessagesWaiting`.)
 */
export class RecipientFollowUpIndex1763800000025 implements MigrationInterface {
  name = 'RecipientFollowUpIndex1763800000025';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX campaign_recipient_follow_up_idx
          ON campaign_recipient (campaign_id, next_send_at, created_at, id) INCLUDE (next_position)
       WHERE state = 'active' AND NOT paused AND next_position > 1`,
    );
    await q.query(
      `CREATE INDEX campaign_recipient_first_idx ON campaign_recipient (campaign_id)
       WHERE state = 'active' AND NOT paused AND next_position = 1`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_first_idx, campaign_recipient_follow_up_idx`);
  }
}
