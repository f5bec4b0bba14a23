import { campaignSearchCommandSchema, type CampaignSearchCommand } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { isUuid, likePattern } from '../../db/sql';
import { CAMPAIGN_SELECT, toCampaign, type Campaign } from './campaign.service';

/**
 * The campaign list page: search by name, one mailbox or any, labels (any of them) and/or unlabeled,
 * newest first. Figures come from the counter rows: nothing is aggregated from events here.
 */
export class CampaignSearchService {
  constructor(private readonly db: DataSource) {}

  async list(
    caller: Caller,
    command: CampaignSearchCommand,
  ): Promise<{ campaigns: Campaign[]; total: number }> {
    const query = await parse(campaignSearchCommandSchema, command);
    const params: unknown[] = [caller.workspaceId];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['c.workspace_id = $1', 'c.deleted_at IS NULL'];
    if (query.search) where.push(`c.name ILIKE ${add(likePattern(query.search))}`);
    if (query.mailAccount) {
      where.push(
        isUuid(query.mailAccount)
          ? `c.mail_account_id = ${add(query.mailAccount)}::uuid`
          : `c.mail_account_id = (SELECT id FROM mail_account WHERE workspace_id = $1
                                    AND email = ${add(query.mailAccount)}::citext)`,
      );
    }
    const labelIds = query.labelIds.filter(isUuid);
    const labelConditions: string[] = [];
    if (query.labelIds.length > 0)
      labelConditions.push(
        `EXISTS (SELECT 1 FROM campaign_label cl WHERE cl.campaign_id = c.id
                   AND cl.label_id = ANY(${add(labelIds)}::uuid[]))`,
      );
    if (query.unlabeled)
      labelConditions.push(
        `NOT EXISTS (SELECT 1 FROM campaign_label cl WHERE cl.campaign_id = c.id)`,
      );
    if (labelConditions.length > 0) where.push(`(${labelConditions.join(' OR ')})`);

    const filter = where.join(' AND ');
    const countParams = [...params];
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        // The page's ids first: the per-campaign parts of the select (labels, step count) are
        // then computed for the 100 rows shown, not for every row skipped by the offset.
        `${CAMPAIGN_SELECT}
          WHERE c.id IN (SELECT c.id FROM campaign c WHERE ${filter}
                          ORDER BY c.created_at DESC, c.id DESC
                          LIMIT ${add(query.limit)} OFFSET ${add(query.offset)})
          ORDER BY c.created_at DESC, c.id DESC`,
        params,
      ),
      this.db.query(`SELECT count(*)::int AS total FROM campaign c WHERE ${filter}`, countParams),
    ]);
    return { campaigns: rows.map(toCampaign), total };
  }

  /** Names of the workspace's campaigns (the Leads page's campaign filter). */
  async names(caller: Caller): Promise<{ id: string; name: string }[]> {
    return this.db.query(
      `SELECT id, name FROM campaign WHERE workspace_id = $1 AND deleted_at IS NULL
        ORDER BY lower(name), id`,
      [caller.workspaceId],
    );
  }
}
