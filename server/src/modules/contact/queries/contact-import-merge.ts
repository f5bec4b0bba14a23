import type { PoolClient } from 'pg';

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
 * The first staged row of each address. `key` is what makes two citext addresses equal (lower()
 * under the database collation); the same bytes, compared bytewise ("C"), sort fast and group
 * exactly the same rows. Analysed, so that the next statements are planned on its real size.
 */
export async function createUniqueStage(client: PoolClient): Promise<void> {
  await client.query(`
      CREATE TEMP TABLE import_unique ON COMMIT DROP AS
      SELECT DISTINCT ON (key) line, email, key, data
        FROM (SELECT line, email, folded COLLATE "C" AS key, data
                FROM (SELECT line, email, lower(email) AS folded, data FROM import_stage) f) s
       ORDER BY key, line`);
  await client.query(`ANALYZE import_unique`);
}

/**
 * The contact of each address: the existing one, or a new id. Time-ordered ids (uuidv7, from
 * Postgres 18), made in key order (after the sort: OFFSET 0 keeps it a subquery), make the
 * primary keys of contacts and members grow at their right end.
 */
export async function createTargetStage(client: PoolClient, workspaceId: string): Promise<void> {
  const [{ v7 }] = (await client.query(`SELECT to_regprocedure('uuidv7()') IS NOT NULL AS v7`))
    .rows;
  await client.query(
    `CREATE TEMP TABLE import_target ON COMMIT DROP AS
     SELECT line, email, key,
            coalesce(existing, ${v7 ? 'uuidv7()' : 'gen_random_uuid()'}) AS contact_id,
            existing IS NULL AS is_new
       FROM (SELECT u.line, u.email, u.key, c.id AS existing
               FROM import_unique u
               LEFT JOIN contact c ON c.workspace_id = $1 AND c.email = u.email::citext
              ORDER BY u.key OFFSET 0) matched`,
    [workspaceId],
  );
}

/**
 * Adds the new contacts, in key order (the unique index is then written page after page rather
 * than all over). When another transaction added some of these addresses meanwhile (unique
 * violation), the insert runs again skipping them, behind a savepoint, and their contacts are
 * taken instead.
 */
export async function insertNewContacts(client: PoolClient, workspaceId: string): Promise<void> {
  const insertNew = `INSERT INTO contact (id, workspace_id, email)
      SELECT contact_id, $1, email FROM import_target WHERE is_new ORDER BY key`;
  await client.query('SAVEPOINT import_contacts');
  try {
    await client.query(insertNew, [workspaceId]);
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await client.query('ROLLBACK TO SAVEPOINT import_contacts');
    await client.query(`${insertNew} ON CONFLICT (workspace_id, email) DO NOTHING`, [workspaceId]);
    await client.query(
      `UPDATE import_target t SET contact_id = c.id, is_new = false
         FROM contact c
        WHERE t.is_new AND c.workspace_id = $1 AND c.email = t.email::citext
          AND c.id <> t.contact_id`,
      [workspaceId],
    );
  }
  await client.query('RELEASE SAVEPOINT import_contacts');
}

/**
 * Every winning row becomes a member with its values, in contact id order (the members' primary
 * key). How many were added.
 */
export async function insertMembers(
  client: PoolClient,
  listId: string,
  workspaceId: string,
): Promise<number> {
  const linked = await client.query(
    `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
     SELECT $1, t.contact_id, $2, u.line, u.data
       FROM import_unique u JOIN import_target t USING (line)
      ORDER BY t.contact_id`,
    [listId, workspaceId],
  );
  return linked.rowCount ?? 0;
}

/** The list's count of members, kept on the list so that listing lists counts nothing. */
export async function setListCount(client: PoolClient, listId: string, count: number) {
  await client.query(`UPDATE contact_list SET contacts_count = $2 WHERE id = $1`, [listId, count]);
}

/** Contacts new to the workspace, and valid rows staged (the difference: duplicates). */
export async function importCounts(
  client: PoolClient,
): Promise<{ imported: number; staged: number }> {
  const [{ imported, staged }] = (
    await client.query(
      `SELECT (SELECT count(*)::int FROM import_target WHERE is_new) AS imported,
              (SELECT count(*)::int FROM import_stage) AS staged`,
    )
  ).rows;
  return { imported, staged };
}
