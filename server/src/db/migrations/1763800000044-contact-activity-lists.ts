import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * All Contacts' list with a campaign filter, and one user's tiles (`contact/queries/`).
 *
 * "List + has opened" counted the ~15,000 contacts who opened, each probed for membership of the
 * list (500,000 members): about 2 µs a probe, 35 to 45 ms whatever the order; one user's tiles
 * hashed the workspace's 50,000 activity rows to meet the user's 20,000 members. Each activity row
 * now carries the ids of its contact's lists (`list_ids`), so both read the activity rows and test
 * the array.
 *
 * Who keeps it (members are only ever added by imports, and removed with their list or contact):
 * - a new activity row (a contact's first campaign) reads its contact's lists: the enrolment's
 *   insert reads them itself (`recipient-states.ts`); a row inserted without them (the event
 *   recorder's upsert, should it ever create one) gets them from a trigger after insert, whose
 *   WHEN leaves the others alone (a trigger for every row doubled the cost of enrolling 100,000
 *   new contacts: 5.1–5.8 s instead of 2.4; reading the lists in the insert, 2.7 s), and the
 *   event recorder's upserts of existing rows fire no insert trigger and pay nothing;
 * - an import adds its list to the rows of the existing contacts it adds to the list
 *   (`addListToActivity` in `queries/contact-import-merge.ts`; `contact-activity-lists.ts`
 *   explains how the two are kept from racing);
 * - a member written by anything but the import (test factories, the benchmark's seed) adds its
 *   list to its contact's row, in the trigger that already fills its address;
 * - a list deleted leaves the rows of its members, in the trigger that already removes them.
 */
export class ContactActivityLists1763800000044 implements MigrationInterface {
  name = 'ContactActivityLists1763800000044';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_activity ADD COLUMN list_ids uuid[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `UPDATE contact_activity a SET list_ids = m.ids
         FROM (SELECT m.contact_id, array_agg(m.list_id ORDER BY m.list_id) AS ids
                 FROM contact_list_member m
                WHERE m.contact_id IN (SELECT contact_id FROM contact_activity)
                GROUP BY m.contact_id) m
        WHERE a.contact_id = m.contact_id`,
    );
    await q.query(`
      CREATE FUNCTION contact_activity_list_ids() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE contact_activity SET list_ids = ARRAY(
                 SELECT m.list_id FROM contact_list_member m
                  WHERE m.contact_id = NEW.contact_id ORDER BY m.list_id)
         WHERE contact_id = NEW.contact_id;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER contact_activity_list_ids AFTER INSERT ON contact_activity
       FOR EACH ROW WHEN (NEW.list_ids = '{}') EXECUTE FUNCTION contact_activity_list_ids()`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION contact_list_member_email_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.email_key := (SELECT lower(email::text) FROM contact WHERE id = NEW.contact_id);
        UPDATE contact_activity SET list_ids = list_ids || NEW.list_id
         WHERE contact_id = NEW.contact_id AND NOT NEW.list_id = ANY (list_ids);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION contact_list_members_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM contact_list_member m USING removed r WHERE m.list_id = r.id;
        UPDATE contact_activity a
           SET list_ids = ARRAY(SELECT id FROM unnest(a.list_ids) id
                                 WHERE id NOT IN (SELECT r.id FROM removed r))
         WHERE a.workspace_id IN (SELECT r.workspace_id FROM removed r)
           AND a.list_ids && ARRAY(SELECT r.id FROM removed r);
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION contact_list_members_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM contact_list_member m USING removed r WHERE m.list_id = r.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION contact_list_member_email_key() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.email_key := (SELECT lower(email::text) FROM contact WHERE id = NEW.contact_id);
        RETURN NEW;
      END $$`);
    await q.query(`DROP TRIGGER contact_activity_list_ids ON contact_activity`);
    await q.query(`DROP FUNCTION contact_activity_list_ids()`);
    await q.query(`ALTER TABLE contact_activity DROP COLUMN list_ids`);
  }
}
