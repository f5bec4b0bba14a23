import type { DataSource, EntityManager } from 'typeorm';

/**
 * The statements of unsubscribes. Addresses are citext: `email = $n` and `= ANY($n::citext[])`
 * compare case-insensitively through the (workspace_id, email[, domain]) unique indexes. The
 * sending engine and the tracking endpoints record and check unsubscribes on their hot paths.
 */

/** Records an unsubscribe from a sender domain; ON CONFLICT makes a repeated one a no-op. */
export async function insertUnsubscribe(
  manager: EntityManager,
  workspaceId: string,
  email: string,
  domain: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO unsubscribe (workspace_id, email, domain) VALUES ($1, $2, lower($3))
     ON CONFLICT (workspace_id, email, domain) DO NOTHING`,
    [workspaceId, email, domain],
  );
}

/** Flags an active contact unsubscribed (a bounced one stays bounced). */
export async function flagContactUnsubscribed(
  manager: EntityManager,
  workspaceId: string,
  email: string,
): Promise<void> {
  await manager.query(
    `UPDATE contact SET status = 'unsubscribed', updated_at = now()
      WHERE workspace_id = $1 AND email = $2 AND status = 'active'`,
    [workspaceId, email],
  );
}

/** Whether the address unsubscribed from the domain: one probe of the unique index. */
export async function hasUnsubscribe(
  db: DataSource,
  workspaceId: string,
  email: string,
  domain: string,
): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM unsubscribe WHERE workspace_id = $1 AND email = $2 AND domain = lower($3)`,
    [workspaceId, email, domain],
  );
  return Boolean(row);
}

interface UnsubscriberRow {
  id: string;
  email: string;
  updated_at: Date;
  unsubscribes: { domain: string; createTime: string }[];
}

/**
 * The unsubscribers of a workspace: addresses with entries, and unsubscribed contacts without
 * any (they unsubscribed from everything). UNION: an address is one row whichever way it came.
 */
function unsubscriberAddresses(pattern: string | undefined): string {
  const match = pattern ? `AND email::text ILIKE $2` : '';
  return `
      SELECT email FROM unsubscribe WHERE workspace_id = $1 ${match}
      UNION
      SELECT email FROM contact WHERE workspace_id = $1 AND status = 'unsubscribed' ${match}`;
}

/**
 * One page of unsubscribers, most recent first, each with its domains (newest first) gathered
 * by json_agg in the same statement, and their total. `pattern`: an ILIKE pattern on the address.
 */
export async function unsubscribersPage(
  db: DataSource,
  workspaceId: string,
  pattern: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: UnsubscriberRow[]; total: number }> {
  const params: unknown[] = pattern ? [workspaceId, pattern] : [workspaceId];
  const addresses = unsubscriberAddresses(pattern);
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `WITH addresses AS (${addresses})
       SELECT lower(x.email::text) AS id, x.email::text AS email,
              coalesce(max(u.created_at), max(c.updated_at)) AS updated_at,
              coalesce(json_agg(json_build_object('domain', u.domain, 'createTime', u.created_at)
                         ORDER BY u.created_at DESC) FILTER (WHERE u.id IS NOT NULL), '[]')
                AS unsubscribes
         FROM addresses x
         LEFT JOIN unsubscribe u ON u.workspace_id = $1 AND u.email = x.email
         LEFT JOIN contact c ON c.workspace_id = $1 AND c.email = x.email
        GROUP BY x.email
        ORDER BY 3 DESC, 1
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ) as Promise<UnsubscriberRow[]>,
    db.query(`SELECT count(*)::int AS total FROM (${addresses}) x`, params) as Promise<
      { total: number }[]
    >,
  ]);
  return { rows, total };
}

/** Which of the addresses are unsubscribers of the workspace, lower-cased. */
export async function knownUnsubscribers(
  tx: EntityManager,
  workspaceId: string,
  emails: string[],
): Promise<string[]> {
  const known: { email: string }[] = await tx.query(
    `SELECT DISTINCT lower(email::text) AS email FROM (
       SELECT email FROM unsubscribe WHERE workspace_id = $1 AND email = ANY($2::citext[])
       UNION ALL
       SELECT email FROM contact
        WHERE workspace_id = $1 AND status = 'unsubscribed' AND email = ANY($2::citext[])) s`,
    [workspaceId, emails],
  );
  return known.map((row) => row.email);
}

/** Deletes some domains of one address (domains compare case-insensitively, as citext). */
export async function deleteUnsubscribeDomains(
  tx: EntityManager,
  workspaceId: string,
  email: string,
  domains: string[],
): Promise<void> {
  await tx.query(
    `DELETE FROM unsubscribe
      WHERE workspace_id = $1 AND email = $2 AND domain = ANY($3::citext[])`,
    [workspaceId, email, domains],
  );
}

/** Deletes every unsubscribe of the addresses, set-based. */
export async function deleteUnsubscribes(
  tx: EntityManager,
  workspaceId: string,
  emails: string[],
): Promise<void> {
  await tx.query(`DELETE FROM unsubscribe WHERE workspace_id = $1 AND email = ANY($2::citext[])`, [
    workspaceId,
    emails,
  ]);
}

/**
 * Unsubscribed contacts of the addresses become active again: those without entries left, or
 * all of them when `all` (their entries were all deleted in the same transaction).
 */
export async function reactivateContacts(
  tx: EntityManager,
  workspaceId: string,
  emails: string[],
  all: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE contact c SET status = 'active', updated_at = now()
      WHERE c.workspace_id = $1 AND c.email = ANY($2::citext[]) AND c.status = 'unsubscribed'
        ${
          all
            ? ''
            : `AND NOT EXISTS (SELECT 1 FROM unsubscribe u
                               WHERE u.workspace_id = c.workspace_id AND u.email = c.email)`
        }`,
    [workspaceId, emails],
  );
}
