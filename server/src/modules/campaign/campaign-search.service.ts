import { campaignSearchCommandSchema, type CampaignSearchCommand } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { toCampaign, type Campaign } from './campaign.service';
import { selectCampaignNames, selectCampaignPage } from './queries/campaigns';

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
    const { rows, total } = await selectCampaignPage(this.db, caller.workspaceId, query, query);
    return { campaigns: rows.map(toCampaign), total };
  }

  /** Names of the workspace's campaigns (the Leads page's campaign filter). */
  async names(caller: Caller): Promise<{ id: string; name: string }[]> {
    return selectCampaignNames(this.db, caller.workspaceId);
  }
}
