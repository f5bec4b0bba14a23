import {
  CAMPAIGN_MESSAGES,
  UNSUBSCRIBE_VARIABLE,
  type CampaignListLinkCommand,
  type CampaignListUnlinkCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../../db/sql';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import { emailColumn } from '../../contact/csv-reader';
import type { Campaign, CampaignService } from '../campaign.service';
import { clearVariablesWithoutLists, setVariables } from '../queries/campaign-edits';
import { deleteLinkedList, insertLinkedList, lockListToLink, selectLinkedLists } from './queries';
import { addListRecipients, unlinkListRecipients } from '../recipients/recipient-states';
import type { AddressChecksService } from '../recipients/address-checks.service';
import {
  findCheckedRecipients,
  queueRecipientDomains,
  stopCheckedRecipients,
} from '../recipients/recipient-address-checks';

/** Campaign variable → column of a list whose columns differ from the campaign's variables. */
type VariableMapping = Record<string, string>;

/** A list linked to a campaign (the Add recipients step). */
export interface LinkedList {
  id: string;
  name: string;
  /** The list's own size. */
  contactsCount: number;
  /** Recipients of the campaign that came from this list (an address in two lists counts once). */
  recipientsCount: number;
  dataKeys: string[];
  mapping: VariableMapping | null;
}

/**
 * The variables of one recipient, from its row in the list it came from (`data`, keyed by column)
 * and that list's mapping on the campaign: without a mapping a variable is the column of the same
 * name; with one, variable `v` is the column `mapping[v]`. Missing values are empty.
 * `RECIPIENT_VARIABLES_SQL` (`recipients/recipients-sql.ts`) computes the same in a query.
 */
export function recipientVariables(
  mapping: VariableMapping | null,
  data: Record<string, string>,
): Record<string, string> {
  if (!mapping) return { ...data };
  return Object.fromEntries(
    Object.entries(mapping).map(([variable, column]) => [variable, data[column] ?? '']),
  );
}

function sameColumns(a: string[], b: string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && new Set(b).size === set.size && b.every((key) => set.has(key));
}

/**
 * Checks the mapping sent for a list whose columns differ from the campaign's variables (spec 01
 * §5 CSV mapping): the email variable always takes the list's email column; every other variable
 * needs a column of the list, and at least one of them must be mapped.
 */
function resolveMapping(variables: string[], columns: string[], input: unknown): VariableMapping {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw AppError.badRequest(CAMPAIGN_MESSAGES.mappingInvalid);
  const sent = input as Record<string, unknown>;
  for (const [variable, column] of Object.entries(sent)) {
    if (!variables.includes(variable))
      throw AppError.badRequest(CAMPAIGN_MESSAGES.mappingUnknownVariable(variable));
    if (column !== null && column !== undefined && typeof column !== 'string')
      throw AppError.badRequest(CAMPAIGN_MESSAGES.mappingInvalid);
  }
  const emailVariable = variables[emailColumn(variables)];
  const others = variables.filter((variable) => variable !== emailVariable);
  const chosen = (variable: string) => {
    const column = sent[variable];
    return typeof column === 'string' && column.trim() !== '' ? column : undefined;
  };
  if (others.length > 0 && others.every((variable) => chosen(variable) === undefined))
    throw AppError.badRequest(CAMPAIGN_MESSAGES.mapFields);
  if (others.some((variable) => chosen(variable) === undefined))
    throw AppError.badRequest(CAMPAIGN_MESSAGES.selectOption);
  const mapping: VariableMapping = {};
  for (const variable of others) {
    const column = chosen(variable)!;
    if (!columns.includes(column))
      throw AppError.badRequest(CAMPAIGN_MESSAGES.mappingUnknownColumn(column));
    mapping[variable] = column;
  }
  if (emailVariable !== undefined) mapping[emailVariable] = columns[emailColumn(columns)];
  return mapping;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The lists of a campaign and its recipients: linking a list makes each of its contacts a
 * recipient (one per address and campaign, the first list linked wins; suppressed addresses are
 * linked but never sent to), unlinking takes back those never claimed a send for.
 */
export class CampaignListsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
    private readonly addressChecks?: AddressChecksService,
  ) {}

  /** The campaign's lists in the order they were linked. */
  async lists(caller: Caller, campaignId: string): Promise<LinkedList[]> {
    const campaign = await this.campaigns.get(caller, campaignId);
    const rows = await selectLinkedLists(this.db, campaign.id);
    return rows.map((row): LinkedList => ({
      id: row.id,
      name: row.name,
      contactsCount: row.contacts_count,
      recipientsCount: row.recipients_count,
      dataKeys: row.data_keys,
      mapping: row.mapping ?? null,
    }));
  }

  /** The variables its messages may use: the list columns, then `unsubscribe_url`. */
  async variables(caller: Caller, campaignId: string): Promise<string[]> {
    const campaign = await this.campaigns.get(caller, campaignId);
    return [...new Set([...campaign.variables, UNSUBSCRIBE_VARIABLE])];
  }

  /**
   * Links a list and makes its contacts recipients, in one transaction with the campaign locked.
   * The first list sets the campaign's variables; a later list whose columns differ needs a
   * `mapping` (409 with both column sets without one, and nothing changes).
   */
  async linkListToCampaign(caller: Caller, command: CampaignListLinkCommand): Promise<Campaign> {
    if (missing(command.campaignId) || missing(command.listId))
      throw AppError.badRequest(CAMPAIGN_MESSAGES.listIdMissing);
    const campaignId = await this.db.transaction(async (tx) => {
      const campaign = await this.lockForLink(tx, caller, command.campaignId);
      const list = await this.linkableList(tx, caller, campaign, command.listId);
      let mapping: VariableMapping | null = null;
      if (campaign.variables.length > 0 && !sameColumns(campaign.variables, list.data_keys)) {
        if (missing(command.mapping)) {
          throw AppError.conflict(CAMPAIGN_MESSAGES.mappingConflict, {
            // /v1 answers with the spec's names, GraphQL reads them from the error's extensions.
            original_parameter: campaign.variables,
            current_parameter: list.data_keys,
            originalParameter: campaign.variables,
            currentParameter: list.data_keys,
          });
        }
        mapping = resolveMapping(campaign.variables, list.data_keys, command.mapping);
      }
      await insertLinkedList(
        tx,
        { campaignId: campaign.id, listId: list.id, workspaceId: caller.workspaceId },
        mapping,
      );
      await addListRecipients(tx, campaign.id, list.id);
      // The address checks: the verdicts known now at once, the new domains queued (looked up by a
      // job after this, or by the sweep of pending domains if that job is lost).
      await stopCheckedRecipients(tx, await findCheckedRecipients(tx, campaign.id));
      await queueRecipientDomains(tx, campaign.id);
      if (campaign.variables.length === 0) {
        await setVariables(tx, campaign.id, list.data_keys);
      }
      await this.campaigns.advance(tx, campaign, 'add-recipients');
      return campaign.id;
    });
    await this.addressChecks?.queue({ campaignId });
    return this.campaigns.get(caller, campaignId);
  }

  /**
   * Unlinks a list. Its recipients move to another linked list holding the same address (the
   * earliest linked); the others are removed when no send was ever claimed for them, and otherwise
   * kept (their sends and events stay) but their sequence ends. The last list out clears the variables.
   */
  async unlinkList(caller: Caller, command: CampaignListUnlinkCommand): Promise<Campaign> {
    if (missing(command.campaignId) || missing(command.listId))
      throw AppError.badRequest(CAMPAIGN_MESSAGES.listIdMissing);
    const campaignId = await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, command.campaignId);
      const { listId } = command;
      const unlinked = isUuid(listId) ? await deleteLinkedList(tx, campaign.id, listId) : undefined;
      if (!unlinked) throw AppError.notFound(CAMPAIGN_MESSAGES.listNotLinked);
      await unlinkListRecipients(tx, campaign.id, unlinked.list_id);
      await clearVariablesWithoutLists(tx, campaign.id);
      return campaign.id;
    });
    return this.campaigns.get(caller, campaignId);
  }

  /** The campaign, locked; one that cannot be found answers the spec's 400 for this call. */
  private async lockForLink(tx: EntityManager, caller: Caller, id: string): Promise<Campaign> {
    try {
      return await this.campaigns.lock(tx, caller, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw AppError.badRequest(CAMPAIGN_MESSAGES.listLinkBad);
      throw error;
    }
  }

  /** The caller's list, not linked to the campaign yet (spec 01 §8: 400 otherwise). */
  private async linkableList(
    tx: EntityManager,
    caller: Caller,
    campaign: Campaign,
    listId: string,
  ): Promise<{ id: string; data_keys: string[] }> {
    if (!isUuid(listId)) throw AppError.badRequest(CAMPAIGN_MESSAGES.listLinkBad);
    const list = await lockListToLink(tx, listId, caller.workspaceId, campaign.id);
    if (!list || list.linked) throw AppError.badRequest(CAMPAIGN_MESSAGES.listLinkBad);
    return list;
  }
}
