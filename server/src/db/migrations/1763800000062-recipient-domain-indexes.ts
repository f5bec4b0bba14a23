import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address checks' answers changing after enrolment (`campaign/recipients/recipient-check-changes.ts`)
 * find their recipients by the domain of their address, not by a scan of every campaign:
 * - `contact_domain_idx`: a workspace's contacts by domain, for an entry added to the
 *   do-not-contact list (an address is found by its domain, then itself); their recipients by
 *   `campaign_recipient_contact_idx`. On `contact`, which the send path does not write, rather
 *   than on `campaign_recipient`, whose rows every send updates;
 * - `campaign_recipient_undeliverable_idx`: the recipients stopped for an undeliverable domain, by
 *   domain (every workspace's: the verdict is shared), for a domain deliverable again (partial:
 *   the rows a send updates are not in it).
 */
export class RecipientDomainIndexes1763800000062 implements MigrationInterface {
  name = 'RecipientDomainIndexes1763800000062';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX contact_domain_idx
          ON contact (workspace_id, (lower(split_part(email::text, '@', 2))))`,
    );
    await q.query(
      `CREATE INDEX campaign_recipient_undeliverable_idx
          ON campaign_recipient ((split_part(email, '@', 2)))
       WHERE check_status = 'undeliverable' AND state = 'suppressed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX campaign_recipient_undeliverable_idx, contact_domain_idx`);
  }
}
