import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A dispatch run reads its due recipients campaign by campaign, each up to the burst, from an
 * index in the order it wants them (`dueCandidates`, `sending/queries/dispatch.ts`), instead of
 * every due recipient of its pools' campaigns sorted (a run of a 100,000-recipient campaign read
 * them all, one message at a time for a paced mailbox):
 * - `campaign_recipient_sender_idx` gains `next_send_at`: a mailbox's recipients of a campaign
 *   (its follow-ups, and first messages bound to it) in due order;
 * - `campaign_recipient_unbound_first_idx`: a campaign's first messages bound to no mailbox yet,
 *   in the order the recipients were added (a claim binds them, which takes them out of it).
 */
export class DueCandidatesIndexes1763800000061 implements MigrationInterface {
  name = 'DueCandidatesIndexes1763800000061';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_sender_idx`);
    await q.query(
      `CREATE INDEX campaign_recipient_sender_idx
          ON campaign_recipient (mail_account_id, campaign_id, next_send_at)
       WHERE mail_account_id IS NOT NULL AND state = 'active'`,
    );
    await q.query(
      `CREATE INDEX campaign_recipient_unbound_first_idx
          ON campaign_recipient (campaign_id, created_at, id)
       WHERE mail_account_id IS NULL AND next_position = 1 AND state = 'active' AND NOT paused`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_unbound_first_idx, campaign_recipient_sender_idx`);
    await q.query(
      `CREATE INDEX campaign_recipient_sender_idx ON campaign_recipient (mail_account_id, campaign_id)
        WHERE mail_account_id IS NOT NULL AND state = 'active'`,
    );
  }
}
