/** Checks before a message leaves (issue 27 §2): what the recipients held by them show. */
export const SEND_CHECK_MESSAGES = {
  /** A recipient held because variables of its next message are empty for it. */
  missingFields: (names: string[]) => `Missing ${names.join(', ')}`,
  /** What the campaign header says of its held recipients. */
  heldRecipients: (count: number) =>
    count === 1
      ? '1 recipient waits for an empty merge field: edit the contact or add a fallback ({{First Name|there}}).'
      : `${count} recipients wait for an empty merge field: edit the contact or add a fallback ({{First Name|there}}).`,
  valuesUpdated: 'Contact updated successfully.',
  valuesInvalid: 'Values must be an object of variable names and texts.',
  valueTooLong: (name: string) => `The value of ${name} is too long (at most 1000 characters).`,
  valueUnknownVariable: (name: string) => `"${name}" is not a variable of this campaign.`,
  valueEmailVariable: 'The address of a recipient cannot be changed.',
  recipientNotFound: 'This address is not a recipient of the campaign.',
} as const;

/** The longest value a recipient's variable may be given. */
export const MAX_RECIPIENT_VALUE_LENGTH = 1000;

/** The status a Recipients tab row shows beside its state. */
export type RecipientStatus =
  | 'active'
  | 'paused'
  | 'waiting'
  | 'suppressed'
  | 'replied'
  | 'lead'
  | 'bounced'
  | 'unsubscribed'
  | 'complete';
