import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order in which a campaign's recipients are previewed (and listed): the order they were
 * added. Preview paging (`ORDER BY created_at, id OFFSET n LIMIT 1`) and the offset of a recipient
 * found by address read this index instead of sorting every recipient of the campaign.
 */
export class CampaignSteps1763800000008 implements MigrationInterface {
  name = 'CampaignSteps1763800000008';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX campaign_recipient_order_idx ON campaign_recipient (campaign_id, created_at, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_order_idx`);
  }
}
