import type { Db } from './contact-search';

/**
 * Addresses of the workspace in lower case, the sample a text search is planned on
 * (`planTextSearch`, `isCommonText`): a fifth of the rows of random pages of the contacts (about
 * 5 pages in 1,000 at a million rows, 2 ms), as the newest ones all come from the last import and
 * look alike. A fifth of the rows of five times as many pages, rather than every row of the first
 * pages sampled: a page holds neighbouring rows of one import, which may share a company, so the
 * pages, not the rows, are what the sample's shares vary with. Read to the size from the first
 * pages (13 of them), the sample judged "company5" (11 % of a million addresses, in runs of a
 * hundred neighbours) not common in 68 searches of 1,000, which then gathered its matches (130 ms
 * in a list); from about 60 pages, in none of 1,000 (1.85 ms a sample against 1.55 ms). The whole
 * table is kept when it is small. A workspace too small to show in those pages is sampled on its
 * newest addresses instead.
 */
export async function sampleAddresses(
  db: Db,
  workspaceId: string,
  size: number,
): Promise<string[]> {
  const rows: { email: string }[] = await db.query(
    `WITH share AS MATERIALIZED (
       SELECT least(1, 5 * $2 / greatest(reltuples, 1))::real AS pages
         FROM pg_class WHERE oid = 'contact'::regclass),
     sampled AS (
       SELECT lower(email::text) AS email
         FROM contact TABLESAMPLE SYSTEM ((SELECT 100 * pages FROM share))
        WHERE workspace_id = $1 AND random() < (SELECT greatest(1.0 / 5, pages) FROM share)
        LIMIT $2)
     SELECT email FROM sampled
     UNION ALL
     SELECT email FROM (SELECT lower(email::text) AS email FROM contact WHERE workspace_id = $1
                         ORDER BY created_at DESC, id LIMIT $2) newest
      WHERE (SELECT count(*) FROM sampled) < $2 / 10`,
    [workspaceId, size],
  );
  return rows.map((row) => row.email);
}
