import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * All Contacts' search by 2 characters (`contact/contact-search-text.ts`, `planPairSearch`).
 *
 * A text without a trigram is found through the trigram index by a regex that holds for every
 * address of ASCII characters holding the text's pair; the index cannot answer it for an address
 * with other characters (a letter of another script beside the pair makes a trigram no regex of
 * ours names). `contact_non_ascii_idx` holds those addresses, by workspace, so that a search tests
 * them all as well: few in most workspaces, and an import adds an entry only for such an address
 * (its other rows cost the predicate alone). Without it, a pair no address holds ("zq") was
 * tested on every contact: 280 ms at 1,000,000 contacts.
 */
export class ContactSearchPairs1763800000038 implements MigrationInterface {
  name = 'ContactSearchPairs1763800000038';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX contact_non_ascii_idx ON contact (workspace_id)
        WHERE octet_length(email::text) <> char_length(email::text)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX contact_non_ascii_idx`);
  }
}
