import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sending pools (issue 26): a campaign sends from one or more mailboxes.
 * - `campaign_mail_account`: the campaign's pool, in the order it was picked (`position` 0 first).
 *   `campaign.mail_account_id` stays, as the pool's first mailbox (what the single-mailbox calls of
 *   the spec read and write); every campaign with a mailbox starts as a pool of one.
 * - `campaign_recipient.mail_account_id`: the recipient's sender, bound when its first message is
 *   claimed; every follow-up goes from it. Recipients that already got a message, or whose first
 *   one is claimed or on the wire, are bound to their campaign's mailbox, which is the one their
 *   follow-ups went from until now. A deleted
 *   mailbox leaves it NULL on a recipient past its first message: its follow-ups wait for a move.
 *   Indexed for the mailbox's follow-ups in due order.
 * - `campaign.match_recipient_provider`, `campaign.send_in_recipient_timezone`: the campaign's
 *   settings of the same names, off by default (today's behaviour).
 */
export class SendingPools1763800000052 implements MigrationInterface {
  name = 'SendingPools1763800000052';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE campaign_mail_account (
        campaign_id uuid NOT NULL,
        mail_account_id uuid NOT NULL,
        workspace_id uuid NOT NULL,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT campaign_mail_account_pkey PRIMARY KEY (campaign_id, mail_account_id),
        CONSTRAINT campaign_mail_account_campaign_id_fkey FOREIGN KEY (campaign_id)
          REFERENCES campaign (id) ON DELETE CASCADE,
        CONSTRAINT campaign_mail_account_mail_account_id_fkey FOREIGN KEY (mail_account_id)
          REFERENCES mail_account (id) ON DELETE CASCADE,
        CONSTRAINT campaign_mail_account_workspace_id_fkey FOREIGN KEY (workspace_id)
          REFERENCES workspace (id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX campaign_mail_account_mailbox_idx
         ON campaign_mail_account (mail_account_id, campaign_id)`,
    );
    await q.query(`
      INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id, position)
      SELECT id, mail_account_id, workspace_id, 0 FROM campaign WHERE mail_account_id IS NOT NULL`);
    await q.query(`
      ALTER TABLE campaign
        ADD COLUMN match_recipient_provider boolean NOT NULL DEFAULT false,
        ADD COLUMN send_in_recipient_timezone boolean NOT NULL DEFAULT false`);
    await q.query(`
      ALTER TABLE campaign_recipient
        ADD COLUMN mail_account_id uuid,
        ADD CONSTRAINT campaign_recipient_mail_account_id_fkey FOREIGN KEY (mail_account_id)
          REFERENCES mail_account (id) ON DELETE SET NULL`);
    await q.query(`
      UPDATE campaign_recipient r SET mail_account_id = c.mail_account_id
        FROM campaign c
       WHERE c.id = r.campaign_id AND c.mail_account_id IS NOT NULL
         AND (r.next_position > 1 OR r.last_sent_at IS NOT NULL
              OR EXISTS (SELECT 1 FROM send s WHERE s.recipient_id = r.id))`);
    await q.query(
      `CREATE INDEX campaign_recipient_sender_idx ON campaign_recipient (mail_account_id, campaign_id)
        WHERE mail_account_id IS NOT NULL AND state = 'active'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_sender_idx`);
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN mail_account_id`);
    await q.query(
      `ALTER TABLE campaign DROP COLUMN match_recipient_provider, DROP COLUMN send_in_recipient_timezone`,
    );
    await q.query(`DROP TABLE campaign_mail_account`);
  }
}
