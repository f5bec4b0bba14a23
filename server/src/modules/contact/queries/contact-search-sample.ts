import type { Db } from './contact-search';

/**
 * Addresses of the workspace in lower case, the sample a text search is planned on
 * (`planTextSearch`): those of random pages of the contacts (about 3 pages in 1,000 at a million
 * rows, a few milliseconds), as the newest ones all come from the last import and look alike.
 * A workspace too small to show in those pages is sampled on its newest addresses instead.
 */
export async function sampleAddresses(
  db: Db,
  workspaceId: string,
  size: number,
): Promise<string[]> {
  const rows: { email: string }[] = await db.query(
    `WITH sampled AS (
       SELECT lower(email::text) AS email
         FROM contact TABLESAMPLE SYSTEM ((
                SELECT least(100, 300 * $2 / greatest(reltuples, 1))::real
                  FROM pg_class WHERE oid = 'contact'::regclass))
        WHERE workspace_id = $1 LIMIT $2)
     SELECT email FROM sampled
     UNION ALL
     SELECT email FROM (SELECT lower(email::text) AS email FROM contact WHERE workspace_id = $1
                         ORDER BY created_at DESC, id LIMIT $2) newest
      WHERE (SELECT count(*) FROM sampled) < $2 / 10`,
    [workspaceId, size],
  );
  return rows.map((row) => row.email);
}
