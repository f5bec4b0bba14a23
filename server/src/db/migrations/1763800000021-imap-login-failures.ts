import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `mail_account.imap_login_failures`: refused IMAP logins in a row, counted apart from the SMTP
 * ones (`consecutive_failures`). A login that works on one protocol says nothing of the other: a
 * shared count let an IMAP login that works (the dispatcher's Sent copy, the inbox sync) reset a
 * refused SMTP password forever, so the mailbox never stopped.
 */
export class ImapLoginFailures1763800000021 implements MigrationInterface {
  name = 'ImapLoginFailures1763800000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE mail_account ADD COLUMN imap_login_failures integer NOT NULL DEFAULT 0`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_account DROP COLUMN imap_login_failures`);
  }
}
