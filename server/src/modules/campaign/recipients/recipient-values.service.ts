import {
  EMAIL_MAX_LENGTH,
  MAX_RECIPIENT_VALUE_LENGTH,
  SEND_CHECK_MESSAGES,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import { emailColumn } from '../../contact/csv-reader';
import { setMemberValues } from '../../contact/member-values';
import type { CampaignService } from '../campaign.service';
import { toRecipient, type CampaignRecipient } from './campaign-recipients.service';
import { selectRecipientsById } from './queries/recipients';
import { releaseHeldRecipients } from './recipient-holds';

/** Edit a recipient's values: the campaign, the recipient's address, values by variable. */
export interface RecipientValuesCommand {
  campaignId: string;
  email: unknown;
  values: unknown;
}

/** At most this many variables in one edit (a campaign's variables are its list's columns). */
const MAX_VALUES = 200;

/** The values sent, checked: an object of texts, each at most MAX_RECIPIENT_VALUE_LENGTH long. */
function parseValues(input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw AppError.badRequest(SEND_CHECK_MESSAGES.valuesInvalid);
  const entries = Object.entries(input as Record<string, unknown>);
  if (entries.length === 0 || entries.length > MAX_VALUES)
    throw AppError.badRequest(SEND_CHECK_MESSAGES.valuesInvalid);
  for (const [name, value] of entries) {
    if (typeof value !== 'string') throw AppError.badRequest(SEND_CHECK_MESSAGES.valuesInvalid);
    if (value.length > MAX_RECIPIENT_VALUE_LENGTH)
      throw AppError.badRequest(SEND_CHECK_MESSAGES.valueTooLong(name.slice(0, 100)));
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The recipient of a campaign with this address, with its list row's mapping on the campaign. */
async function recipientByEmail(
  tx: EntityManager,
  campaignId: string,
  email: string,
): Promise<
  | { id: string; contact_id: string; list_id: string; mapping: Record<string, string> | null }
  | undefined
> {
  const rows = await tx.query(
    `SELECT r.id, r.contact_id, r.list_id, cl.mapping
       FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id
       LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id
      WHERE r.campaign_id = $1 AND ct.email = $2::citext`,
    [campaignId, email],
  );
  return rows[0];
}

/**
 * "Edit the contact" of a recipient held for an empty merge field (issue 27 §2): its values, by
 * the campaign's variables, are written to its row in the list it came from (through the
 * campaign's mapping of that list), and its held recipients, in this campaign and any other, are
 * checked again on their next render. All in one transaction.
 */
export class RecipientValuesService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  async update(caller: Caller, command: RecipientValuesCommand): Promise<CampaignRecipient> {
    const email = typeof command.email === 'string' ? command.email.trim() : '';
    const values = parseValues(command.values);
    const id = await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.get(caller, command.campaignId, tx);
      const emailVariable = campaign.variables[emailColumn(campaign.variables)];
      for (const name of Object.keys(values)) {
        if (name === emailVariable)
          throw AppError.badRequest(SEND_CHECK_MESSAGES.valueEmailVariable);
        if (!campaign.variables.includes(name))
          throw AppError.badRequest(SEND_CHECK_MESSAGES.valueUnknownVariable(name.slice(0, 100)));
      }
      const recipient =
        email && email.length <= EMAIL_MAX_LENGTH
          ? await recipientByEmail(tx, campaign.id, email)
          : undefined;
      if (!recipient) throw AppError.notFound(SEND_CHECK_MESSAGES.recipientNotFound);
      const columns = Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          const column = recipient.mapping ? recipient.mapping[name] : name;
          if (!column) throw AppError.badRequest(SEND_CHECK_MESSAGES.valueUnknownVariable(name));
          return [column, value];
        }),
      );
      const member = {
        workspaceId: caller.workspaceId,
        listId: recipient.list_id,
        contactId: recipient.contact_id,
      };
      if (!(await setMemberValues(tx, member, columns)))
        throw AppError.notFound(SEND_CHECK_MESSAGES.recipientNotFound);
      await releaseHeldRecipients(tx, { contactIds: [recipient.contact_id] });
      return recipient.id;
    });
    const [row] = await selectRecipientsById(this.db, [id]);
    return toRecipient(row);
  }
}
