import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A campaign's own From name (`assigned_to_name` of `/v1/campaign/{id}/mailAccount/*`): the name
 * its messages and test emails are sent under. NULL keeps the mailbox's name, so every existing
 * campaign sends as it did.
 */
export class CampaignFromName1763800000026 implements MigrationInterface {
  name = 'CampaignFromName1763800000026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE campaign ADD COLUMN from_name text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE campaign DROP COLUMN from_name`);
  }
}
