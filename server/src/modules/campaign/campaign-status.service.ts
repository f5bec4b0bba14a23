import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  campaignScheduleCommandSchema,
  type CampaignStatus,
  type CampaignStatusCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { CampaignService, type Campaign } from './campaign.service';
import { campaignIds } from './label.service';
import { copyRecipients, refreshRecipientCounts } from './recipient-states';

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
  ) {}

  /** Answers the spec's success message; refuses (changing nothing) when one campaign may not. */
  async setStatus(caller: Caller, command: CampaignStatusCommand): Promise<string> {
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
        if ((status === 'started' || status === 'scheduled') && !(await this.ready(tx, campaign)))
          throw AppError.badRequest(CAMPAIGN_MESSAGES.startNeedsSteps);
      }
      const changing = campaigns.map((campaign) => campaign.id);
      if (status === 'deleted') {
        await tx.query(
          `UPDATE campaign SET status = 'deleted', deleted_at = now(), updated_at = now()
            WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
          [changing],
        );
        // Contacts no longer count these campaigns; their sends and events are kept.
        for (const id of changing) await refreshRecipientCounts(tx, id, { of: 'campaign' });
      } else if (schedule) {
        await tx.query(
          `UPDATE campaign SET status = 'scheduled', start_time = $2, start_time_zone = $3,
                  time_offset = $4, updated_at = now()
            WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
          [changing, schedule.startTime, schedule.zone, schedule.offset],
        );
      } else {
        await tx.query(
          `UPDATE campaign SET status = $2, updated_at = now()
            WHERE id = ANY($1::uuid[]) AND status <> $2 AND deleted_at IS NULL`,
          [changing, status],
        );
      }
    });
    return status === 'scheduled' ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.statusUpdated;
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

  /** A campaign can send once it has an active message and recipients. */
  private async ready(tx: EntityManager, campaign: Campaign): Promise<boolean> {
    const [row] = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM step WHERE campaign_id = $1 AND status = 'active') AS steps,
              EXISTS (SELECT 1 FROM campaign_list WHERE campaign_id = $1) AS lists`,
      [campaign.id],
    );
    return row.steps && row.lists;
  }

  /**
   * A draft copy with the same messages, options, labels and lists (recipients added afresh,
   * nothing sent); answers the new campaign.
   */
  async duplicate(caller: Caller, id: string): Promise<Campaign> {
    const copyId = await this.db.transaction(async (tx) => {
      const source = await this.campaigns.get(caller, id, tx);
      const [copy] = await tx.query(
        `INSERT INTO campaign (workspace_id, name, status, current_tab, completed_tabs,
                mail_account_id, use_smtp, message_mime_type, track_open, track_clicks,
                pertinent_laws, variables, lead_settings, created_by)
         SELECT workspace_id, name || ' (copy)', 'draft', current_tab, completed_tabs,
                mail_account_id, use_smtp, message_mime_type, track_open, track_clicks,
                pertinent_laws, variables, lead_settings, $2
           FROM campaign WHERE id = $1 RETURNING id`,
        [source.id, caller.userId],
      );
      await tx.query(`INSERT INTO campaign_counter (campaign_id, workspace_id) VALUES ($1, $2)`, [
        copy.id,
        caller.workspaceId,
      ]);
      await tx.query(
        `INSERT INTO step (campaign_id, workspace_id, position, subject, body, delay_days, status)
         SELECT $2, workspace_id, position, subject, body, delay_days, status
           FROM step WHERE campaign_id = $1`,
        [source.id, copy.id],
      );
      await tx.query(
        `INSERT INTO step_counter (step_id, campaign_id, workspace_id)
         SELECT id, campaign_id, workspace_id FROM step WHERE campaign_id = $1`,
        [copy.id],
      );
      await tx.query(
        `INSERT INTO campaign_list (campaign_id, list_id, workspace_id, mapping, created_at)
         SELECT $2, list_id, workspace_id, mapping, created_at FROM campaign_list WHERE campaign_id = $1`,
        [source.id, copy.id],
      );
      await tx.query(
        `INSERT INTO campaign_label (campaign_id, label_id, workspace_id)
         SELECT $2, label_id, workspace_id FROM campaign_label WHERE campaign_id = $1`,
        [source.id, copy.id],
      );
      await copyRecipients(tx, source.id, copy.id);
      return copy.id as string;
    });
    return this.campaigns.get(caller, copyId);
  }
}
