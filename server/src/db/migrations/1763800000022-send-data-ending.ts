import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `send.data_ending_at`: committed right before the last byte of a message's SMTP DATA is released.
 * A server keeps nothing of a conversation cut before the end of its data, so a send interrupted
 * while this is still NULL never reached anyone: reconciliation sends it again (and removes its
 * stray pending Sent copy) instead of settling it `uncertain`.
 */
export class SendDataEnding1763800000022 implements MigrationInterface {
  name = 'SendDataEnding1763800000022';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE send ADD COLUMN data_ending_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE send DROP COLUMN data_ending_at`);
  }
}
