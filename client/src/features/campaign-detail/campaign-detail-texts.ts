import { dayLabel } from '../wizard/compose/compose-texts';

/**
 * Texts of the campaign detail pages that CAMPAIGN_MESSAGES does not hold: the pages' own words
 * and the failure toasts of their calls (spec 01 §8).
 */
export const CAMPAIGN_DETAIL_TEXTS = {
  overviewFailed: 'Bad Request. Not able to fetch Campaign Overview',
  activitiesFailed: 'Error fetching campaign activities. Please try again.',
  renameFailed: 'Bad Request. Not able to update the campaign title. Please try again.',
  duplicateFailed: 'Bad Request. Not able to copy the campaign. Please try again.',
  statusFailed: 'Bad Request. Not able to update the campaign status. Please try again.',
  rescheduleFailed: 'Bad Request. Not able to reschedule the campaign. Please try again.',
  exportFailed: 'Bad Request. Not able to export the campaign report. Please try again.',
  allLists: 'All recipient List',
  editTitle: 'Edit Title',
  reschedule: 'Reschedule',
  noMailAccount: 'No mail account is assigned',
  mailAccountNotActive: (email: string) => `Mail account ${email} is not active`,
  stepPaused: (name: string) => `${name} is paused`,
  exporting: (rows: number) => `Exporting… ${rows.toLocaleString('en-US')} rows`,
  noActivity: 'Nothing has happened in this campaign yet.',
  loadMore: 'Load more',
  datesReversed: 'The start date must be on or before the end date.',
  noLists: 'No contact list is linked to this campaign.',
  editSequence: 'Edit Sequence',
  sequenceLoading: 'Loading the messages…',
  sequenceFailed: 'Bad Request. Not able to fetch the campaign messages.',
  sequenceUnavailable: 'The messages of this campaign could not be loaded.',
  noSteps: 'This campaign has no messages yet.',
  retry: 'Try again',
  stepPause: 'Pause',
  stepEnable: 'Enable',
  stepPausedBadge: 'Paused',
  stepPauseFailed: 'Bad Request. Not able to pause the message. Please try again.',
  stepEnableFailed: 'Bad Request. Not able to enable the message. Please try again.',
  /** The days since the previous message, worded as the compose step words a delay. */
  stepWait: (days: number) => `Wait ${days} ${dayLabel(days)}`,
  stepStatistics: 'Statistics',
  stepFigure: 'Figure',
  stepCount: 'Count',
  stepShare: 'Of sent',
} as const;

/** "Email" for the first message, then "Follow-up 1", "Follow-up 2"… (as the wizard names them). */
export function stepName(position: number): string {
  return position <= 1 ? 'Email' : `Follow-up ${position - 1}`;
}

/** "Email 1" for the first message, then "Follow-up 1", "Follow-up 2"… (the Sequence tab's names). */
export function sequenceStepName(position: number): string {
  return position <= 1 ? 'Email 1' : `Follow-up ${position - 1}`;
}

/** The Recipients tab's words and the failure toasts of its calls (spec 01 §2, §8). */
export const RECIPIENTS_TEXTS = {
  search: 'Search recipients',
  searchPlaceholder: 'Search by email',
  event: 'Event',
  allEvents: 'All',
  list: 'List',
  fetchFailed: 'Bad Request. Not able to fetch recipients. Please try again.',
  pauseFailed: 'Bad Request. Not able to pause recipients. Please try again.',
  moveFailed: 'Bad Request. Not able to move recipients. Please try again.',
  exportFailed: 'Bad Request. Not able to export recipients. Please try again.',
  empty: 'No recipients match these filters.',
  selectAll: 'Select all recipients on this page',
  paused: 'Paused',
  /** A recipient held by a send check (an empty merge field). */
  waiting: 'Waiting',
  /** Recipients an address check stopped. */
  checkStatus: {
    undeliverable: 'Undeliverable',
    skipped: 'Skipped',
    do_not_contact: 'Do not contact',
  },
  editValues: 'Edit values',
  editTitle: (email: string) => `Values of ${email}`,
  editFailed: 'Bad Request. Not able to save the values. Please try again.',
  range: (first: number, last: number, total: number) =>
    `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} recipients`,
} as const;
