import type { Db } from './contact-search';

/**
 * The six tiles of All Contacts, read with the same indexes as the search (`contact-search.ts`).
 */

export interface ContactStatsRow {
  total: number;
  in_campaign: number;
  engaged: number;
  leads: number;
  bounced: number;
  unsubscribed: number;
}

/** The three tiles read from activity rows `a`. */
const TILES_SQL = `count(*) FILTER (WHERE a.campaign_count > 0)::int AS in_campaign,
                   count(*) FILTER (WHERE a.engaged_count > 0)::int AS engaged,
                   count(*) FILTER (WHERE a.lead_count > 0)::int AS leads`;

/**
 * The six tiles of All Contacts in one statement. For the workspace: the total from the tally of
 * the statements that added or removed contacts (migration 0031), three tiles in one pass over
 * the (sparse) activity rows of the workspace, the flagged ones on their own index, status by
 * status. For one user: `userStats`.
 */
export async function contactStats(
  db: Db,
  workspaceId: string,
  createdBy?: string,
): Promise<ContactStatsRow> {
  if (createdBy) return userStats(db, workspaceId, createdBy);
  const flagged = (status: string) =>
    `(SELECT count(*) FROM contact c WHERE c.workspace_id = $1 AND c.status = '${status}')::int`;
  const [row] = await db.query(
    `SELECT (SELECT coalesce(sum(t.contacts), 0) FROM contact_tally t
              WHERE t.workspace_id = $1)::int AS total, activity.*,
            ${flagged('bounced')} AS bounced, ${flagged('unsubscribed')} AS unsubscribed
       FROM (SELECT ${TILES_SQL} FROM contact_activity a WHERE a.workspace_id = $1) activity`,
    [workspaceId],
  );
  return row;
}

/**
 * The tiles of the contacts of the lists a user uploaded. Their lists are read first. The total
 * and the flagged ones from their members (each contact once: one list's members are, several
 * lists' are made distinct); the three activity tiles from the workspace's activity rows whose
 * contact's lists (`list_ids`, migration 0044) meet the user's: read in one pass, where meeting
 * the user's 20,000 members hashed the workspace's 50,000 activity rows (about 12 ms of the 29).
 * The flagged contacts (30,000 in the benchmark) are still hashed to meet the members: most
 * have no activity row to carry their lists.
 */
async function userStats(db: Db, workspaceId: string, userId: string): Promise<ContactStatsRow> {
  const lists: { id: string }[] = await db.query(
    `SELECT id FROM contact_list WHERE workspace_id = $1 AND created_by = $2`,
    [workspaceId, userId],
  );
  if (lists.length === 0) {
    return { total: 0, in_campaign: 0, engaged: 0, leads: 0, bounced: 0, unsubscribed: 0 };
  }
  const members =
    lists.length === 1
      ? `SELECT m.contact_id AS id FROM contact_list_member m WHERE m.list_id = ($2::uuid[])[1]`
      : `SELECT DISTINCT m.contact_id AS id FROM contact_list_member m WHERE m.list_id = ANY ($2::uuid[])`;
  const [row] = await db.query(
    `WITH mine AS MATERIALIZED (${members})
     SELECT (SELECT count(*) FROM mine)::int AS total, activity.*, flagged.*
       FROM (SELECT ${TILES_SQL} FROM contact_activity a
              WHERE a.workspace_id = $1 AND a.list_ids && $2::uuid[]) activity,
            (SELECT count(*) FILTER (WHERE c.status = 'bounced')::int AS bounced,
                    count(*) FILTER (WHERE c.status = 'unsubscribed')::int AS unsubscribed
               FROM mine JOIN contact c ON c.id = mine.id
              WHERE c.workspace_id = $1 AND c.status <> 'active') flagged`,
    [workspaceId, lists.map((list) => list.id)],
  );
  return row;
}
