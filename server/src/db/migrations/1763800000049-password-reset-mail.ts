import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reset link is mailed by a job after the forgot-password answer (`password-reset-mail.ts`): its
 * row is written first without a token (`token_hash` NULL), the job makes the token when it
 * sends, claims the row while it does (`mail_claimed_at`) and records the send (`mailed_at`).
 * Every existing link was mailed when it was made.
 */
export class PasswordResetMail1763800000049 implements MigrationInterface {
  name = 'PasswordResetMail1763800000049';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE password_reset ALTER COLUMN token_hash DROP NOT NULL`);
    await q.query(
      `ALTER TABLE password_reset ADD COLUMN mail_claimed_at timestamptz, ADD COLUMN mailed_at timestamptz`,
    );
    await q.query(`UPDATE password_reset SET mailed_at = created_at`);
    // The resume job's scan: reset links not yet mailed, a handful at most.
    await q.query(
      `CREATE INDEX password_reset_unmailed_idx ON password_reset (created_at)
        WHERE purpose = 'reset' AND mailed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX password_reset_unmailed_idx`);
    await q.query(`DELETE FROM password_reset WHERE token_hash IS NULL`);
    await q.query(`ALTER TABLE password_reset DROP COLUMN mail_claimed_at, DROP COLUMN mailed_at`);
    await q.query(`ALTER TABLE password_reset ALTER COLUMN token_hash SET NOT NULL`);
  }
}
