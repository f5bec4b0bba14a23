import {
  LEAD_MESSAGES,
  leadSettingsSchema,
  type LeadClause,
  type LeadSettingsCommand,
  type LeadConditionType,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import type { CampaignService } from '../campaign/campaign.service';
import { selectWorkspaceUser, type StoredLeadSettings } from './queries';

/**
 * A campaign's lead rules (spec 01 §3 Lead settings): each condition is "at least `eventCount`
 * events of its type from one recipient"; `and` needs all of them, `or` any. The event recorder
 * evaluates them on every reply, open and click and assigns the lead to `assignedTo`.
 */
export interface LeadSettings {
  /** A user's email, or null for nobody. */
  assignedTo: string | null;
  clause: LeadClause;
  conditions: { type: LeadConditionType; eventCount: number }[];
}

function fromStored(stored: StoredLeadSettings | null): LeadSettings {
  return {
    assignedTo: stored?.assigned_to || null,
    clause: stored?.clause === 'and' ? 'and' : 'or',
    conditions: (stored?.conditions ?? []).map((condition) => ({
      type: condition.type,
      eventCount: condition.event_count,
    })),
  };
}

/** The Leads box of a campaign's settings. */
export class LeadSettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  async get(caller: Caller, campaignId: string): Promise<LeadSettings> {
    // Written by `update` in the lead module's shape; the campaign module keeps it as it is.
    const stored = await this.campaigns.storedLeadSettings(caller, campaignId);
    return fromStored(stored as StoredLeadSettings | null);
  }

  /**
   * Replaces the rules. A count must be a whole number of 1 or more ('Please Enter a valid value');
   * the assignee is a user of the workspace, stored by address as the user list shows it.
   */
  async update(
    caller: Caller,
    campaignId: string,
    command: LeadSettingsCommand,
  ): Promise<LeadSettings> {
    const values = await parse(leadSettingsSchema, command);
    return this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, campaignId);
      let assignedTo: string | null = null;
      if (values.assignedTo) {
        const user = await selectWorkspaceUser(tx, caller.workspaceId, values.assignedTo);
        if (!user) throw AppError.badRequest(LEAD_MESSAGES.assigneeUnknown);
        assignedTo = user.email;
      }
      const stored: StoredLeadSettings = {
        assigned_to: assignedTo,
        clause: values.clause,
        conditions: values.conditions.map((condition) => ({
          type: condition.type,
          event_count: condition.eventCount,
        })),
      };
      await this.campaigns.saveLeadSettings(tx, campaign.id, stored);
      return fromStored(stored);
    });
  }
}
