import { checkPoolIds, POOL_MESSAGES, type CampaignPoolCommand } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import { localDayBounds } from '../../mailbox/sending-window';
import type { Campaign, CampaignService } from '../campaign.service';
import { campaignHooks } from '../hooks';
import {
  selectAllWorkspaceMailboxes,
  selectPools,
  selectWorkspaceMailboxes,
  type PoolMailboxRow,
} from './queries';
import { writePool } from './pool-writes';

/** A mailbox of a workspace as the pool picker and the pool show it. */
export interface PoolMailbox {
  id: string;
  email: string;
  name: string;
  /** active, inactive or stopped. */
  status: string;
  hasSmtp: boolean;
  /** Its sending preference's most emails a day. */
  dailyCap: number;
  /** Sends handed to its server since its local midnight, all campaigns. */
  sentToday: number;
}

/** A mailbox of a campaign's pool, with the campaign's sends it made. */
export interface CampaignPoolMailbox extends PoolMailbox {
  sent: number;
}

/**
 * A campaign's sending pool (issue 26): the mailboxes it sends from, in the order picked, the first
 * one being `campaign.mail_account_id` (what the single-mailbox calls read and write).
 */
export class CampaignPoolService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  /** The campaign's pool, or 404 like `campaigns.get`. */
  async get(
    caller: Caller,
    campaignId: string,
    now: Date = new Date(),
  ): Promise<CampaignPoolMailbox[]> {
    const campaign = await this.campaigns.get(caller, campaignId);
    return (await this.poolsOf(caller, [campaign.id], now)).get(campaign.id) ?? [];
  }

  /**
   * The pools of several campaigns of the caller's workspace (others' are empty), with today's
   * sends and each campaign's sends per mailbox: three statements whatever their number.
   */
  async poolsOf(
    caller: Caller,
    campaignIds: readonly string[],
    now: Date = new Date(),
  ): Promise<Map<string, CampaignPoolMailbox[]>> {
    const ids = [...new Set(campaignIds)];
    const rows = await selectPools(this.db, caller.workspaceId, ids);
    const [today, sent] = await Promise.all([
      this.sendsToday(rows, now),
      campaignHooks.call.sentOfCampaignsByMailbox(this.db, ids),
    ]);
    const pools = new Map<string, CampaignPoolMailbox[]>(ids.map((id) => [id, []]));
    for (const row of rows)
      pools.get(row.campaign_id)?.push({
        ...poolMailboxOf(row, today),
        sent: sent.get(row.campaign_id)?.get(row.id) ?? 0,
      });
    return pools;
  }

  /** Every mailbox of the caller's workspace a pool may hold, with its cap and today's sends. */
  async choices(caller: Caller, now: Date = new Date()): Promise<PoolMailbox[]> {
    const rows = await selectAllWorkspaceMailboxes(this.db, caller.workspaceId);
    const today = await this.sendsToday(rows, now);
    return rows.map((row) => poolMailboxOf(row, today));
  }

  /**
   * Sets the pool: 1 to 100 mailboxes of the caller's workspace, each once, in the order given
   * (the first becomes `campaign.mail_account_id`); answers the campaign and its pool. A mailbox
   * taken out keeps its recipients, whose follow-ups wait (`writePool`); nothing sent is sent
   * again. All or nothing.
   */
  async update(
    caller: Caller,
    command: CampaignPoolCommand,
  ): Promise<{ campaign: Campaign; pool: CampaignPoolMailbox[] }> {
    await this.campaigns.get(caller, command.campaignId);
    const checked = checkPoolIds(command.mailAccountIds);
    if ('error' in checked) throw AppError.badRequest(checked.error);
    await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, command.campaignId);
      const found = await selectWorkspaceMailboxes(tx, caller.workspaceId, checked.ids);
      if (found.length !== checked.ids.length)
        throw AppError.badRequest(POOL_MESSAGES.accountRequired);
      await writePool(tx, campaign, checked.ids);
    });
    const campaign = await this.campaigns.get(caller, command.campaignId);
    return { campaign, pool: (await this.poolsOf(caller, [campaign.id])).get(campaign.id) ?? [] };
  }

  /** Today's sends of the mailboxes of `rows`, each on its own local day. */
  private async sendsToday(rows: PoolMailboxRow[], now: Date): Promise<Map<string, number>> {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return campaignHooks.call.sendsTodayOfMailboxes(
      this.db,
      [...byId.values()].map((row) => ({
        mailboxId: row.id,
        ...localDayBounds(row.sending_preference, now),
      })),
    );
  }
}

function poolMailboxOf(row: PoolMailboxRow, today: Map<string, number>): PoolMailbox {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    hasSmtp: row.has_smtp,
    dailyCap: row.sending_preference.work_load_capacity.max_job_in_single_day,
    sentToday: today.get(row.id) ?? 0,
  };
}
