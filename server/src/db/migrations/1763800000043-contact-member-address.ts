import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * All Contacts' count of a list's contacts whose address holds a common text
 * (`contact/queries/contact-search.ts`, `listTextCountFrom`).
 *
 * Counted from the contacts, each match of the text (found through the trigram index, 20,000 of
 * them to count 10,001 in a list of half a million) was probed for membership of the list, about
 * 2 µs a probe: 96 ms. Each member now keeps its contact's address in lower case (`email_key`,
 * what ILIKE compares: lower() of both sides), carried in the members' primary key, so that the
 * count reads the list's range of that index alone and tests each key with a bytewise LIKE.
 * A contact's address never changes (only imports write contacts), so the copy stays true; the
 * import writes it with the member, from the key it already computes to match addresses
 * (`queries/contact-import-merge.ts`). Any other writer of members (test factories) gets it from
 * the contact, by a trigger that the import's rows skip.
 */
export class ContactMemberAddress1763800000043 implements MigrationInterface {
  name = 'ContactMemberAddress1763800000043';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_list_member ADD COLUMN email_key text COLLATE "C"`);
    await q.query(
      `UPDATE contact_list_member m SET email_key = lower(c.email::text)
         FROM contact c WHERE c.id = m.contact_id`,
    );
    await q.query(`
      CREATE FUNCTION contact_list_member_email_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.email_key := (SELECT lower(email::text) FROM contact WHERE id = NEW.contact_id);
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER contact_list_member_email_key BEFORE INSERT ON contact_list_member
       FOR EACH ROW WHEN (NEW.email_key IS NULL)
       EXECUTE FUNCTION contact_list_member_email_key()`,
    );
    await q.query(
      `CREATE UNIQUE INDEX contact_list_member_key_idx
          ON contact_list_member (list_id, contact_id) INCLUDE (email_key)`,
    );
    await q.query(
      `ALTER TABLE contact_list_member DROP CONSTRAINT contact_list_member_pkey,
         ADD CONSTRAINT contact_list_member_pkey PRIMARY KEY USING INDEX contact_list_member_key_idx`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE contact_list_member DROP CONSTRAINT contact_list_member_pkey,
         ADD CONSTRAINT contact_list_member_pkey PRIMARY KEY (list_id, contact_id)`,
    );
    await q.query(`DROP TRIGGER contact_list_member_email_key ON contact_list_member`);
    await q.query(`DROP FUNCTION contact_list_member_email_key()`);
    await q.query(`ALTER TABLE contact_list_member DROP COLUMN email_key`);
  }
}
