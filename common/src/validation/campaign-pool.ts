import { SENDING_ACCOUNT_MESSAGES } from './campaign-sending-account';
import { isUuid } from './uuid';

/** The most mailboxes one campaign sends from. */
export const POOL_MAX_MAILBOXES = 100;

/**
 * The sending pool of a campaign (`/v1/campaign/{id}/mailAccounts/*`, the Start tab's and the
 * Settings tab's mailbox picker). A missing mailbox, or another workspace's, is refused like the
 * single-mailbox call refuses it.
 */
export const POOL_MESSAGES = {
  accountRequired: SENDING_ACCOUNT_MESSAGES.accountRequired,
  // Texts the spec leaves open.
  idsInvalid: 'mail_account_ids must be a list of mail account ids.',
  tooMany: `A campaign can send from at most ${POOL_MAX_MAILBOXES} mail accounts.`,
  duplicate: 'Each mail account can be in the pool only once.',
  updated: 'Sending pool updated successfully.',
  updateFailed: 'Bad Request. Unable to update the sending pool.',
  fetchFailed: 'Bad Request. Unable to fetch the sending pool.',
  pickerLabel: 'Mail accounts',
  pickerHint:
    'Pick one or more mail accounts: first messages go to the one with the most room left today, and each recipient keeps the account that wrote to it first.',
  searchPlaceholder: 'Search mail accounts',
  removedNote:
    'Recipients already written to from a mail account you remove keep it as their sender: their follow-ups wait until you move them to another mail account of the pool.',
} as const;

/** The campaign settings of sending pools (`/v1/campaign/setting/*`), with their one-line help. */
export const POOL_SETTING_TEXTS = {
  matchRecipientProvider: 'Match the recipient’s provider',
  matchRecipientProviderHint:
    'Prefer a mail account hosted by the same provider as the recipient (Google, Microsoft), else any account of the pool.',
  sendInRecipientTimezone: 'Send in each recipient’s time zone',
  sendInRecipientTimezoneHint:
    "Send in each recipient's time zone (their sending window applies in their zone, read from the list's Time Zone, City, State or Country column, a country with several zones taking its most populous; recipients without a known zone use the mailbox's)",
} as const;

/** Setting the pool: the mailboxes in the order picked, the first one first. */
export interface CampaignPoolCommand {
  campaignId: string;
  mailAccountIds: unknown;
}

/**
 * The pool's mailbox ids as sent, checked for shape only (the service checks they are the
 * caller's): 1 to POOL_MAX_MAILBOXES ids, each once. Answers the message of the first problem.
 */
export function checkPoolIds(value: unknown): { ids: string[] } | { error: string } {
  if (value === undefined || value === null) return { error: POOL_MESSAGES.accountRequired };
  if (!Array.isArray(value)) return { error: POOL_MESSAGES.idsInvalid };
  if (value.length === 0) return { error: POOL_MESSAGES.accountRequired };
  if (value.length > POOL_MAX_MAILBOXES) return { error: POOL_MESSAGES.tooMany };
  if (!value.every((id): id is string => typeof id === 'string'))
    return { error: POOL_MESSAGES.idsInvalid };
  const ids = value.map((id) => id.trim().toLowerCase());
  if (new Set(ids).size !== ids.length) return { error: POOL_MESSAGES.duplicate };
  // Not an id: no mailbox has it, as for a missing one.
  if (!ids.every(isUuid)) return { error: POOL_MESSAGES.accountRequired };
  return { ids };
}
