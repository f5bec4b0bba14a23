import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What proves the sender of received mail (`modules/inbox/README.md`, "How a message is
 * believed"):
 * - `mail_account.trusted_auth_host`: an SMTP mailbox's receiving server, whose own
 *   `Authentication-Results` (by its authserv-id) and `Received` headers are believed; null: only
 *   the providers known by the mailbox's IMAP server (Google, Microsoft) are.
 * - `inbox_mail.sender_verified`: false for a message matched to a campaign by its sender's
 *   address alone without proof of that sender: stored and shown, with no effect. Existing rows
 *   were believed when stored: true.
 */
export class SenderProof1763800000047 implements MigrationInterface {
  name = 'SenderProof1763800000047';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_account ADD COLUMN trusted_auth_host text`);
    await q.query(
      `ALTER TABLE inbox_mail ADD COLUMN sender_verified boolean NOT NULL DEFAULT true`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inbox_mail DROP COLUMN sender_verified`);
    await q.query(`ALTER TABLE mail_account DROP COLUMN trusted_auth_host`);
  }
}
