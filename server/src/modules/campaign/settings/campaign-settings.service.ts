import { CAMPAIGN_MESSAGES, type CampaignSettingsCommand } from '@outbound/common';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import type { Campaign, CampaignService } from '../campaign.service';
import { Campaign as CampaignRow } from '../campaign.entity';
import {
  findCheckedRecipients,
  stopCheckedRecipients,
} from '../recipients/recipient-address-checks';

/** The Options step (spec 01 §3 Campaign setting). */
export interface CampaignSetting {
  useSmtp: boolean;
  trackOpen: boolean;
  trackClicks: boolean;
  /** Whether the campaign waits for a scheduled start. */
  scheduleSend: boolean;
  pertinentLaws: boolean;
  startTime: Date | null;
  /** The start time as a wall-clock time in its zone, `yyyy-MM-ddTHH:mm`. */
  startTimeLocal: string | null;
  startTimeZone: string | null;
  /** Prefer a pool mailbox of the recipient's provider (issue 26). */
  matchRecipientProvider: boolean;
  /** The sending window applies in each recipient's time zone (issue 26). */
  sendInRecipientTimezone: boolean;
  /** Skip role addresses (info@, sales@…) and disposable domains (issue 27 §2). */
  skipRoleAddresses: boolean;
  skipDisposable: boolean;
  /** A person's reply stops their colleagues at the same company (issue 28 §1). */
  stopForCompany: boolean;
  /** Days an out-of-office without a date pauses its recipient. */
  outOfOfficeDays: number;
}

export function settingOf(campaign: Campaign): CampaignSetting {
  const local =
    campaign.startTime && campaign.startTimeZone
      ? DateTime.fromJSDate(campaign.startTime, { zone: campaign.startTimeZone })
      : null;
  return {
    useSmtp: campaign.useSmtp,
    trackOpen: campaign.trackOpen,
    trackClicks: campaign.trackClicks,
    scheduleSend: campaign.status === 'scheduled',
    pertinentLaws: campaign.pertinentLaws,
    startTime: campaign.startTime,
    startTimeLocal: local?.isValid ? local.toFormat("yyyy-MM-dd'T'HH:mm") : null,
    startTimeZone: campaign.startTimeZone,
    matchRecipientProvider: campaign.matchRecipientProvider,
    sendInRecipientTimezone: campaign.sendInRecipientTimezone,
    skipRoleAddresses: campaign.skipRoleAddresses,
    skipDisposable: campaign.skipDisposable,
    stopForCompany: campaign.stopForCompany,
    outOfOfficeDays: campaign.outOfOfficeDays,
  };
}

type OptionName =
  | 'useSmtp'
  | 'trackOpen'
  | 'trackClicks'
  | 'pertinentLaws'
  | 'matchRecipientProvider'
  | 'sendInRecipientTimezone'
  | 'skipRoleAddresses'
  | 'skipDisposable'
  | 'stopForCompany';

/** The options' names in messages: those of the /v1 setting. */
const OPTION_LABELS: Record<OptionName, string> = {
  useSmtp: 'use_smtp',
  trackOpen: 'track_open',
  trackClicks: 'track_clicks',
  pertinentLaws: 'pertinent_laws',
  matchRecipientProvider: 'match_recipient_provider',
  sendInRecipientTimezone: 'send_in_recipient_timezone',
  skipRoleAddresses: 'skip_role_addresses',
  skipDisposable: 'skip_disposable',
  stopForCompany: 'stop_for_company',
};

/** A yes/no option as sent, or undefined when it was not sent (it keeps its value). */
function flag(command: CampaignSettingsCommand, name: OptionName): boolean | undefined {
  const value: unknown = command[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean')
    throw AppError.badRequest(CAMPAIGN_MESSAGES.settingInvalid(OPTION_LABELS[name]));
  return value;
}

/** The out-of-office pause as sent: a whole number of days, 1 to 60; undefined when not sent. */
function outOfOfficeDays(command: CampaignSettingsCommand): number | undefined {
  const value: unknown = command.outOfOfficeDays;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 60)
    throw AppError.badRequest(CAMPAIGN_MESSAGES.outOfOfficeDaysInvalid);
  return value;
}

/**
 * The Options step: tracking, SMTP use and the pertinent-laws acknowledgement; and the sending
 * pool's settings (provider matching, the recipient's time zone).
 */
export class CampaignSettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  async get(caller: Caller, campaignId: string): Promise<CampaignSetting> {
    return settingOf(await this.campaigns.get(caller, campaignId));
  }

  /**
   * Saves the options sent (the others keep their value) and moves the wizard to send. Tracking is
   * always off for a plain-text campaign, and SMTP is used only when the mailbox has it.
   */
  async update(caller: Caller, command: CampaignSettingsCommand): Promise<Campaign> {
    const options = {
      useSmtp: flag(command, 'useSmtp'),
      trackOpen: flag(command, 'trackOpen'),
      trackClicks: flag(command, 'trackClicks'),
      pertinentLaws: flag(command, 'pertinentLaws'),
      matchRecipientProvider: flag(command, 'matchRecipientProvider'),
      sendInRecipientTimezone: flag(command, 'sendInRecipientTimezone'),
      skipRoleAddresses: flag(command, 'skipRoleAddresses'),
      skipDisposable: flag(command, 'skipDisposable'),
      stopForCompany: flag(command, 'stopForCompany'),
      outOfOfficeDays: outOfOfficeDays(command),
    };
    const id = await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, command.campaignId);
      const html = campaign.messageMimeType === 'text/html';
      await tx.getRepository(CampaignRow).update(
        { id: campaign.id, workspaceId: caller.workspaceId },
        {
          useSmtp:
            (options.useSmtp ?? campaign.useSmtp) && (campaign.mailAccount?.hasSmtp ?? false),
          trackOpen: html && (options.trackOpen ?? campaign.trackOpen),
          trackClicks: html && (options.trackClicks ?? campaign.trackClicks),
          pertinentLaws: options.pertinentLaws ?? campaign.pertinentLaws,
          matchRecipientProvider: options.matchRecipientProvider ?? campaign.matchRecipientProvider,
          sendInRecipientTimezone:
            options.sendInRecipientTimezone ?? campaign.sendInRecipientTimezone,
          skipRoleAddresses: options.skipRoleAddresses ?? campaign.skipRoleAddresses,
          skipDisposable: options.skipDisposable ?? campaign.skipDisposable,
          stopForCompany: options.stopForCompany ?? campaign.stopForCompany,
          outOfOfficeDays: options.outOfOfficeDays ?? campaign.outOfOfficeDays,
        },
      );
      // The recipients the options now skip stop at once (the claim checks them again).
      await stopCheckedRecipients(tx, await findCheckedRecipients(tx, campaign.id));
      await this.campaigns.advance(tx, campaign, 'options');
      return campaign.id;
    });
    return this.campaigns.get(caller, id);
  }
}
