import { array, number, object, string } from 'yup';
import { pageOffsetSchema } from './paging';
import { emailAddressSchema, requiredEmailAddressSchema } from './email-address';

/** Texts of the contact-list calls and screens (spec 01 §5, §8). */
export const CONTACT_MESSAGES = {
  fileRequired: 'Please choose a csv file to upload',
  uploaded: 'File uploaded successfully!',
  listNotFound: 'This contact list does not exist.',
  fileTooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Split it and upload the parts.`,
  /** Rows whose Time Zone (or City, State, Country) value gave no zone: the first lines, then a count. */
  zonesUnreadable: (count: number, lines: readonly number[]) =>
    `The time zone of ${count} row(s) could not be read (line ${lines.join(', ')}${
      count > lines.length ? ', …' : ''
    }). These contacts are sent in their mailbox's time zone.`,
  zonesMostPopulous:
    'A Country or State with several time zones gives the zone where most of its people live.',
} as const;

/** Texts of All Contacts and Unsubscribers (spec 02 §2, §5, §8). */
export const CONTACTS_PAGE_MESSAGES = {
  title: 'All Contacts',
  searchPlaceholder: 'Type email',
  empty: 'There are no contacts to show right now.',
  searchFailed: 'Bad Request. Unable to fetch contact summary. Please try again.',
  mailUsersFailed: 'Bad Request. Unable to fetch mail accounts. Please try again.',
} as const;

export const UNSUBSCRIBERS_MESSAGES = {
  title: 'Unsubscribers',
  empty: 'Unsubscribers data not available.',
  loadFailed: 'Bad Request. Unable to fetch Unsubscribers. Please try again.',
  noDomainSelected: 'No domain is selected.',
  noneSelected: 'Please select at least 1 unsubscribed email to delete.',
  deleteDomainsFailed:
    "Bad request. Unable to delete selected domains from the recipient's record.",
  deleteFailed: 'Bad Request. Not able to delete campaign(s). Please try again.',
  domainsDeleted: "Selected Domain(s) are deleted from the recipient's record.",
  deleted: 'Selected unsubscribes deleted.',
  deleteDialogTitle: 'Delete Unsubscribers...!',
  deleteDialogMessage: 'Are you sure you want to delete the unsubscribers?',
  deleteDomainsTitle: 'Delete Domain(s)',
  deleteDomainsExplanation:
    'The selected domains will be deleted for this recipient, who will then be allowed to receive email from them again.',
} as const;

/** All Contacts page size (the spec leaves it open; 25 as in the contacts issue). */
export const CONTACTS_PAGE_SIZE = 25;
/** Past this many matches a filtered total is shown as "n+" rather than counted exactly. */
export const CONTACT_TOTAL_CAP = 10_000;

/** All Contacts filter select, in the spec's order; '' is All Contacts. */
export const CONTACT_FILTERS = [
  { value: '', label: 'All Contacts' },
  { value: 'in_campaign', label: 'Is in campaign' },
  { value: 'email_sent', label: 'Email Sent' },
  { value: 'has_opened', label: 'Has opened' },
  { value: 'has_clicked', label: 'Has clicked' },
  { value: 'has_replied', label: 'Has replied' },
  { value: 'has_leads', label: 'Has leads' },
  { value: 'engaged', label: 'Has engaged' },
  { value: 'bounced', label: 'Bounced' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
] as const;

export type ContactFilterValue = Exclude<(typeof CONTACT_FILTERS)[number]['value'], ''>;

/** Stat tiles: label, the stats field, and the filter a click applies (spec 02 §2). */
export const CONTACT_TILES = [
  { label: 'Total', field: 'total', filter: '' },
  { label: 'In Campaign', field: 'inCampaign', filter: 'in_campaign' },
  { label: 'Engaged', field: 'engaged', filter: 'engaged' },
  { label: 'Leads', field: 'leads', filter: 'has_leads' },
  { label: 'Bounces', field: 'bounced', filter: 'bounced' },
  { label: 'Unsubscribes', field: 'unsubscribed', filter: 'unsubscribed' },
] as const;

/** The status shown for a contact, by priority (spec 02 §4). */
export function contactDisplayStatus(contact: {
  status: string;
  campaignCount: number;
  sentCount: number;
  engagedCount: number;
}): 'BOUNCED' | 'UNSUBSCRIBED' | 'ENGAGED' | 'EMAIL SENT' | 'IN CAMPAIGN' | 'CREATED' {
  if (contact.status === 'bounced') return 'BOUNCED';
  if (contact.status === 'unsubscribed') return 'UNSUBSCRIBED';
  if (contact.campaignCount > 0) {
    if (contact.engagedCount > 0) return 'ENGAGED';
    if (contact.sentCount > 0) return 'EMAIL SENT';
    return 'IN CAMPAIGN';
  }
  return 'CREATED';
}

/** Paging and filter input of the contact and unsubscriber searches (answers 400 with these texts). */
export const CONTACT_SEARCH_MESSAGES = {
  offset: 'Offset must be a whole number of 0 or more.',
  limit: 'Limit must be a whole number from 1 to 100.',
  filter: `Filter must be one of: ${CONTACT_FILTERS.slice(1)
    .map((filter) => filter.value)
    .join(', ')}.`,
  email: 'Please enter a valid email address.',
  unsubscriberNotFound: 'This unsubscribed email does not exist.',
} as const;

const FILTER_VALUES = CONTACT_FILTERS.slice(1).map((filter) => filter.value) as string[];

export const contactSearchSchema = object({
  userEmail: emailAddressSchema(CONTACT_SEARCH_MESSAGES.email).optional(),
  listId: string().trim().optional(),
  searchText: string().trim().optional(),
  filter: string()
    .trim()
    .transform((value: string) => value || undefined)
    .oneOf([...FILTER_VALUES, undefined], CONTACT_SEARCH_MESSAGES.filter)
    .optional(),
  offset: pageOffsetSchema(CONTACT_SEARCH_MESSAGES.offset),
  limit: number()
    .typeError(CONTACT_SEARCH_MESSAGES.limit)
    .integer(CONTACT_SEARCH_MESSAGES.limit)
    .min(1, CONTACT_SEARCH_MESSAGES.limit)
    .max(100, CONTACT_SEARCH_MESSAGES.limit)
    .default(CONTACTS_PAGE_SIZE),
});

export const unsubscriberSearchSchema = object({
  searchText: string().trim().optional(),
  offset: contactSearchSchema.fields.offset,
  limit: number()
    .typeError(CONTACT_SEARCH_MESSAGES.limit)
    .integer(CONTACT_SEARCH_MESSAGES.limit)
    .min(1, CONTACT_SEARCH_MESSAGES.limit)
    .max(100, CONTACT_SEARCH_MESSAGES.limit)
    .default(10),
});

export const deleteUnsubscribeDomainsSchema = object({
  email: requiredEmailAddressSchema(CONTACT_SEARCH_MESSAGES.email, CONTACT_SEARCH_MESSAGES.email),
  domains: array(string().trim().required(UNSUBSCRIBERS_MESSAGES.noDomainSelected))
    .required(UNSUBSCRIBERS_MESSAGES.noDomainSelected)
    .min(1, UNSUBSCRIBERS_MESSAGES.noDomainSelected),
});

export const deleteUnsubscribersSchema = object({
  emails: array(
    requiredEmailAddressSchema(CONTACT_SEARCH_MESSAGES.email, CONTACT_SEARCH_MESSAGES.email),
  )
    .required(UNSUBSCRIBERS_MESSAGES.noneSelected)
    .min(1, UNSUBSCRIBERS_MESSAGES.noneSelected),
});

/** One page of All Contacts (validated by contactSearchSchema). */
export interface ContactSearchCommand {
  /** Only contacts of lists this user uploaded. */
  userEmail?: string;
  listId?: string;
  /** Part of the address; ignored below MIN_SEARCH_LENGTH characters. */
  searchText?: string;
  /** A ContactFilterValue; '' for all contacts. */
  filter?: string;
  offset?: number;
  limit?: number;
}

/** One page of Unsubscribers (validated by unsubscriberSearchSchema). */
export interface UnsubscriberSearchCommand {
  searchText?: string;
  offset?: number;
  limit?: number;
}

/** Some sender domains taken off one address (validated by deleteUnsubscribeDomainsSchema). */
export interface UnsubscribeDomainsDeleteCommand {
  email: string;
  domains: string[];
}

/** Every unsubscribe of the addresses deleted (validated by deleteUnsubscribersSchema). */
export interface UnsubscribersDeleteCommand {
  emails: string[];
}

/**
 * Which of a CSV's columns holds the email address: the first named `email`, `e-mail` or
 * `email address` (any case); -1 when none is.
 */
export function emailColumnIndex(columns: readonly string[]): number {
  return columns.findIndex((column) => /^e-?mail(\s*address)?$/i.test(column.trim()));
}
