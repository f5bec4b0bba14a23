import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moving recipients to another mailbox of a campaign's pool (issue 26): their next message starts
 * a new thread from the new mailbox. `campaign_recipient.thread_from` is the step position the
 * recipient's current thread starts at (1 for every recipient until moved): the message of that
 * step goes with the first step's subject and no In-Reply-To, and later ones thread only on the
 * messages from that position on. A constant default: no table rewrite.
 */
export class RecipientThreadFrom1763800000054 implements MigrationInterface {
  name = 'RecipientThreadFrom1763800000054';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE campaign_recipient ADD COLUMN thread_from integer NOT NULL DEFAULT 1`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE campaign_recipient DROP COLUMN thread_from`);
  }
}
