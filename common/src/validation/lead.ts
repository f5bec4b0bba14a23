import { array, mixed, number, object, string } from 'yup';
import { pageOffsetSchema } from './paging';
import { LEADS_PAGE_SIZE } from '../constants';
import { isUuid } from './uuid';

/** Texts of the lead settings box and the Leads page (spec 01 §5, spec 02 §8). */
export const LEAD_MESSAGES = {
  invalidValue: 'Please Enter a valid value',
  resolveErrors: 'Please resolve all validation errors.',
  statusUpdated: 'Lead status updated successfully.',
  updateFailed: 'Bad Request. Unable to update Leads status.',
  fetchFailed: 'Bad Request. Unable to fetch lead data. Please try again.',
  campaignNamesFailed: 'Bad Request. Unable to fetch Campaigns. Please try again.',
  emptyList: 'Data not available',
  unassigned: 'Unassigned',
  // Server answers the spec leaves open.
  settingsUpdated: 'Lead settings updated successfully.',
  clauseInvalid: 'The clause must be and or or.',
  conditionTypeInvalid: 'A condition must be reply, open or click.',
  conditionsInvalid: 'The conditions must be a list of reply, open or click counts.',
  assigneeUnknown: 'The assignee must be a user of this workspace.',
  selectLead: 'Please select at least one lead.',
  statusInvalid: 'A lead status must be open, won, ignore or lost.',
  statusOrAssignee: 'Send either a status or an assignee.',
  notFound: 'This lead does not exist.',
  campaignIdInvalid: 'The campaign ID is not valid.',
  onlyOpenReassigned: 'Only open leads can be reassigned. Reopen the lead first.',
  transitionRefused: (from: string, to: string) =>
    to === 'open' ? 'This lead is already open.' : `A ${from} lead can only be reopened.`,
  offset: 'Offset must be a whole number of 0 or more.',
  limit: 'Limit must be a whole number from 1 to 100.',
} as const;

/** Lead statuses (spec 02 §4); the Leads page opens on `open`. */
export const LEAD_STATUSES = ['open', 'won', 'ignore', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The status select of the Leads page. */
export const LEAD_STATUS_OPTIONS: { value: LeadStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'won', label: 'Won' },
  { value: 'ignore', label: 'Ignored' },
  { value: 'lost', label: 'Lost' },
];

/** The assignee filter's value for leads nobody is assigned to. */
export const UNASSIGNED_FILTER = 'unassigned';

export const LEAD_CLAUSES = ['and', 'or'] as const;
export type LeadClause = (typeof LEAD_CLAUSES)[number];
export const LEAD_CONDITION_TYPES = ['reply', 'open', 'click'] as const;
export type LeadConditionType = (typeof LEAD_CONDITION_TYPES)[number];
/** The count a new condition starts with (spec 01 §5). */
export const DEFAULT_LEAD_CONDITION_COUNT = 1;

/** A condition's count: a whole number of 1 or more; blank or anything else is not a valid value. */
const eventCount = number()
  .transform((value, original) =>
    original === '' || original === null || (typeof original === 'string' && !original.trim())
      ? undefined
      : value,
  )
  .typeError(LEAD_MESSAGES.invalidValue)
  .required(LEAD_MESSAGES.invalidValue)
  .integer(LEAD_MESSAGES.invalidValue)
  .min(1, LEAD_MESSAGES.invalidValue);

/** The Leads box of campaign settings (spec 01 §3 Lead settings). */
export const leadSettingsSchema = object({
  assignedTo: string()
    .trim()
    .transform((value) => (value == null ? '' : value))
    .default(''),
  clause: mixed<LeadClause>()
    .oneOf([...LEAD_CLAUSES], LEAD_MESSAGES.clauseInvalid)
    .required(LEAD_MESSAGES.clauseInvalid),
  conditions: array()
    .typeError(LEAD_MESSAGES.conditionsInvalid)
    .of(
      object({
        type: mixed<LeadConditionType>()
          .oneOf([...LEAD_CONDITION_TYPES], LEAD_MESSAGES.conditionTypeInvalid)
          .required(LEAD_MESSAGES.conditionTypeInvalid),
        eventCount,
      })
        .typeError(LEAD_MESSAGES.conditionsInvalid)
        .required(LEAD_MESSAGES.conditionsInvalid),
    )
    .default([]),
});

const offset = pageOffsetSchema(LEAD_MESSAGES.offset);

/** The Leads page: search, campaign, assignee ('' all, 'unassigned' or an email), status, paging. */
export const leadSearchSchema = object({
  searchText: string().trim().default(''),
  campaignId: string()
    .trim()
    // The /v1 name, in the message yup writes for a null.
    .label('campaignID')
    .default('')
    .test('uuid', LEAD_MESSAGES.campaignIdInvalid, (value) => !value || isUuid(value)),
  assignedTo: string().trim().default(''),
  status: mixed<LeadStatus>()
    .transform((value) => (value === '' || value === null ? undefined : value))
    .oneOf([...LEAD_STATUSES], LEAD_MESSAGES.statusInvalid)
    .default('open'),
  offset,
  limit: number()
    .typeError(LEAD_MESSAGES.limit)
    .integer(LEAD_MESSAGES.limit)
    .min(1, LEAD_MESSAGES.limit)
    .max(100, LEAD_MESSAGES.limit)
    .default(LEADS_PAGE_SIZE),
});

/** The selected leads and either a new status or an assignee ('' = nobody). */
export const leadUpdateSchema = object({
  leadIds: array(string().trim().required(LEAD_MESSAGES.selectLead))
    .typeError(LEAD_MESSAGES.selectLead)
    .required(LEAD_MESSAGES.selectLead)
    .min(1, LEAD_MESSAGES.selectLead),
  status: mixed<LeadStatus>()
    .transform((value) => (value === '' || value === null ? undefined : value))
    .oneOf([...LEAD_STATUSES], LEAD_MESSAGES.statusInvalid)
    .optional(),
  /** '' (or 'unassigned') takes the leads off whoever had them. */
  assignedToEmail: string()
    .trim()
    .transform((value) => (value === null ? undefined : value))
    .optional(),
}).test('one-change', LEAD_MESSAGES.statusOrAssignee, (value) => {
  const hasStatus = value.status !== undefined;
  const hasAssignee = value.assignedToEmail !== undefined;
  return hasStatus !== hasAssignee;
});

/** What a campaign's lead rules are replaced with (validated by leadSettingsSchema). */
export interface LeadSettingsCommand {
  /** A user's email; empty or null for nobody. */
  assignedTo?: string | null;
  clause: LeadClause;
  conditions: { type: LeadConditionType; eventCount: number }[];
}

/** One page of the Leads page (validated by leadSearchSchema). */
export interface LeadSearchCommand {
  searchText?: string;
  campaignId?: string;
  /** '' for all, 'unassigned', or a user's email. */
  assignedTo?: string;
  /** open when not given. */
  status?: LeadStatus;
  offset?: number;
  limit?: number;
}

/** Leads moved to a status or assigned (validated by leadUpdateSchema): one of the two. */
export interface LeadUpdateCommand {
  leadIds: string[];
  status?: LeadStatus;
  /** '' (or 'unassigned') takes the leads off whoever had them. */
  assignedToEmail?: string;
}
