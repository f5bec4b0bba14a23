import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import writes every row of its file twice, a contact (when new) and a list member, and each
 * of those rows paid a foreign key check: a lookup of its workspace, of its list and of its
 * contact, each locking the row it found (measured at 300,000 rows: members 3.1 s with their two
 * keys, 1.05 s without; contacts 4.6 s with their workspace's key, 3.7 s without). Those three
 * keys protect nothing the import does not guarantee by construction:
 * - the import is the only writer of contacts and members, in one transaction: it adds the list
 *   first (whose key to its workspace still checks the workspace and locks it until the import
 *   commits, so the workspace cannot go meanwhile), then the workspace's new contacts, then one
 *   member per row pointing at the list it just added and at a contact it just added or found in
 *   that workspace;
 * - nothing deletes a contact or a list except the deletion of their workspace.
 * What the keys also did, remove the rows that point at a deleted row, is kept by statement-level
 * triggers (one set-based statement per deleting statement, nothing per inserted row): a workspace
 * deleted takes its contacts; a contact or a list deleted takes its members. Members' workspace_id
 * has had no key since migration 0004, for the same reason.
 */
export class ContactImportKeys1763800000037 implements MigrationInterface {
  name = 'ContactImportKeys1763800000037';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE contact_list_member DROP CONSTRAINT contact_list_member_contact_id_fkey,
         DROP CONSTRAINT contact_list_member_list_id_fkey`,
    );
    await q.query(`ALTER TABLE contact DROP CONSTRAINT contact_workspace_id_fkey`);
    await q.query(`
      CREATE FUNCTION workspace_contacts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM contact c USING removed r WHERE c.workspace_id = r.id;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER workspace_contacts_delete AFTER DELETE ON workspace
       REFERENCING OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION workspace_contacts_delete()`,
    );
    // By the members' second column index (contact_list_member_contact_idx).
    await q.query(`
      CREATE FUNCTION contact_members_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM contact_list_member m USING removed r WHERE m.contact_id = r.id;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER contact_members_delete AFTER DELETE ON contact
       REFERENCING OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION contact_members_delete()`,
    );
    // By the members' primary key (list_id, contact_id).
    await q.query(`
      CREATE FUNCTION contact_list_members_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM contact_list_member m USING removed r WHERE m.list_id = r.id;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER contact_list_members_delete AFTER DELETE ON contact_list
       REFERENCING OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION contact_list_members_delete()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER contact_list_members_delete ON contact_list`);
    await q.query(`DROP TRIGGER contact_members_delete ON contact`);
    await q.query(`DROP TRIGGER workspace_contacts_delete ON workspace`);
    await q.query(
      `DROP FUNCTION contact_list_members_delete(), contact_members_delete(),
         workspace_contacts_delete()`,
    );
    await q.query(
      `ALTER TABLE contact ADD CONSTRAINT contact_workspace_id_fkey
         FOREIGN KEY (workspace_id) REFERENCES workspace(id) ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE contact_list_member
         ADD CONSTRAINT contact_list_member_list_id_fkey
           FOREIGN KEY (list_id) REFERENCES contact_list(id) ON DELETE CASCADE,
         ADD CONSTRAINT contact_list_member_contact_id_fkey
           FOREIGN KEY (contact_id) REFERENCES contact(id) ON DELETE CASCADE`,
    );
  }
}
