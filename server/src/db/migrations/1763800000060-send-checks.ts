import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checks before a message leaves (issue 27 §2). `campaign_recipient.hold_reason`: why sending
 * holds an active recipient (`paused` with it), such as "Missing First Name" for a message whose
 * variable is empty for it; NULL otherwise. A partial index counts a campaign's held recipients
 * without reading the others.
 */
export class SendChecks1763800000060 implements MigrationInterface {
  name = 'SendChecks1763800000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE campaign_recipient ADD COLUMN hold_reason text`);
    await q.query(`
      CREATE INDEX campaign_recipient_held_idx ON campaign_recipient (campaign_id)
       WHERE hold_reason IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_held_idx`);
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN hold_reason`);
  }
}
