import {
  array,
  boolean,
  number,
  object,
  string,
  type ISchema,
  type Reference,
  type Schema,
} from 'yup';
import { pageOffsetSchema } from './paging';
import { CAMPAIGN_LIST_PAGE_SIZE } from '../constants';
import {
  campaignStartSchema,
  labelEditSchema,
  labelNameSchema,
  recipientListSchema,
  recipientPlayPauseSchema,
  scheduleSchema,
  stepSchema,
  testSendSchema,
} from './campaign';

/*
 * The commands the campaign services take (camelCase), and the schemas they are validated with.
 * Each schema reuses the rules of the form schema beside it; a field whose /v1 name differs keeps
 * that name as its label, so that the messages yup writes itself (a null, a wrong type) read as
 * they always have.
 */

/**
 * A field of a form schema (never a reference: yup's `fields` types it as either), with the /v1
 * name as its label when the command names it differently.
 */
function formField<T>(field: ISchema<T> | Reference<unknown>, label?: string): ISchema<T> {
  const schema = field as Schema<T>;
  return label === undefined ? schema : schema.label(label);
}

/** The wizard's start step (validated by campaignCreateCommandSchema). */
export interface CampaignCreateCommand {
  name: string;
  /** The mailbox's id or address. */
  assignedTo: string;
  useSmtp?: boolean;
}

/** The start step of an existing campaign. */
export interface CampaignUpdateCommand extends CampaignCreateCommand {
  id: string;
}

/** Edit Title. */
export interface CampaignRenameCommand {
  id: string;
  name: string;
}

export const campaignCreateCommandSchema = object({
  name: formField(campaignStartSchema.fields.name),
  assignedTo: formField(campaignStartSchema.fields.assigned_to, 'assigned_to'),
  useSmtp: formField(campaignStartSchema.fields.use_smtp, 'use_smtp'),
});

const PAGING_MESSAGE = `Offset must be 0 or more and limit from 1 to ${CAMPAIGN_LIST_PAGE_SIZE}.`;

/** The campaign list page (validated by campaignSearchCommandSchema). */
export interface CampaignSearchCommand {
  /** Part of the name. */
  search?: string;
  /** One mailbox (id or address); '' for any. */
  mailAccount?: string;
  /** Campaigns with any of these labels. */
  labelIds?: string[];
  /** Campaigns without a label (with labelIds: either). */
  unlabeled?: boolean;
  offset?: number;
  limit?: number;
}

export const campaignSearchCommandSchema = object({
  search: string().trim().label('campaign_name').default(''),
  mailAccount: string().trim().label('assigned_to').default(''),
  labelIds: array(
    // The element's path read with the /v1 name: labels_id[0].
    string()
      .trim()
      .required(({ originalPath }: { originalPath: string }) => {
        return `labels_id${originalPath.slice(originalPath.indexOf('['))} is a required field`;
      }),
  )
    .label('labels_id')
    .default([]),
  unlabeled: boolean().default(false),
  offset: pageOffsetSchema(PAGING_MESSAGE),
  limit: number()
    .typeError(PAGING_MESSAGE)
    .integer(PAGING_MESSAGE)
    .min(1, PAGING_MESSAGE)
    .max(CAMPAIGN_LIST_PAGE_SIZE, PAGING_MESSAGE)
    .default(CAMPAIGN_LIST_PAGE_SIZE),
});

/** Start, pause, schedule or delete campaigns (all or nothing). */
export interface CampaignStatusCommand {
  campaignIds: string[];
  /** started, paused, scheduled or deleted. */
  status: string;
  /** Scheduling only: an ISO 8601 instant, its IANA zone and the zone's offset in minutes. */
  startTime?: string | null;
  startTimeZone?: string | null;
  timeOffset?: number | null;
}

export const campaignScheduleCommandSchema = object({
  startTime: formField(scheduleSchema.fields.start_time, 'start_time'),
  startTimeZone: formField(scheduleSchema.fields.start_time_zone, 'start_time_zone'),
});

export interface LabelCreateCommand {
  name: string;
}

export interface LabelUpdateCommand {
  id: string;
  name: string;
}

/** Puts a label on campaigns (`add`) or takes it off. */
export interface LabelApplyCommand {
  campaignIds: string[];
  labelId: string | null;
  add: boolean;
}

export const labelCreateCommandSchema = object({
  name: formField(labelNameSchema.fields.label_name, 'label_name'),
});

export const labelUpdateCommandSchema = object({
  name: formField(labelEditSchema.fields.label_name, 'label_name'),
});

/** The Options step: an option not sent keeps its value. */
export interface CampaignSettingsCommand {
  campaignId: string;
  useSmtp?: boolean | null;
  trackOpen?: boolean | null;
  trackClicks?: boolean | null;
  pertinentLaws?: boolean | null;
  matchRecipientProvider?: boolean | null;
  sendInRecipientTimezone?: boolean | null;
  /** Skip role addresses (info@, sales@…) and disposable domains (issue 27 §2). */
  skipRoleAddresses?: boolean | null;
  skipDisposable?: boolean | null;
  /** A person's reply stops the campaign for their colleagues at the same company (issue 28 §1). */
  stopForCompany?: boolean | null;
  /** Days an out-of-office without a date pauses its recipient (1–60). */
  outOfOfficeDays?: number | null;
}

/** One page of the Recipients tab (validated by recipientListCommandSchema). */
export interface RecipientListCommand {
  campaignId: string;
  /** lead, open, click, reply or bounce; '' for every recipient. */
  eventType?: string | null;
  text?: string;
  /** The list they came from; '' for any. */
  listId?: string;
  offset?: number;
  limit?: number;
}

export const recipientListCommandSchema = object({
  eventType: formField(recipientListSchema.fields.eventType),
  text: formField(recipientListSchema.fields.text),
  listId: formField(recipientListSchema.fields.listID, 'listID'),
  offset: formField(recipientListSchema.fields.offset),
  limit: formField(recipientListSchema.fields.limit),
});

/** Pauses or plays recipients of a campaign by address. */
export interface RecipientPauseCommand {
  campaignId: string;
  emails: string[];
  action: 'pause' | 'play';
}

export const recipientPauseCommandSchema = object({
  emails: formField(recipientPlayPauseSchema.fields.email_list, 'email_list'),
  action: formField(recipientPlayPauseSchema.fields.action),
});

/** The preview messages of one recipient: the one with `email`, else the one at `offset`. */
export interface PreviewMessagesCommand {
  campaignId: string;
  email?: string | null;
  offset?: number | string | null;
  /** Every message in this variant letter (a message without it: A); none: the recipient's. */
  variant?: string | null;
}

/** A message as the compose step saves it: `id` for one that exists, none for a new one. */
export interface StepDraft {
  id?: string | null;
  /** Follow-ups always get `Re: ` + the first subject. */
  subject?: string | null;
  body?: string | null;
  /** Days after the previous message (follow-ups only). */
  delay?: number | null;
  /**
   * Its 1 to 5 variants in letter order (A first), replacing `subject` and `body` when given:
   * `subject` and `body` alone are one variant (A).
   */
  variants?: { subject?: string | null; body?: string | null }[] | null;
}

/** The compose step: the whole sequence in sending order (validated per message, in order). */
export interface CampaignStepsCommand {
  campaignId: string;
  /** text/html or text/plain; none keeps the campaign's. */
  mimeType?: string | null;
  steps: StepDraft[];
}

/** One message of the sequence; the first one's rules differ from the follow-ups'. */
export function stepDraftSchema(isFirst: boolean) {
  const { fields } = stepSchema(isFirst);
  return object({
    subject: formField(fields.subject),
    body: formField(fields.body),
    delay: formField(fields.minimum_delay_after_last_send, 'minimum_delay_after_last_send'),
  });
}

/** Send Test of the compose step. */
export interface TestSendCommand {
  campaignId: string;
  email: string;
  subject: string;
  body: string;
  mimeType?: string;
  /** The message and variant tested: its spintax is picked as for the first recipient. */
  stepId?: string | null;
  variant?: string | null;
}

export const testSendCommandSchema = object({
  email: formField(testSendSchema.fields.email),
  subject: formField(testSendSchema.fields.subject),
  body: formField(testSendSchema.fields.body),
  mimeType: formField(testSendSchema.fields.mime_type, 'mime_type'),
});

/** Linking a list to a campaign; `mapping` pairs campaign variables with the list's columns. */
export interface CampaignListLinkCommand {
  campaignId: string;
  listId: string;
  mapping?: Record<string, string> | null;
}

/** Unlinking a list from a campaign. */
export interface CampaignListUnlinkCommand {
  campaignId: string;
  listId: string;
}
