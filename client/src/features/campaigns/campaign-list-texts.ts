import { CONTACTS_PAGE_MESSAGES } from '@outbound/common';

/**
 * Texts of the campaign list that CAMPAIGN_MESSAGES does not hold: the page's own words and the
 * 400 toasts of its calls (spec 01 §8 "Bad Request." texts, worded as in spec 02 §8).
 */
export const CAMPAIGN_LIST_TEXTS = {
  title: 'Campaigns',
  searchPlaceholder: 'Search by campaign name',
  anyMailAccount: 'Any',
  unlabeled: 'Unlabeled',
  loadFailed: 'Bad Request. Unable to fetch Campaigns. Please try again.',
  mailAccountsFailed: CONTACTS_PAGE_MESSAGES.mailUsersFailed,
  deleteFailed: 'Bad Request. Not able to delete campaign(s). Please try again.',
  deleteTitle: 'Delete Campaigns',
  deleteLabelTitle: 'Delete Label',
  // The label dialogs' 400 toasts name their action (spec 01 §8).
  labelFailed: {
    create: 'Bad Request. Not able to create the label.',
    rename: 'Bad Request. Not able to update the label.',
    delete: 'Bad Request. Not able to delete the label.',
    add: 'Bad Request. Not able to add the label.',
    remove: 'Bad Request. Not able to remove the label.',
  },
  deleteLabelText: (name: string) =>
    `Are you sure you want to delete the label "${name}"? Campaigns keep everything but this label.`,
  untracked: (what: string) =>
    `${what} are not tracked: the campaign is plain text or has tracking off.`,
  uncertainBadge: (count: number) => `${count} unknown`,
  uncertainTooltip: (count: number) =>
    `${count} ${count === 1 ? 'send' : 'sends'}: sent status unknown after an interruption; not re-sent.`,
} as const;
