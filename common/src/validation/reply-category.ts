import { mixed, object, string, type InferType } from 'yup';
import { isUuid } from './uuid';

/**
 * What an incoming message is (issue 28 §1): a person's reply, an out-of-office, another automatic
 * answer (acknowledgements, ticket systems), a request to be removed, a bounce, or other.
 */
export const REPLY_CATEGORIES = [
  'reply',
  'out_of_office',
  'auto_reply',
  'unsubscribe_request',
  'bounce',
  'other',
] as const;
export type ReplyCategory = (typeof REPLY_CATEGORIES)[number];

/** The categories a person may set on a stored message (bounces are never stored). */
export const CORRECTABLE_CATEGORIES = [
  'reply',
  'out_of_office',
  'auto_reply',
  'unsubscribe_request',
  'other',
] as const satisfies readonly ReplyCategory[];

/** The labels the inbox shows. */
export const REPLY_CATEGORY_LABELS: Record<ReplyCategory, string> = {
  reply: 'Reply',
  out_of_office: 'Out of office',
  auto_reply: 'Auto-reply',
  unsubscribe_request: 'Unsubscribe request',
  bounce: 'Bounce',
  other: 'Other',
};

export const REPLY_CATEGORY_MESSAGES = {
  categoryInvalid:
    'A category must be reply, out_of_office, auto_reply, unsubscribe_request, bounce or other.',
  correctionInvalid:
    'A message can be marked reply, out_of_office, auto_reply, unsubscribe_request or other.',
  messageNotFound: 'This message does not exist.',
  corrected: 'Category changed.',
} as const;

/** The unified inbox's category filter ('' or absent: every category). */
export const replyCategoryFilter = mixed<ReplyCategory>()
  .transform((value) => (value === '' || value === null ? undefined : value))
  .oneOf([...REPLY_CATEGORIES, undefined], REPLY_CATEGORY_MESSAGES.categoryInvalid);

/** A person's correction of a received message's category. */
export const replyCategoryCorrectionSchema = object({
  mailId: string()
    .trim()
    .required(REPLY_CATEGORY_MESSAGES.messageNotFound)
    .test('uuid', REPLY_CATEGORY_MESSAGES.messageNotFound, (value) => isUuid(value)),
  category: mixed<(typeof CORRECTABLE_CATEGORIES)[number]>()
    .required(REPLY_CATEGORY_MESSAGES.correctionInvalid)
    .oneOf([...CORRECTABLE_CATEGORIES], REPLY_CATEGORY_MESSAGES.correctionInvalid),
});
export type ReplyCategoryCorrection = InferType<typeof replyCategoryCorrectionSchema>;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A calendar day (`YYYY-MM-DD`) as "Tue 2 Dec". */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${DAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
}

/** "Out of office until Tue 2 Dec — resumes Wed 3 Dec" (no date read: "Out of office — resumes …"). */
export function awayNote(until: string, resumesOn: string, dateFound: boolean): string {
  const away = dateFound ? `Out of office until ${shortDay(until)}` : 'Out of office';
  return `${away} — resumes ${shortDay(resumesOn)}`;
}

/** The reason shown on a recipient a colleague's reply stopped (stop for company). */
export const COLLEAGUE_REPLIED = 'a colleague replied';
