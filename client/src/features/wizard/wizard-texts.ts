import { CONTACTS_PAGE_MESSAGES } from '@outbound/common';

/**
 * Texts of the wizard that CAMPAIGN_MESSAGES does not hold: its own words and the 400 toasts of its
 * calls (spec 01 §8: "Bad Request." naming the action).
 */
export const WIZARD_TEXTS = {
  newCampaign: 'New Campaign',
  createFailed: 'Bad Request. Not able to create campaign. Please try again.',
  updateFailed: 'Bad Request. Not able to update campaign. Please try again.',
  mailAccountsFailed: CONTACTS_PAGE_MESSAGES.mailUsersFailed,
  optionsFailed: 'Bad Request. Not able to update campaign options',
  scheduleFailed: 'Bad Request. Unable to schedule this campaign',
  statusFailed: 'Bad Request. Not able to update the campaign status. Please try again.',
  saved: 'Campaign saved.',
  mailAccountPlaceholder: 'Select a mail account',
  addMailboxes: 'Add mailboxes',
  listPlaceholder: 'Select a contact list',
  columnPlaceholder: 'Select a column',
  zonePlaceholder: 'Select a time zone',
  timePlaceholder: 'Select a time',
  deleteListTitle: 'Delete contact list',
  deleteListText: (name: string) =>
    `Remove the list "${name}" from this campaign? Recipients who were already sent to keep their history.`,
  mappingTitle: 'Map the columns',
  mappingIntro:
    'The columns of this list differ from the variables of the campaign. Pick the column that fills each variable.',
  noLists: 'No contact list is linked to this campaign yet.',
  plainTextTracking: 'Opens and clicks are not tracked for plain-text campaigns.',
  pertinentLaws:
    'I acknowledge that this campaign complies with all pertinent laws (such as CAN-SPAM and GDPR).',
  noMailAccount: 'No mail account is assigned to this campaign.',
  noMessages: 'This campaign has no message yet.',
  scheduleTitle: 'Schedule Later',
} as const;
