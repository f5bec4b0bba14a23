import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `send.accepted_at`: when the server answered 250 to a send still `smtp_started`. The dispatcher
 * writes it in the statement that starts the next message (or right after the burst), before the
 * send is recorded as `sent` behind the sending loop: reconciliation settles such a send as `sent`
 * without asking the Sent folder. And a small partial index to count `uncertain` sends per campaign
 * (the campaign list shows them).
 */
export class SendAccepted1763800000020 implements MigrationInterface {
  name = 'SendAccepted1763800000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE send ADD COLUMN accepted_at timestamptz`);
    await q.query(
      `CREATE INDEX send_uncertain_idx ON send (campaign_id) WHERE state = 'uncertain'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX send_uncertain_idx`);
    await q.query(`ALTER TABLE send DROP COLUMN accepted_at`);
  }
}
