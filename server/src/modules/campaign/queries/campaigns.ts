/**
 * Reads of campaigns (one, several, a page of the list, names) and the lock every change of a
 * campaign takes first (`lockCampaign`). The wizard's writes are in `campaign-edits.ts`.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid, likePattern } from '../../../db/sql';

/** A row of `CAMPAIGN_SELECT` (`toCampaign` reads it). */
export type CampaignWithCountsRow = Record<string, unknown>;

/**
 * One row per campaign, with what every read shows: its mailbox, creator, step count, counters
 * (the counter row, kept by the event recorder: no event is aggregated here) and labels sorted by
 * name. Correlated subqueries for steps and labels cost a probe per row shown, so the list page
 * filters and pages by id first (`selectCampaignPage`).
 */
const CAMPAIGN_SELECT = `
  SELECT c.id, c.workspace_id, c.name, c.status, c.current_tab, c.completed_tabs, c.use_smtp,
         c.from_name,
         c.message_mime_type, c.track_open, c.track_clicks, c.pertinent_laws, c.start_time,
         c.match_recipient_provider, c.send_in_recipient_timezone, c.pause_reason,
         c.skip_role_addresses, c.skip_disposable, c.stop_for_company, c.out_of_office_days,
         c.start_time_zone, c.time_offset, c.variables, c.created_at, c.updated_at,
         m.id AS mail_account_id, m.email::text AS mail_account_email, m.name AS mail_account_name,
         m.status AS mail_account_status, m.has_smtp AS mail_account_has_smtp,
         u.id AS created_by_id, u.name AS created_by_name,
         (SELECT count(*)::int FROM step s WHERE s.campaign_id = c.id) AS steps_count,
         coalesce(to_jsonb(k) - 'campaign_id' - 'workspace_id', '{}'::jsonb) AS counts,
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name) ORDER BY lower(l.name))
                     FROM campaign_label cl JOIN label l ON l.id = cl.label_id
                    WHERE cl.campaign_id = c.id), '[]'::jsonb) AS labels
    FROM campaign c
    LEFT JOIN mail_account m ON m.id = c.mail_account_id
    LEFT JOIN "user" u ON u.id = c.created_by
    LEFT JOIN campaign_counter k ON k.campaign_id = c.id`;

/** One campaign of the workspace, not deleted (primary key). */
export async function selectCampaign(
  manager: EntityManager,
  id: string,
  workspaceId: string,
): Promise<CampaignWithCountsRow | undefined> {
  const [row] = await manager.query(
    `${CAMPAIGN_SELECT} WHERE c.id = $1 AND c.workspace_id = $2 AND c.deleted_at IS NULL`,
    [id, workspaceId],
  );
  return row;
}

/** Several campaigns of the workspace in one read (a page's loader), in no particular order. */
export async function selectCampaigns(
  db: DataSource,
  ids: string[],
  workspaceId: string,
): Promise<CampaignWithCountsRow[]> {
  return db.query(
    `${CAMPAIGN_SELECT} WHERE c.id = ANY($1::uuid[]) AND c.workspace_id = $2 AND c.deleted_at IS NULL`,
    [ids, workspaceId],
  );
}

/** What the campaign list page filters on (any of the labels and/or none). */
interface CampaignFilter {
  search: string;
  /** A mailbox id or address; '' for any. */
  mailAccount: string;
  labelIds: string[];
  unlabeled: boolean;
}

/**
 * The list page's condition on `c`, with its parameters (the workspace is $1). A name search is an
 * ILIKE on the escaped text; a mailbox given by address is looked up in the same statement; label
 * ids that are not uuids match nothing (but still filter).
 */
function campaignFilter(workspaceId: string, filter: CampaignFilter) {
  const params: unknown[] = [workspaceId];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['c.workspace_id = $1', 'c.deleted_at IS NULL'];
  if (filter.search) where.push(`c.name ILIKE ${add(likePattern(filter.search))}`);
  if (filter.mailAccount) {
    where.push(
      isUuid(filter.mailAccount)
        ? `c.mail_account_id = ${add(filter.mailAccount)}::uuid`
        : `c.mail_account_id = (SELECT id FROM mail_account WHERE workspace_id = $1
                                  AND email = ${add(filter.mailAccount)}::citext)`,
    );
  }
  const labelConditions: string[] = [];
  if (filter.labelIds.length > 0)
    labelConditions.push(
      `EXISTS (SELECT 1 FROM campaign_label cl WHERE cl.campaign_id = c.id
                 AND cl.label_id = ANY(${add(filter.labelIds.filter(isUuid))}::uuid[]))`,
    );
  if (filter.unlabeled)
    labelConditions.push(
      `NOT EXISTS (SELECT 1 FROM campaign_label cl WHERE cl.campaign_id = c.id)`,
    );
  if (labelConditions.length > 0) where.push(`(${labelConditions.join(' OR ')})`);
  return { sql: where.join(' AND '), params };
}

/**
 * One page of the campaign list, newest first, and the total. The page's ids first: the
 * per-campaign parts of the select (labels, step count) are then computed for the rows shown, not
 * for every row skipped by the offset (campaign_workspace_idx gives the order). The count runs
 * beside it.
 */
export async function selectCampaignPage(
  db: DataSource,
  workspaceId: string,
  filter: CampaignFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CampaignWithCountsRow[]; total: number }> {
  const { sql, params } = campaignFilter(workspaceId, filter);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `${CAMPAIGN_SELECT}
        WHERE c.id IN (SELECT c.id FROM campaign c WHERE ${sql}
                        ORDER BY c.created_at DESC, c.id DESC
                        LIMIT ${limit} OFFSET ${offset})
        ORDER BY c.created_at DESC, c.id DESC`,
      [...params, page.limit, page.offset],
    ),
    db.query(`SELECT count(*)::int AS total FROM campaign c WHERE ${sql}`, params),
  ]);
  return { rows, total };
}

/** Names of the workspace's campaigns, by name (the Leads page's campaign filter). */
export async function selectCampaignNames(
  db: DataSource,
  workspaceId: string,
): Promise<{ id: string; name: string }[]> {
  return db.query(
    `SELECT id, name FROM campaign WHERE workspace_id = $1 AND deleted_at IS NULL
      ORDER BY lower(name), id`,
    [workspaceId],
  );
}

/**
 * Locks the campaign row for the rest of the transaction (the wizard's saves and status changes
 * of one campaign never interleave). FOR UPDATE re-checks `deleted_at IS NULL` on the row version
 * it waited for, so a campaign deleted meanwhile is not found.
 */
export async function lockCampaign(
  manager: EntityManager,
  id: string,
  workspaceId: string,
): Promise<boolean> {
  const [row] = await manager.query(
    `SELECT id FROM campaign
      WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, workspaceId],
  );
  return row !== undefined;
}

/** The campaigns of the workspace among `ids`, not deleted (labels check they are the caller's). */
export async function selectCampaignIds(
  manager: EntityManager,
  workspaceId: string,
  ids: string[],
): Promise<{ id: string }[]> {
  return manager.query(
    `SELECT id FROM campaign
      WHERE workspace_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`,
    [workspaceId, ids],
  );
}

/**
 * A mailbox of the workspace by id or by address (citext: any case); the form sends either. The
 * id comparison is only written for a uuid, so that an address never fails the uuid cast.
 */
export async function findMailAccount(
  manager: EntityManager,
  workspaceId: string,
  idOrEmail: string,
): Promise<{ id: string; has_smtp: boolean; name: string } | undefined> {
  const [account] = await manager.query(
    `SELECT id, has_smtp, name FROM mail_account
      WHERE workspace_id = $1 AND (${isUuid(idOrEmail) ? 'id = $2::uuid' : 'email = $2::citext'})`,
    [workspaceId, idOrEmail],
  );
  return account;
}
