import {
  CAMPAIGN_MESSAGES,
  campaignCreateCommandSchema,
  WIZARD_TABS,
  type CampaignCreateCommand,
  type CampaignRenameCommand,
  type CampaignStatus,
  type CampaignUpdateCommand,
  type WizardTab,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import {
  findMailAccount,
  lockCampaign,
  selectCampaign,
  selectCampaigns,
  type CampaignWithCountsRow,
} from './queries/campaigns';
import { Campaign as CampaignRow } from './campaign.entity';
import { insertCampaign, saveLeadSettings } from './queries/campaign-edits';
import { moveSendsIfMailboxChanges } from './sending-account/move-campaign';
import { startPool } from './pool/pool-writes';

interface CampaignCounts {
  recipients: number;
  sent: number;
  open: number;
  click: number;
  reply: number;
  bounce: number;
  unsubscribe: number;
  lead: number;
}

/** A campaign as the wizard, the list and the detail pages read it. */
export interface Campaign {
  id: string;
  workspaceId: string;
  name: string;
  status: CampaignStatus;
  currentTab: WizardTab;
  completedTabs: WizardTab[];
  mailAccount: { id: string; email: string; name: string; status: string; hasSmtp: boolean } | null;
  useSmtp: boolean;
  /** The campaign's own From name; null: the mailbox's name. */
  fromName: string | null;
  messageMimeType: 'text/html' | 'text/plain';
  trackOpen: boolean;
  trackClicks: boolean;
  pertinentLaws: boolean;
  matchRecipientProvider: boolean;
  sendInRecipientTimezone: boolean;
  /** Why the deliverability guard paused it (its bounce rate); null otherwise. */
  pauseReason: string | null;
  /** Skip role addresses and disposable domains (issue 27 §2). */
  skipRoleAddresses: boolean;
  skipDisposable: boolean;
  /** Reply handling (issue 28 §1): stop for company, the out-of-office pause without a date. */
  stopForCompany: boolean;
  outOfOfficeDays: number;
  startTime: Date | null;
  startTimeZone: string | null;
  timeOffset: number | null;
  /** The variables of its messages: the columns of the first list linked. */
  variables: string[];
  createdBy: { id: string; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
  stepsCount: number;
  counts: CampaignCounts;
  labels: { id: string; name: string }[];
}

/** A campaign from its row (`queries/campaigns.ts`). */
export function toCampaign(row: CampaignWithCountsRow): Campaign {
  const counts = (row.counts ?? {}) as Partial<CampaignCounts>;
  return {
    id: row.id as string,
    workspaceId: row.workspace_id as string,
    name: row.name as string,
    status: row.status as CampaignStatus,
    currentTab: row.current_tab as WizardTab,
    completedTabs: row.completed_tabs as WizardTab[],
    mailAccount: row.mail_account_id
      ? {
          id: row.mail_account_id as string,
          email: row.mail_account_email as string,
          name: row.mail_account_name as string,
          status: row.mail_account_status as string,
          hasSmtp: row.mail_account_has_smtp as boolean,
        }
      : null,
    useSmtp: row.use_smtp as boolean,
    fromName: (row.from_name as string | null) ?? null,
    messageMimeType: row.message_mime_type as Campaign['messageMimeType'],
    trackOpen: row.track_open as boolean,
    trackClicks: row.track_clicks as boolean,
    pertinentLaws: row.pertinent_laws as boolean,
    matchRecipientProvider: row.match_recipient_provider as boolean,
    sendInRecipientTimezone: row.send_in_recipient_timezone as boolean,
    pauseReason: (row.pause_reason as string | null) ?? null,
    skipRoleAddresses: row.skip_role_addresses as boolean,
    skipDisposable: row.skip_disposable as boolean,
    stopForCompany: row.stop_for_company as boolean,
    outOfOfficeDays: row.out_of_office_days as number,
    startTime: (row.start_time as Date | null) ?? null,
    startTimeZone: (row.start_time_zone as string | null) ?? null,
    timeOffset: (row.time_offset as number | null) ?? null,
    variables: row.variables as string[],
    createdBy: row.created_by_id
      ? { id: row.created_by_id as string, name: row.created_by_name as string }
      : null,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    stepsCount: row.steps_count as number,
    counts: {
      recipients: counts.recipients ?? 0,
      sent: counts.sent ?? 0,
      open: counts.open ?? 0,
      click: counts.click ?? 0,
      reply: counts.reply ?? 0,
      bounce: counts.bounce ?? 0,
      unsubscribe: counts.unsubscribe ?? 0,
      lead: counts.lead ?? 0,
    },
    labels: (row.labels as Campaign['labels'] | null) ?? [],
  };
}

/**
 * Wizard progress after saving `tab` (spec 01 §4): every tab up to it is completed and the current
 * tab moves to the next one, but never back: saving an earlier step of a campaign that has gone
 * further leaves its progress as it was.
 */
function progressAfter(
  saved: WizardTab,
  current: { currentTab: WizardTab; completedTabs: WizardTab[] },
): { currentTab: WizardTab; completedTabs: WizardTab[] } {
  const index = WIZARD_TABS.indexOf(saved);
  const next = WIZARD_TABS[Math.min(index + 1, WIZARD_TABS.length - 1)];
  const completed = new Set<WizardTab>([
    ...current.completedTabs,
    ...WIZARD_TABS.slice(0, index + 1),
  ]);
  const currentTab =
    WIZARD_TABS.indexOf(current.currentTab) > WIZARD_TABS.indexOf(next) ? current.currentTab : next;
  return {
    currentTab,
    completedTabs: WIZARD_TABS.filter((tab) => completed.has(tab)),
  };
}

/**
 * The campaign itself: create and edit the start step, read one, and the checks every other
 * campaign service uses (the campaign exists in the caller's workspace and is not deleted).
 */
export class CampaignService {
  constructor(private readonly db: DataSource) {}

  /** The campaign, or 404 (also for another workspace's or a deleted campaign's id). */
  async get(
    caller: Caller,
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<Campaign> {
    if (id === undefined || id === null || id === '')
      throw AppError.badRequest(CAMPAIGN_MESSAGES.campaignIdMissing);
    if (!isUuid(id)) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    const row = await selectCampaign(manager, id, caller.workspaceId);
    if (!row) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    return toCampaign(row);
  }

  /** Several campaigns of the caller's workspace in one read, in the order of `ids` (missing ones left out). */
  async getMany(caller: Caller, ids: string[]): Promise<Campaign[]> {
    const valid = ids.filter(isUuid);
    const rows = await selectCampaigns(this.db, valid, caller.workspaceId);
    const byId = new Map(rows.map((row) => [row.id as string, toCampaign(row)]));
    return valid.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Locks the campaign row for the rest of the transaction (the wizard's saves and status changes
   * of one campaign never interleave), then reads it: the row is taken first, so a change
   * committed while waiting for the lock (a delete, another status change) is what the caller
   * decides on. A campaign deleted meanwhile answers 404 like a missing one.
   */
  async lock(manager: EntityManager, caller: Caller, id: string): Promise<Campaign> {
    if (id === undefined || id === null || id === '')
      throw AppError.badRequest(CAMPAIGN_MESSAGES.campaignIdMissing);
    if (!isUuid(id)) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    if (!(await lockCampaign(manager, id, caller.workspaceId)))
      throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
    return this.get(caller, id, manager);
  }

  /** Saves wizard progress after `tab` was saved (see `progressAfter`). */
  async advance(manager: EntityManager, campaign: Campaign, tab: WizardTab): Promise<void> {
    const { currentTab, completedTabs } = progressAfter(tab, campaign);
    await manager
      .getRepository(CampaignRow)
      .update(
        { id: campaign.id, workspaceId: campaign.workspaceId },
        { currentTab, completedTabs },
      );
  }

  /**
   * The stored lead rules of a campaign of the caller's workspace (the lead module's JSON, as it
   * is), or 404 like `get`; null when the row went away after it was found.
   */
  async storedLeadSettings(caller: Caller, id: string): Promise<object | null> {
    const campaign = await this.get(caller, id);
    const row = await this.db.getRepository(CampaignRow).findOne({
      select: { id: true, leadSettings: true },
      where: { id: campaign.id, workspaceId: caller.workspaceId },
    });
    return row?.leadSettings ?? null;
  }

  /** Stores the lead rules of a campaign the caller locked (the lead module's JSON, as it is). */
  async saveLeadSettings(manager: EntityManager, campaignId: string, settings: object) {
    await saveLeadSettings(manager, campaignId, settings);
  }

  private async mailAccount(
    manager: EntityManager,
    caller: Caller,
    assignedTo: string,
  ): Promise<{ id: string; has_smtp: boolean }> {
    const account = await findMailAccount(manager, caller.workspaceId, assignedTo);
    if (!account) throw AppError.badRequest(CAMPAIGN_MESSAGES.mailAccountRequired);
    return account;
  }

  /** The start step: a draft whose progress is add-recipients with start completed. */
  async create(caller: Caller, command: CampaignCreateCommand): Promise<Campaign> {
    const values = await parse(campaignCreateCommandSchema, command);
    const id = await this.db.transaction(async (tx) => {
      const account = await this.mailAccount(tx, caller, values.assignedTo);
      const progress = progressAfter('start', { currentTab: 'start', completedTabs: [] });
      const campaignId = await insertCampaign(tx, {
        workspaceId: caller.workspaceId,
        name: values.name,
        mailAccountId: account.id,
        useSmtp: values.useSmtp && account.has_smtp,
        ...progress,
        createdBy: caller.userId,
      });
      await startPool(tx, campaignId, caller.workspaceId, account.id);
      return campaignId;
    });
    return this.get(caller, id);
  }

  /**
   * Edits the start step (title, mailbox, SMTP); progress only ever moves forward. A new mailbox
   * takes over the campaign's future sends (`moveSendsIfMailboxChanges`).
   */
  async update(caller: Caller, command: CampaignUpdateCommand): Promise<Campaign> {
    const { id } = command;
    const values = await parse(campaignCreateCommandSchema, command);
    await this.db.transaction(async (tx) => {
      const campaign = await this.lock(tx, caller, id);
      const account = await this.mailAccount(tx, caller, values.assignedTo);
      await moveSendsIfMailboxChanges(tx, campaign, account.id);
      await tx.getRepository(CampaignRow).update(
        { id: campaign.id, workspaceId: caller.workspaceId },
        {
          name: values.name,
          mailAccountId: account.id,
          useSmtp: values.useSmtp && account.has_smtp,
        },
      );
      await this.advance(tx, campaign, 'start');
    });
    return this.get(caller, id);
  }

  /** Edit Title on the detail pages. */
  async rename(caller: Caller, { id, name }: CampaignRenameCommand): Promise<Campaign> {
    // /v1 may send anything for the name: what is not text counts as empty.
    const title = typeof name === 'string' ? name.trim() : '';
    if (!title) throw AppError.badRequest(CAMPAIGN_MESSAGES.titleEmpty);
    await this.db.transaction(async (tx) => {
      const campaign = await this.lock(tx, caller, id);
      await tx
        .getRepository(CampaignRow)
        .update({ id: campaign.id, workspaceId: caller.workspaceId }, { name: title });
    });
    return this.get(caller, id);
  }
}
