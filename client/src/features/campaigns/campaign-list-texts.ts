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
  deleteLabelText: (name: string) =>
    `Are you sure you want to delete the label "${name}"? Campaigns keep everything but this label.`,
  untracked: (what: string) =>
    `${what} are not tracked: the campaign is plain text or has tracking off.`,
  uncertainBadge: (count: number) => `${count} unknown`,
  uncertainTooltip: (count: number) =>
    `${count} ${count === 1 ? 'send' : 'sends'}: sent status unknown after an interruption; not re-sent.`,
} as const;
