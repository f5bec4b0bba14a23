import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  campaignScheduleCommandSchema,
  type CampaignStatus,
  type CampaignStatusCommand,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { AuditService } from '../audit/audit.service';
import type { Caller } from '../auth/caller';
import { CampaignService, type Campaign } from './campaign.service';
import { campaignIds } from './labels/label.service';
import {
  copyCampaign,
  isReadyToSend,
  markDeleted,
  scheduleCampaigns,
  setCampaignsStatus,
} from './queries/status';
import { copyRecipients, refreshRecipientCounts } from './recipients/recipient-states';

/**
 * The changes the status call may make (spec 01 §4), besides deleting, which any campaign allows.
 * A draft leaves the wizard's Send step started, scheduled or held paused.
 */
const TRANSITIONS: Record<CampaignStatus, CampaignStatus[]> = {
  draft: ['started', 'scheduled', 'paused'],
  started: ['paused'],
  paused: ['started'],
  scheduled: ['started', 'scheduled'],
  complete: [],
  deleted: [],
};

/** How a status reads in messages: the list shows drafts as "Draft". */
function statusName(status: CampaignStatus): string {
  return status === 'draft' ? 'Draft' : status;
}

/** Status changes (single and bulk, all or nothing), scheduling, deleting and duplicating. */
export class CampaignStatusService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
    private readonly audit: AuditService,
  ) {}

  /** Changes every campaign's status, or refuses (changing nothing) when one campaign may not. */
  async setStatus(caller: Caller, command: CampaignStatusCommand): Promise<void> {
    const status = command.status as CampaignStatus;
    if (!CAMPAIGN_STATUSES.includes(status) || status === 'complete' || status === 'draft')
      throw AppError.badRequest(`Status must be one of: started, paused, scheduled, deleted.`);
    const ids = campaignIds(
      command.campaignIds,
      status === 'deleted' ? CAMPAIGN_MESSAGES.selectCampaignToDelete : undefined,
    );
    const schedule = status === 'scheduled' ? await this.schedule(command) : undefined;

    await this.db.transaction(async (tx) => {
      const campaigns: Campaign[] = [];
      for (const id of [...ids].sort()) campaigns.push(await this.campaigns.lock(tx, caller, id));
      if (status !== 'scheduled' && campaigns.every((campaign) => campaign.status === status))
        throw AppError.conflict(CAMPAIGN_MESSAGES.alreadyInStatus(statusName(status)));
      for (const campaign of campaigns) {
        if (campaign.status === status && status !== 'scheduled') continue;
        if (status !== 'deleted' && !TRANSITIONS[campaign.status].includes(status))
          throw AppError.badRequest(
            CAMPAIGN_MESSAGES.statusChangeRefused(statusName(campaign.status), status),
          );
        if (
          (status === 'started' || status === 'scheduled') &&
          !(await isReadyToSend(tx, campaign.id))
        )
          throw AppError.badRequest(CAMPAIGN_MESSAGES.startNeedsSteps);
      }
      const changing = campaigns.map((campaign) => campaign.id);
      if (status === 'deleted') {
        await markDeleted(tx, changing);
        // Contacts no longer count these campaigns; their sends and events are kept.
        for (const id of changing) await refreshRecipientCounts(tx, id, { of: 'campaign' });
        for (const { id, name } of campaigns) {
          const target = { type: 'campaign', id, label: name };
          await this.audit.record(caller, { action: 'campaign.deleted', target }, tx);
        }
      } else if (schedule) {
        await scheduleCampaigns(tx, changing, schedule);
      } else {
        await setCampaignsStatus(tx, changing, status);
      }
    });
  }

  private async schedule(command: CampaignStatusCommand) {
    const values = await parse(campaignScheduleCommandSchema, command);
    const startTime = new Date(values.startTime);
    if (startTime.getTime() < Date.now() - 60_000)
      throw AppError.badRequest(CAMPAIGN_MESSAGES.scheduleInPast);
    const offset = Number(command.timeOffset);
    return {
      startTime,
      zone: values.startTimeZone,
      offset: Number.isInteger(offset) ? offset : null,
    };
  }

  /**
   * A draft copy with the same messages, options, labels and lists (recipients added afresh,
   * nothing sent); answers the new campaign.
   */
  async duplicate(caller: Caller, id: string): Promise<Campaign> {
    const copied = await this.db.transaction(async (tx) => {
      const source = await this.campaigns.get(caller, id, tx);
      const copyId = await copyCampaign(tx, source.id, caller.workspaceId, caller.userId);
      await copyRecipients(tx, source.id, copyId);
      return copyId;
    });
    return this.campaigns.get(caller, copied);
  }
}
