import { array, boolean, mixed, number, object, string } from 'yup';
import { pageOffsetSchema } from './paging';
import { RECIPIENTS_PAGE_SIZE, STEP_BODY_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../constants';
import { requiredEmailAddressSchema } from './email-address';
import { isValidTimeZone } from './sending-preference';
import { isUuid } from './uuid';

/** A label name fits a label chip; longer ones would not fit Postgres's name index either. */
export const LABEL_NAME_MAX_LENGTH = 100;

/** Texts of the campaign wizard, list, labels and calls (spec 01 §4, §5, §8). */
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Please Enter Campaign Name',
  mailAccountRequired: 'Please Select Mail Account',
  titleEmpty: 'This field cannot be empty.',
  typeDelete: 'Please type "delete" to confirm this action.',
  labelRequired: 'Label Name is required',
  labelExists: 'Label already exists',
  labelEditEmpty: 'Label Name can not empty',
  labelTooLong: `A label name can be at most ${LABEL_NAME_MAX_LENGTH} characters.`,
  fieldRequired: 'Field is required',
  validateRequired: 'Please validate the required field(s).',
  selectCampaignToDelete: 'Please select at least 1 campaign to delete',
  selectLabel: 'Please select a Label',
  selectOption: 'Please select an option!',
  mapFields: 'Please map the fields.',
  subjectRequired: 'Please enter valid subject',
  bodyRequired: 'Please enter message body',
  delayBlank: 'Field can not blank',
  delayZero: 'The value must be greater than 0',
  followUpBlank: 'Follow up message can not blank',
  fillAllFields: 'Please fill all the fields',
  followUpPrefix: 'Re: ',
  addList: 'Please add a contact list in this campaign',
  toRequired: 'To Field is required',
  validEmail: 'Please enter a valid email',
  subjectTooLong: `The subject can be at most ${SUBJECT_MAX_LENGTH} characters.`,
  bodyTooLong: `The message body can be at most ${STEP_BODY_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  alreadyInStatus: (status: string) => `This campaign is already in ${status} state`,
  campaignPaused: 'Campaign is paused',
  nothingPaused: 'Nothing is paused',
  createFailed: 'Unable to create Campaign. Please try again',
  listLinkBad:
    "Bad Request. Either campaign doesn't exists or contact list already exists in campaign",
  listIdMissing: 'Campaign Id or contact List Id is missing',
  campaignIdMissing: 'Campaign ID is missing',
  previewNoContact: 'No contact found to show the preview. Please check and try again',
  listLinked: 'Recipients List linked with Campaign',
  listDeleted: 'contact list deleted successfully.',
  testSent: 'Test email sent successfully.',
  messagesUpdated: 'Campaign Messages updated successfully',
  statusUpdated: 'Campaign Status updated successfully',
  scheduled: 'Campaign has been scheduled successfully',
  emptyList: 'There are no campaigns to show right now.',
  noData: 'Data is not available',
  // Server answers the spec leaves open.
  notFound: 'This campaign does not exist.',
  labelNotFound: 'This label does not exist.',
  mailAccountNotFound: 'The mail account does not exists any more.',
  mailAccountNotActive:
    'The mail account of this campaign is not active. Enable or reconnect it before sending.',
  statusChangeRefused: (from: string, to: string) =>
    `A ${from} campaign cannot be ${to === 'started' ? 'started' : `set to ${to}`}.`,
  startNeedsSteps: 'Add a message and a contact list before starting this campaign.',
  unknownVariable: (name: string) =>
    `Unknown variable {{${name}}}: it is not a column of the list.`,
  scheduleInPast: 'The start time must be in the future.',
  stepNotFound: 'This message does not exist in the campaign.',
  mimeType: 'Message type must be text/html or text/plain.',
  settingsUpdated: 'Campaign options updated successfully',
  firstStepHasFollowUps:
    'The first message cannot be deleted while the campaign has follow-ups. Delete the follow-ups first.',
  stepIdMissing: 'Message ID is missing',
  stepRepeated: 'A message appears twice in the sequence.',
  stepInUseRemoved:
    'A message that recipients have been sent or are waiting for cannot be removed from a started campaign. Pause it instead.',
  stepInUseMoved:
    'A message that recipients have been sent or are waiting for cannot be moved in a started campaign. Add new follow-ups after the last message.',
  stepDeleted: 'Message deleted successfully.',
  stepPaused: 'Message paused successfully.',
  stepEnabled: 'Message enabled successfully.',
  stepStatus: 'A message status must be active or pause.',
  previewOffset: 'The recipient offset must be a whole number of 0 or more.',
  settingInvalid: (name: string) => `The option ${name} must be true or false.`,
  outOfOfficeDaysInvalid: 'The out-of-office pause must be a whole number of days from 1 to 60.',
  listNotLinked: 'This contact list is not linked with the campaign.',
  mappingConflict:
    'The columns of this list differ from the variables of the campaign. Map them to link the list.',
  mappingInvalid: 'The mapping must pair each campaign variable with a column of the list.',
  mappingUnknownVariable: (name: string) => `"${name}" is not a variable of this campaign.`,
  mappingUnknownColumn: (name: string) => `"${name}" is not a column of this list.`,
} as const;

/** The wizard's tabs, in order (spec 01 §4). */
export const WIZARD_TABS = [
  'start',
  'add-recipients',
  'compose',
  'preview',
  'options',
  'send',
] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

export const CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'started',
  'paused',
  'complete',
  'deleted',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A new follow-up's delay in days (spec 01 §9). */
export const DEFAULT_FOLLOW_UP_DELAY = 7;
/** Schedule Later / Reschedule minute step. */
export const SCHEDULE_STEP_MINUTES = 15;

/** The built-in variable every campaign offers besides its list's columns. */
export const UNSUBSCRIBE_VARIABLE = 'unsubscribe_url';

/**
 * A `{{name}}` of a text: where it starts and ends, and the name without the spaces around it;
 * `{{name|fallback}}` also carries what is rendered when the recipient's value is empty.
 */
export interface TemplateVariable {
  start: number;
  end: number;
  name: string;
  /** The text after the first `|`, spaces around it ignored (`''` for `{{name|}}`); absent without `|`. */
  fallback?: string;
}

/**
 * The longest `{{…}}` taken as a variable (name and fallback together): longer, it is text. Keeps
 * the pieces a message holds small whatever a pasted text brings.
 */
export const MAX_TEMPLATE_VARIABLE_LENGTH = 500;

/**
 * The `{{name}}` occurrences of a text, in order: `{{`, a name without braces that is not only
 * spaces, `}}`; the name may hold inner spaces (CSV columns such as `First Name`), the spaces
 * around it are ignored. `{{{name}}}` holds `{{name}}`. `{{name|fallback}}`: the name is what is
 * before the first `|`, the fallback what follows it (`{{First Name|there}}`). Inside braces longer
 * than `MAX_TEMPLATE_VARIABLE_LENGTH` there is no variable. A single left-to-right scan (no regular
 * expression), so its time is linear in the text's length whatever the text.
 */
export function findTemplateVariables(text: string): TemplateVariable[] {
  const found: TemplateVariable[] = [];
  let open = text.indexOf('{{');
  while (open !== -1) {
    let close = open + 2;
    while (close < text.length && text[close] !== '{' && text[close] !== '}') close += 1;
    const inner =
      close - open - 2 <= MAX_TEMPLATE_VARIABLE_LENGTH ? text.slice(open + 2, close) : '';
    const bar = inner.indexOf('|');
    const name = (bar === -1 ? inner : inner.slice(0, bar)).trim();
    if (text.startsWith('}}', close) && name !== '') {
      found.push({
        start: open,
        end: close + 2,
        name,
        ...(bar === -1 ? {} : { fallback: inner.slice(bar + 1).trim() }),
      });
      open = text.indexOf('{{', close + 2);
    } else {
      // The next `{{` starts at the earliest on the last character scanned (`{{{name}}}`).
      open = text.indexOf('{{', close - 1);
    }
  }
  return found;
}

/** `{{name}}` occurrences of a text, in order, without repeats. */
export function templateVariables(text: string): string[] {
  return [...new Set(findTemplateVariables(text).map((variable) => variable.name))];
}

/** The subject a follow-up always has: `Re: ` + the first message's subject. */
export function followUpSubject(firstSubject: string): string {
  return `${CAMPAIGN_MESSAGES.followUpPrefix}${firstSubject}`;
}

/** A body without its tags (`<` up to the next `>`; a `<` never closed is text), in one scan. */
function withoutTags(body: string): string {
  let text = '';
  let from = 0;
  for (let open = body.indexOf('<'); open !== -1; open = body.indexOf('<', from)) {
    const close = body.indexOf('>', open);
    if (close === -1) break;
    text += body.slice(from, open);
    from = close + 1;
  }
  return text + body.slice(from);
}

/** Whether a body has more than one character of text once tags are gone. */
export function hasBodyText(body: string): boolean {
  return withoutTags(body).replaceAll('&nbsp;', ' ').trim().length > 1;
}

const subjectField = () =>
  string().trim().max(SUBJECT_MAX_LENGTH, CAMPAIGN_MESSAGES.subjectTooLong);
const bodyField = () =>
  string().default('').max(STEP_BODY_MAX_LENGTH, CAMPAIGN_MESSAGES.bodyTooLong);

export const campaignStartSchema = object({
  name: string().trim().required(CAMPAIGN_MESSAGES.nameRequired),
  assigned_to: string().trim().required(CAMPAIGN_MESSAGES.mailAccountRequired),
  use_smtp: boolean().default(false),
});

export const labelNameSchema = object({
  label_name: string()
    .trim()
    .required(CAMPAIGN_MESSAGES.labelRequired)
    .max(LABEL_NAME_MAX_LENGTH, CAMPAIGN_MESSAGES.labelTooLong),
});

export const labelEditSchema = object({
  label_name: string()
    .trim()
    .required(CAMPAIGN_MESSAGES.labelEditEmpty)
    .max(LABEL_NAME_MAX_LENGTH, CAMPAIGN_MESSAGES.labelTooLong),
});

/** One message of the sequence as the compose screen sends it. */
export const stepSchema = (isFirst: boolean) =>
  object({
    subject: isFirst
      ? subjectField().required(CAMPAIGN_MESSAGES.subjectRequired)
      : subjectField().default(''),
    body: bodyField().test(
      'body',
      isFirst ? CAMPAIGN_MESSAGES.bodyRequired : CAMPAIGN_MESSAGES.followUpBlank,
      (value) => hasBodyText(value ?? ''),
    ),
    minimum_delay_after_last_send: isFirst
      ? number().integer().min(0).default(0)
      : number()
          .transform((value, original) =>
            original === '' || original === null ? undefined : value,
          )
          .typeError(CAMPAIGN_MESSAGES.delayBlank)
          .required(CAMPAIGN_MESSAGES.delayBlank)
          .integer(CAMPAIGN_MESSAGES.delayZero)
          .min(1, CAMPAIGN_MESSAGES.delayZero),
  });

export const scheduleSchema = object({
  start_time: string()
    .trim()
    .required(CAMPAIGN_MESSAGES.fieldRequired)
    .test(
      'date',
      CAMPAIGN_MESSAGES.fieldRequired,
      (value) => !Number.isNaN(Date.parse(value ?? '')),
    ),
  start_time_zone: string()
    .trim()
    .required(CAMPAIGN_MESSAGES.fieldRequired)
    .test('zone', CAMPAIGN_MESSAGES.fieldRequired, (value) => isValidTimeZone(value ?? '')),
});

export const testSendSchema = object({
  email: requiredEmailAddressSchema(CAMPAIGN_MESSAGES.validEmail, CAMPAIGN_MESSAGES.toRequired),
  subject: subjectField().required(CAMPAIGN_MESSAGES.subjectRequired),
  body: bodyField().test('body', CAMPAIGN_MESSAGES.bodyRequired, (value) =>
    hasBodyText(value ?? ''),
  ),
  mime_type: mixed<'text/html' | 'text/plain'>()
    .oneOf(['text/html', 'text/plain'], CAMPAIGN_MESSAGES.mimeType)
    .default('text/html'),
});

export const campaignIdsSchema = object({
  campaigns_id: array(string().trim().required())
    .required(CAMPAIGN_MESSAGES.selectCampaignToDelete)
    .min(1, CAMPAIGN_MESSAGES.selectCampaignToDelete),
});

/** Texts of the Recipients tab (spec 01 §8). */
export const RECIPIENT_MESSAGES = {
  bulkAlreadyPaused: 'The selected recipients are already in pause status.',
  alreadyPaused: 'Not updated. The status is already paused for this recipient',
  alreadyActive: 'Not updated. The status is already active for this recipient',
  notSent: 'Not Sent',
  addedOnHeader: 'ADDED ON',
  sentOnHeader: 'SENT ON',
  // Server answers the spec leaves open.
  paused: 'Recipients paused successfully.',
  played: 'Recipients resumed successfully.',
  selectRecipient: 'Please select at least one recipient.',
  action: 'The action must be pause or play.',
  notFound: 'This recipient is not in the campaign.',
  eventType: 'The event filter must be lead, open, click, reply or bounce.',
  listIdInvalid: 'The list ID is not valid.',
  offset: 'Offset must be a whole number of 0 or more.',
  limit: 'Limit must be a whole number from 1 to 100.',
} as const;

/** The event filter of the Recipients tab (spec 01 §9); '' shows every recipient. */
export const RECIPIENT_EVENT_FILTERS = ['lead', 'open', 'click', 'reply', 'bounce'] as const;
export type RecipientEventFilter = (typeof RECIPIENT_EVENT_FILTERS)[number];

/** `/v1/campaign/recipients/list` (the campaign id is checked by the campaign itself). */
export const recipientListSchema = object({
  eventType: mixed<RecipientEventFilter | ''>()
    .transform((value) => (value === null || value === undefined ? '' : value))
    .oneOf(['', ...RECIPIENT_EVENT_FILTERS], RECIPIENT_MESSAGES.eventType)
    .default(''),
  text: string().trim().default(''),
  listID: string()
    .trim()
    .default('')
    .test('uuid', RECIPIENT_MESSAGES.listIdInvalid, (value) => !value || isUuid(value)),
  offset: pageOffsetSchema(RECIPIENT_MESSAGES.offset),
  limit: number()
    .typeError(RECIPIENT_MESSAGES.limit)
    .integer(RECIPIENT_MESSAGES.limit)
    .min(1, RECIPIENT_MESSAGES.limit)
    .max(100, RECIPIENT_MESSAGES.limit)
    .default(RECIPIENTS_PAGE_SIZE),
});

/** `/v1/campaign/contacts/playPause`: recipients by address, and pause or play. */
export const recipientPlayPauseSchema = object({
  email_list: array(string().trim().required(RECIPIENT_MESSAGES.selectRecipient))
    .typeError(RECIPIENT_MESSAGES.selectRecipient)
    .required(RECIPIENT_MESSAGES.selectRecipient)
    .min(1, RECIPIENT_MESSAGES.selectRecipient),
  action: mixed<'pause' | 'play'>()
    .oneOf(['pause', 'play'], RECIPIENT_MESSAGES.action)
    .required(RECIPIENT_MESSAGES.action),
});
