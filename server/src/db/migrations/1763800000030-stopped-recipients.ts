import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message's Pending counts the recipients still to get it, so the recipients who stopped before
 * it (replied, became a lead, bounced, unsubscribed or were suppressed with `next_position` at or
 * before it) are taken off. `campaign_recipient_stopped_idx` holds only stopped recipients, keyed
 * by campaign and position and carrying their list, so the Sequence tab and the Overview's funnel
 * (per list too) count them on the index alone; a recipient enters it once, when it stops.
 */
export class StoppedRecipients1763800000030 implements MigrationInterface {
  name = 'StoppedRecipients1763800000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX campaign_recipient_stopped_idx
          ON campaign_recipient (campaign_id, next_position) INCLUDE (list_id)
       WHERE state NOT IN ('active', 'complete')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_stopped_idx`);
  }
}
