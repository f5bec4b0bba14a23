import {
  SENDING_ACCOUNT_MESSAGES,
  sendingAccountSchema,
  type CampaignSendingAccountCommand,
  type CampaignStatus,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../http/errors';
import { parse } from '../../../http/parse-input';
import type { Caller } from '../../auth/caller';
import type { Campaign, CampaignService } from '../campaign.service';
import { Campaign as CampaignRow } from '../campaign.entity';
import { findMailAccount } from '../queries/campaigns';
import { selectPoolIds } from '../pool/queries';
import { writePoolOfOne } from '../pool/pool-writes';

/** The Sending account box (spec 01 §3 Campaign-level mail account). */
export interface CampaignSendingAccount {
  campaignId: string;
  campaignStatus: CampaignStatus;
  /** Null once its mailbox was deleted. */
  mailAccount: Campaign['mailAccount'];
  /** The name messages go out under: the campaign's own, else the mailbox's ('' without either). */
  fromName: string;
  /** Whether the From name is the campaign's own rather than the mailbox's. */
  customFromName: boolean;
  useSmtp: boolean;
}

export function sendingAccountOf(campaign: Campaign): CampaignSendingAccount {
  return {
    campaignId: campaign.id,
    campaignStatus: campaign.status,
    mailAccount: campaign.mailAccount,
    fromName: campaign.fromName ?? campaign.mailAccount?.name ?? '',
    customFromName: campaign.fromName !== null,
    useSmtp: campaign.useSmtp,
  };
}

/**
 * The mailbox a campaign sends from and the From name its messages carry. Changing the mailbox of
 * a running campaign moves its future sends to the new one (`move-campaign.ts`).
 */
export class CampaignSendingAccountService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  /** The campaign's mailbox and effective From name, or 404 like `campaigns.get`. */
  async get(caller: Caller, campaignId: string): Promise<CampaignSendingAccount> {
    return sendingAccountOf(await this.campaigns.get(caller, campaignId));
  }

  /**
   * Saves the box: a mailbox of the workspace, a From name that is not empty, and SMTP use (only
   * for a mailbox with an SMTP login; left out: unchanged). A From name equal to the mailbox's is
   * stored as none, so it follows the mailbox's. Saving what is already there is refused.
   */
  async update(
    caller: Caller,
    command: CampaignSendingAccountCommand,
  ): Promise<CampaignSendingAccount> {
    await this.campaigns.get(caller, command.campaignId);
    const values = await parse(sendingAccountSchema, command);
    await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, command.campaignId);
      const account = await findMailAccount(tx, caller.workspaceId, values.assignedTo);
      if (!account) throw AppError.badRequest(SENDING_ACCOUNT_MESSAGES.accountRequired);
      const useSmtp = (values.useSmtp ?? campaign.useSmtp) && account.has_smtp;
      const before = sendingAccountOf(campaign);
      const pool = await selectPoolIds(tx, campaign.id);
      if (
        account.id === campaign.mailAccount?.id &&
        pool.length <= 1 &&
        values.fromName === before.fromName &&
        useSmtp === campaign.useSmtp
      )
        throw AppError.badRequest(SENDING_ACCOUNT_MESSAGES.unchanged);
      // The box names one mailbox: the pool becomes it alone (`writePoolOfOne`).
      await writePoolOfOne(tx, campaign, account.id);
      await tx.getRepository(CampaignRow).update(
        { id: campaign.id, workspaceId: caller.workspaceId },
        {
          mailAccountId: account.id,
          fromName: values.fromName === account.name ? null : values.fromName,
          useSmtp,
        },
      );
    });
    return this.get(caller, command.campaignId);
  }
}
