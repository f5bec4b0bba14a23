import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sending pools (issue 26): deleting a mailbox sets `campaign.mail_account_id` to NULL (its
 * foreign key's SET NULL). When it was the first mailbox of a pool of several, the next mailbox of
 * the pool becomes the first instead, before the row is written, so the campaign keeps a mailbox
 * (what the single-mailbox calls read) and goes on sending from the rest of its pool; the trigger
 * of migration 0053 then puts it first. A pool of one is left without a mailbox, as before.
 */
export class PoolKeepsAFirstMailbox1763800000057 implements MigrationInterface {
  name = 'PoolKeepsAFirstMailbox1763800000057';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION campaign_pool_next_first_mailbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.mail_account_id IS NULL AND OLD.mail_account_id IS NOT NULL THEN
          NEW.mail_account_id := (
            SELECT p.mail_account_id FROM campaign_mail_account p
             WHERE p.campaign_id = NEW.id AND p.mail_account_id <> OLD.mail_account_id
               AND EXISTS (SELECT 1 FROM mail_account m WHERE m.id = p.mail_account_id)
             ORDER BY p.position, p.mail_account_id LIMIT 1);
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER campaign_pool_next_first_mailbox
        BEFORE UPDATE OF mail_account_id ON campaign
        FOR EACH ROW EXECUTE FUNCTION campaign_pool_next_first_mailbox()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER campaign_pool_next_first_mailbox ON campaign`);
    await q.query(`DROP FUNCTION campaign_pool_next_first_mailbox()`);
  }
}
