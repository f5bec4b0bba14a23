import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sending pools (issue 26): every writer of `campaign.mail_account_id` (creating, duplicating,
 * the wizard's start step, the Sending account box, a deleted mailbox's SET NULL) keeps the pool
 * in line through one trigger, so a campaign with a mailbox always has it in its pool, first:
 * the new mailbox joins at position 0 and the one it replaces leaves. A pool of several is
 * written by its own calls, which set `campaign.mail_account_id` to their first mailbox.
 */
export class PoolFollowsMailbox1763800000053 implements MigrationInterface {
  name = 'PoolFollowsMailbox1763800000053';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION campaign_pool_follows_mailbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF OLD.mail_account_id IS NOT DISTINCT FROM NEW.mail_account_id THEN
            RETURN NEW;
          END IF;
          IF OLD.mail_account_id IS NOT NULL THEN
            DELETE FROM campaign_mail_account
             WHERE campaign_id = NEW.id AND mail_account_id = OLD.mail_account_id;
          END IF;
        END IF;
        IF NEW.mail_account_id IS NOT NULL THEN
          UPDATE campaign_mail_account SET position = position + 1
           WHERE campaign_id = NEW.id AND mail_account_id <> NEW.mail_account_id;
          INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id, position)
          VALUES (NEW.id, NEW.mail_account_id, NEW.workspace_id, 0)
          ON CONFLICT (campaign_id, mail_account_id) DO UPDATE SET position = 0;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER campaign_pool_follows_mailbox
        AFTER INSERT OR UPDATE OF mail_account_id ON campaign
        FOR EACH ROW EXECUTE FUNCTION campaign_pool_follows_mailbox()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER campaign_pool_follows_mailbox ON campaign`);
    await q.query(`DROP FUNCTION campaign_pool_follows_mailbox()`);
  }
}
