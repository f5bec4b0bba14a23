/** Checks before a message leaves (issue 27 §2): what the recipients held by them show. */
export const SEND_CHECK_MESSAGES = {
  /** A recipient held because variables of its next message are empty for it. */
  missingFields: (names: string[]) => `Missing ${names.join(', ')}`,
  /** What the campaign header says of its held recipients. */
  heldRecipients: (count: number) =>
    count === 1
      ? '1 recipient waits for an empty merge field: edit the contact or add a fallback ({{First Name|there}}).'
      : `${count} recipients wait for an empty merge field: edit the contact or add a fallback ({{First Name|there}}).`,
  undeliverable: (domain: string) =>
    `Undeliverable: ${domain} has no MX and no A record, so it receives no mail.`,
  roleSkipped: 'Role address (info@, sales@…): skipped by the campaign options.',
  disposableSkipped: 'Disposable address: skipped by the campaign options.',
  doNotContact: 'On the do-not-contact list.',
  roleFlag: 'Role address',
  disposableFlag: 'Disposable domain',
  valuesUpdated: 'Contact updated successfully.',
  valuesInvalid: 'Values must be an object of variable names and texts.',
  valueTooLong: (name: string) => `The value of ${name} is too long (at most 1000 characters).`,
  valueUnknownVariable: (name: string) => `"${name}" is not a variable of this campaign.`,
  valueEmailVariable: 'The address of a recipient cannot be changed.',
  recipientNotFound: 'This address is not a recipient of the campaign.',
} as const;

/** The Settings tab's "Address checks" box. */
export const ADDRESS_CHECK_TEXTS = {
  title: 'Address checks',
  skipRoleAddresses: 'Skip role addresses (info@, sales@…)',
  skipRoleAddressesHint:
    'Mailboxes of a function are read by whoever holds them and often complain.',
  skipDisposable: 'Skip disposable addresses',
  skipDisposableHint: 'Domains of throw-away mailboxes (a maintained list).',
  undeliverableNote:
    'Addresses whose domain has no MX and no A record are never sent to, whatever these say.',
  fetchFailed: 'Bad Request. Not able to fetch the address checks. Please try again.',
  updateFailed: 'Bad Request. Not able to save the address checks. Please try again.',
} as const;

/** The longest value a recipient's variable may be given. */
export const MAX_RECIPIENT_VALUE_LENGTH = 1000;

/** The status a Recipients tab row shows beside its state. */
export type RecipientStatus =
  | 'active'
  | 'paused'
  | 'waiting'
  | 'undeliverable'
  | 'skipped'
  | 'do_not_contact'
  | 'suppressed'
  | 'replied'
  | 'lead'
  | 'bounced'
  | 'unsubscribed'
  | 'complete';
