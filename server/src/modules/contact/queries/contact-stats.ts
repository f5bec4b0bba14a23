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

/**
 * The six tiles of All Contacts in one statement. For the workspace: the total from the tally of
 * the statements that added or removed contacts (migration 0031), three tiles in one pass over the (sparse) activity rows of the workspace, the
 * flagged ones on their own index, status by status. For one user: the contacts of the lists they
 * uploaded (each once, read list by list), then their activity and their flagged ones among them;
 * probing every contact of the workspace for membership instead reads them all.
 */
export async function contactStats(
  db: Db,
  workspaceId: string,
  createdBy?: string,
): Promise<ContactStatsRow> {
  const tiles = `count(*) FILTER (WHERE a.campaign_count > 0)::int AS in_campaign,
                 count(*) FILTER (WHERE a.engaged_count > 0)::int AS engaged,
                 count(*) FILTER (WHERE a.lead_count > 0)::int AS leads`;
  if (!createdBy) {
    const flagged = (status: string) =>
      `(SELECT count(*) FROM contact c WHERE c.workspace_id = $1 AND c.status = '${status}')::int`;
    const [row] = await db.query(
      `SELECT (SELECT coalesce(sum(t.contacts), 0) FROM contact_tally t
                WHERE t.workspace_id = $1)::int AS total, activity.*,
              ${flagged('bounced')} AS bounced, ${flagged('unsubscribed')} AS unsubscribed
         FROM (SELECT ${tiles} FROM contact_activity a WHERE a.workspace_id = $1) activity`,
      [workspaceId],
    );
    return row;
  }
  const [row] = await db.query(
    `WITH mine AS MATERIALIZED (
       SELECT DISTINCT m.contact_id AS id FROM contact_list l
         JOIN contact_list_member m ON m.list_id = l.id
        WHERE l.workspace_id = $1 AND l.created_by = $2)
     SELECT (SELECT count(*) FROM mine)::int AS total, activity.*, flagged.*
       FROM (SELECT ${tiles} FROM mine JOIN contact_activity a ON a.contact_id = mine.id) activity,
            (SELECT count(*) FILTER (WHERE c.status = 'bounced')::int AS bounced,
                    count(*) FILTER (WHERE c.status = 'unsubscribed')::int AS unsubscribed
               FROM mine JOIN contact c ON c.id = mine.id WHERE c.status <> 'active') flagged`,
    [workspaceId, createdBy],
  );
  return row;
}
