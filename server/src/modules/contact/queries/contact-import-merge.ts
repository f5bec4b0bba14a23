import type { PoolClient } from 'pg';
import { lockActivityLists } from '../contact-activity-lists';

/**
 * From the staging table to the list, inside the import's transaction: set-based statements over
 * temporary tables, each in the order that keeps the indexes it writes compact. The first row of
 * each address wins; addresses new to the workspace become contacts; every winning row becomes a
 * member with its values.
 */

/** The list of an import, created under the id its upload chose. */
export async function insertImportedList(
  client: PoolClient,
  list: {
    id: string;
    workspaceId: string;
    name: string;
    dataKeys: string[];
    createdBy: string | null;
  },
): Promise<void> {
  await client.query(
    `INSERT INTO contact_list (id, workspace_id, name, data_keys, created_by)
     VALUES ($1, $2, $3, $4, $5)`,
    [list.id, list.workspaceId, list.name, list.dataKeys, list.createdBy],
  );
}

/**
 * The first staged row of each address with its contact: the existing one, or a new id; how many
 * addresses, and whether the contact ids grow in the table's order. `key` is what makes two
 * citext addresses equal (lower() under the database collation); the same bytes, compared
 * bytewise ("C"), sort fast and group exactly the same rows. One table, written in key order
 * (after the sort: OFFSET 0 keeps it a subquery), which is the order the next statements read it
 * in: a temporary table is read by one process from its first page (no parallel or synchronised
 * scans), so they need no sort of their own. Time-ordered ids (uuidv7, from Postgres 18, made in
 * that order) make the primary keys of contacts and members grow at their right end. The staging
 * table is analysed first, so that the match with the workspace's contacts is planned on its
 * real size.
 */
export async function createImportTarget(
  client: PoolClient,
  workspaceId: string,
): Promise<{ addresses: number; idsInOrder: boolean }> {
  const [{ v7 }] = (await client.query(`SELECT to_regprocedure('uuidv7()') IS NOT NULL AS v7`))
    .rows;
  await client.query(`ANALYZE import_stage`);
  const target = await client.query(
    `CREATE TEMP TABLE import_target ON COMMIT DROP AS
     SELECT line, email, key, data, time_zone,
            coalesce(existing, ${v7 ? 'uuidv7()' : 'gen_random_uuid()'}) AS contact_id,
            existing IS NULL AS is_new
       FROM (SELECT u.line, u.email, u.key, u.data, u.time_zone, c.id AS existing
               FROM (SELECT DISTINCT ON (key) line, email, key, data, time_zone
                       FROM (SELECT line, email, lower(email) COLLATE "C" AS key, data, time_zone
                               FROM import_stage) s
                      ORDER BY key, line) u
               LEFT JOIN contact c ON c.workspace_id = $1 AND c.email = u.email::citext
              ORDER BY u.key OFFSET 0) matched`,
    [workspaceId],
  );
  return { addresses: target.rowCount ?? 0, idsInOrder: v7 };
}

/**
 * Adds the new contacts, in key order (the table's: the unique index is then written page after
 * page rather than all over); how many. When another transaction added some of these addresses
 * meanwhile (unique violation), the insert runs again skipping them, behind a savepoint, and their
 * contacts are taken instead.
 */
export async function insertNewContacts(client: PoolClient, workspaceId: string): Promise<number> {
  const insertNew = `INSERT INTO contact (id, workspace_id, email)
      SELECT contact_id, $1, email FROM import_target WHERE is_new`;
  await client.query('SAVEPOINT import_contacts');
  let added: number;
  try {
    added = (await client.query(insertNew, [workspaceId])).rowCount ?? 0;
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await client.query('ROLLBACK TO SAVEPOINT import_contacts');
    const retried = `${insertNew} ON CONFLICT (workspace_id, email) DO NOTHING`;
    added = (await client.query(retried, [workspaceId])).rowCount ?? 0;
    await client.query(
      `UPDATE import_target t SET contact_id = c.id, is_new = false
         FROM contact c
        WHERE t.is_new AND c.workspace_id = $1 AND c.email = t.email::citext
          AND c.id <> t.contact_id`,
      [workspaceId],
    );
  }
  await client.query('RELEASE SAVEPOINT import_contacts');
  return added;
}

/**
 * Every winning row becomes a member with its values, in contact id order (the members' primary
 * key); how many were added. When every contact is new and the ids grow in the table's order, the
 * table is already in that order; otherwise (some contacts existed) it is sorted. The member keeps
 * its contact's address in lower case (`email_key`, migration 0043): the row's key, lower() of an
 * address equal to the contact's as citext is (lower() of both), so the same text.
 */
export async function insertMembers(
  client: PoolClient,
  member: { listId: string; workspaceId: string; inIdOrder: boolean },
): Promise<number> {
  const linked = await client.query(
    `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data, email_key,
                                     time_zone)
     SELECT $1, contact_id, $2, line, data, key, time_zone FROM import_target
     ${member.inIdOrder ? '' : 'ORDER BY contact_id'}`,
    [member.listId, member.workspaceId],
  );
  return linked.rowCount ?? 0;
}

/**
 * Adds the list to the activity rows of the existing contacts the import added to it (a contact
 * with campaign activity carries its lists: migration 0044), after its members are inserted. First
 * the workspace's activity-lists lock, held to the commit, in a statement of its own: the update
 * then reads every row an enrolment under way had created, once it committed, and no enrolment
 * creates one meanwhile (`contact-activity-lists.ts`). The rows are found from the workspace's
 * activity rows (few: contacts ever in a campaign), matched to the target's existing contacts by a
 * hash. The list is new, so no row holds it yet.
 */
export async function addListToActivity(
  client: PoolClient,
  member: { listId: string; workspaceId: string },
): Promise<number> {
  await lockActivityLists(client, member.workspaceId, 'import');
  const updated = await client.query(
    `UPDATE contact_activity a SET list_ids = a.list_ids || $1::uuid
       FROM import_target t
      WHERE a.workspace_id = $2 AND a.contact_id = t.contact_id AND NOT t.is_new`,
    [member.listId, member.workspaceId],
  );
  return updated.rowCount ?? 0;
}

/** The list's count of members, kept on the list so that listing lists counts nothing. */
export async function setListCount(client: PoolClient, listId: string, count: number) {
  await client.query(`UPDATE contact_list SET contacts_count = $2 WHERE id = $1`, [listId, count]);
}
